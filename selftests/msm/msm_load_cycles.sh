#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# Loads and unloads msm.ko with a virtual GPU 50 times: every load makes
# the device, every unload takes it away, and nothing is left behind.
# Then the device unbound from its driver and bound again 20 times, as
# a board's GPU is through sysfs.  Then a vgpu= the catalog does not know
# must fail to load, and say why.
echo "TAP version 13"
echo "1..7"
. "$(dirname "$0")/msm_tap.sh"

# Every device in use, then unloaded
use_device() {
	insmod /modules/msm.ko vgpu=a320 || return 1
	/tests/msm_gem >/dev/null 2>&1
	/tests/msm_prime >/dev/null 2>&1
	/tests/msm_submit >/dev/null 2>&1
	/tests/msm_submit_bad 20 >/dev/null 2>&1
	/tests/msm_faults >/dev/null 2>&1
	unload-msm
}

# Warm up with the same work first: the kernel's one-time costs of loading
# modules, and slab caches that keep freed objects' pages, are not leaks
use_device
for i in $(seq 20); do
	insmod /modules/msm.ko vgpu=a$((i % 2 + 3))20 && rmmod msm
done

# Everything the driver allocates per device is slab (the vgpu's page
# tables included) or vmalloc (the model), which the kernel counts
# exactly; free memory as a whole swings by MiBs across module loads even
# without a device, so it cannot show a leak.
bad=0
settle
slab0=$(mem SUnreclaim); vmalloc0=$(mem VmallocUsed)
for i in $(seq 50); do
	gpu=$(echo "a220 a306 a320 a330 a420" | cut -d' ' -f$((i % 5 + 1)))
	insmod /modules/msm.ko vgpu=$gpu || bad=1
	[ -e /dev/dri/card0 ] && [ -e /dev/dri/renderD128 ] || bad=1
	rmmod msm || bad=1
	[ -e /dev/dri/card0 ] && bad=1
done
settle
slab1=$(mem SUnreclaim); vmalloc1=$(mem VmallocUsed)
ok $bad "1 - 50 load/unload cycles, each with card0 and renderD128"
echo "# SUnreclaim ${slab0} -> ${slab1} KiB, VmallocUsed ${vmalloc0} -> ${vmalloc1} KiB"
# One vgpu holds 20 KiB of page tables, and its model and GMEM (at least
# 128 KiB) in vmalloc: leaking either in one cycle of five is over the
# bounds.  Slab caches alone have been seen to grow by up to 140 KiB here,
# and vmalloc by 64 KiB: new kworkers' stacks are vmalloc'd too.
[ $((slab1 - slab0)) -lt 192 ]; ok $? "2 - unreclaimable slab grew by less than 192 KiB"
[ $((vmalloc1 - vmalloc0)) -lt 256 ]; ok $? "3 - vmalloc grew by less than 256 KiB"
# Every open file, GEM object and submit goes too, refused ones
# (20 rounds of the bad-input table) and faulting ones included
use_device
settle
slab2=$(mem SUnreclaim)
echo "# after GEM and PRIME tests and unload: SUnreclaim ${slab2} KiB"
[ $((slab2 - slab1)) -lt 192 ]; ok $? "4 - a device used for GEM, submits and faults leaves < 192 KiB of slab"

# Unbind and bind: the driver's remove and probe, the module staying
# (a device still in use from an earlier test is not this test's)
drv=/sys/bus/platform/drivers/msm_vgpu
cycles() {
	echo msm_vgpu >$drv/unbind && echo msm_vgpu >$drv/bind || return 1
	settle
	slab3=$(mem SUnreclaim); vmalloc3=$(mem VmallocUsed)
	for i in $(seq 20); do
		echo msm_vgpu >$drv/unbind || return 1
		[ -e /dev/dri/card0 ] && return 1
		echo msm_vgpu >$drv/bind || return 1
		[ -e /dev/dri/card0 ] && [ -e /dev/dri/renderD128 ] || return 1
	done
	/tests/msm_submit >/dev/null 2>&1 || return 1
	settle
	slab4=$(mem SUnreclaim); vmalloc4=$(mem VmallocUsed)
	echo "# SUnreclaim ${slab3} -> ${slab4} KiB, VmallocUsed ${vmalloc3} -> ${vmalloc4} KiB"
}
slab3=0; slab4=1000; vmalloc3=0; vmalloc4=1000
if insmod /modules/msm.ko vgpu=a220; then
	cycles
	ok $? "5 - a220: 20 unbind/bind cycles through sysfs, each with card0, then submits run"
	rmmod msm
else
	ok 1 "5 - a220: msm.ko vgpu=a220 did not load"
fi
[ $((slab4 - slab3)) -lt 192 ] && [ $((vmalloc4 - vmalloc3)) -lt 256 ]
ok $? "6 - and slab grew by less than 192 KiB, vmalloc by less than 256 KiB"

if insmod /modules/msm.ko vgpu=a999 2>/dev/null; then
	rmmod msm
	ok 1 "7 - vgpu=a999 must not load"
else
	dmesg | grep -q 'msm: vgpu=a999: no such GPU'
	ok $? "7 - vgpu=a999 fails to load and the log says why"
fi
[ $fails = 0 ]
