#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# mesa_scenes.sh [SCENES [MODES]]: in the test VM, with msm.ko loaded as
# vgpu=$MSM_GPU, runs Debian's arm64 Mesa (freedreno) through gles_scenes,
# both from the host's directory at /share (selftests/gles/run-mesa).
# SCENES and MODES are comma-separated lists: the scenes (default all),
# the modes (default "default,sysmem,nobin,gmem": the FD_MESA_DEBUG value,
# "default" being none).  Images go to /share/out/GPU/MODE/SCENE.pam.  In
# the default mode each scene runs on its own, captured with rd_full=1 to
# /share/out/GPU/SCENE.rd; in the others all the scenes run in one process.
# (Mesa 22.3 has no FD_MESA_DEBUG=nogmem, and ignores names it does not
# know: sysmem is its "no GMEM"; gmem forces GMEM where it would bypass.)
scenes=$(echo "${1:-all}" | tr , ' ')
modes=$(echo "${2:-default,sysmem,nobin,gmem}" | tr , ' ')
[ "$scenes" = all ] && scenes=$(/tests/mesa_gles.sh -l)
gpu=$MSM_GPU
out=/share/out/$gpu
rm -rf "$out"
mkdir -p "$out"
fails=0

# run MODE SCENE...: gles_scenes in MODE, its output shown and logged
run() {
	mode=$1
	shift
	if [ "$mode" = default ]; then dbg=; else dbg=$mode; fi
	t0=$(date +%s)
	FD_MESA_DEBUG=$dbg /tests/mesa_gles.sh -o "$out/$mode" "$@" \
		>/tmp/prog.out 2>&1
	rc=$?
	t1=$(date +%s)
	sed "s/^/$mode: /" /tmp/prog.out >>"$out/log.txt"
	grep -v -- '-> /share' /tmp/prog.out
	for s in "$@"; do
		[ -s "$out/$mode/$s.pam" ] || rc="$rc, no $s image"
	done
	if [ "$rc" = 0 ]; then
		echo "$gpu $mode $*: ok, $((t1 - t0)) s"
	else
		echo "$gpu $mode $*: FAILED (exit $rc), $((t1 - t0)) s"
		fails=$((fails + 1))
	fi
}

rd=$(ls /sys/kernel/debug/dri/*/rd | head -n 1)
for mode in $modes; do
	mkdir -p "$out/$mode"
	[ "$mode" = default ] || { run "$mode" $scenes; continue; }
	echo 1 >/sys/module/msm/parameters/rd_full
	for s in $scenes; do
		cat "$rd" >/tmp/trace.rd &
		reader=$!
		sleep 0.2
		run default "$s"
		sleep 0.3
		kill $reader
		wait $reader 2>/dev/null
		cp /tmp/trace.rd "$out/$s.rd"
		echo "$gpu default $s: rd trace of $(wc -c </tmp/trace.rd) bytes"
	done
	echo 0 >/sys/module/msm/parameters/rd_full
done
[ $fails = 0 ]
