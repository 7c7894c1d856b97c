#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-only
"""lists.py PIGLIT_DIR: prints the piglit tests the virtual a3xx/a4xx are
judged on, one per line as "NAME<TAB>API<TAB>GLSL<TAB>EXTENSIONS<TAB>COMMAND":
what the test needs, as piglit's fast skip reads it (API "gl" or "gles";
GLSL the shading language version, as 140 or 300; EXTENSIONS comma
separated; "-" for none), and COMMAND shell-quoted with its program first
and the options piglit's runner adds (piglit_run.sh runs it from
PIGLIT_DIR's bin/).

The tests come from piglit's own profiles as Debian builds them
(tests/quick_gl, quick_shader and glslparser, serialized to .xml.gz),
kept when they need no more than what Mesa's fd3/fd4 can expose: desktop
GL up to 3.1 with GLSL up to 1.40, GLES 2.0 to 3.1.  Tests that need a
window system (GLX, WGL) or another API (CL, Vulkan) are left out: the
guest runs piglit on EGL's surfaceless platform."""
import ast
import gzip
import re
import shlex
import sys
import xml.etree.ElementTree as ET

PROFILES = ('quick_gl', 'quick_shader', 'glslparser')
# Name prefixes of tests that need X11 or another API than GL/GLES/EGL
NOT_HERE = ('glx@', 'wgl@', 'cl@', 'vulkan@', 'spec@glx_', 'spec@egl_khr_platform_x11',
            'spec@egl_ext_platform_device', 'spec@egl_mesa_platform_x11',
            'spec@egl_khr_x11')
# Programs that only build for, or only run under, X11
X11_PROGS = ('glx-', 'xlib', 'egl-create-pbuffer-surface')
# Groups named for a later version than fd3/fd4's (tests the profiles give
# no version for)
LATER = re.compile(r'spec@(!opengl (3\.[2-9]|[4-9])|gl-(3\.[2-9]|[4-9])|'
                   r'glsl-(1\.50|[3-9]\.)|glsl-es-3\.20|!opengl es 3\.2)')
MAX_GL = (3, 1)
MAX_GLSL = (1, 40)
MAX_GLES = (3, 1)


def version(text):
    """'3.1' or "'3.1'" -> (3, 1); GLSL's '1.4' and '1.40' are the same."""
    major, _, minor = text.strip("'").partition('.')
    minor = minor or '0'
    return int(major), int(minor) * 10 if len(minor) == 1 else int(minor)


def wanted(name, opts, cmd):
    if name.startswith(NOT_HERE) or cmd[0].startswith(X11_PROGS) or \
            LATER.match(name):
        return False
    api = (opts.get('api') or '').strip("'")
    glsl = opts.get('shader_version')
    apiver = opts.get('api_version')
    if api in ('gles2', 'gles3'):
        if glsl and version(glsl) > (3, 10):
            return False
        return not apiver or version(apiver) <= (MAX_GLES[0], MAX_GLES[1] * 10)
    if glsl and version(glsl) > MAX_GLSL:
        return False
    return not apiver or version(apiver) <= (MAX_GL[0], MAX_GL[1] * 10)


def requirements(opts):
    """(api, glsl, extensions) as piglit_run.sh's fast skip reads them."""
    api = (opts.get('api') or '').strip("'")
    api = 'gles' if api.startswith('gles') else 'gl'
    glsl = opts.get('shader_version')
    glsl = '%d%02d' % version(glsl) if glsl else '-'
    exts = ast.literal_eval(opts['extensions']) if 'extensions' in opts \
        else ()
    return api, glsl, ','.join(sorted(exts)) or '-'


def command(kind, opts):
    """The command line piglit's runner gives a test of this kind."""
    cmd = ast.literal_eval(opts['command'])
    if kind == 'gl':
        concurrent = opts.get('run_concurrent') == 'True'
        return cmd + (['-auto', '-fbo'] if concurrent else ['-auto'])
    if kind == 'shader':
        return cmd[:2] + ['-auto', '-fbo']
    if kind == 'gl_builtin':
        return [cmd[0], 'tests/' + cmd[1]] + cmd[2:]
    return cmd		# glsl_parser, asm_parser: no window, no options


def tests(directory):
    for profile in PROFILES:
        path = '%s/tests/%s.xml.gz' % (directory, profile)
        for test in ET.parse(gzip.open(path)).getroot():
            opts = {o.get('name'): o.get('value')
                    for o in test.findall('option')}
            if 'command' not in opts:	# asm_parser: ARB assembly only
                if test.get('type') == 'asm_parser':
                    opts['command'] = repr([
                        'asmparsertest', ast.literal_eval(opts['type_']),
                        ast.literal_eval(opts['filename'])])
                else:
                    continue
            cmd = command(test.get('type'), opts)
            name = test.get('name')
            if wanted(name, opts, cmd):
                yield name, requirements(opts), cmd


def main():
    seen = set()
    for name, needs, cmd in tests(sys.argv[1]):
        if name in seen or '\t' in name:
            continue
        seen.add(name)
        print('\t'.join((name,) + needs +
                        (' '.join(shlex.quote(a) for a in cmd),)))


if __name__ == '__main__':
    main()
