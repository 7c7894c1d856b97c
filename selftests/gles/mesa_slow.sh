#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# mesa_slow.sh MS [SCENES [MODES]]: mesa_scenes.sh SCENES MODES with the
# GPU's hangcheck period at MS milliseconds (debugfs) instead of 500, put
# back after.  For large targets (bench/binning_traces' 'many-WxH'): in the
# TCG guest the model takes longer than the 5.5 s hangcheck allows a
# draw (11 periods with progress) for a320's frame of 1600x1200 in 18
# bins, and recovery resets the GPU mid-frame (the rd trace, taken at the
# submit, is whole; the guest's image is not).
ms=$1
shift
old=
for f in /sys/kernel/debug/dri/*/hangcheck_period_ms; do
	[ -e "$f" ] || continue
	old=$(cat "$f")
	echo "$ms" >"$f"
done
/tests/mesa_scenes.sh "$@"
rc=$?
if [ -n "$old" ]; then
	for f in /sys/kernel/debug/dri/*/hangcheck_period_ms; do
		echo "$old" >"$f"
	done
fi
exit $rc
