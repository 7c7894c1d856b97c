#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""draft_fails.py RESULTS GPU: a draft of fails/GPU.txt from a run
(RESULTS: build/arm64/mesa/out/piglit), for the tests GPU did not pass
where llvmpipe, in the same guest, did.

Skips are grouped by what the test said it needs ("Test requires ..."),
which the driver does not expose; the other results are grouped by
result, under a "# why?" comment that must be replaced by the reason
before the file is committed: judge.py takes any comment."""
import collections
import re
import sys


def results(path):
    got = {}
    for line in open(path):
        parts = line.rstrip('\n').split(' ', 2)
        if len(parts) == 3:
            got[parts[2]] = parts[0]
    return got


def logs(path):
    """{name: the test's output}, from piglit_run.sh's log."""
    out, name = {}, None
    for line in open(path, errors='replace'):
        m = re.match(r'== (.*): [a-z]+ \(exit', line)
        if m:
            name = m.group(1)
            out[name] = []
        elif name:
            out[name].append(line.rstrip('\n'))
    return out


def needs(output):
    for line in output:
        m = re.search(r'(?:Test requires|requires) (.*)', line)
        if m:
            return m.group(1).strip().rstrip('.')
    for line in output:
        m = re.search(r'Failed to create waffle_context for (OpenGL .*)',
                      line)
        if m:
            return 'an %s (fd3/fd4 give GL 3.1)' % m.group(1)
    return 'what the test needs (it says no more than skip)'


def main():
    base, gpu = sys.argv[1:3]
    got = results('%s/%s/results' % (base, gpu))
    ref = results('%s/llvmpipe/results' % base)
    out = logs('%s/%s/log' % (base, gpu))
    groups = collections.defaultdict(list)
    for name, result in sorted(got.items()):
        if result == 'pass' or ref.get(name) != 'pass':
            continue
        if result == 'skip':
            key = '# Mesa 22.3\'s %s does not expose it: %s' % (
                'fd4' if gpu.startswith('a4') else 'fd3',
                needs(out.get(name, [])))
        else:
            key = '# why? (%s)' % result
        groups[key].append('%s %s' % (result, name))
    for key in sorted(groups):
        print(key)
        print('\n'.join(groups[key]))
        print()


if __name__ == '__main__':
    main()
