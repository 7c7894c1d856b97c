#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""judge.py LIST RESULTS FAILS SUMMARY DRIVER...: piglit's results in the
guest against what is expected of them (selftests/piglit/run).

LIST is the run's list (lists.py's lines); RESULTS/DRIVER/results holds a
driver's "RESULT SECONDS NAME" lines (piglit_run.sh).  For each GPU driver
(not llvmpipe) prints, per test of LIST, "ok DRIVER: NAME: RESULT" when
RESULT is what FAILS/DRIVER.txt expects of it (pass if it is not there;
a test expected to time out, a matter of speed, may pass too), else "not ok DRIVER: NAME: RESULT (expected ...)", unless llvmpipe ran in
the same guest and did not pass it either (then "ok ... # SKIP": llvmpipe
is the reference).  A line of a fails file
is "RESULT NAME", and must come under a comment that says why.  SUMMARY
gets the table of results per group (a name's first two parts) and
driver."""
import collections
import os
import sys

RESULTS = ('pass', 'fail', 'skip', 'warn', 'crash', 'timeout')


def read_results(path):
    got = {}
    if os.path.exists(path):
        for line in open(path):
            parts = line.rstrip('\n').split(' ', 2)
            if len(parts) == 3:
                got[parts[2]] = parts[0]
    return got


def read_fails(path):
    """{name: result}; an entry with no comment above it is an error."""
    want, why = {}, False
    if not os.path.exists(path):
        return want
    for number, line in enumerate(open(path), 1):
        line = line.rstrip('\n')
        if line.startswith('#'):
            why = True
        elif not line.strip():
            why = False
        else:
            result, _, name = line.partition(' ')
            if not why or result not in RESULTS:
                sys.exit('%s:%d: "RESULT NAME" under a comment saying why'
                         % (path, number))
            want[name] = result
    return want


def group(name):
    parts = name.split('@')
    return '@'.join(parts[:2]) if parts[0] == 'spec' and len(parts) > 2 \
        else parts[0]


def main():
    listing, results, fails, summary = sys.argv[1:5]
    drivers = sys.argv[5:]
    names = [line.split('\t', 1)[0] for line in open(listing) if line.strip()]
    table = collections.Counter()
    reference = read_results('%s/llvmpipe/results' % results) \
        if 'llvmpipe' in drivers else {}
    for driver in drivers:
        got = read_results('%s/%s/results' % (results, driver))
        for name, result in got.items():
            table[(group(name), driver, result)] += 1
            table[('all', driver, result)] += 1
        if driver == 'llvmpipe':
            continue
        want = read_fails('%s/%s.txt' % (fails, driver))
        for name in names:
            expected = want.get(name, 'pass')
            result = got.get(name, 'not run')
            if result == expected or (expected, result) == ('timeout',
                                                             'pass'):
                print('ok %s: %s: %s' % (driver, name, result))
            elif reference.get(name, 'pass') != 'pass':
                print('ok %s: %s: %s # SKIP llvmpipe: %s'
                      % (driver, name, result, reference[name]))
            else:
                print('not ok %s: %s: %s (expected %s)'
                      % (driver, name, result, expected))
    groups = sorted({g for g, _, _ in table} - {'all'})
    with open(summary, 'w') as out:
        out.write('%-40s %-8s' % ('group', 'driver') +
                  ''.join(' %7s' % r for r in RESULTS) + '\n')
        for g in ['all'] + groups:
            for driver in drivers:
                counts = [table[(g, driver, r)] for r in RESULTS]
                if any(counts):
                    out.write('%-40s %-8s' % (g[:40], driver) +
                              ''.join(' %7d' % c for c in counts) + '\n')


if __name__ == '__main__':
    main()
