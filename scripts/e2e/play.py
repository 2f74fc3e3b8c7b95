"""A game played by clicks alone, and by the keyboard alone from the title (Tab through
the menus, arrows over the board, Enter to sow)."""
import os
import time

from session import Game, wait_for
from focus import route, focus_step
from common import BINS, INSTANT, OUT, TITLES, centres, figures, human_turn, label_prefix, pick_move, press_choice, start_position, wait_move


def clicks(game):
    pits = centres(game, 'human,human')
    by_name = {p['name']: p for p in pits}
    start = start_position(game)
    g = Game(BINS, OUT, f'clicks-{game}', ['--new', game, '--seats', 'human,human'], INSTANT)
    try:
        wait_for('the board drawn', lambda: g.frames() >= 3, timeout=120)
        g.a11y_app()
        time.sleep(1)
        for i in range(4):
            pos = g.position(start)
            move, plan = pick_move(game, pos, prefer_pits_only=True)
            print(f'e2e: {game}: clicks for {move}: {plan}', flush=True)
            for kind, what in plan:
                if kind == 'pit':
                    p = by_name[what]
                    # Alternate: a tap that moves and clicks at once, and a click after hovering.
                    (g.tap if i % 2 == 0 else g.click)(p['x'], p['y'])
                    figures['clicks_sent'] += 1
                    time.sleep(0.4)
                else:
                    press_choice(g, what, optional=kind.endswith('?'))
                    time.sleep(0.4)
            moves = wait_move(g, i + 1, timeout=30)
            assert moves[-1] == move, f'played {moves[-1]}, built {move}'
            figures['clicks_played'] += len(plan)
        g.shot(os.path.join(OUT, f'clicks-{game}.png'))
    finally:
        g.close()


class Keys:
    """Plays pits with the focus cursor and choices with ] and C, from outside."""

    def __init__(self, g, pits):
        self.g, self.pits = g, pits
        # The focus cursor walks the board's plane as the player faces it (fx, fy).
        self.points = [(p['fx'], p['fy']) for p in pits]
        self.focus = None

    def label_of(self, i):
        return label_prefix(self.pits[i]['name'])

    def heard(self, prefix, after):
        def ok():
            seq, text = self.g.announcement()
            return seq > after and text.startswith(prefix)
        return ok

    def go_to(self, target):
        g = self.g
        seq, _ = g.announcement()
        if self.focus is None:
            g.key('Right')  # the first arrow puts the cursor on the first pit
            figures['keys_sent'] += 1
            self.focus = 0
            wait_for('the cursor on the first pit', self.heard(self.label_of(0), seq), timeout=20)
        for k in route(self.points, self.focus, target):
            seq, _ = g.announcement()
            g.key(k)
            figures['keys_sent'] += 1
            self.focus = focus_step(self.points, self.focus, k)
            wait_for(f'the cursor on {self.pits[self.focus]["name"]}',
                     self.heard(self.label_of(self.focus), seq), timeout=20)
        assert self.focus == target

    def play(self, plan):
        names = [p['name'] for p in self.pits]
        for kind, what in plan:
            if kind == 'pit':
                self.go_to(names.index(what))
                self.g.key('Return')
                figures['keys_sent'] += 1
                time.sleep(0.5)
            else:
                # Walk the choices with ] until the wanted one is spoken, then pick it.
                found = False
                for _ in range(12):
                    seq, text = self.g.announcement()
                    self.g.key('bracketright')
                    figures['keys_sent'] += 1
                    try:
                        wait_for('a choice spoken', lambda: self.g.announcement()[0] > seq, timeout=10)
                    except AssertionError:
                        if kind.endswith('?'):
                            break
                        raise
                    if self.g.announcement()[1] == what:
                        found = True
                        break
                if found:
                    self.g.key('c')
                    figures['keys_sent'] += 1
                    time.sleep(0.5)
                elif not kind.endswith('?'):
                    raise AssertionError(f'choice "{what}" never offered')


def tab_to(g, want, limit=40):
    """Presses Tab until the screen reader's focus is on `want` (a name or a test)."""
    test = want if callable(want) else (lambda f: f and f[1] == want)
    f = g.focused()
    for _ in range(limit):
        if test(f):
            return f
        g.key('Tab')
        figures['keys_sent'] += 1
        # The screen reader hears the focus move before the next key, as a player would.
        before = f
        try:
            f = wait_for('the focus to move', lambda: (lambda n: n if n != before else None)(g.focused()),
                         timeout=5, every=0.2)
        except AssertionError:
            f = g.focused()
    raise AssertionError(f'Tab never reached {want}; focus is on {g.focused()}')


def keyboard(game):
    pits = centres(game, 'human,medium')
    start = start_position(game)
    g = Game(BINS, OUT, f'keys-{game}', [], INSTANT)
    try:
        g.wait_node('New game')
        g.focus()
        tab_to(g, 'New game')
        g.key('Return')
        g.wait_node('Start')
        tab_to(g, TITLES[game])
        g.key('space')
        tab_to(g, 'Start')
        g.key('Return')
        g.wait_node(label_prefix(pits[0]['name']), prefix=True)
        keys = Keys(g, pits)
        names = {p['name'] for p in pits}
        in_list = lambda f: f is not None and f[1].split(',')[0].replace('cup ', '') in names
        played = 0
        for i in range(3):
            human_turn(g, start)
            if i == 2:
                # A screen-reader user in the Board list: the board keys still play.
                tab_to(g, in_list, limit=80)
                if keys.focus is not None:
                    # The list's focus joins the cursor; the screen reader says so.
                    want = keys.label_of(keys.focus)
                    wait_for(f'the list focus on {want}',
                             lambda: (g.focused() or ('', ''))[1].startswith(want), timeout=20)
            pos = g.position(start)
            move, plan = pick_move(game, pos, prefer_pits_only=False)
            n = len(g.moves())
            keys.play(plan)
            moves = wait_move(g, n + 1, timeout=30)
            assert moves[n] == move, f'played {moves[n]}, built {move}'
            played += 1
        figures['key_moves'] += played
        g.shot(os.path.join(OUT, f'keys-{game}.png'))
    finally:
        g.close()
