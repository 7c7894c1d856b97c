# SPDX-License-Identifier: GPL-2.0-only
#
# Sourced by the shell tests: TAP results, and the kernel's memory counters
# that show a leak.
fails=0
ok() {
	if [ "$1" = 0 ]; then echo "ok $2"; else echo "not ok $2"; fails=$((fails + 1)); fi
}
mem() { awk -v k="$1:" '$1 == k { print $2 }' /proc/meminfo; }
# Lets RCU-deferred frees finish and drops caches, so that what stays
# allocated is what is really held
settle() {
	sleep 1
	echo 3 >/proc/sys/vm/drop_caches
	echo 1 >/proc/sys/vm/compact_memory 2>/dev/null
	sleep 1
}
