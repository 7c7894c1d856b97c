#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# kms_clients.sh modetest|kmscube: in the test VM, with msm.ko loaded as
# vgpu=$MSM_GPU, runs Debian's arm64 modetest (libdrm-tests) or kmscube
# on the card, both from the host's directory at /share (root/: what
# selftests/vm/deps and selftests/kms/deps unpacked), and leaves what they
# printed and the frames the display showed meanwhile (debugfs
# vdisplay0_frame, binary PPM) in /share/out/kms/GPU/ for the host to
# check (selftests/kms/run-clients).  Exits non-zero only if it could not
# run them; their own failures are in their logs.
#
# modetest: its resources (-c -e -p -f); a mode with its SMPTE bars (-s);
# the same with an XRGB8888 and an ARGB8888 overlay (-P), and with the
# cursor (-C), each captured once set; page flips with vsync for 8 s
# (-v: it prints the rate every 60 flips); the atomic API (-a) with the
# primary and the overlay planes given, and its page flips, which run
# until killed.  kmscube: its cube, legacy page flips for a few frames
# (-c), captured every second while it runs; then the same through llvmpipe
# (kms_swrast) on this card.
m=/share/root
lib=$m/usr/lib/aarch64-linux-gnu
export LD_LIBRARY_PATH=$lib:$m/lib/aarch64-linux-gnu
export __EGL_VENDOR_LIBRARY_FILENAMES=$m/usr/share/glvnd/egl_vendor.d/50_mesa.json
export LIBGL_DRIVERS_PATH=$lib/dri
export GBM_DRIVERS_PATH=$lib/dri
export MESA_SHADER_CACHE_DISABLE=true
# kmscube links gstreamer (for -V): no plugins, no registry to scan
export GST_REGISTRY=/tmp/gst-registry.bin
export GST_PLUGIN_SYSTEM_PATH=/nonexistent
export HOME=/tmp
ld=$m/lib/ld-linux-aarch64.so.1
out=/share/out/kms/$MSM_GPU
mkdir -p "$out"
frame=$(ls /sys/kernel/debug/dri/*/vdisplay0_frame 2>/dev/null | head -n 1)
[ -n "$frame" ] || { echo "no vdisplay0_frame"; exit 1; }
stats=${frame%/*}/vdisplay_stats

modetest() { "$ld" "$m/usr/bin/modetest" -M msm "$@"; }
kmscube() { "$ld" "$m/usr/bin/kmscube" "$@"; }
capture() { cat "$frame" >"$out/$1.ppm" || echo "capture $1 failed"; }
flips() { sed -n 's/^flips: //p' "$stats"; }

# mt NAME SECONDS ARGS: modetest ARGS, its frame captured after SECONDS
# (NAME.ppm; with SECONDSxN, N frames a second apart, NAME-1.ppm ...);
# it ends when its standard input does (it waits for a key)
mt() {
	name=$1
	secs=${2%x*}
	count=1
	[ "$secs" = "$2" ] || count=${2#*x}
	shift 2
	{
		sleep "$secs"
		if [ "$count" = 1 ]; then
			capture "$name"
		else
			i=1
			while [ $i -le "$count" ]; do
				capture "$name-$i"
				i=$((i + 1))
				sleep 1
			done
		fi
	} | modetest "$@" >"$out/$name.txt" 2>&1
	echo "$?" >"$out/$name.rc"
	echo "modetest $*: exit $(cat "$out/$name.rc")"
	sed 's/^/  /' "$out/$name.txt"
}

# cube NAME SECONDS ARGS: kmscube ARGS (at most SECONDS), its frames
# NAME-1.ppm, NAME-2.ppm ... captured every second; its input a pipe that
# stays open (kmscube stops when its input is readable)
cube() {
	name=$1
	secs=$2
	shift 2
	rm -f /tmp/hold
	mkfifo /tmp/hold
	sleep 100000 >/tmp/hold &
	holder=$!
	t0=$(date +%s)
	f0=$(flips)
	timeout "$secs" "$ld" "$m/usr/bin/kmscube" "$@" </tmp/hold \
		>"$out/$name.txt" 2>&1 &
	pid=$!
	i=0
	while kill -0 $pid 2>/dev/null; do
		sleep 1
		kill -0 $pid 2>/dev/null || break
		i=$((i + 1))
		capture "$name-$i"
	done
	wait $pid
	echo "$?" >"$out/$name.rc"
	kill $holder
	t1=$(date +%s)
	echo "$(($(flips) - f0)) flips, $((t1 - t0)) s" >"$out/$name.flips"
	echo "kmscube $*: exit $(cat "$out/$name.rc"), $(cat "$out/$name.flips"), $i captures"
	grep -v 'extensions:' "$out/$name.txt" | sed 's/^/  /'
}

case $1 in
modetest)
	modetest -c -e -p -f >"$out/resources.txt" 2>&1
	echo "$?" >"$out/resources.rc"
	conn=$(awk '/^Connectors:/ { getline; getline; print $1; exit }' \
		"$out/resources.txt")
	crtc=$(awk '/^CRTCs:/ { getline; getline; print $1; exit }' \
		"$out/resources.txt")
	# The planes in order: the primary (type 1), the cursor (2), then
	# the overlays (0); the last overlay
	planes=$(awk '/^Planes:/ { on = 1; next } on && /^[0-9]/ { id = $1 }
		on && /^\t[0-9]+ type:/ { t = 1; next }
		t && /value:/ { print id, $2; t = 0 }' "$out/resources.txt")
	primary=$(echo "$planes" | awk '$2 == 1 { print $1; exit }')
	overlay=$(echo "$planes" | awk '$2 == 0 { p = $1 } END { print p }')
	echo "connector $conn, CRTC $crtc, primary plane $primary, overlay $overlay"
	echo "$conn $crtc $primary $overlay" >"$out/ids"
	mode=$conn@$crtc:1024x768
	mt smpte 3 -s "$mode"
	mt overlay 3 -s "$mode" -P "$overlay@$crtc:256x256+100+100"
	mt overlay-argb 3 -s "$mode" -P "$overlay@$crtc:256x256+100+100@AR24"
	# It moves its cursor, and hides it at times: four frames
	mt cursor 3x4 -s "$mode" -C
	mt vsync 8 -s "$mode" -v
	mt atomic 3 -a -s "$mode" -P "$primary@$crtc:1024x768" \
		-P "$overlay@$crtc:256x256+100+100@AR24"
	# Its atomic page flips loop until killed
	timeout -s INT 8 "$ld" "$m/usr/bin/modetest" -M msm -a -s "$mode" \
		-P "$primary@$crtc:1024x768" -v </dev/null >"$out/atomic-vsync.txt" 2>&1
	echo "$?" >"$out/atomic-vsync.rc"
	echo "modetest -a -v: exit $(cat "$out/atomic-vsync.rc")"
	sed 's/^/  /' "$out/atomic-vsync.txt"
	cat "$stats" >"$out/stats.txt"
	;;
kmscube)
	cube cube 120 -c "${KMSCUBE_FRAMES:-20}"
	# llvmpipe on the same card: kms_swrast's dumb buffers; if it
	# fails, once more for a frame with DRM's KMS and atomic debug
	# messages, which go to swrast-debug.txt
	export MESA_LOADER_DRIVER_OVERRIDE=kms_swrast
	cube swrast 60 -c 3
	if [ "$(cat "$out/swrast.rc")" != 0 ]; then
		echo 0x14 >/sys/module/drm/parameters/debug
		kmscube -c 1 </dev/null >/dev/null 2>&1
		echo 0 >/sys/module/drm/parameters/debug
		dmesg | grep '\[drm' | tail -n 60 >"$out/swrast-debug.txt"
	fi
	unset MESA_LOADER_DRIVER_OVERRIDE
	cat "$stats" >"$out/stats.txt"
	;;
*)
	echo "usage: kms_clients.sh modetest|kmscube"
	exit 2
	;;
esac
exit 0
