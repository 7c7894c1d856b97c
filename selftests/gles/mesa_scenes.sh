#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# mesa_scenes.sh [SCENES [MODES]]: in the test VM, with msm.ko loaded as
# vgpu=$MSM_GPU, runs Debian's arm64 Mesa (freedreno) through gles_scenes,
# both from the host's directory at /share (selftests/gles/run-mesa):
# each scene (default all) once per mode (default "default sysmem nobin
# gmem", the FD_MESA_DEBUG value; "default" is none), the images to
# /share/out/GPU/MODE/SCENE.pam.  Each scene's default-mode run is captured
# with rd_full=1, to /share/out/GPU/SCENE.rd.
scenes=${1:-all}
modes=${2:-default sysmem nobin gmem}
[ "$scenes" = all ] && scenes=$(/tests/mesa_gles.sh -l)
gpu=$MSM_GPU
out=/share/out/$gpu
rm -rf "$out"
mkdir -p "$out"
fails=0

rd=$(ls /sys/kernel/debug/dri/*/rd | head -n 1)
echo 1 >/sys/module/msm/parameters/rd_full
for mode in $modes; do
	mkdir -p "$out/$mode"
	if [ "$mode" = default ]; then dbg=; else dbg=$mode; fi
	for s in $scenes; do
		if [ "$mode" = default ]; then
			cat "$rd" >/tmp/trace.rd &
			reader=$!
			sleep 0.2
		fi
		t0=$(date +%s)
		FD_MESA_DEBUG=$dbg /tests/mesa_gles.sh -o "$out/$mode" "$s" \
			>/tmp/prog.out 2>&1
		rc=$?
		t1=$(date +%s)
		if [ "$mode" = default ]; then
			sleep 0.3
			kill $reader
			wait $reader 2>/dev/null
			cp /tmp/trace.rd "$out/$s.rd"
			size=" rd $(wc -c </tmp/trace.rd) bytes,"
		else
			size=
		fi
		sed "s/^/$mode $s: /" /tmp/prog.out >>"$out/log.txt"
		grep -m1 GL_RENDERER /tmp/prog.out
		grep -v 'GL_RENDERER\|-> /share' /tmp/prog.out
		if [ $rc = 0 ] && [ -s "$out/$mode/$s.pam" ]; then
			echo "$gpu $mode $s: ok,$size $((t1 - t0)) s"
		else
			echo "$gpu $mode $s: FAILED (exit $rc),$size $((t1 - t0)) s"
			fails=$((fails + 1))
		fi
	done
done
echo 0 >/sys/module/msm/parameters/rd_full
[ $fails = 0 ]
