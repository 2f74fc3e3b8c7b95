"""Checks a screenshot shows the board: the pixels at the projected pit centres differ
from the background colour (the most common colour of the image border)."""
import json, struct, sys, zlib
from collections import Counter

def read_png(path):
    data = open(path, 'rb').read()
    assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
    pos, idat, w = 8, b'', None
    while pos < len(data):
        n, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b'IHDR':
            w, h, depth, ctype = struct.unpack('>IIBB', body[:10])
            assert depth == 8 and ctype in (2, 6), f'unsupported PNG {depth} {ctype}'
            bpp = 3 if ctype == 2 else 4
        elif kind == b'IDAT':
            idat += body
        pos += 12 + n
    raw, stride, rows, prev = zlib.decompress(idat), w * bpp, [], bytearray(w * bpp)
    for y in range(h):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return w, h, bpp, rows

png, pits = sys.argv[1], sys.argv[2]
w, h, bpp, rows = read_png(png)
px = lambda x, y: tuple(rows[y][x * bpp:x * bpp + 3])
border = Counter(px(x, y) for x in range(0, w, 7) for y in (0, h - 1))
background = border.most_common(1)[0][0]
centres = [(c['x'], c['y']) for c in json.load(open(pits))]
assert len(centres) >= 10, 'too few pits projected'
differ = sum(1 for x, y in centres if 0 <= x < w and 0 <= y < h and max(abs(a - b) for a, b in zip(px(int(x), int(y)), background)) > 24)
print(f'{png}: {differ}/{len(centres)} pit centres differ from the background {background}')
assert differ >= 0.8 * len(centres), 'the board is not visible'
