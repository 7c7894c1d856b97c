#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# Captures debugfs rd while a program runs (default: the libmsm test) and
# sends the trace to the host over the console, base64 between markers,
# for the host to decode (selftests/vm/rd-check).
echo "TAP version 13"
echo "1..2"
rd=$(ls /sys/kernel/debug/dri/*/rd | head -n 1)
cat "$rd" >/tmp/trace.rd &
reader=$!
sleep 0.2
if ${1:-/tests/lib_vm_test} >/tmp/prog.out 2>&1; then
	echo "ok 1 - ${1:-lib_vm_test} ran with rd capturing"
else
	sed 's/^/# /' /tmp/prog.out
	echo "not ok 1 - ${1:-lib_vm_test} ran with rd capturing"
fi
sleep 0.2
kill $reader
wait $reader 2>/dev/null
size=$(wc -c </tmp/trace.rd)
if [ "$size" -gt 1000 ]; then
	echo "ok 2 - captured $size bytes of rd"
else
	echo "not ok 2 - captured $size bytes of rd"
fi
# Straight to the console, outside the TAP the runner collects
{
	echo MSM-RD-BEGIN
	base64 /tmp/trace.rd
	echo MSM-RD-END
} >/dev/console
[ "$size" -gt 1000 ]
