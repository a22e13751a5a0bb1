#!/usr/bin/env python3
"""Makes the sample images the content tests and family goldens draw (no third-party data:
every pixel is computed here, so the files carry no licence beyond the repository's).
Run from this directory: python3 make_images.py. Standard library only."""
import math, struct, zlib

def png(path, w, h, pixel):
    rows = bytearray()
    for y in range(h):
        rows.append(0)
        for x in range(w):
            rows.extend(bytes(pixel(x, y)))
    def chunk(t, d):
        c = struct.pack(">I", len(d)) + t + d
        return c + struct.pack(">I", zlib.crc32(t + d) & 0xFFFFFFFF)
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
    data += chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b"")
    open(path, "wb").write(data)

def clamp(v): return max(0, min(255, int(round(v))))

# A "landscape": sky gradient, a sun, two hill bands (480 x 270).
def landscape(x, y, w=480, h=270):
    t = y / h
    r, g, b = 90 + 120 * t, 150 + 70 * t, 235 - 40 * t
    if (x - 360) ** 2 + (y - 70) ** 2 < 32 ** 2: r, g, b = 255, 214, 90
    hill1 = 170 + 30 * math.sin(x / 60.0)
    hill2 = 215 + 20 * math.sin(x / 37.0 + 1)
    if y > hill1: r, g, b = 70, 150 - (y - hill1) * 0.3, 80
    if y > hill2: r, g, b = 40, 110 - (y - hill2) * 0.3, 60
    return (clamp(r), clamp(g), clamp(b), 255)

# A "portrait" (240 x 360): warm vertical gradient with diagonal stripes.
def portrait(x, y):
    t = y / 360
    stripe = ((x + y) // 24) % 2
    return (clamp(230 - 80 * t), clamp(120 + 40 * stripe), clamp(90 + 100 * t), 255)

# An avatar (192 x 192): concentric rings in teal and violet.
def avatar(x, y):
    d = math.hypot(x - 96, y - 96)
    k = int(d // 14) % 2
    return (clamp(60 + 120 * k), clamp(170 - 60 * k), clamp(190 + 40 * k), 255)

# A template folder icon (96 x 96): black, the shape in alpha only.
def folder(x, y):
    inside = (12 <= x < 84 and 26 <= y < 78) or (12 <= x < 44 and 18 <= y < 30)
    return (0, 0, 0, 255 if inside else 0)

# A template arrow pointing right (64 x 64): shows RTL mirroring.
def arrow(x, y):
    inside = (10 <= x < 40 and 26 <= y < 38) or (40 <= x < 56 and abs(y - 32) <= (56 - x))
    return (0, 0, 0, 255 if inside else 0)

# A @2x photo (120 x 80, 60 x 40 pt): a checkerboard, for the center content mode.
def checker(x, y):
    k = ((x // 10) + (y // 10)) % 2
    return (clamp(240 - 140 * k), clamp(160 + 60 * k), clamp(60 + 150 * k), 255)

png("landscape.png", 480, 270, landscape)
png("portrait.png", 240, 360, portrait)
png("avatar.png", 192, 192, avatar)
png("folder-template.png", 96, 96, folder)
png("arrow-template.png", 64, 64, arrow)
png("checker@2x.png", 120, 80, checker)
open("corrupt.png", "wb").write(b"\x89PNG\r\n\x1a\nthis is not a PNG stream")
# A header declaring 65536 x 65536 pixels and nothing after it: must be refused before decoding.
ihdr = struct.pack(">IIBBBBB", 65536, 65536, 8, 6, 0, 0, 0)
open("huge-header.png", "wb").write(b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + b"IHDR" + ihdr
                                     + struct.pack(">I", zlib.crc32(b"IHDR" + ihdr) & 0xFFFFFFFF))
