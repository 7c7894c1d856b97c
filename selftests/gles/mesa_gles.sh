#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# mesa_gles.sh ARGS: in the test VM, runs gles_scenes ARGS with Debian's
# arm64 Mesa, glibc and the rest, all from the host's directory at /share
# (root/: the packages selftests/vm/deps unpacked; bin/: gles_scenes).
m=/share/root
lib=$m/usr/lib/aarch64-linux-gnu
export LD_LIBRARY_PATH=$lib:$m/lib/aarch64-linux-gnu
export __EGL_VENDOR_LIBRARY_FILENAMES=$m/usr/share/glvnd/egl_vendor.d/50_mesa.json
export LIBGL_DRIVERS_PATH=$lib/dri
export MESA_SHADER_CACHE_DISABLE=true
export HOME=/tmp
exec $m/lib/ld-linux-aarch64.so.1 /share/bin/gles_scenes "$@"
