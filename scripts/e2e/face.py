"""The board is never hidden: at the window sizes, views and text sizes a player may
choose, no pit centre the game draws lies under a panel, as a screen reader's client
(AT-SPI) reports the panels' extents, and every pit centre lies inside the window.
The pit centres come from the game's own report (--screenshot … pits.json) of a run with
the same size and settings; the panels from the live window's accessibility tree."""
import json
import os
import subprocess
import time

import pyatspi

from session import Game, wait_for
from common import BIN, BINS, OUT, figures

# (game, players, window, settings, view): the sizes where the floating windows covered
# pits (1024×600; the top-down view at 1280×720; text at 200 %), every game.
CASES = [
    ('myra', 3, (1024, 600), {}, 'table'),
    ('esiema', 6, (1024, 600), {}, 'table'),
    ('myra', 3, (1280, 720), {}, 'top'),
    ('myra', 3, (1024, 600), {'text_scale': 2.0}, 'top'),
    ('tricala', 2, (1024, 600), {'text_scale': 2.0}, 'table'),
    ('umel_bagara', 2, (1024, 600), {'text_scale': 2.0}, 'table'),
]
# The panels of play, by their accessible names (English).
PANELS = ('Game', 'Board')


def reported_centres(game, players, window, settings, view, tag):
    d = os.path.join(OUT, f'face-{tag}')
    subprocess.run(['rm', '-rf', d])
    os.makedirs(d)
    with open(os.path.join(d, 'settings.json'), 'w') as f:
        json.dump(settings, f)
    env = dict(os.environ, SOWING_DATA_DIR=d, SOWING_CONFIG_DIR=d, WGPU_BACKEND='vulkan')
    png = os.path.join(d, 'board.png')
    subprocess.run([BIN, '--new', game, '--players', str(players), '--lang', 'en', '--view', view,
                    '--window', f'{window[0]}x{window[1]}', '--screenshot', png, '--frames', '5'],
                   env=env, check=True, timeout=300, capture_output=True)
    return json.load(open(png + '.pits.json'))


def panel_rects(g):
    """The extents of the panels of play, in the window's pixels: name → (x0, y0, x1, y1)."""
    ox, oy = g.origin
    out = {}
    for role, name, _, node in g.nodes():
        if name in PANELS and role in ('frame', 'window', 'panel', 'filler'):
            # A node being replaced (a new frame's tree) may answer without extents: the
            # caller asks again.
            try:
                e = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            except Exception:
                continue
            if e.width > 0 and e.height > 0:
                out[name] = (e.x - ox, e.y - oy, e.x - ox + e.width, e.y - oy + e.height)
    return out


def board_never_hidden():
    problems = []
    for game, players, window, settings, view in CASES:
        tag = f'{game}-{players}p-{window[0]}x{window[1]}-{view}-{int(100 * settings.get("text_scale", 1))}'
        pits = reported_centres(game, players, window, settings, view, tag)
        assert pits, f'{tag}: no pit centres reported'
        g = Game(BINS, OUT, f'face-live-{tag}',
                 ['--new', game, '--players', str(players), '--view', view], settings, window=window)
        try:
            rects = wait_for(f'{tag}: the panels in the accessibility tree',
                             lambda: (lambda r: r if set(r) == set(PANELS) else None)(panel_rects(g)),
                             timeout=60, every=0.5)
            time.sleep(1.0)
            rects = panel_rects(g)
            g.shot(os.path.join(OUT, f'face-{tag}.png'))
        finally:
            g.close()
        w, h = window
        covered, outside = [], []
        for p in pits:
            x, y = p['x'], p['y']
            if not (0 <= x <= w and 0 <= y <= h):
                outside.append(p['name'])
            for name, (x0, y0, x1, y1) in rects.items():
                if x0 < x < x1 and y0 < y < y1:
                    covered.append(f'{p["name"]} under {name}')
        print(f'e2e: {tag}: {len(pits)} pits, panels {rects}, covered {len(covered)}, outside {len(outside)}',
              flush=True)
        figures.setdefault('pits_under_panels', []).append(len(covered))
        if covered:
            problems.append(f'{tag}: {len(covered)} pits under panels: {covered[:6]}')
        if outside:
            problems.append(f'{tag}: pits outside the window: {outside[:6]}')
    assert not problems, '; '.join(problems)
