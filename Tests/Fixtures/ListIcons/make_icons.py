#!/usr/bin/env python3
"""Makes the Settings-style icons the list-family goldens draw: 29 x 29 pt at 3x (87 px),
a rounded square in a system color with a simple white glyph, and one template image
(black on clear, tinted when drawn). Every pixel is computed here (no third-party data).
Run from this directory: python3 make_icons.py. Standard library only."""
import math, struct, zlib

def png(path, w, h, pixel):
    rows = bytearray()
    for y in range(h):
        rows.append(0)
        for x in range(w):
            rows.extend(bytes(pixel(x + 0.5, y + 0.5)))
    def chunk(t, d):
        c = struct.pack(">I", len(d)) + t + d
        return c + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
    data += chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b"")
    open(path, "wb").write(data)

S = 87  # 29 pt at 3x

def coverage(inside, x, y, n=4):
    """Fraction of an n x n supersample grid of the pixel at (x, y) that is inside."""
    hits = 0
    for i in range(n):
        for j in range(n):
            if inside(x - 0.5 + (i + 0.5) / n, y - 0.5 + (j + 0.5) / n): hits += 1
    return hits / (n * n)

def rounded_square(x, y, r=19.5):
    cx, cy = min(max(x, r), S - r), min(max(y, r), S - r)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r

def icon(name, color, glyph):
    def pixel(x, y):
        a = coverage(rounded_square, x, y)
        g = coverage(glyph, x, y)
        r, gg, b = [int(round(c * (1 - g) + 255 * g)) for c in color]
        return (r, gg, b, int(round(255 * a)))
    png(name, S, S, pixel)

c = S / 2
def wifi(x, y):
    d = math.hypot(x - c, y - 62)
    ang = math.atan2(62 - y, x - c)
    in_fan = math.pi / 4 <= ang <= 3 * math.pi / 4
    return d <= 6 or (in_fan and (16 <= d <= 23 or 30 <= d <= 37))
def bars(x, y):
    for i, h in enumerate([14, 24, 34, 44]):
        x0 = 20 + i * 13
        if x0 <= x <= x0 + 8 and 66 - h <= y <= 66: return True
    return False
def bell(x, y):
    return (math.hypot(x - c, y - 40) <= 18 and y <= 52) or (25 <= x <= 62 and 50 <= y <= 58) or math.hypot(x - c, y - 64) <= 6
def gear(x, y):
    d = math.hypot(x - c, y - c)
    t = math.atan2(y - c, x - c)
    outer = 26 + 5 * (1 if math.cos(8 * t) > 0 else 0)
    return 11 <= d <= outer
def moon(x, y):
    return math.hypot(x - 40, y - c) <= 24 and math.hypot(x - 54, y - 36) > 20

icon("wifi@3x.png", (0x00, 0x7A, 0xFF), wifi)
icon("cellular@3x.png", (0x34, 0xC7, 0x59), bars)
icon("notifications@3x.png", (0xFF, 0x3B, 0x30), bell)
icon("general@3x.png", (0x8E, 0x8E, 0x93), gear)
icon("focus@3x.png", (0x58, 0x56, 0xD6), moon)

# A template star (22 pt at 3x): alpha is the shape, drawn in the design's tint.
T = 66
def star(x, y):
    px, py = x - T / 2, y - T / 2 - 2
    r = math.hypot(px, py)
    t = math.atan2(py, px) + math.pi / 2
    k = (t % (2 * math.pi / 5)) / (2 * math.pi / 5)
    edge = 30 * (1 - 0.55 * (1 - abs(2 * k - 1)))
    return r <= edge
png("star-template@3x.png", T, T, lambda x, y: (0, 0, 0, int(round(255 * coverage(star, x, y)))))
