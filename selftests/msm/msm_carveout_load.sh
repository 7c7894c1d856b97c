#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# The VRAM carveout's module parameters.  vgpu_smmu=0 gives a virtual
# a3xx/a4xx no SMMU, as on a board without an IOMMU: without
# allow_vram_carveout it is refused, as 6.1 refuses it, with a log line
# that says why; a carveout too large to allocate fails cleanly; an a220
# needs none (its own MMU translates).  Ten loads with a carveout, each
# used, give its memory back (twice over).
echo "TAP version 13"
echo "1..5"
. "$(dirname "$0")/msm_tap.sh"
# (busybox's insmod tries twice: finit_module, then init_module)
logged() { dmesg | grep -c -- "$1"; }
carveouts() { logged 'no IOMMU: a VRAM carveout of'; }
# Loading must fail, and leave no device
refused() {
	if insmod /modules/msm.ko "$@"; then unload-msm; return 1; fi
	[ ! -e /dev/dri/card0 ]
}

refused vgpu=a320 vgpu_smmu=0 &&
[ "$(logged 'msm_vgpu: no IOMMU translates for the GPU: no memory protection without IOMMU, not probing (allow_vram_carveout=1 would run it from a VRAM carveout)')" -ge 1 ]
ok $? "1 - a320 without SMMU and without allow_vram_carveout: refused, and the log says why"

refused vgpu=a420 vgpu_smmu=0 allow_vram_carveout=1 vram=1G &&
[ "$(logged 'msm_vgpu: VRAM carveout: no 1048576 KiB of contiguous memory (vram=1G)')" -ge 1 ]
ok $? "2 - a 1 GiB carveout cannot be allocated: a clean failure that names it"

n=$(carveouts)
insmod /modules/msm.ko vgpu=a220 vgpu_smmu=0 allow_vram_carveout=1 &&
/tests/msm_submit >/dev/null 2>&1 && unload-msm && [ "$(carveouts)" = "$n" ]
ok $? "3 - a220 has its own MMU: no carveout, and it runs"

# Ten loads, each used, and what memory and slab they kept.  Two rounds:
# a carveout kept by every load shows in both, whereas a pool or cache the
# kernel grows once shows in one (6.12 once kept 18 MiB over a round);
# the smaller counts.
bad=0
round() {
	settle
	free0=$(mem MemFree); slab0=$(mem SUnreclaim)
	for i in $(seq 10); do
		insmod /modules/msm.ko vgpu=a$((i % 2 + 3))20 vgpu_smmu=0 \
			allow_vram_carveout=1 vram=4M || bad=1
		/tests/msm_carveout >/dev/null 2>&1 || bad=1
		unload-msm || bad=1
	done
	settle
	free1=$(mem MemFree); slab1=$(mem SUnreclaim)
	echo "# MemFree ${free0} -> ${free1} KiB, SUnreclaim ${slab0} -> ${slab1} KiB"
	kept=$((free0 - free1)); slab=$((slab1 - slab0))
}
round
kept1=$kept; slab_1=$slab
round
[ $kept1 -lt $kept ] && kept=$kept1
[ $slab_1 -lt $slab ] && slab=$slab_1
# A carveout kept would be 4 MiB a load: 40 MiB a round
[ $bad = 0 ] && [ $kept -lt 16384 ] && [ $slab -lt 192 ]
ok $? "4 - 10 loads with a 4 MiB carveout, each used, twice: less than 16 MiB of memory and 192 KiB of slab kept by both rounds"

insmod /modules/msm.ko vgpu=a320 && /tests/msm_submit >/dev/null 2>&1 &&
unload-msm
ok $? "5 - then an a320 with its SMMU loads and runs as before"
[ $fails = 0 ]
