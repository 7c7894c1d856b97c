#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# piglit_run.sh [-r] LIST [TIMEOUT [JOBS [unpassed]]]: in the test VM, runs each test of
# LIST with Debian's arm64 piglit and Mesa from the host's directory at
# /share (selftests/piglit/run), on the virtual GPU msm.ko drives
# (vgpu=$MSM_GPU), or on llvmpipe when msm.ko is not loaded (MSM_GPU "-").
# A line of LIST is lists.py's: the test's name, what it needs, and its
# command, shell-quoted, paths relative to piglit's directory.
#
# As piglit's own runner does (its fast skip), a test that needs an
# extension the driver exposes in no context, or a later GLSL than any of
# its contexts takes, is a skip without running; wflinfo tells what the
# driver exposes.  The others run alone, JOBS (default 2) at a time, each
# at most TIMEOUT seconds (default 60).  Each test appends "RESULT SECONDS
# NAME" to /share/out/piglit/DRIVER/results (DRIVER: $MSM_GPU or
# llvmpipe), RESULT being piglit's (pass, fail, skip, warn), crash or
# timeout; its output (the head and tail of it) goes to the log beside
# it.  Up to ten tests that timed out run again alone at the end, since
# the jobs share the GPU.  At the end, "done" there holds the wall time in seconds,
# "vgpu_stats" the model's counters, and "caps" what wflinfo said.
# "unpassed" runs only the tests that some driver run before in this
# guest did not pass: llvmpipe under TCG takes four times a GPU's time,
# and is the reference only where a GPU fails.
rd=
if [ "$1" = -r ]; then
	rd=$(ls /sys/kernel/debug/dri/*/rd | head -n 1)
	shift
fi
list=$1
limit=${2:-60}
jobs=${3:-2}
[ -z "$rd" ] || jobs=1
only=${4:-}
driver=$MSM_GPU
[ "$driver" = - ] && driver=llvmpipe
out=/share/out/piglit/$driver
m=/share/root
pg=$m/usr/lib/aarch64-linux-gnu/piglit
lib=$m/usr/lib/aarch64-linux-gnu
export LD_LIBRARY_PATH=$pg/lib:$lib:$m/lib/aarch64-linux-gnu
export __EGL_VENDOR_LIBRARY_FILENAMES=$m/usr/share/glvnd/egl_vendor.d/50_mesa.json
export LIBGL_DRIVERS_PATH=$lib/dri
export MESA_SHADER_CACHE_DISABLE=true
export HOME=/tmp
export PIGLIT_PLATFORM=surfaceless_egl
export PIGLIT_SOURCE_DIR=$pg
export WAFFLE_PLATFORM=surfaceless_egl
[ "$driver" = llvmpipe ] && export LIBGL_ALWAYS_SOFTWARE=1

rm -rf "$out"
if [ "$only" = unpassed ]; then
	cat /share/out/piglit/*/results 2>/dev/null |
		awk '$1 != "pass" { sub(/^[a-z]+ [0-9]+ /, ""); print }' \
		>/tmp/unpassed
	awk -F '\t' 'NR == FNR { want[$0] = 1; next } $1 in want' \
		/tmp/unpassed "$list" >/tmp/list.unpassed
	list=/tmp/list.unpassed
fi
mkdir -p "$out"
t0=$(date +%s)
cd "$pg" || exit 1

# caps API...: what wflinfo says of each API's context, as "glsl N" and
# "ext NAME" lines; the first API that gives a context speaks for "gl" or
# "gles"
caps() {
	for api in "$@"; do
		"$m/lib/ld-linux-aarch64.so.1" "$m/usr/bin/wflinfo" \
			-p surfaceless_egl -a "$api" --verbose 2>/dev/null |
			awk -v api="${api%%[0-9]*}" '
			/^OpenGL shading language version string:/ {
				v = $NF; sub(/\./, "", v); print api, "glsl", v + 0 }
			/^OpenGL extensions:/ {
				for (i = 3; i <= NF; i++) print api, "ext", $i }' |
			grep . && return
	done
}
{ caps gl; caps gles3 gles2; } >"$out/caps"

i=0
while [ $i -lt "$jobs" ]; do
	: >"/tmp/job.$i"
	i=$((i + 1))
done
# The fast skip: "skip 0 NAME" for what the driver cannot run, the rest
# dealt to the jobs' lists
awk -F '\t' -v out="$out" -v jobs="$jobs" '
	FILENAME == ARGV[1] { split($0, c, " ")
		if (c[2] == "glsl") glsl[c[1]] = c[3]; else ext[c[1] " " c[3]] = 1
		next }
	/^#/ || NF < 5 { next }
	{	why = ""
		if ($3 != "-" && $3 + 0 > glsl[$2] + 0) why = "glsl"
		n = split($4, e, ",")
		for (i = 1; i <= n && $4 != "-"; i++)
			if (!((($2 " " e[i]) in ext))) why = "ext"
		if (why != "") print "skip 0 " $1 >> (out "/results")
		else print $1 "\t" $5 > ("/tmp/job." (k++ % jobs))
	}' "$out/caps" "$list"

# busy: the model's busy time so far in ms (0 on llvmpipe)
busy() {
	for f in /sys/kernel/debug/dri/*/vgpu_stats; do
		[ -e "$f" ] || break
		v=$(sed -n 's/^busy_ns: //p' "$f")
		echo $((${v:-0} / 1000000))
		return
	done
	echo 0
}

# run_job I: the tests of /tmp/job.I, one after the other; a test's line
# in the log gives the model's busy time meanwhile (the other jobs'
# included)
run_job() {
	job=$1
	k=0
	tab=$(printf '\t')
	while IFS=$tab read -r name cmd; do
		eval "set -- $cmd"
		prog=$1
		shift
		s=$(date +%s)
		b=$(busy)
		if [ -n "$rd" ]; then
			k=$((k + 1))
			cat "$rd" >"$out/rd/$k.rd" &
			reader=$!
			echo "$k $name" >>"$out/rd/index"
			sleep 0.2
		fi
		timeout "$limit" "$m/lib/ld-linux-aarch64.so.1" "bin/$prog" \
			"$@" </dev/null >"/tmp/test.$job.out" 2>&1
		rc=$?
		e=$(date +%s)
		if [ -n "$rd" ]; then
			sleep 0.3
			kill $reader
			wait $reader 2>/dev/null
		fi
		b=$(($(busy) - b))
		o=/tmp/test.$job.out
		r=$(sed -n 's/^PIGLIT: {"result": "\([a-z]*\)".*/\1/p' "$o" |
			tail -n 1)
		if [ $rc = 124 ] || [ $rc = 143 ]; then
			r=timeout
		elif [ -z "$r" ] || [ $rc -ge 128 ]; then
			r=crash
		fi
		echo "$r $((e - s)) $name" >>"$out/results.$job"
		{ echo "== $name: $r (exit $rc, $((e - s)) s, model ${b} ms)"
		  if [ "$(wc -l <"$o")" -gt 60 ]; then
			head -n 20 "$o"
			echo "[...]"
			tail -n 40 "$o"
		  else
			cat "$o"
		  fi; } >>"$out/log.$job"
	done <"/tmp/job.$job"
}

if [ -n "$rd" ]; then
	mkdir -p "$out/rd"
	echo 1 >/sys/module/msm/parameters/rd_full
fi
i=0
while [ $i -lt "$jobs" ]; do
	run_job $i &
	i=$((i + 1))
done
wait
# A test that timed out while other jobs shared the GPU runs again alone
# (ten at most): its result is that run's, both runs are in the log
rm -f /tmp/job.again
cat "$out"/results.* 2>/dev/null | awk '$1 == "timeout" {
	sub(/^[a-z]+ [0-9]+ /, ""); print }' | head -n 10 >/tmp/timedout
if [ "$jobs" -gt 1 ] && [ -s /tmp/timedout ]; then
	awk -F '\t' 'FILENAME == ARGV[1] { again[$0] = 1; next }
		      $1 in again' /tmp/timedout /tmp/job.* >/tmp/job.again.new
	mv /tmp/job.again.new /tmp/job.again
	for f in "$out"/results.*; do
		[ -e "$f" ] || continue
		awk 'FILENAME == ARGV[1] { again[$0] = 1; next }
		     { n = $0; sub(/^[a-z]+ [0-9]+ /, "", n) }
		     !(n in again)' /tmp/timedout "$f" >"$f.kept"
		mv "$f.kept" "$f"
	done
	run_job again
fi
[ -z "$rd" ] || echo 0 >/sys/module/msm/parameters/rd_full
cat "$out"/results.* >>"$out/results" 2>/dev/null
cat "$out"/log.* >"$out/log" 2>/dev/null
rm -f "$out"/results.* "$out"/log.*
# What the model did (its busy time, what it met and does not execute)
for f in /sys/kernel/debug/dri/*/vgpu_stats; do
	[ -e "$f" ] && cat "$f" >"$out/vgpu_stats" && break
done
echo "$(($(date +%s) - t0))" >"$out/done"
