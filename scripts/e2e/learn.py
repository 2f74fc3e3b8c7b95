"""Learning in the game: how to play, a hint and the coordinates, a lesson per game by
screen reader, the move preview with its goal and arrows, and arrows for a turn at an
edge."""
import json
import os
import re
import time

import pyatspi

from session import Game, cli, sh, wait_for, xdo
from common import BINS, CLI, DIRECTIONS, INSTANT, OUT, TITLES, centres, cup_route, label_prefix, load_from_title, record_of, start_position, wait_move


def learn():
    """A newcomer's way in, through the screen reader and the keyboard: How to play
    from the title reads the whole rules page (another game chosen by its radio
    button), Escape goes back; in a game the Hint button finds a legal move, says it in
    words and marks it on the board, H hides it, K draws the coordinates."""
    g = Game(BINS, OUT, 'learn', [], INSTANT)
    try:
        g.press_node(g.wait_node('How to play'))
        g.wait_node('The board', timeout=20)
        g.wait_node('Capturing', timeout=10)
        g.press_node(g.wait_node('Tricala', role='radio button'))
        g.wait_node('The triangle has six rows', prefix=True, timeout=20)
        labels = [n for _, n, _, _ in g.nodes()]
        assert any('corner control' in l for l in labels), 'the winning rules are read'
        time.sleep(1)
        g.shot(os.path.join(OUT, 'learn-rules.png'))
        g.focus()
        g.key('Escape')
        g.press_node(g.wait_node('New game', timeout=20))
        g.press_node(g.wait_node('Start', timeout=20))
        # Umel Bagara, player 2 the computer: play cup 4, then ask for a hint.
        g.press_node(g.wait_node('cup 1.4, 5 beans', timeout=30))
        wait_move(g, 2, timeout=60)
        seq0, _ = g.announcement()
        g.press_node(g.wait_node('Hint, key', role='push button', prefix=True, timeout=20))
        seq, text = wait_for('the hint said', lambda: (lambda a: a if a[0] > seq0 and a[1].startswith('Hint: ') else None)(g.announcement()), timeout=60)
        print(f'e2e: live region says "{text}"', flush=True)
        # The hint in words (where its move goes), one of the legal moves' ways.
        said_route = re.sub(r', capturing \d+$', '', text.split(':', 1)[1].strip())
        pos = g.position(start_position('umel_bagara'))
        routes = [cup_route(pos, mv) for mv in cli(CLI, 'legal', '--position', '-', stdin=pos).split()]
        assert said_route in routes, f'the hint {said_route!r} is none of the legal moves: {routes}'
        g.focus()
        g.key('k')
        time.sleep(1.5)
        g.shot(os.path.join(OUT, 'learn-hint.png'))
        assert g.moves()[2:] == [], 'asking for a hint plays nothing'
    finally:
        g.close()


LESSONS = json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                    '..', '..', 'src', 'game', 'lessons.json')))


def step_label(game, step):
    """How the game names a build step, in English: a Board-list prefix for a pit, a
    button's label (or its start) for the other choices. Returns (label, prefix?)."""
    kind, *rest = step.split()
    if kind == 'pit':
        return label_prefix(rest[0]), True
    if kind == 'dir':
        return f'Direction {DIRECTIONS[rest[0]]}', False
    if kind == 'side':
        return f'Sow {rest[0]}', False
    if kind == 'piece':
        size, p = rest
        if size == 'big':
            return f'Drop the mother of Player {p}', True
        return (f'Drop a stone of Player {p}' if game == 'tricala' else f'Drop a small sphere of Player {p}'), True
    if kind == 'count':
        n = rest[0]
        soldiers = 'Take 1 soldier' if n == '1' else f'Take {n} soldiers'
        return (f'Reproduce {n}' if game == 'esiema' else soldiers), False
    if kind == 'mode':
        return ('Whole troop' if rest[0] == 'whole' else rest[0].capitalize()), False
    return 'Pass', False


def lesson(game):
    """A game's whole lesson as a screen reader user takes it: started from How to play,
    each step's move built by pressing Board-list items and choice buttons through their
    actions (the steps from the rules crate's builder, `sowing-cli steps`; a step the
    game takes by itself is not pressed), the explanation said after the move, Next
    pressed, and How to play again at the end. In the first step a wrong move is refused."""
    g = Game(BINS, OUT, f'lesson-{game}', [], INSTANT)
    steps = LESSONS[game]
    try:
        g.press_node(g.wait_node('How to play'))
        g.press_node(g.wait_node(TITLES[game], role='radio button', timeout=20))
        g.press_node(g.wait_node(f'Learn {TITLES[game]} step by step in a lesson', timeout=20))
        for i, step in enumerate(steps):
            g.wait_node(f'Lesson: {TITLES[game]} — step {i + 1} of {len(steps)}', timeout=30)
            seq0, _ = g.announcement()
            if step['position'] == 'start':
                args, stdin = ['--game', game, '--players', '2'], None
            else:
                args, stdin = ['--position', '-'], json.dumps(step['position'])
            build = [l for l in cli(CLI, 'steps', *args, step['teaches'], stdin=stdin).splitlines() if l.strip()]
            if game == 'umel_bagara' and i == 0:
                # A legal move that is not the one taught is refused, and said why.
                g.press_node(g.wait_node('cup 1.5,', prefix=True))
                wait_for('the refusal', lambda: g.node('Status, This step teaches the move from cup 1.4 to cup ', prefix=True), timeout=20)
            picked = 0
            for b in build:
                if b.endswith('(forced)'):
                    continue  # the game takes it by itself
                if g.node('Next') or g.node('Finish'):
                    break
                label, prefix = step_label(game, b)
                if b.startswith('pit '):
                    # A placement's pit picked before the last one says its stone goes
                    # there (it read "empty, chosen" beside the stone on the board).
                    if game == 'tricala' and i == 0 and picked == 1:
                        first = step_label(game, [x for x in build if x.startswith('pit ')][0])[0]
                        wait_for('the picked pit said with its stone',
                                 lambda: g.node(first, prefix=True) and 'your stone goes here' in g.node(first, prefix=True).name,
                                 timeout=20)
                    picked += 1
                    g.press_node(g.wait_node(label, prefix=True, timeout=20))
                else:
                    g.press_node(g.wait_node(label, prefix=prefix, timeout=20))
                time.sleep(0.5)
                print(f'e2e: {game} step {i + 1}: pressed {label}', flush=True)
            seq, said = wait_for(f'step {i + 1} explained', lambda: (lambda a: a if a[0] > seq0 and re.search(r'\b(played|placed|passed|brought)\b', a[1]) else None)(g.announcement()), timeout=30)
            print(f'e2e: {game} step {i + 1}: "{said}"', flush=True)
            if game == 'umel_bagara' and i == 3:
                time.sleep(1)
                g.shot(os.path.join(OUT, 'lesson-umel-bagara.png'))
            g.press_node(g.wait_node('Finish' if i == len(steps) - 1 else 'Next', timeout=20))
        # Back on How to play, where the lesson was opened (it went to the bare title).
        g.wait_node(f'Learn {TITLES[game]} step by step in a lesson', timeout=30)
        assert g.moves() == [], 'a lesson is not autosaved'
    finally:
        g.close()


def arrows_and_preview():
    """The board explains itself, tried with the mouse: the pointer over a cup previews
    its move (marked on the board and written in the game window), the goal is shown,
    and after cup 3 an arrow on the board, clicked, chooses the side."""
    pits = centres('umel_bagara', 'human,human')
    by_name = {p['name']: p for p in pits}
    g = Game(BINS, OUT, 'arrows', ['--new', 'umel_bagara', '--seats', 'human,human'], INSTANT)
    try:
        wait_for('the board drawn', lambda: g.frames() >= 3, timeout=120)
        g.a11y_app()
        g.wait_node('Goal, more beans in your store', prefix=True, timeout=20)
        ox, oy = g.origin
        p = by_name['1.4']
        sh('xdotool', 'mousemove', str(ox + round(p['x'])), str(oy + round(p['y'])))
        g.wait_node('Preview: from cup 1.4 to cup 2.4', timeout=20)
        time.sleep(1)
        g.shot(os.path.join(OUT, 'preview.png'))
        p = by_name['1.3']
        g.click(p['x'], p['y'])
        arrow = wait_for('an arrow for the left side', lambda: next(
            (n for _, name, _, n in g.nodes() if name.endswith('Sow left') and name[0] in '➡⬈⬆⬉⬅⬋⬇⬊'), None),
            timeout=20)
        time.sleep(0.5)
        g.shot(os.path.join(OUT, 'arrows.png'))
        g.click_node(arrow)
        moves = wait_move(g, 1, timeout=30)
        assert moves == ['3L'], moves
    finally:
        g.close()


def turn_arrows():
    """A Tricala sowing that reaches an edge: after its first direction, the arrows for
    the turn stand at the pit where it turns (loaded from a saved position), and one
    clicked finishes the move."""
    pos = json.loads(cli(CLI, 'play', '--position', '-', stdin=json.dumps(
        {'game': 'tricala', 'phase': 'play', 'to_move': 1, 'pits': {'2a': '1*3', '6c': '2'}})))['position']
    g = Game(BINS, OUT, 'turns', [], INSTANT)
    try:
        load_from_title(g, record_of(pos, []), 'turn')
        g.press_node(g.wait_node('2a,', prefix=True, timeout=30))
        time.sleep(0.6)
        glyphs = '➡⬈⬆⬉⬅⬋⬇⬊'
        turn = lambda: [n for _, name, _, n in g.nodes() if name[:1] and name[0] in glyphs and name.endswith(' SE')
                        and not g.node('Direction east')] or None
        for attempt in range(3):
            # (An action on a button that appeared a moment ago can go unanswered.)
            g.press_node(g.wait_node('Direction east', timeout=20))
            try:
                arrows = wait_for('arrows for the turn', turn, timeout=5)
                break
            except AssertionError:
                if attempt == 2:
                    raise
        names = sorted(n for _, n, _, _ in g.nodes() if n[:1] and n[0] in glyphs)
        assert not any(n.endswith(' W') for n in names), f'never straight back: {names}'
        print(f'e2e: arrows at the turn: {names}', flush=True)
        time.sleep(1)
        g.shot(os.path.join(OUT, 'turn-arrows.png'))
        # The tree is asked again: a node kept from before the screenshot may be gone.
        g.click_node(wait_for('the SE arrow', lambda: (turn() or [None])[0], timeout=10))
        moves = wait_move(g, 1, timeout=30)
        assert moves == ['2a:E,SE'], moves
    finally:
        g.close()


def way_marked():
    """A Tricala sowing with stones of two colours, its direction chosen: before its
    stones' order is, the board rings the pits it will sow into (the tenth hour's
    stranger saw nothing mark the step taken), and nothing far from it changes."""
    from cursor import differ_near
    pits = {p['name']: p for p in centres('tricala', 'human,human')}
    pos = json.loads(cli(CLI, 'play', '--position', '-', stdin=json.dumps(
        {'game': 'tricala', 'phase': 'play', 'to_move': 1, 'pits': {'6a': '1*3 2*2', '3b': '2'}})))['position']
    g = Game(BINS, OUT, 'way', [], INSTANT)
    try:
        load_from_title(g, record_of(pos, []), 'way')
        g.press_node(g.wait_node('6a,', prefix=True, timeout=30))
        east = g.wait_node('Direction east', timeout=20)
        time.sleep(1.0)
        before = g.shot(os.path.join(OUT, 'way-before.png'))
        for attempt in range(3):
            # (An action on a button that appeared a moment ago can go unanswered.)
            g.press_node(east)
            try:
                wait_for('the stones\' order asked',
                         lambda: g.node('Drop a stone of Player 1', prefix=True), timeout=5)
                break
            except AssertionError:
                if attempt == 2:
                    raise
                east = g.wait_node('Direction east', timeout=10)
        time.sleep(1.0)
        after = g.shot(os.path.join(OUT, 'way-after.png'))
        on_way = {n: differ_near(before, after, pits[n]['x'], pits[n]['y'], 30) for n in ('6c', '6d', '6e')}
        away = differ_near(before, after, pits['1a']['x'], pits['1a']['y'], 30)
        print(f'e2e: pixels changed on the way {on_way}, at 1a {away}', flush=True)
        assert all(v > 40 for v in on_way.values()), f'the way east is not marked: {on_way}'
        assert away < 20, f'a pit off the way changed: {away} pixels'

        # Choices of another kind in place of the last (directions, then stones) take no
        # pointer click for a second (the twelfth hour's drop click took a direction).
        g.press_node(g.wait_node('Undo the last step', timeout=10))
        g.press_node(g.wait_node('Direction east', timeout=10))
        drop = g.wait_node('Drop a stone of Player 1', prefix=True, timeout=10)
        t0 = time.monotonic()
        e = drop.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        dropped = lambda: g.node('Next: Dropped so far', prefix=True)
        time.sleep(0.5)
        xdo('mousemove', e.x + e.width // 2, e.y + e.height // 2, 'click', '1')
        print(f'e2e: clicked {time.monotonic() - t0:.2f} s after the stones were offered', flush=True)
        time.sleep(0.8)
        assert not dropped(), 'a click half a second after the kind changed dropped a stone'
        time.sleep(0.5)
        xdo('click', '1')
        wait_for('a click a second later drops', dropped, timeout=10)
    finally:
        g.close()
