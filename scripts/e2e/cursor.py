"""The keyboard's place in play: the focus cursor shows on the board (a ring where it is,
even on a pit that may not be chosen), Tab passes the Board list as one stop, and the
pause menu holds the keys (its first button focused, Tab staying in it, Enter choosing
nothing behind it; its settings open on their first control)."""
import os
import subprocess
import time

from session import Game, wait_for
from common import BINS, INSTANT, OUT, centres, figures, label_prefix
from play import tab_to
from screen import differ


def differ_near(a, b, x, y, r):
    """How many pixels differ between two screenshots within r of (x, y): `differ` on
    crops of both."""
    box = f'{2 * r}x{2 * r}+{max(0, round(x) - r)}+{max(0, round(y) - r)}'
    crops = []
    for path in (a, b):
        crop = path[:-4] + '-near.png'
        subprocess.run(['convert', path, '-crop', box, '+repage', crop], check=True)
        crops.append(crop)
    return differ(*crops)


def cursor_tab_and_pause():
    game = 'tricala'
    pits = centres(game, 'human,medium')
    names = {p['name'] for p in pits}
    in_list = lambda f: f is not None and f[1].split(',')[0] in names
    g = Game(BINS, OUT, f'cursor-{game}', ['--new', game, '--seats', 'human,medium'], INSTANT)
    try:
        first = label_prefix(pits[0]['name'])
        g.wait_node(first, prefix=True)
        g.focus()
        time.sleep(1.0)
        # The first arrow puts the cursor on the first pit: a corner, which no placement
        # may take, so nothing but the cursor marks it.
        before = g.shot(os.path.join(OUT, 'cursor-before.png'))
        seq, _ = g.announcement()
        g.key('Right')
        figures['keys_sent'] += 1
        wait_for('the cursor on the first pit',
                 lambda: g.announcement()[0] > seq and g.announcement()[1].startswith(first), timeout=20)
        time.sleep(1.0)
        after = g.shot(os.path.join(OUT, 'cursor-after.png'))
        x, y = pits[0]['x'], pits[0]['y']
        changed = differ_near(before, after, x, y, 40)
        print(f'e2e: the cursor changed {changed} pixels around {pits[0]["name"]}', flush=True)
        assert changed > 40, f'the cursor does not show on {pits[0]["name"]}: {changed} pixels changed'

        # Tab goes into the Board list on the cursor's item, and the next Tab out of it.
        f = tab_to(g, in_list, limit=40)
        assert f[1].startswith(first), f'the list takes the focus on the cursor\'s item, not {f}'
        g.key('Tab')
        figures['keys_sent'] += 1
        f = wait_for('the focus out of the Board list',
                     lambda: (lambda n: n if n and not in_list(n) else None)(g.focused()), timeout=10)

        # The pause menu: Resume focused; Tab walks its buttons and never the play windows.
        g.key('Escape')
        figures['keys_sent'] += 1
        g.wait_node('Resume')
        wait_for('Resume focused', lambda: (g.focused() or ('', ''))[1] == 'Resume', timeout=10)
        seen = []
        for _ in range(40):
            g.key('Tab')
            figures['keys_sent'] += 1
            time.sleep(0.3)
            f = g.focused()
            seen.append(f[1] if f else None)
            assert not in_list(f), f'Tab reached the Board list behind the pause menu: {seen}'
            assert f is None or not f[1].startswith(('Undo', 'Hint', 'Menu', 'Rules')), \
                f'Tab reached the game window behind the pause menu: {seen}'
            if f and f[1] == 'Resume':
                break
        else:
            raise AssertionError(f'Tab did not come round to Resume: {seen}')
        # Settings from the pause menu opens with its first control focused, and Escape
        # comes back to the pause menu on Resume.
        tab_to(g, 'Settings')
        g.key('Return')
        figures['keys_sent'] += 1
        wait_for('the first language focused in Settings',
                 lambda: (g.focused() or ('', ''))[1] == 'English', timeout=10)
        g.key('Escape')
        figures['keys_sent'] += 1
        wait_for('Resume focused again', lambda: (g.focused() or ('', ''))[1] == 'Resume', timeout=10)
        # Enter presses the focused button (Resume), and nothing was chosen behind it.
        g.key('Return')
        figures['keys_sent'] += 1
        wait_for('the pause menu closed', lambda: g.node('Resume') is None, timeout=10)
        assert g.node('Undo the last step') is None, 'a pit was chosen behind the pause menu'
        g.shot(os.path.join(OUT, 'cursor-tricala.png'))
    finally:
        g.close()
