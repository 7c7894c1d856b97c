#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""
Generate C headers and trace-decoder tables from the register databases
(rnndb-style XML): the GPU's, adreno/registers/*.xml, and the display's,
mdp/registers/*.xml.

  gen_headers.py            write adreno/generated/* and mdp/generated/*
  gen_headers.py --check    regenerate into a temporary directory and
                            compare; exit 1 listing the files that differ
  gen_headers.py --db mdp [--xmldir D] [--outdir D]
                            one database only, optionally elsewhere

Each database becomes one header per XML file; the GPU's also gets the
decoder tables (regs_table.{c,h}), the display's does not.  Enum constants
and macros are checked across both, since the kernel includes all the
headers in one build.

Standard library only.  The output is a pure function of the XML text, so
it is byte-identical from run to run (no timestamps, no dict-order or
filesystem-order dependence).

Supported subset of rnndb:
  <database>                 root; <import file=>, <doc>, <brief> are accepted
  <enum name=>               <value name= value= [variants=]/>
  <bitset name= [inline=]>   <bitfield .../>; inline bitsets are expanded into
                             every register that names them as type=
  <domain name= width="32" [variants=]>
                             with variants= it is a register file of those
                             GPU generations (offsets in dwords) or of a
                             display block (variants="MDP5": offsets in
                             bytes from the block's base, multiples of 4);
                             without, a packet payload layout (offsets are
                             dword indices; GPU database only)
  <reg32 offset= name= [type=] [shr=]>
  <array offset= name= stride= length= [index=]>   containing reg32
  <array offsets= name= [length=] [index=]>
                             elements at irregular offsets (a comma list);
                             the offset macro becomes a ?: chain, so its
                             argument is evaluated more than once
  <bitfield name= (low= high= | pos=) [type=] [shr=] [radix=]>
variants= takes "A3XX", "A2XX-A4XX" or "A2XX,A4XX" (GPU generations), or
"MDP5" (display); one domain never mixes the two families.  index= names
the enum an array is indexed by (documentation; checked to exist).
"""

import argparse
import difflib
import os
import sys
import tempfile
import xml.etree.ElementTree as ET

GENS = ("A2XX", "A3XX", "A4XX")

# Display variants: register files of one display block each, with byte
# offsets relative to that block's base (bases come from the per-SoC
# catalog, mdp/mdp5/mdp5_cfg.c).  No decoder tables.
DISPLAY_GENS = ("MDP5",)
FAMILIES = (GENS, DISPLAY_GENS)

# Register domains making up each generation's register file, most
# specific first: on an offset clash the decoder prefers the earlier one.
GEN_DOMAINS = {
    "A2XX": ("A2XX", "AXXX"),
    "A3XX": ("A3XX", "AXXX"),
    "A4XX": ("A4XX",),
}

SCALAR_TYPES = ("hex", "uint", "int", "boolean", "float", "fixed",
                "ufixed", "address")

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.normpath(os.path.join(HERE, "..", ".."))
SPDX = "/* SPDX-License-Identifier: MIT */"


class Source:
    """One register database: its XML, its output, who includes it."""

    def __init__(self, name, xmldir, outdir, tables, users):
        self.name = name
        self.xmldir, self.outdir = xmldir, outdir     # relative to TOP
        self.tables = tables        # GPU decoder tables (regs_table.*)
        self.users = users          # for the header comment


SOURCES = (
    Source("adreno", "adreno/registers", "adreno/generated", True,
           "GPU model"),
    Source("mdp", "mdp/registers", "mdp/generated", False,
           "virtual MDP5"),
)


class DbError(Exception):
    pass


# ---------------------------------------------------------------- model

class Field:
    def __init__(self, name, low, high, ftype, shr, radix):
        self.name, self.low, self.high = name, low, high
        self.type, self.shr, self.radix = ftype, shr, radix

    @property
    def mask(self):
        return ((1 << (self.high - self.low + 1)) - 1) << self.low


class Reg:
    def __init__(self, name, offset, rtype, shr, fields):
        self.name, self.offset = name, offset
        self.type, self.shr, self.fields = rtype, shr, fields


class Array:
    def __init__(self, name, offset, stride, length, regs, offsets=None,
                 index=None):
        self.name, self.offset = name, offset
        self.stride, self.length, self.regs = stride, length, regs
        self.offsets = offsets      # irregular element offsets, or None
        self.index = index          # enum naming the elements, or None

    def element(self, i):
        """Offset of element i."""
        if self.offsets is not None:
            return self.offsets[i]
        return self.offset + i * self.stride


class Enum:
    def __init__(self, name, values):
        self.name, self.values = name, values   # [(name, value, gens)]


class Bitset:
    def __init__(self, name, inline, fields):
        self.name, self.inline, self.fields = name, inline, fields


class Domain:
    def __init__(self, name, gens, items):
        self.name, self.gens, self.items = name, gens, items


class XmlFile:
    def __init__(self, name, imports, items):
        self.name, self.imports, self.items = name, imports, items


# ---------------------------------------------------------------- parsing

def tag(el):
    """Element tag without the rnndb XML namespace."""
    return el.tag.rsplit("}", 1)[-1]


def parse_int(text, what):
    try:
        return int(text, 0)
    except (TypeError, ValueError):
        raise DbError("%s: bad number %r" % (what, text))


def family_of(gens):
    """The tuple of FAMILIES holding every one of gens, or None."""
    for fam in FAMILIES:
        if set(gens) <= set(fam):
            return fam
    return None


def parse_variants(text, what):
    """'A2XX-A4XX' / 'A3XX' / 'A2XX,A4XX' / 'MDP5' -> frozenset of variants
    of one family."""
    gens = set()
    for part in text.split(","):
        lo, _, hi = part.strip().partition("-")
        hi = hi or lo
        fam = family_of((lo, hi))
        if fam is None:
            raise DbError("%s: unknown variants %r" % (what, text))
        gens.update(fam[fam.index(lo):fam.index(hi) + 1])
    if family_of(gens) is None:
        raise DbError("%s: variants %r mix GPU and display" % (what, text))
    return frozenset(gens)


def parse_field(el, what):
    name = el.get("name")
    if not name:
        raise DbError("%s: bitfield without name" % what)
    what = "%s.%s" % (what, name)
    if el.get("pos") is not None:
        low = high = parse_int(el.get("pos"), what)
    else:
        low = parse_int(el.get("low"), what)
        high = parse_int(el.get("high"), what)
    if not 0 <= low <= high <= 31:
        raise DbError("%s: bad bit range %d..%d" % (what, low, high))
    # rnndb default: a lone bit is a flag, anything wider is hex
    ftype = el.get("type") or ("boolean" if low == high else "hex")
    return Field(name, low, high, ftype,
                 parse_int(el.get("shr", "0"), what),
                 parse_int(el.get("radix", "0"), what))


def parse_fields(el, what):
    return [parse_field(c, what) for c in el if tag(c) == "bitfield"]


def parse_reg(el, what):
    name = el.get("name")
    if not name:
        raise DbError("%s: reg32 without name" % what)
    what = "%s.%s" % (what, name)
    return Reg(name, parse_int(el.get("offset"), what), el.get("type"),
               parse_int(el.get("shr", "0"), what), parse_fields(el, what))


def parse_array(el, what):
    name = el.get("name")
    if not name:
        raise DbError("%s: array without name" % what)
    what = "%s.%s" % (what, name)
    regs = [parse_reg(c, what) for c in el if tag(c) == "reg32"]
    for c in el:
        if tag(c) not in ("reg32", "doc", "brief"):
            raise DbError("%s: unsupported element <%s>" % (what, tag(c)))
    if el.get("offsets") is None:
        return Array(name, parse_int(el.get("offset"), what),
                     parse_int(el.get("stride"), what),
                     parse_int(el.get("length"), what), regs,
                     index=el.get("index"))
    if el.get("offset") is not None or el.get("stride") is not None:
        raise DbError("%s: offsets= with offset= or stride=" % what)
    offsets = [parse_int(o.strip(), what)
               for o in el.get("offsets").split(",")]
    if el.get("length") is not None and \
            parse_int(el.get("length"), what) != len(offsets):
        raise DbError("%s: length= does not match offsets=" % what)
    if sorted(set(offsets)) != offsets:
        raise DbError("%s: offsets= not increasing" % what)
    return Array(name, offsets[0], 0, len(offsets), regs, offsets,
                 el.get("index"))


def parse_enum(el, what):
    name = el.get("name")
    what = "%s.%s" % (what, name)
    values = []
    for v in el:
        if tag(v) != "value":
            continue
        gens = GENS
        if v.get("variants"):
            gens = parse_variants(v.get("variants"), what)
        values.append((v.get("name"), parse_int(v.get("value"), what),
                       frozenset(gens)))
    return Enum(name, values)


def parse_bitset(el, what):
    name = el.get("name")
    return Bitset(name, el.get("inline") == "yes",
                  parse_fields(el, "%s.%s" % (what, name)))


def parse_items(parent, what, allow_regs):
    """Ordered children of a <database> or <domain> that we model."""
    items = []
    for el in parent:
        t = tag(el)
        if t == "enum":
            items.append(parse_enum(el, what))
        elif t == "bitset":
            items.append(parse_bitset(el, what))
        elif t == "domain" and not allow_regs:
            items.append(parse_domain(el, what))
        elif t == "reg32" and allow_regs:
            items.append(parse_reg(el, what))
        elif t == "array" and allow_regs:
            items.append(parse_array(el, what))
        elif t in ("doc", "brief", "import"):
            pass
        else:
            raise DbError("%s: unsupported element <%s>" % (what, t))
    return items


def parse_domain(el, what):
    name = el.get("name")
    if el.get("width", "32") != "32":
        raise DbError("%s.%s: only width=32 domains" % (what, name))
    gens = None
    if el.get("variants"):
        gens = parse_variants(el.get("variants"), name)
    return Domain(name, gens, parse_items(el, name, True))


def parse_file(path):
    name = os.path.basename(path)
    root = ET.parse(path).getroot()
    if tag(root) != "database":
        raise DbError("%s: root element is not <database>" % name)
    imports = [el.get("file") for el in root if tag(el) == "import"]
    return XmlFile(name, imports, parse_items(root, name, False))


# ---------------------------------------------------------------- database

def walk(items):
    """Yield every Enum/Bitset/Domain/Reg/Array, depth first, in order."""
    for it in items:
        yield it
        if isinstance(it, Domain):
            yield from walk(it.items)


class Database:
    def __init__(self, files):
        self.files = files
        self.enums, self.bitsets = {}, {}
        for f in files:
            for it in walk(f.items):
                if isinstance(it, Enum):
                    self._add(self.enums, it, f)
                elif isinstance(it, Bitset):
                    self._add(self.bitsets, it, f)
        self._validate()

    @staticmethod
    def _add(table, item, f):
        if item.name in table:
            raise DbError("%s: %s defined twice" % (f.name, item.name))
        table[item.name] = item

    def domains(self):
        for f in self.files:
            for it in walk(f.items):
                if isinstance(it, Domain):
                    yield it

    def reg_fields(self, reg):
        """Fields a decoder shows for a register: its own or its bitset's."""
        if reg.fields:
            return reg.fields
        if reg.type in self.bitsets:
            return self.bitsets[reg.type].fields
        return []

    def check_type(self, t, what, allow_bitset):
        if t is None or t in SCALAR_TYPES or t in self.enums:
            return
        if allow_bitset and t in self.bitsets:
            return
        raise DbError("%s: unknown type %r" % (what, t))

    def _check_fields(self, fields, what):
        used = 0
        for fl in fields:
            self.check_type(fl.type, "%s.%s" % (what, fl.name), False)
            if used & fl.mask:
                raise DbError("%s.%s overlaps another field" % (what, fl.name))
            used |= fl.mask

    def _validate(self):
        # All headers may end up in one translation unit (the model covers
        # three generations), so enum constants must be unique database-wide.
        seen = {}
        for e in self.enums.values():
            for name, _, _ in e.values:
                if name in seen:
                    raise DbError("enum constant %s in both %s and %s"
                                  % (name, seen[name], e.name))
                seen[name] = e.name
        for b in self.bitsets.values():
            self._check_fields(b.fields, b.name)
        for d in self.domains():
            names = set()
            for it in d.items:
                if isinstance(it, Array):
                    for r in it.regs:
                        self._check_reg(r, "%s.%s" % (d.name, it.name))
                    if it.index is not None and it.index not in self.enums:
                        raise DbError("%s.%s: unknown index enum %r"
                                      % (d.name, it.name, it.index))
                elif isinstance(it, Reg):
                    self._check_reg(it, d.name)
                if d.gens is not None and \
                        family_of(d.gens) is DISPLAY_GENS:
                    self._check_byte_offsets(d, it)
                if isinstance(it, (Reg, Array)):
                    if it.name in names:
                        raise DbError("%s.%s defined twice" % (d.name, it.name))
                    names.add(it.name)

    @staticmethod
    def _check_byte_offsets(dom, it):
        """Display domains count bytes: 32-bit registers sit at multiples
        of 4."""
        offs = []
        if isinstance(it, Reg):
            offs = [it.offset]
        elif isinstance(it, Array):
            offs = [it.element(i) + r.offset
                    for i in range(it.length) for r in it.regs]
        for off in offs:
            if off % 4:
                raise DbError("%s.%s: byte offset 0x%x is not a multiple of 4"
                              % (dom.name, it.name, off))

    def _check_reg(self, reg, what):
        what = "%s.%s" % (what, reg.name)
        self.check_type(reg.type, what, True)
        if reg.fields and reg.type in self.bitsets:
            raise DbError("%s: both bitfields and a bitset type" % what)
        self._check_fields(self.reg_fields(reg), what)


def load(xmldir, src):
    paths = sorted(p for p in os.listdir(xmldir) if p.endswith(".xml"))
    files = [parse_file(os.path.join(xmldir, p)) for p in paths]
    names = {f.name for f in files}
    for f in files:
        for imp in f.imports:
            if imp not in names:
                raise DbError("%s imports missing %s" % (f.name, imp))
    db = Database(files)
    # packet payloads and GPU register files feed the decoder tables, which
    # only the GPU database has; display register files only the display's
    for d in db.domains():
        display = d.gens is not None and family_of(d.gens) is DISPLAY_GENS
        if display == src.tables:
            raise DbError("%s: domain %s does not belong in this database"
                          % (src.name, d.name))
    return db


def check_enums_across(dbs):
    """Enum constants are unique over every database, not just within one:
    the kernel includes the GPU's and the display's headers together."""
    seen = {}
    for src, db in dbs:
        for e in db.enums.values():
            for name, _, _ in e.values:
                if name in seen:
                    raise DbError("enum constant %s in both %s and %s"
                                  % (name, seen[name], e.name))
        for e in db.enums.values():
            for name, _, _ in e.values:
                seen[name] = "%s/%s" % (src.name, e.name)


# ---------------------------------------------------------------- headers

def define(name, value):
    """One #define, value aligned with tabs as the kernel headers do."""
    tabs = max(1, (56 - len(name) - 8 + 7) // 8)
    return "#define %s%s%s" % (name, "\t" * tabs, value)


def field_lines(prefix, fl):
    # a nameless field stands for the whole register value
    name = prefix if fl.name is None else "%s_%s" % (prefix, fl.name)
    if fl.low == fl.high and fl.type == "boolean":
        return [define(name, "0x%08x" % fl.mask)]
    val = "((unsigned int)(v))"
    if fl.shr:
        val = "(%s >> %d)" % (val, fl.shr)
    return [define(name + "__MASK", "0x%08x" % fl.mask),
            define(name + "__SHIFT", "%d" % fl.low),
            define(name + "(v)",
                   "((%s << %d) & 0x%08x)" % (val, fl.low, fl.mask))]


def reg_field_lines(db, prefix, reg):
    """Field macros of a register: own bitfields or an inline bitset."""
    fields = reg.fields
    if not fields and reg.type in db.bitsets and db.bitsets[reg.type].inline:
        fields = db.bitsets[reg.type].fields
    if not fields and reg.shr:
        # a whole-register value stored shifted (e.g. a pitch in 8-byte units)
        fields = [Field(None, 0, 31, reg.type, reg.shr, 0)]
    lines = []
    for fl in fields:
        lines += field_lines(prefix, fl)
    return lines


def reg_lines(db, dom, reg):
    prefix = "%s_%s" % (dom.name, reg.name)
    return ([define("REG_" + prefix, "0x%08x" % reg.offset)]
            + reg_field_lines(db, prefix, reg) + [""])


def offset_runs(offsets):
    """Split irregular offsets into runs of one stride:
    [(first index, first offset, stride, count)]."""
    runs, i = [], 0
    while i < len(offsets):
        n, stride = 1, 0
        if i + 1 < len(offsets):
            stride = offsets[i + 1] - offsets[i]
            n = 2
            while i + n < len(offsets) and \
                    offsets[i + n] - offsets[i + n - 1] == stride:
                n += 1
        runs.append((i, offsets[i], stride, n))
        i += n
    return runs


def element_expr(arr, extra):
    """C expression for the offset of element i0, plus extra."""
    if arr.offsets is None:
        return "(0x%08x + 0x%x*(i0))" % (arr.offset + extra, arr.stride)
    parts = []
    for first, off, stride, n in offset_runs(arr.offsets):
        if n == 1:
            expr = "0x%08x" % (off + extra)
        elif first == 0:
            expr = "(0x%08x + 0x%x*(i0))" % (off + extra, stride)
        else:
            expr = "(0x%08x + 0x%x*((i0) - %d))" % (off + extra, stride, first)
        parts.append((first + n, expr))
    if len(parts) == 1:
        return parts[0][1]
    chain = " : ".join("(i0) < %d ? %s" % (end, expr)
                       for end, expr in parts[:-1])
    return "(%s : %s)" % (chain, parts[-1][1])


def array_lines(db, dom, arr):
    prefix = "%s_%s" % (dom.name, arr.name)
    lines = [define("REG_%s(i0)" % prefix, element_expr(arr, 0)), ""]
    for r in arr.regs:
        rp = "%s_%s" % (prefix, r.name)
        lines.append(define("REG_%s(i0)" % rp, element_expr(arr, r.offset)))
        lines += reg_field_lines(db, rp, r) + [""]
    return lines


def enum_value(v):
    return "%d" % v if v < 0x1000 else "0x%08x" % v


def enum_lines(e):
    lines = ["enum %s {" % e.name]
    lines += ["\t%s = %s," % (n, enum_value(v)) for n, v, _ in e.values]
    return lines + ["};", ""]


def bitset_lines(b):
    lines = []
    for fl in b.fields:
        lines += field_lines(b.name, fl)
    return lines + [""]


def item_lines(db, item, dom=None):
    if isinstance(item, Enum):
        return enum_lines(item)
    if isinstance(item, Bitset):
        # inline bitsets only exist expanded into their registers
        return [] if item.inline else bitset_lines(item)
    if isinstance(item, Domain):
        lines = []
        for it in item.items:
            lines += item_lines(db, it, item)
        return lines
    if isinstance(item, Array):
        return array_lines(db, dom, item)
    return reg_lines(db, dom, item)


def guard_name(xmlname):
    return "__%s_H__" % xmlname.upper().replace(".", "_")


def header_text(db, f, src):
    guard = guard_name(f.name)
    lines = [SPDX,
             "/*",
             " * Generated from %s/%s by" % (src.xmldir, f.name),
             " * adreno/registers/gen_headers.py.  Do not edit: change the XML",
             " * and regenerate.",
             " *",
             " * Only #defines and enums, so that the kernel, the freestanding",
             " * %s and userspace can all include it." % src.users,
             " */",
             "#ifndef %s" % guard,
             "#define %s" % guard,
             ""]
    for it in f.items:
        lines += item_lines(db, it)
    lines += ["#endif /* %s */" % guard]
    return "\n".join(lines) + "\n"


def check_macro_clashes(texts):
    """Two headers defining one macro differently cannot be included together."""
    seen = {}
    for fname in sorted(texts):
        for line in texts[fname].splitlines():
            if not line.startswith("#define "):
                continue
            parts = line[len("#define "):].split(None, 1)
            name, value = parts[0], (parts[1] if len(parts) > 1 else "")
            if name in seen and seen[name][1] != value:
                raise DbError("macro %s defined differently in %s and %s"
                              % (name, seen[name][0], fname))
            seen.setdefault(name, (fname, value))


# ---------------------------------------------------------------- tables

TYPE_CODES = {"hex": "REGDB_T_HEX", "address": "REGDB_T_HEX",
              "uint": "REGDB_T_UINT", "int": "REGDB_T_INT",
              "boolean": "REGDB_T_BOOL", "float": "REGDB_T_FLOAT",
              "fixed": "REGDB_T_FIXED", "ufixed": "REGDB_T_UFIXED"}


# A null pointer in the tables: they include nothing, so no NULL (and a
# plain 0 is a warning under sparse)
C_NULL = "(void *)0"


def c_string(s):
    return '"%s"' % s.replace("\\", "\\\\").replace('"', '\\"')


def type_ref(db, t):
    """(type code, enum pointer) for a field or whole-register type."""
    if t in db.enums:
        return "REGDB_T_ENUM", "&regdb_enum_%s" % t
    return TYPE_CODES.get(t or "hex", "REGDB_T_HEX"), C_NULL


def gens_mask(gens):
    return sum(1 << GENS.index(g) for g in gens)


class TableBuilder:
    """Collects field arrays once and register lists per generation."""

    def __init__(self, db):
        self.db = db
        self.field_arrays = []      # (symbol, fields), in first-use order
        self.symbols = {}           # id of field list -> symbol

    def fields_symbol(self, reg, hint):
        fields = self.db.reg_fields(reg)
        if not fields:
            return C_NULL, 0
        key = id(fields)
        if key not in self.symbols:
            if reg.type in self.db.bitsets and not reg.fields:
                hint = "bitset_" + reg.type
            sym = "f_" + hint
            if sym in (s for s, _ in self.field_arrays):
                raise DbError("field table name clash: " + sym)
            self.symbols[key] = sym
            self.field_arrays.append((sym, fields))
        return self.symbols[key], len(fields)

    def entry(self, offset, name, reg, hint):
        sym, n = self.fields_symbol(reg, hint)
        rtype = None if reg.type in self.db.bitsets else reg.type
        code, enm = type_ref(self.db, rtype)
        return (offset, "{ 0x%04x, %s, %s, %s, %s, %d }"
                % (offset, c_string(name), code, enm, sym, n))

    def domain_entries(self, dom):
        out = []
        for it in dom.items:
            if isinstance(it, Reg):
                out.append(self.entry(it.offset, it.name, it,
                                      "%s_%s" % (dom.name, it.name)))
            elif isinstance(it, Array):
                for i in range(it.length):
                    for r in it.regs:
                        off = it.element(i) + r.offset
                        out.append(self.entry(
                            off, "%s[%d].%s" % (it.name, i, r.name), r,
                            "%s_%s_%s" % (dom.name, it.name, r.name)))
        return out


def pm4_names(db, gen):
    """Opcode -> name for one generation; the first listed name wins."""
    names = {}
    e = db.enums["adreno_pm4_type3_packets"]
    for name, value, gens in e.values:
        if gen in gens and value < 256:
            names.setdefault(value, name)
    return names


def table_c_text(db):
    tb = TableBuilder(db)
    doms = {d.name: d for d in db.domains()}
    gen_regs = {}
    for gen in GENS:
        entries = []
        for dname in GEN_DOMAINS[gen]:
            d = doms.get(dname)
            if d is None or d.gens is None or gen not in d.gens:
                raise DbError("domain %s does not cover %s" % (dname, gen))
            entries += tb.domain_entries(d)
        # stable: on equal offsets the more specific domain stays first
        gen_regs[gen] = sorted(entries, key=lambda e: e[0])
    packets = [(d.name, tb.domain_entries(d)) for d in doms.values()
               if d.gens is None]
    packets = [(n, sorted(e, key=lambda x: x[0])) for n, e in packets]

    out = [SPDX,
           "/*",
           " * Generated from the XML files in adreno/registers/ by",
           " * adreno/registers/gen_headers.py.  Do not edit.",
           " *",
           " * Register, packet and enum tables for a command-stream decoder.",
           " */",
           '#include "regs_table.h"',
           ""]
    for e in sorted(db.enums.values(), key=lambda e: e.name):
        out.append("static const struct regdb_enum_value ev_%s[] = {" % e.name)
        for n, v, g in e.values:
            out.append("\t{ 0x%x, %s, 0x%x }," % (v, c_string(n), gens_mask(g)))
        out += ["};",
                "const struct regdb_enum regdb_enum_%s = {" % e.name,
                "\t%s, ev_%s, %d" % (c_string(e.name), e.name, len(e.values)),
                "};", ""]
    out.append("const struct regdb_enum *const regdb_enums[] = {")
    out += ["\t&regdb_enum_%s," % n for n in sorted(db.enums)]
    out += ["};",
            "const unsigned int regdb_nr_enums = %d;" % len(db.enums), ""]

    for sym, fields in tb.field_arrays:
        out.append("static const struct regdb_field %s[] = {" % sym)
        for fl in sorted(fields, key=lambda f: f.low):
            code, enm = type_ref(db, fl.type)
            out.append("\t{ %s, %d, %d, %s, %d, %d, %s },"
                       % (c_string(fl.name), fl.low, fl.high, code, fl.shr,
                          fl.radix, enm))
        out += ["};", ""]

    def reg_list(sym, entries):
        return (["static const struct regdb_reg %s[] = {" % sym]
                + ["\t%s," % e for _, e in entries] + ["};", ""])

    for gen in GENS:
        out += reg_list("regs_%s" % gen.lower(), gen_regs[gen])
    out.append("const struct regdb_domain regdb_gens[REGDB_NR_GENS] = {")
    for gen in GENS:
        out.append('\t[REGDB_%s] = { "%s", regs_%s, %d },'
                   % (gen, gen, gen.lower(), len(gen_regs[gen])))
    out += ["};", ""]

    for name, entries in packets:
        out += reg_list("pkt_%s" % name, entries)
    out.append("const struct regdb_domain regdb_packets[] = {")
    out += ['\t{ "%s", pkt_%s, %d },' % (n, n, len(e)) for n, e in packets]
    out += ["};",
            "const unsigned int regdb_nr_packets = %d;" % len(packets), ""]

    out.append("const char *const regdb_pm4_type3_names[REGDB_NR_GENS][256] = {")
    for gen in GENS:
        out.append("\t[REGDB_%s] = {" % gen)
        names = pm4_names(db, gen)
        out += ['\t\t[0x%02x] = "%s",' % (v, names[v]) for v in sorted(names)]
        out.append("\t},")
    out += ["};"]
    return "\n".join(out) + "\n"


def table_h_text(db):
    lines = [SPDX,
             "/*",
             " * Generated by adreno/registers/gen_headers.py.  Do not edit.",
             " *",
             " * Tables for a trace decoder.  Plain C, no includes: usable by",
             " * the kernel, a freestanding model and userspace alike.",
             " */",
             "#ifndef __REGS_TABLE_H__",
             "#define __REGS_TABLE_H__",
             "",
             "enum regdb_gen {"]
    lines += ["\tREGDB_%s = %d," % (g, i) for i, g in enumerate(GENS)]
    lines += ["\tREGDB_NR_GENS = %d," % len(GENS),
              "};",
              "",
              "/* bit (1u << enum regdb_gen) set in regdb_enum_value.gens */",
              "#define REGDB_GEN_BIT(g)\t(1u << (g))",
              "",
              "enum regdb_type {",
              "\tREGDB_T_HEX,",
              "\tREGDB_T_UINT,",
              "\tREGDB_T_INT,",
              "\tREGDB_T_BOOL,",
              "\tREGDB_T_FLOAT,",
              "\tREGDB_T_FIXED,\t/* signed, radix fractional bits */",
              "\tREGDB_T_UFIXED,",
              "\tREGDB_T_ENUM,\t/* see .enm */",
              "};",
              "",
              "struct regdb_enum_value {",
              "\tunsigned int value;",
              "\tconst char *name;",
              "\tunsigned int gens;\t/* generations it applies to */",
              "};",
              "",
              "struct regdb_enum {",
              "\tconst char *name;",
              "\tconst struct regdb_enum_value *values;",
              "\tunsigned int nr_values;",
              "};",
              "",
              "struct regdb_field {",
              "\tconst char *name;",
              "\tunsigned int low, high;\t/* inclusive bit range */",
              "\tunsigned int type;\t/* enum regdb_type */",
              "\tunsigned int shr;\t/* value is stored >> shr */",
              "\tunsigned int radix;\t/* fixed point fraction bits */",
              "\tconst struct regdb_enum *enm;",
              "};",
              "",
              "struct regdb_reg {",
              "\tunsigned int offset;\t/* dwords; dword index for packets */",
              "\tconst char *name;",
              "\tunsigned int type;\t/* whole value, when nr_fields == 0 */",
              "\tconst struct regdb_enum *enm;",
              "\tconst struct regdb_field *fields;",
              "\tunsigned int nr_fields;",
              "};",
              "",
              "/* a register file (sorted by offset) or a packet payload layout */",
              "struct regdb_domain {",
              "\tconst char *name;",
              "\tconst struct regdb_reg *regs;",
              "\tunsigned int nr_regs;",
              "};",
              "",
              "extern const struct regdb_domain regdb_gens[REGDB_NR_GENS];",
              "extern const struct regdb_domain regdb_packets[];",
              "extern const unsigned int regdb_nr_packets;",
              "extern const struct regdb_enum *const regdb_enums[];",
              "extern const unsigned int regdb_nr_enums;",
              "/* type-3 opcode -> name, 0 where the opcode is unknown */",
              "extern const char *const regdb_pm4_type3_names[REGDB_NR_GENS][256];",
              ""]
    lines += ["extern const struct regdb_enum regdb_enum_%s;" % n
              for n in sorted(db.enums)]
    lines += ["", "#endif /* __REGS_TABLE_H__ */"]
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- driver

def generate(db, src):
    """One database's output files: name -> text."""
    out = {}
    for f in db.files:
        out[f.name + ".h"] = header_text(db, f, src)
    if src.tables:
        out["regs_table.c"] = table_c_text(db)
        out["regs_table.h"] = table_h_text(db)
    return out


def generate_all(pairs):
    """[(Source, xmldir)] -> [(Source, {name: text})], checked across all."""
    dbs = [(src, load(xmldir, src)) for src, xmldir in pairs]
    check_enums_across(dbs)
    outs = [(src, generate(db, src)) for src, db in dbs]
    check_macro_clashes({"%s/%s" % (src.outdir, name): text
                         for src, files in outs
                         for name, text in files.items()
                         if name.endswith(".xml.h")})
    return outs


def write_files(outdir, files):
    os.makedirs(outdir, exist_ok=True)
    for name in sorted(files):
        # newline="\n": byte-identical output on every host
        with open(os.path.join(outdir, name), "w", encoding="utf-8",
                  newline="\n") as fh:
            fh.write(files[name])


def compare(outdir, files):
    """Names of generated files that are missing, stale or unexpected."""
    with tempfile.TemporaryDirectory() as tmp:
        write_files(tmp, files)
        differ = []
        for name in sorted(files):
            new = os.path.join(tmp, name)
            old = os.path.join(outdir, name)
            if not os.path.exists(old):
                differ.append((name, "missing"))
                continue
            with open(new, "rb") as a, open(old, "rb") as b:
                if a.read() != b.read():
                    differ.append((name, "differs"))
                    show_diff(old, new, name)
        if os.path.isdir(outdir):
            for name in sorted(os.listdir(outdir)):
                # ir3_isa.*: adreno/isa/gen_isa.py's, checked by it;
                # objects and their .cmd files: kbuild's, of regs_table.c
                build = name.endswith(".o") or name.endswith(".o.cmd")
                if name not in files and not build and \
                        not name.startswith("ir3_isa."):
                    differ.append((name, "not generated by the XML"))
    return differ


def show_diff(old, new, name):
    with open(old, encoding="utf-8", errors="replace") as a, \
         open(new, encoding="utf-8") as b:
        diff = list(difflib.unified_diff(a.readlines(), b.readlines(),
                                         "committed/" + name,
                                         "regenerated/" + name, n=1))
    sys.stderr.writelines(diff[:40])


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    ap.add_argument("--check", action="store_true",
                    help="compare with the committed output instead of writing")
    ap.add_argument("--db", choices=[s.name for s in SOURCES],
                    help="only this database (default: all)")
    ap.add_argument("--xmldir", help="with --db: read the XML from here")
    ap.add_argument("--outdir", help="with --db: write or compare here")
    args = ap.parse_args(argv)
    if (args.xmldir or args.outdir) and not args.db:
        ap.error("--xmldir and --outdir need --db")
    sources = [s for s in SOURCES if args.db in (None, s.name)]
    pairs = [(s, args.xmldir or os.path.join(TOP, s.xmldir)) for s in sources]
    try:
        outs = generate_all(pairs)
    except (DbError, ET.ParseError) as e:
        print("gen_headers: %s" % e, file=sys.stderr)
        return 2
    failed = False
    for src, files in outs:
        outdir = args.outdir or os.path.join(TOP, src.outdir)
        if args.check:
            differ = compare(outdir, files)
            for name, why in differ:
                print("%s: %s" % (os.path.join(outdir, name), why))
            failed = failed or bool(differ)
        else:
            write_files(outdir, files)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
