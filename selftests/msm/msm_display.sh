#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# A board with a display (selftests/vm/display.dts, booted with
# MSM_VM_BOARD=display): the MDSS creates its MDP5, and the MDP5 binds the
# GPU as upstream's component setup does.  It waits for the GPU whichever
# probes first; once both are there, its bind makes the DRM device and
# starts the GPU on it.  Here nothing answers the GPU's registers, so that
# bind fails, and must leave nothing behind, however often it is tried.
echo "TAP version 13"
echo "1..10"
. "$(dirname "$0")/msm_tap.sh"
logged() { dmesg | grep -c -- "$1"; }
drivers=/sys/bus/platform/drivers
gpu=7f000000.gpu
mdp=c801000.mdp
bind() { echo "$2" >$drivers/$1/bind 2>/dev/null; }
unbind() { echo "$2" >$drivers/$1/unbind; }
bound() { [ -e $drivers/$1/$2 ]; }
# The GPU's bind by its display has failed N times, each logged by both
failed_binds() {
	[ "$(logged "$gpu: a330: the GPU did not start: -110")" = "$1" ] &&
	[ "$(logged "$mdp: the GPU did not bind: -110")" = "$1" ]
}

insmod /modules/msm.ko
ok $? "1 - msm.ko loads"
bound msm_mdss c800000.mdss && bound msm_mdp $mdp &&
[ "$(logged "$mdp: the display binds the GPU /gpu@7f000000")" = 1 ]
ok $? "2 - the MDSS made its MDP5, which binds and names the GPU it waits for"
[ "$(logged "$gpu: microcode a330_pm4.fw not found")" = 1 ] &&
! bound msm_adreno $gpu && [ ! -e /dev/dri/card0 ]
ok $? "3 - the GPU's microcode is missing: no GPU, so no DRM device, and the display waits"

mkdir -p /lib/firmware/qcom
head -c 8192 /dev/zero >/lib/firmware/qcom/a330_pm4.fw
head -c 4096 /dev/zero >/lib/firmware/qcom/a330_pfp.fw
bind msm_adreno $gpu
dmesg | grep -E "($gpu|$mdp):" | tail -n 5 | sed 's/^/# /'
[ "$(logged "$gpu: a330, chip id 03030001: irq [0-9]*, 1 clocks, supplies, 1 OPPs up to 578 MHz")" = 1 ] &&
failed_binds 1 &&
! bound msm_adreno $gpu && bound msm_mdp $mdp && [ ! -e /dev/dri/card0 ]
ok $? "4 - with microcode the GPU probes, the display binds it, its CP never starts: the GPU fails cleanly, the display waits on"

# The other order: the GPU first, waiting for its display
unbind msm_mdp $mdp
bind msm_adreno $gpu
bound msm_adreno $gpu && [ ! -e /dev/dri/card0 ]
ok $? "5 - without its display the GPU probes, and waits"
# (pm_test: the devices suspend and resume at once, without a wakeup)
echo 0 >/sys/module/suspend/parameters/pm_test_delay
echo devices >/sys/power/pm_test
echo freeze >/sys/power/state
rc=$?
echo none >/sys/power/pm_test
[ $rc = 0 ] && bound msm_adreno $gpu && [ ! -e /dev/dri/card0 ]
ok $? "6 - a system suspend and resume while it waits: a GPU not started has nothing to suspend"
bind msm_mdp $mdp
failed_binds 2 &&
! bound msm_mdp $mdp && bound msm_adreno $gpu && [ ! -e /dev/dri/card0 ]
ok $? "7 - then the display binds it, and fails cleanly"
unbind msm_adreno $gpu
bind msm_mdp $mdp
! bound msm_adreno $gpu && bound msm_mdp $mdp
ok $? "8 - the GPU unbinds; the display binds again, and waits"

# Each round binds the GPU through its display twice, once in each order
# (a CP timeout of 2 s each), and the display twice; it must give back
# what it took
round() {
	bind msm_adreno $gpu
	unbind msm_mdp $mdp; bind msm_adreno $gpu
	bind msm_mdp $mdp; unbind msm_adreno $gpu; bind msm_mdp $mdp
}
round; round
settle
slab0=$(mem SUnreclaim); vmalloc0=$(mem VmallocUsed)
for i in $(seq 10); do round; done
settle
slab1=$(mem SUnreclaim); vmalloc1=$(mem VmallocUsed)
echo "# SUnreclaim ${slab0} -> ${slab1} KiB, VmallocUsed ${vmalloc0} -> ${vmalloc1} KiB"
failed_binds 26 &&
[ $((slab1 - slab0)) -lt 64 ] && [ $((vmalloc1 - vmalloc0)) -lt 128 ] &&
! bound msm_adreno $gpu && bound msm_mdp $mdp
ok $? "9 - 10 more rounds, each binding the GPU twice through its display and the display twice: slab grew by less than 64 KiB, vmalloc by less than 128"

rmmod msm
ok $? "10 - msm.ko unloads"
[ $fails = 0 ]
