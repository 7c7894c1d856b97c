#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# mesa_slow.sh MS [SCENES [MODES]]: mesa_scenes.sh SCENES MODES with the
# GPU's hangcheck period at MS milliseconds (msm_slow.sh).  For large
# targets (bench/binning_traces' 'many-WxH'): in the TCG guest the model
# takes longer than the 5.5 s hangcheck allows a draw (11 periods with
# progress) for a320's frame of 1600x1200 in 18 bins, and recovery resets
# the GPU mid-frame (the rd trace, taken at the submit, is whole; the
# guest's image is not).
ms=$1
shift
exec /tests/msm_slow.sh "$ms" /tests/mesa_scenes.sh "$@"
