#!/usr/bin/env python3
"""Generates the catalog's sample images (Sources/Templates/Images/*.png).

Python 3 standard library only (zlib + struct): no image library, no randomness, no input file, so
the same script gives the same bytes everywhere. Each image is a small flat landscape — a sky
gradient, a sun or moon disc, three layers of hills (sums of sines) and optional water — in its
own palette, 480 x 320 pixels (3:2; cards, tiles and bubbles crop with aspectFill).

Run from the repository root:  python3 Sources/Templates/Images/generate.py
Licence: the script and the images it writes are CC0 1.0 (public domain dedication); see LICENSE.
"""
import math
import os
import struct
import zlib

W, H = 480, 320

# name: (sky top, sky bottom, disc colour, disc (x, y, r) in 0-1 units of width/height, hill colours far→near, water colour or None)
SCENES = {
    "harbour":  ((12, 20, 48), (52, 64, 110), (250, 220, 140), (0.78, 0.22, 0.05), [(40, 48, 80), (28, 34, 60), (18, 22, 40)], (24, 40, 80)),
    "valley":   ((250, 180, 120), (255, 230, 190), (255, 250, 230), (0.30, 0.40, 0.08), [(170, 150, 170), (120, 110, 140), (70, 70, 100)], None),
    "river":    ((120, 180, 230), (200, 230, 250), (255, 255, 240), (0.20, 0.18, 0.06), [(120, 170, 130), (80, 140, 90), (50, 100, 60)], (90, 150, 200)),
    "bakery":   ((240, 140, 90), (250, 210, 150), (255, 240, 200), (0.65, 0.35, 0.09), [(190, 120, 80), (150, 90, 60), (110, 60, 40)], None),
    "glacier":  ((150, 200, 240), (230, 245, 255), (255, 255, 255), (0.82, 0.16, 0.05), [(210, 225, 240), (170, 195, 220), (120, 150, 185)], (150, 190, 220)),
    "market":   ((40, 20, 60), (150, 60, 90), (255, 200, 120), (0.50, 0.30, 0.07), [(90, 40, 80), (60, 25, 60), (35, 15, 40)], None),
    "lake":     ((90, 140, 200), (180, 210, 235), (255, 245, 210), (0.25, 0.25, 0.07), [(100, 130, 110), (70, 105, 85), (45, 75, 60)], (70, 120, 170)),
    "garden":   ((170, 220, 200), (230, 250, 220), (255, 255, 220), (0.70, 0.20, 0.06), [(120, 190, 110), (80, 160, 80), (40, 120, 60)], None),
}


def mix(a, b, t):
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))


def ridge(x, layer, seed):
    """The height (0-1 of the image height, from the top) of hill `layer` at column x (0-1)."""
    base = 0.52 + 0.12 * layer
    amp = 0.07 - 0.012 * layer
    s = seed * 0.7 + layer * 1.9
    return base - amp * (math.sin(x * 6.1 + s) * 0.6 + math.sin(x * 13.7 + 2 * s) * 0.3 + math.sin(x * 29.3 + 3 * s) * 0.1)


def render(name, spec, seed):
    top, bottom, disc, (dx, dy, dr), hills, water = spec
    rows = []
    water_line = 0.80
    ridges = [[ridge(x / (W - 1), k, seed) for x in range(W)] for k in range(3)]
    for y in range(H):
        v = y / (H - 1)
        row = bytearray([0])  # filter type 0 for every row (zlib does the work)
        sky = mix(top, bottom, min(v / 0.8, 1.0))
        for x in range(W):
            u = x / (W - 1)
            c = sky
            ddx, ddy = (u - dx) * W / H, v - dy
            d = math.sqrt(ddx * ddx + ddy * ddy)
            if d < dr:
                c = disc
            elif d < dr * 1.6:
                c = mix(disc, sky, (d - dr) / (dr * 0.6))
            for k in range(3):
                if v >= ridges[k][x]:
                    c = hills[k]
            if water is not None and v >= water_line:
                t = (v - water_line) / (1 - water_line)
                c = mix(water, mix(water, (255, 255, 255), 0.25), 0.5 + 0.5 * math.sin(t * 40 + u * 3))
            row += bytes(c)
        rows.append(bytes(row))
    return png(W, H, b"".join(rows))


def png(w, h, raw):
    def chunk(tag, data):
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)
    ihdr = struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def main():
    out = os.path.dirname(os.path.abspath(__file__))
    for seed, (name, spec) in enumerate(sorted(SCENES.items())):
        data = render(name, spec, seed)
        path = os.path.join(out, name + ".png")
        with open(path + ".tmp", "wb") as f:
            f.write(data)
        os.replace(path + ".tmp", path)
        print(f"{path}: {len(data)} bytes")


if __name__ == "__main__":
    main()
