#!/usr/bin/env python3
"""Writes the small TrueType fonts in this folder (run from anywhere: python3 make.py).

box.ttf       a well-formed font: 'A' a square, 'B' a composite of 'A' (a fuzzing seed).
loop.ttf      'C' a composite glyph that contains itself; 'D' and 'E' contain each other.
huge.ttf      'A' one contour of 32,756 points zigzagging across ±16,000 units at 16 units per em
              (an outline 2,000 em wide; the most FreeType 2.12 holds: FT_OUTLINE_POINTS_MAX, 32,767,
              less its 4 phantom points, allocated in steps of 8); 'B' 4,000 three-point contours
              (its TrueType loader takes fewer than 4,095); 'C' the zigzag with 65,536
              points, the most a glyf entry can declare and more than any FreeType holds (2.13.3
              raised the limit to 65,535): FreeType refuses it with FT_Err_Invalid_Outline (20).
All made by this script, no font data from elsewhere: public domain (CC0).
"""
import os, struct

def table_checksum(b):
    b += b"\0" * (-len(b) % 4)
    return sum(struct.unpack(">%dI" % (len(b) // 4), b)) & 0xFFFFFFFF

def simple(contours):
    pts = [p for c in contours for p in c]
    xs = [p[0] for p in pts]; ys = [p[1] for p in pts]
    out = struct.pack(">hhhhh", len(contours), min(xs), min(ys), max(xs), max(ys))
    end = -1
    for c in contours:
        end += len(c); out += struct.pack(">H", end)
    out += struct.pack(">H", 0)                    # no instructions
    out += bytes([1]) * len(pts)                   # on-curve, 16-bit deltas
    px = py = 0
    dx = b""; dy = b""
    for x, y in pts:
        dx += struct.pack(">h", x - px); dy += struct.pack(">h", y - py); px, py = x, y
    return out + dx + dy

def composite(parts):                               # [(glyph, dx, dy)]
    out = struct.pack(">hhhhh", -1, 0, 0, 100, 100)
    for i, (g, x, y) in enumerate(parts):
        flags = 0x0001 | 0x0002 | (0x0020 if i < len(parts) - 1 else 0)
        out += struct.pack(">HHhh", flags, g, x, y)
    return out

def font(family, glyphs, upem=1000):
    """glyphs: list of glyf entries; glyph 0 .notdef; glyph i maps to chr(0x40 + i)."""
    n = len(glyphs)
    glyf = b""; loca = []
    for g in glyphs:
        loca.append(len(glyf)); glyf += g + b"\0" * (-len(g) % 4)
    loca.append(len(glyf))
    head = struct.pack(">IIIIHHqqhhhhHHhhh", 0x00010000, 0x00010000, 0, 0x5F0F3CF5, 0x000B, upem, 0, 0,
                       0, -200, 1000, 800, 0, 8, 2, 1, 0)
    hhea = struct.pack(">IhhhHhhhhhhhhhhhH", 0x00010000, 800, -200, 0, 1000, 0, 0, 1000, 1, 0, 0, 0, 0, 0, 0, 0, n)
    maxp = struct.pack(">IHHHHHHHHHHHHHH", 0x00010000, n, 65535, 30000, 0, 0, 2, 0, 0, 0, 0, 0, 0, 2, 4)
    # Each glyph's left side bearing is its xMin, as the spec asks: FreeType places the outline by
    # hmtx (origin = xMin - lsb), so a bearing of 0 would shift every outline left to x = 0.
    hmtx = b"".join(struct.pack(">Hh", 600, struct.unpack(">h", g[2:4])[0] if g else 0) for g in glyphs)
    last = 0x40 + n - 1
    segs = [(0x41, last, (1 - 0x41) & 0xFFFF), (0xFFFF, 0xFFFF, 1)]
    sc = len(segs)
    sub = struct.pack(">HHHHHHH", 4, 16 + 8 * sc, 0, 2 * sc, 2, 0, 2 * sc - 2)
    sub += b"".join(struct.pack(">H", e) for _, e, _ in segs) + b"\0\0"
    sub += b"".join(struct.pack(">H", s) for s, _, _ in segs)
    sub += b"".join(struct.pack(">H", d) for _, _, d in segs)
    sub += b"\0\0" * sc
    cmap = struct.pack(">HHHHI", 0, 1, 3, 1, 12) + sub
    names = [(1, family), (2, "Regular"), (4, family + " Regular"), (6, family.replace(" ", "") + "-Regular")]
    strings = b""; recs = b""
    for nid, text in names:
        data = text.encode("utf-16-be")
        recs += struct.pack(">HHHHHH", 3, 1, 0x409, nid, len(data), len(strings)); strings += data
    name = struct.pack(">HHH", 0, len(names), 6 + 12 * len(names)) + recs + strings
    post = struct.pack(">IIhhIIIII", 0x00030000, 0, -100, 50, 0, 0, 0, 0, 0)
    loca_b = b"".join(struct.pack(">I", o) for o in loca)
    tables = {b"cmap": cmap, b"glyf": glyf, b"head": head, b"hhea": hhea, b"hmtx": hmtx,
              b"loca": loca_b, b"maxp": maxp, b"name": name, b"post": post}
    tags = sorted(tables)
    nt = len(tags); es = max(k for k in range(8) if 2 ** k <= nt); sr = 16 * 2 ** es
    out = struct.pack(">IHHHH", 0x00010000, nt, sr, es, nt * 16 - sr)
    offset = 12 + 16 * nt; body = b""
    for t in tags:
        b = tables[t]
        out += struct.pack(">4sIII", t, table_checksum(b), offset + len(body), len(b))
        body += b + b"\0" * (-len(b) % 4)
    return out + body

square = simple([[(100, 0), (100, 700), (500, 700), (500, 0)]])
notdef = simple([[(50, 0), (50, 750), (550, 750), (550, 0)]])
here = os.path.dirname(os.path.abspath(__file__))
def write(name, data):
    with open(os.path.join(here, name), "wb") as f: f.write(data)

write("box.ttf", font("Fuzz Box", [notdef, square, composite([(1, 50, 0)])]))
write("loop.ttf", font("Fuzz Loop", [notdef, square, square, composite([(3, 10, 0)]),
                                     composite([(5, 0, 10)]), composite([(4, 10, 10)])]))
def zigzag(n):
    return [((-16000 if i % 2 else 16000) if i % 4 < 2 else 0, -16000 + (i * 32000) // (n - 1)) for i in range(n)]
tri = [[(i % 300 * 100 - 15000, i // 300 * 100 - 3500), (i % 300 * 100 - 14950, i // 300 * 100 - 3400),
        (i % 300 * 100 - 14900, i // 300 * 100 - 3500)] for i in range(4000)]
write("huge.ttf", font("Fuzz Huge", [notdef, simple([zigzag(32756)]), simple(tri), simple([zigzag(65536)])], upem=16))
