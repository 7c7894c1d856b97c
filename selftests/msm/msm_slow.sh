#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# msm_slow.sh MS PROGRAM [ARGS]: PROGRAM with the GPU's hangcheck period
# at MS milliseconds (debugfs) instead of its own, put back after.  For
# programs whose submits are big for the model in the TCG guest:
# hangcheck gives a submit that makes progress 11 periods (5.5 s at the
# default 500 ms), and recovery would reset the GPU in the middle of it.
ms=$1
shift
# The first directory's: the primary and render nodes' show the same GPU
old=
for f in /sys/kernel/debug/dri/*/hangcheck_period_ms; do
	[ -e "$f" ] || continue
	[ -n "$old" ] || old=$(cat "$f")
	echo "$ms" >"$f"
done
"$@"
rc=$?
if [ -n "$old" ]; then
	for f in /sys/kernel/debug/dri/*/hangcheck_period_ms; do
		echo "$old" >"$f"
	done
fi
exit $rc
