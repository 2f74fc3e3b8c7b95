"""The focus cursor's rule, as the game's README states it, for routing key presses: a
direction moves to the nearest pit whose centre on the board, as the player faces it,
lies strictly within 60 degrees of it, ties in board order."""
import math
from collections import deque

DIRS = {'Up': (0.0, -1.0), 'Down': (0.0, 1.0), 'Left': (-1.0, 0.0), 'Right': (1.0, 0.0)}


def focus_step(points, frm, key):
    dx, dy = DIRS[key]
    hx, hy = points[frm]
    limit = math.cos(math.radians(60.0)) + 1e-4
    best = None
    for j, (x, y) in enumerate(points):
        ex, ey = x - hx, y - hy
        n = math.hypot(ex, ey)
        if j == frm or n < 1e-3 or (ex * dx + ey * dy) / n <= limit:
            continue
        if best is None or n < best[0] * (1.0 - 1e-3):
            best = (n, j)
    return best[1] if best else frm


def route(points, frm, to):
    """The fewest arrow keys from pit frm to pit to."""
    prev = {frm: None}
    q = deque([frm])
    while q:
        i = q.popleft()
        if i == to:
            break
        for k in DIRS:
            j = focus_step(points, i, k)
            if j not in prev:
                prev[j] = (i, k)
                q.append(j)
    assert to in prev, f'pit {to} cannot be reached from {frm}'
    keys = []
    while prev[to] is not None:
        to, k = prev[to]
        keys.append(k)
    return keys[::-1]
