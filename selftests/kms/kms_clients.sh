#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# kms_clients.sh modetest|kmscube|glmark2|weston: in the test VM, with msm.ko loaded as
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
# glmark2's scenes: its default list's first two, short
GLMARK2_SCENES=${GLMARK2_SCENES:-build:use-vbo=false:duration=2 texture:duration=2}
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
# capture_while PID NAME SECONDS: frames NAME-1.ppm ... every SECONDS
# while PID runs; i is how many
capture_while() {
	i=0
	while kill -0 "$1" 2>/dev/null; do
		sleep "$3"
		kill -0 "$1" 2>/dev/null || break
		i=$((i + 1))
		capture "$2-$i"
	done
}

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
	capture_while $pid "$name" 1
	wait $pid
	echo "$?" >"$out/$name.rc"
	kill $holder
	t1=$(date +%s)
	echo "$(($(flips) - f0)) flips, $((t1 - t0)) s" >"$out/$name.flips"
	echo "kmscube $*: exit $(cat "$out/$name.rc"), $(cat "$out/$name.flips"), $i captures"
	grep -v 'extensions:' "$out/$name.txt" | sed 's/^/  /'
}

# glmark2 NAME SCENES: glmark2-es2-drm -b SCENE for each of SCENES (in a
# word, blank-separated), on the DRM display, its frames NAME-1.ppm ...
# captured every 3 s while it runs
glmark2() {
	name=$1
	scenes=$2
	set --
	for b in $scenes; do
		set -- "$@" -b "$b"
	done
	t0=$(date +%s)
	f0=$(flips)
	timeout 150 "$ld" "$m/usr/bin/glmark2-es2-drm" \
		--data-path "$m/usr/share/glmark2" "$@" >"$out/$name.txt" 2>&1 &
	pid=$!
	capture_while $pid "$name" 3
	wait $pid
	echo "$?" >"$out/$name.rc"
	t1=$(date +%s)
	echo "$(($(flips) - f0)) flips, $((t1 - t0)) s" >"$out/$name.flips"
	echo "glmark2-es2-drm $*: exit $(cat "$out/$name.rc"), $(cat "$out/$name.flips"), $i captures"
	sed 's/^/  /' "$out/$name.txt"
}

# weston_clients: weston 10 on the DRM backend (as root, its direct
# launcher on tty1, no input devices), kiosk shell, GL renderer (Mesa on
# the GPU); in it weston-simple-shm, then weston-simple-egl (Mesa on the
# GPU in the client as well), each captured twice a few seconds apart
# (shm-1.ppm, shm-2.ppm, egl-1.ppm, egl-2.ppm)
weston_clients() {
	wl=$lib/libweston-10
	ws=$lib/weston
	export LD_LIBRARY_PATH=$LD_LIBRARY_PATH:$ws
	# Its modules by name from the host's tree, not /usr/lib
	WESTON_MODULE_MAP="drm-backend.so=$wl/drm-backend.so"
	WESTON_MODULE_MAP="$WESTON_MODULE_MAP;gl-renderer.so=$wl/gl-renderer.so"
	export WESTON_MODULE_MAP="$WESTON_MODULE_MAP;kiosk-shell.so=$ws/kiosk-shell.so"
	export XKB_CONFIG_ROOT=$m/usr/share/X11/xkb
	export XDG_RUNTIME_DIR=/tmp/xdg
	rm -rf "$XDG_RUNTIME_DIR"
	mkdir -m 0700 "$XDG_RUNTIME_DIR"
	t0=$(date +%s)
	f0=$(flips)
	timeout 150 "$ld" "$m/usr/bin/weston" --no-config --tty=1 \
		--socket=wayland-kms --backend=drm-backend.so \
		--shell=kiosk-shell.so --continue-without-input --idle-time=0 \
		${WESTON_ARGS:-} \
		--log="$out/weston.log" >"$out/weston.txt" 2>&1 &
	wpid=$!
	i=0
	while [ $i -lt 60 ] && ! [ -e "$XDG_RUNTIME_DIR/wayland-kms" ] &&
	      kill -0 $wpid 2>/dev/null; do
		sleep 1
		i=$((i + 1))
	done
	echo "weston: its socket after $i s"
	export WAYLAND_DISPLAY=wayland-kms
	for c in shm:simple-shm:"${WESTON_SHM_SECS:-5}" \
		 egl:simple-egl:"${WESTON_EGL_SECS:-10}"; do
		name=${c%%:*}
		secs=${c##*:}
		prog=${c#*:}
		prog=weston-${prog%:*}
		timeout $((secs + 10)) "$ld" "$m/usr/bin/$prog" \
			>"$out/$name.txt" 2>&1 &
		cpid=$!
		sleep "$secs"
		capture "$name-1"
		sleep 3
		capture "$name-2"
		kill $cpid 2>/dev/null
		wait $cpid
		echo "$?" >"$out/$name.rc"
		echo "$prog: exit $(cat "$out/$name.rc") (143: ended here)"
		sed 's/^/  /' "$out/$name.txt"
	done
	kill $wpid 2>/dev/null
	wait $wpid
	echo "$?" >"$out/weston.rc"
	t1=$(date +%s)
	echo "$(($(flips) - f0)) flips, $((t1 - t0)) s" >"$out/weston.flips"
	echo "weston: exit $(cat "$out/weston.rc") (143: ended here), $(cat "$out/weston.flips")"
	sed 's/^/  /' "$out/weston.txt" "$out/weston.log" | grep -v '^  *$' | tail -n 60
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
glmark2)
	# A few of its default scenes, a frame or two each: the model takes
	# seconds a frame at the largest mode glmark2 always takes (1920x1080)
	glmark2 glmark2 "$GLMARK2_SCENES"
	# llvmpipe (kms_swrast) on the same card, as its reference score
	if [ "$MSM_GPU" = a320 ]; then
		MESA_LOADER_DRIVER_OVERRIDE=kms_swrast glmark2 glmark2-swrast \
			"$GLMARK2_SCENES"
	fi
	cat "$stats" >"$out/stats.txt"
	;;
weston)
	weston_clients
	cat "$stats" >"$out/stats.txt"
	;;
kmscube)
	cube cube 120 -c "${KMSCUBE_FRAMES:-20}"
	# llvmpipe on the same card: kms_swrast's dumb buffers; if it
	# fails, once more for a frame with DRM's KMS and atomic debug
	# messages, which go to swrast-debug.txt
	export MESA_LOADER_DRIVER_OVERRIDE=kms_swrast
	# llvmpipe draws a frame in a tenth of a second: enough of them
	# that the captures, a second apart, see some
	cube swrast 60 -c 60
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
	echo "usage: kms_clients.sh modetest|kmscube|glmark2|weston"
	exit 2
	;;
esac
exit 0
