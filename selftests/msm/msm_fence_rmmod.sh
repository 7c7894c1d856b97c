#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-only
#
# An out-fence kept open across rmmod: the fence names the module's code
# and memory, so the module stays while it lives (rmmod says it is in
# use), and the fence still answers; once it is closed, rmmod works.
echo "TAP version 13"
echo "1..4"
fails=0
ok() {
	if [ "$1" = 0 ]; then echo "ok $2"; else echo "not ok $2"; fails=$((fails + 1)); fi
}

insmod /modules/msm.ko vgpu=a320
/tests/msm_fence_hold >/tmp/hold.out 2>&1 &
holder=$!
for i in $(seq 50); do
	grep -q held /tmp/hold.out && break
	sleep 0.1
done
grep -q held /tmp/hold.out
ok $? "1 - a process holds an out-fence, the device closed"

rmmod msm 2>/dev/null
ok $((! $?)) "2 - rmmod refuses while the fence lives"

kill -USR1 $holder
wait $holder
rc=$?
sed 's/^/# /' /tmp/hold.out
ok $rc "3 - the fence still answers SYNC_IOC_FILE_INFO"

unload-msm
ok $? "4 - once it is closed, rmmod works"
[ $fails = 0 ]
