#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# render_scenes.sh [MODES]: in the test VM, with msm.ko loaded as
# vgpu=$MSM_GPU, libmsm-render draws its share of gles_scenes' scenes
# (/tests/render_scenes, userspace/tests/render_scenes.c) in each of its
# modes (default "auto,gmem,nobin,sysmem"), to
# /share/out/GPU/render/MODE/SCENE-GPU.pam (selftests/gles/run-mesa
# compares them with llvmpipe's and with Mesa's images).  The auto mode's
# submits are captured from debugfs rd to /share/out/GPU/render/auto.rd
# (make demo decodes a bin of it).
modes=$(echo "${1:-auto,gmem,nobin,sysmem}" | tr , ' ')
out=/share/out/$MSM_GPU/render
rm -rf "$out"
fails=0
rd=$(ls /sys/kernel/debug/dri/*/rd | head -n 1)
for mode in $modes; do
	mkdir -p "$out/$mode"
	if [ "$mode" = auto ]; then
		cat "$rd" >/tmp/render.rd &
		reader=$!
		sleep 0.2
	fi
	if /tests/render_scenes -m "$mode" "$out/$mode" >/tmp/render.out 2>&1; then
		echo "$MSM_GPU render $mode: ok"
	else
		cat /tmp/render.out
		echo "$MSM_GPU render $mode: FAILED"
		fails=$((fails + 1))
	fi
	if [ "$mode" = auto ]; then
		sleep 0.3
		kill $reader
		wait $reader 2>/dev/null
		cp /tmp/render.rd "$out/auto.rd"
	fi
done
[ $fails = 0 ]
