#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# A board's GPUs from the device tree (selftests/vm/board.dts, booted with
# MSM_VM_BOARD=board): msm.ko probes each node as upstream's binding describes
# it, finds the GPU from its compatible or legacy qcom,chipid, takes its
# register window, interrupt, clocks, supplies, OPPs and microcode, and
# fails cleanly where the board cannot go on: a file missing, a GPU it
# does not know, no IOMMU (unless allow_vram_carveout), and, for the GPU
# behind QEMU's SMMUv3, the a220 with its own MMU and the a420 with a VRAM
# carveout, a hardware start that nothing answers.  Probing
# again and again leaves nothing behind.
echo "TAP version 13"
echo "1..15"
. "$(dirname "$0")/msm_tap.sh"
# Lines of the kernel log with this text
logged() { dmesg | grep -c -- "$1"; }
drv=/sys/bus/platform/drivers/msm_adreno
probe() { echo "$1" >$drv/bind 2>/dev/null; }

insmod /modules/msm.ko
ok $? "1 - msm.ko loads without vgpu=, and its board driver registers"
[ -d $drv ] && [ -z "$(ls $drv | grep gpu)" ]
ok $? "2 - seven GPU nodes, none bound yet"

[ "$(logged '7f000000.gpu: microcode a300_pm4.fw not found (looked for qcom/a300_pm4.fw and a300_pm4.fw)')" = 1 ] &&
[ "$(logged 'c100000.gpu: microcode a420_pm4.fw not found')" = 1 ]
ok $? "3 - a320 and a420 without microcode: the log names the missing file"
[ "$(logged 'c200000.gpu: the legacy qcom,chipid binding')" = 1 ] &&
[ "$(logged 'c200000.gpu: microcode a330_pm4.fw not found')" = 1 ]
ok $? "4 - qcom,chipid 0x03030000 is an a330 (with a warning for the old binding)"
[ "$(logged 'c300000.gpu: chip id 09090900: not a GPU this driver knows')" = 1 ]
ok $? "5 - qcom,adreno-999.0: chip id 09090900 is no GPU it knows"
[ "$(logged '7f100000.gpu: microcode leia_pm4_470.fw not found')" = 1 ]
ok $? "6 - a220 without microcode: the log names leia_pm4_470.fw"
# (fw_devlink defers it before probe, from the tree's link to the NoC;
# without that, the probe's own gfx-mem lookup would)
sed 's/^/# deferred: /' /sys/kernel/debug/devices_deferred
grep -qE 'c400000.gpu.*(interconnect gfx-mem|c500000.interconnect not ready)' \
	/sys/kernel/debug/devices_deferred &&
[ "$(logged 'c400000.gpu: microcode')" = 0 ]
ok $? "7 - a305 whose interconnect provider never comes: deferred until it does"

# The microcode: a3xx's in qcom/, a4xx's where older systems keep it
mkdir -p /lib/firmware/qcom
head -c 9216 /dev/zero >/lib/firmware/qcom/a300_pm4.fw
head -c 4608 /dev/zero >/lib/firmware/qcom/a300_pfp.fw
head -c 8192 /dev/zero >/lib/firmware/a420_pm4.fw
head -c 4096 /dev/zero >/lib/firmware/a420_pfp.fw
head -c 4096 /dev/zero >/lib/firmware/qcom/leia_pm4_470.fw
head -c 2048 /dev/zero >/lib/firmware/qcom/leia_pfp_470.fw
probe 7f000000.gpu
probe c100000.gpu
probe 7f100000.gpu
dmesg | grep -E 'msm_adreno (7f|c1)[01]00000?.gpu: a[234]20' | sed 's/^/# /'
[ "$(logged '7f000000.gpu: a320, chip id 03020002: irq [0-9]*, 3 clocks, supplies vdd vddcx, 2 OPPs up to 450 MHz, microcode a300_pm4.fw (9216 bytes) and a300_pfp.fw (4608 bytes)')" = 1 ]
ok $? "8 - a320: its interrupt, 3 clocks, vdd and vddcx, 2 OPPs, microcode from qcom/"
[ "$(logged 'c100000.gpu: a420, chip id 04020000: irq [0-9]*, 1 clocks, supplies, 1 OPPs up to 500 MHz, microcode a420_pm4.fw (8192 bytes) and a420_pfp.fw (4096 bytes)')" = 1 ]
ok $? "9 - a420: no OPP table, so one OPP at the catalog's 500 MHz; microcode from the firmware root"
[ "$(logged 'c100000.gpu: no IOMMU translates for the GPU: no memory protection without IOMMU, not probing')" = 1 ] &&
[ "$(logged '7f000000.gpu: a320: the GPU did not start: -110')" = 1 ] &&
[ "$(logged 'a320: the CP did not initialize')" = 1 ] &&
[ -z "$(ls $drv | grep gpu)" ] && [ ! -e /dev/dri/card0 ]
ok $? "10 - a420 without IOMMU refuses, as 6.1 does; a320 with one: its CP never starts, and it fails cleanly"
[ "$(logged '7f100000.gpu: a220, chip id 02020000: irq [0-9]*, 1 clocks, supplies, 1 OPPs up to 266 MHz, microcode leia_pm4_470.fw (4096 bytes) and leia_pfp_470.fw (2048 bytes)')" = 1 ] &&
[ "$(logged '7f100000.gpu: a220: the GPU did not start: -110')" = 1 ] &&
[ "$(logged 'a220: the CP did not initialize')" = 1 ] &&
[ -z "$(ls $drv | grep gpu)" ] && [ ! -e /dev/dri/card0 ]
ok $? "11 - a220 needs no IOMMU: with its own MMU its CP never starts either, and it fails cleanly"

# Each refused probe gives back what it took (a320's and a220's wait 2 s
# for their CP)
for i in $(seq 2); do
	probe 7f000000.gpu; probe c100000.gpu; probe 7f100000.gpu
done
settle
slab0=$(mem SUnreclaim); vmalloc0=$(mem VmallocUsed)
for i in $(seq 10); do
	probe 7f000000.gpu; probe c100000.gpu; probe c200000.gpu
	probe 7f100000.gpu
done
settle
slab1=$(mem SUnreclaim); vmalloc1=$(mem VmallocUsed)
echo "# SUnreclaim ${slab0} -> ${slab1} KiB, VmallocUsed ${vmalloc0} -> ${vmalloc1} KiB"
# (new kworkers' stacks are vmalloc'd: 64 KiB of them has been seen to
# come and stay across such a run)
[ $((slab1 - slab0)) -lt 64 ] && [ $((vmalloc1 - vmalloc0)) -lt 128 ] &&
[ -z "$(ls $drv | grep gpu)" ]
ok $? "12 - 40 more probes: slab grew by less than 64 KiB, vmalloc by less than 128"

# a220's MMU table comes from the DMA allocator (here CMA), which no slab
# or vmalloc counter sees, nor the free page counts, exactly: but CMA hands
# out the first free range that fits, so a leaked table would move every
# later one.  Ten probes log where theirs lies, and it must not move.
echo 'func msm_gpummu_new +p' >/sys/kernel/debug/dynamic_debug/control
for i in $(seq 10); do probe 7f100000.gpu; done
tables=$(dmesg | grep '7f100000.gpu: GPU MMU table: ' | sed 's/.*table: //' | sort | uniq -c)
echo "# tables: $tables"
[ "$(dmesg | grep -c '7f100000.gpu: GPU MMU table: 262112 bytes at ')" = 10 ] &&
[ "$(echo "$tables" | wc -l)" = 1 ]
ok $? "13 - a220's MMU table: 10 probes, each at the address the one before gave back"

# With allow_vram_carveout an a420 without IOMMU (the second, whose
# registers are RAM) takes the carveout path (16 MiB of CMA, as vram= says
# by default), and fails at its CP; a carveout not given back would move
# the next one, as a220's table would
echo 1 >/sys/module/msm/parameters/allow_vram_carveout
for i in $(seq 3); do probe 7f200000.gpu; done
echo 0 >/sys/module/msm/parameters/allow_vram_carveout
carveout='7f200000.gpu: no IOMMU: a VRAM carveout of 16384 KiB at '
at=$(dmesg | grep "$carveout" | sed 's/.* at //' | sort | uniq -c)
echo "# carveouts: $at"
[ "$(logged "$carveout")" = 3 ] && [ "$(echo "$at" | wc -l)" = 1 ] &&
[ "$(logged '7f200000.gpu: a420: the GPU did not start: -110')" = 3 ] &&
[ -z "$(ls $drv | grep gpu)" ] && [ ! -e /dev/dri/card0 ]
ok $? "14 - a420 with allow_vram_carveout=1: a 16 MiB carveout, then its CP never starts; 3 probes, one address"

rmmod msm
ok $? "15 - msm.ko unloads"
[ $fails = 0 ]
