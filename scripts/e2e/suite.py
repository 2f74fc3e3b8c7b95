"""The real-window end-to-end suite (run by scripts/e2e.sh inside Xvfb, openbox and a
private D-Bus session with the AT-SPI bus). Usage: suite.py SOWING SOWING_CLI OUT_DIR.

Everything goes through the X server (xdotool) and is checked from outside: the moves the
game autosaved, the frame count it writes, screenshots, and the AT-SPI tree."""
import json
import os
import sys
import time
import traceback

import pyatspi

from session import Game, cli, sh, wait_for
from focus import route, focus_step
from online import online_play, hosting_window, typing_into_fields

BIN, CLI, OUT = sys.argv[1], sys.argv[2], sys.argv[3]
BINS = (BIN, CLI)
GAMES = ['umel_bagara', 'tricala', 'esiema', 'myra']
TITLES = {'umel_bagara': 'Umel Bagara', 'tricala': 'Tricala', 'esiema': 'Esiema', 'myra': 'Myra'}
# Animation off: a move's result is on screen at once, and the suite stays short.
INSTANT = {'seconds_per_step': 0.0}
figures = {'clicks_sent': 0, 'clicks_played': 0, 'keys_sent': 0, 'key_moves': 0,
           'input_to_frame_ms': [], 'input_to_third_frame_ms': [], 'idle_frames_per_s': [], 'idle_cpu_ticks_per_s': []}
results = []


def check(name, fn):
    """Runs one check. A check that fails is run once more (a real window under software
    rendering has timing noise); a pass on the second try is reported as FLAKY with the
    first error, so it is never silent."""
    t = time.monotonic()
    first = None
    for attempt in (1, 2):
        try:
            fn()
            if first is None:
                results.append((name, True, ''))
                print(f'e2e: ok   {name} ({time.monotonic() - t:.0f} s)', flush=True)
            else:
                results.append((name, True, f'flaky: {first}'))
                print(f'e2e: FLAKY {name} (passed on the second try; first: {first})', flush=True)
            return
        except Exception as e:  # a failed check is reported and the suite goes on
            traceback.print_exc()
            if attempt == 1:
                first = str(e)
                print(f'e2e: retry {name}: {e}', flush=True)
            else:
                results.append((name, False, str(e)))
                print(f'e2e: FAIL {name}: {e}', flush=True)


def label_prefix(pit):
    """How a pit's label in the Board list starts: "e4:", Umel Bagara "cup 1.3:"."""
    return f'cup {pit}:' if '.' in pit else f'{pit}:'


def start_position(game, players=2):
    return cli(CLI, 'new', '--game', game, '--players', str(players)).strip()


def centres(game, seats):
    """The pit centres on screen, as the game reports them (--screenshot)."""
    d = os.path.join(OUT, f'centres-{game}')
    os.makedirs(d, exist_ok=True)
    png = os.path.join(d, 'board.png')
    env = dict(os.environ, SOWING_DATA_DIR=d, SOWING_CONFIG_DIR=d, WGPU_BACKEND='vulkan')
    import subprocess
    from session import WINDOW
    subprocess.run([BIN, '--new', game, '--seats', seats, '--window', f'{WINDOW[0]}x{WINDOW[1]}',
                    '--screenshot', png, '--frames', '3'], env=env, check=True, timeout=300,
                   capture_output=True)
    pits = json.load(open(png + '.pits.json'))
    return pits


def actions(game, mover, move):
    """A move as a player builds it: ('pit', name) and ('choice', label) in order, or None
    when the move needs a choice this suite does not make."""
    if game == 'umel_bagara':
        if move in ('3L', '3R'):
            return [('pit', f'{mover}.3'), ('choice', 'Sow left' if move == '3L' else 'Sow right')]
        return [('pit', f'{mover}.{move}')]
    if move.startswith('@'):
        return [('pit', p) for p in move[1:].split(',')]
    if game == 'tricala':
        pit, _, dirs = move.partition(':')
        if '/' in move or ',' in dirs:
            return None
        return [('pit', pit), ('choice', f'Direction {dirs}')]
    if game == 'esiema':
        if ':' in move or '+' in move:
            return None
        return [('pit', p) for p in move.split('>')]
    if game == 'myra':
        if move.startswith('*'):
            return [('choice', 'Produce'), ('pit', move[1:])]
        if '-' in move and '/' not in move:
            a, b = move.split('-')
            return [('pit', a), ('choice?', 'Whole'), ('pit', b)]
    return None


def pick_move(game, position, prefer_pits_only):
    pos = json.loads(position)
    mover = pos.get('to_move', 1)
    legal = cli(CLI, 'legal', '--position', '-', '--limit', '200000', stdin=position).split()
    plans = [(m, actions(game, mover, m)) for m in legal]
    plans = [(m, a) for m, a in plans if a]
    if prefer_pits_only:
        only = [(m, a) for m, a in plans if all(k == 'pit' for k, _ in a)]
        plans = only or plans
    assert plans, f'no move the suite can build among {len(legal)}'
    # Spread the moves over the board: the middle of the list, not always the first.
    return plans[len(plans) // 2]


def wait_move(g, count, timeout=60):
    return wait_for(f'move {count} in the autosave', lambda: len(g.moves()) >= count and g.moves(),
                    timeout=timeout)


def human_turn(g, start, seat=1):
    """Waits for the human's turn with the board still (the computer has moved)."""
    def ready():
        pos = json.loads(g.position(start))
        if pos.get('result') or pos.get('to_move', 1) != seat:
            return None
        return pos
    wait_for('the human player\'s turn', ready, timeout=120, every=0.5)
    time.sleep(0.5)


def press_choice(g, label, optional=False):
    node = g.node(label)
    if node is None:
        if optional:
            return
        node = g.wait_node(label, timeout=15)
    g.click_node(node)
    figures['clicks_sent'] += 1


# -- 1. Clicks ------------------------------------------------------------------------
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


# -- 2. Keyboard ------------------------------------------------------------------------
class Keys:
    """Plays pits with the focus cursor and choices with ] and C, from outside."""

    def __init__(self, g, pits):
        self.g, self.pits = g, pits
        self.points = [(p['x'], p['y']) for p in pits]
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
        in_list = lambda f: f is not None and f[1].split(':')[0].replace('cup ', '') in names
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


# -- 3. The screen follows, then idles ---------------------------------------------------
def timed_tap(g, pit):
    """Taps a pit and times the game's third frame after it (the frame of the tap applies
    the move, the next is drawn with it, rendering runs a frame behind); returns when
    the tap was sent."""
    f_tap = g.frames()
    t = time.monotonic()
    g.tap(pit['x'], pit['y'])
    wait_for('frames after the tap', lambda: g.frames() >= f_tap + 3, timeout=10, every=0.01)
    figures['input_to_third_frame_ms'].append(round((time.monotonic() - t) * 1000))
    return t



def screen_and_idle():
    game = 'umel_bagara'
    pits = centres(game, 'human,human')
    by_name = {p['name']: p for p in pits}
    g = Game(BINS, OUT, 'screen', ['--new', game, '--seats', 'human,human'], INSTANT)
    try:
        wait_for('the board drawn', lambda: g.frames() >= 3, timeout=120)
        time.sleep(2)
        # Idle: no input, nothing moving: no frames at all.
        f0, c0 = g.frames(), g.cpu_ticks()
        time.sleep(4)
        f1, c1 = g.frames(), g.cpu_ticks()
        figures['idle_frames_per_s'].append((f1 - f0) / 4)
        figures['idle_cpu_ticks_per_s'].append((c1 - c0) / 4)
        assert f1 == f0, f'{f1 - f0} frames drawn in 4 idle seconds'
        before = g.shot(os.path.join(OUT, 'screen-before.png'))
        t = timed_tap(g, by_name['1.2'])
        # The result comes on screen with no further input: screenshots until it does.
        # (The latency is a figure, not a limit: the standards keep wall-clock limits
        # out of tests; lavapipe's frame time sets it here.)
        shots = [0]

        def changed():
            shots[0] += 1
            path = g.shot(os.path.join(OUT, f'screen-poll-{shots[0] % 2}.png'))
            d = differ(before, path)
            print(f'e2e: poll {shots[0]} at {time.monotonic() - t:.2f} s: {d} pixels differ', flush=True)
            return d > 0 and path
        wait_for('the move on screen', changed, timeout=10, every=0.05)
        figures['input_to_frame_ms'].append(round((time.monotonic() - t) * 1000))
        wait_move(g, 1, timeout=10)
        # The first change may be the pointer's preview before the move: the screen
        # after the move is the one that then stays.
        after = os.path.join(OUT, 'screen-after.png')
        last = [g.shot(os.path.join(OUT, 'screen-settle-0.png'))]

        def settled():
            path = g.shot(os.path.join(OUT, f'screen-settle-{len(last) % 2 + 1}.png'))
            same = differ(last[-1], path) == 0
            last.append(path)
            return same and path
        os.replace(wait_for('the screen settled', settled, timeout=10, every=0.3), after)
        # Nothing more happens on its own, and a frame forced by an unrelated event
        # shows the same: what was on screen was the latest state.
        time.sleep(2)
        f2 = g.frames()
        time.sleep(3)
        assert g.frames() == f2, 'frames still drawn 3 s after the move'
        later = g.shot(os.path.join(OUT, 'screen-later.png'))
        assert differ(after, later) == 0, 'the screen changed with no input'
        g.key('shift')
        wait_for('a frame for the key', lambda: g.frames() > f2, timeout=10)
        time.sleep(2)
        forced = g.shot(os.path.join(OUT, 'screen-forced.png'))
        d = differ(later, forced)
        assert d == 0, f'{d} pixels changed when another frame was drawn: the screen was stale'
        # A second move, now that every pipeline is compiled: the steady latency.
        t = timed_tap(g, by_name['2.2'])
        before = forced
        wait_for('the second move on screen', changed, timeout=10, every=0.05)
        figures['input_to_frame_ms'].append(round((time.monotonic() - t) * 1000))
        wait_move(g, 2, timeout=10)
    finally:
        g.close()


def differ(a, b):
    """How many pixels differ between two screenshots (ImageMagick's compare)."""
    import subprocess
    r = subprocess.run(['compare', '-metric', 'AE', '-fuzz', '2%', a, b, 'null:'],
                       capture_output=True, text=True)
    return int(float(r.stderr.split()[0]))


# -- 4. The screen reader -----------------------------------------------------------------
def screen_reader():
    game = 'tricala'
    pits = centres(game, 'human,human')
    g = Game(BINS, OUT, 'a11y', [], INSTANT)
    try:
        # A menu button pressed through its action: the new-game screen opens.
        g.press_node(g.wait_node('New game'))
        g.wait_node('Start', timeout=20)
        radio = g.wait_node(TITLES[game])
        g.press_node(radio)
        # As a screen reader user hears "checked" before going on.
        wait_for(f'{TITLES[game]} checked', lambda: radio.getState().contains(pyatspi.STATE_CHECKED),
                 timeout=15, every=0.3)
        # Two players, human and medium: the defaults; play as they are.
        g.press_node(g.wait_node('Start'))
        first = g.wait_node(label_prefix(pits[0]['name']), prefix=True, timeout=30)
        labels = [n for _, n, _, _ in g.nodes()]
        for p in pits:
            assert any(l.startswith(label_prefix(p['name'])) for l in labels), f'no label for pit {p["name"]}'
        # A pit pressed through its action, as a screen reader does: Tricala's setup
        # places three stones, each a pit chosen in the Board list.
        start = start_position(game)
        seq0, _ = g.announcement()
        pos = json.loads(start)
        move, plan = pick_move(game, start, prefer_pits_only=True)
        for _, name in plan:
            g.press_node(g.wait_node(label_prefix(name), prefix=True))
            time.sleep(0.6)
        moves = wait_move(g, 1, timeout=30)
        assert moves[0] == move, f'played {moves[0]}, chose {move}'
        seq, text = wait_for('an announcement after the move',
                             lambda: (lambda a: a if a[0] > seq0 and 'Player 1' in a[1] else None)(g.announcement()),
                             timeout=20)
        print(f'e2e: live region says "{text}"', flush=True)
        assert first is not None
    finally:
        g.close()


def german():
    """The game in German from the title, as a German screen reader user meets it: the
    menus, the Board list's pit labels and the live region in German, a move played by
    pressing a Board-list item through its action."""
    g = Game(BINS, OUT, 'german', ['--lang', 'de'], INSTANT)
    try:
        g.wait_node('Neues Spiel')
        time.sleep(1)
        g.shot(os.path.join(OUT, 'german-title.png'))
        g.press_node(g.wait_node('Neues Spiel'))
        g.wait_node('Starten', timeout=20)
        g.shot(os.path.join(OUT, 'german-new-game.png'))
        # Umel Bagara is the first choice; player 2 is the computer (medium).
        g.press_node(g.wait_node('Starten'))
        cup = g.wait_node('Mulde 1.1: 5 Bohnen', timeout=30)
        labels = [n for _, n, _, _ in g.nodes()]
        for name in ('Spiel', 'Brett', 'Rückgängig', 'Pause'):
            assert name in labels, f'no "{name}" in the tree: {sorted(set(labels))[:40]}'
        assert not any(l.startswith('cup ') for l in labels), 'English pit labels'
        seq0, _ = g.announcement()
        g.press_node(cup)
        moves = wait_move(g, 1, timeout=30)
        assert moves[0] == '1', f'played {moves[0]}'
        seq, text = wait_for('a German announcement',
                             lambda: (lambda a: a if a[0] > seq0 and 'spielte' in a[1] and 'Spieler' in a[1] else None)(g.announcement()),
                             timeout=20)
        print(f'e2e: live region says "{text}"', flush=True)
        time.sleep(1.5)
        g.shot(os.path.join(OUT, 'german-play.png'))
        # The pause menu and the settings, in German too.
        g.focus()
        g.key('Escape')
        settings = g.wait_node('Einstellungen', timeout=20)
        time.sleep(1)
        g.shot(os.path.join(OUT, 'german-pause.png'))
        g.press_node(settings)
        g.wait_node('Sprache', timeout=20)
        time.sleep(1)
        g.shot(os.path.join(OUT, 'german-settings.png'))
    finally:
        g.close()


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
        g.press_node(g.wait_node('cup 1.4: 5 beans', timeout=30))
        wait_move(g, 2, timeout=60)
        seq0, _ = g.announcement()
        g.press_node(g.wait_node('Hint', timeout=20))
        seq, text = wait_for('the hint said', lambda: (lambda a: a if a[0] > seq0 and a[1].startswith('Hint: ') else None)(g.announcement()), timeout=60)
        print(f'e2e: live region says "{text}"', flush=True)
        mv = text.split(':', 1)[1].split(',')[0].strip()
        legal = cli(CLI, 'legal', '--position', '-', stdin=g.position(start_position('umel_bagara'))).split()
        assert mv in legal, f'the hint {mv} is not legal here: {legal}'
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
        return f'Direction {rest[0]}', False
    if kind == 'side':
        return f'Sow {rest[0]}', False
    if kind == 'piece':
        size, p = rest
        if size == 'big':
            return f'Drop the mother of Player {p}', True
        return (f'Drop a stone of Player {p}' if game == 'tricala' else f'Drop a small sphere of Player {p}'), True
    if kind == 'count':
        return (f'Reproduce {rest[0]}' if game == 'esiema' else f'Move {rest[0]}'), False
    if kind == 'mode':
        return rest[0].capitalize(), False
    return 'Pass', False


def lesson(game):
    """A game's whole lesson as a screen reader user takes it: started from How to play,
    each step's move built by pressing Board-list items and choice buttons through their
    actions (the steps from the rules crate's builder, `sowing-cli steps`; a step the
    game takes by itself is not pressed), the explanation said after the move, Next
    pressed, and the title at the end. In the first step a wrong move is refused."""
    g = Game(BINS, OUT, f'lesson-{game}', [], INSTANT)
    steps = LESSONS[game]
    try:
        g.press_node(g.wait_node('How to play'))
        g.press_node(g.wait_node(TITLES[game], role='radio button', timeout=20))
        g.press_node(g.wait_node(f'Lesson: learn {TITLES[game]} step by step', timeout=20))
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
                g.press_node(g.wait_node('cup 1.5:', prefix=True))
                wait_for('the refusal', lambda: g.node('Status: This step teaches 4', prefix=True), timeout=20)
            for b in build:
                if b.endswith('(forced)'):
                    continue  # the game takes it by itself
                if g.node('Next') or g.node('Finish'):
                    break
                label, prefix = step_label(game, b)
                if b.startswith('pit '):
                    g.press_node(g.wait_node(label, prefix=True, timeout=20))
                else:
                    g.press_node(g.wait_node(label, prefix=prefix, timeout=20))
                time.sleep(0.5)
                print(f'e2e: {game} step {i + 1}: pressed {label}', flush=True)
            seq, said = wait_for(f'step {i + 1} explained', lambda: (lambda a: a if a[0] > seq0 and 'played' in a[1] else None)(g.announcement()), timeout=30)
            print(f'e2e: {game} step {i + 1}: "{said}"', flush=True)
            if game == 'umel_bagara' and i == 3:
                time.sleep(1)
                g.shot(os.path.join(OUT, 'lesson-umel-bagara.png'))
            g.press_node(g.wait_node('Finish' if i == len(steps) - 1 else 'Next', timeout=20))
        g.wait_node('New game', timeout=30)
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
        g.wait_node('Goal: more beans in your store', prefix=True, timeout=20)
        ox, oy = g.origin
        p = by_name['1.4']
        sh('xdotool', 'mousemove', str(ox + round(p['x'])), str(oy + round(p['y'])))
        g.wait_node('Preview: 4, from cup 1.4 to cup 2.4', timeout=20)
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


def record_of(start, moves):
    """A game record of two human seats from a start position and its moves."""
    return {'format': 'sowing-record', 'version': 1, 'game': start['game'], 'players': 2,
            'options': start['options'], 'seats': [{'name': 'Player 1'}, {'name': 'Player 2'}],
            'start': start, 'moves': moves, 'saved_at': 1795400000}


def load_from_title(g, record, name, words=('New game', 'Back', 'Load')):
    """Saves a record among the game's saves and loads it from the title, as a player
    does (the title lists the saves when it is entered: it is entered again first)."""
    saves = os.path.join(g.dir, 'data', 'saves')
    os.makedirs(saves, exist_ok=True)
    with open(os.path.join(saves, f'{name}.json'), 'w') as f:
        json.dump(record, f)
    new, back, load = words
    g.press_node(g.wait_node(new))
    g.press_node(g.wait_node(back, timeout=20))
    g.press_node(g.wait_node(load, timeout=20))


def turn_arrows():
    """A Tricala sowing that reaches an edge: after its first direction, the arrows for
    the turn stand at the pit where it turns (loaded from a saved position), and one
    clicked finishes the move."""
    pos = json.loads(cli(CLI, 'play', '--position', '-', stdin=json.dumps(
        {'game': 'tricala', 'phase': 'play', 'to_move': 1, 'pits': {'2a': '1*3', '6c': '2'}})))['position']
    g = Game(BINS, OUT, 'turns', [], INSTANT)
    try:
        load_from_title(g, record_of(pos, []), 'turn')
        g.press_node(g.wait_node('2a:', prefix=True, timeout=30))
        time.sleep(0.6)
        glyphs = '➡⬈⬆⬉⬅⬋⬇⬊'
        turn = lambda: [n for _, name, _, n in g.nodes() if name[:1] and name[0] in glyphs and name.endswith(' SE')
                        and not g.node('Direction E')] or None
        for attempt in range(3):
            # (An action on a button that appeared a moment ago can go unanswered.)
            g.press_node(g.wait_node('Direction E', timeout=20))
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


def german_game_over():
    """A finished game, saved, loaded from the German title through the accessibility
    tree: the game-over window says the result and why in German."""
    import random
    rnd = random.Random(4)
    start = json.loads(cli(CLI, 'new', '--game', 'umel_bagara'))
    pos, moves = json.dumps(start), []
    while True:
        legal = cli(CLI, 'legal', '--position', '-', stdin=pos).split()
        if not legal:
            break
        moves.append(rnd.choice(legal))
        pos = json.dumps(json.loads(cli(CLI, 'play', '--position', '-', moves[-1], stdin=pos))['position'])
    g = Game(BINS, OUT, 'german-over', ['--lang', 'de'], INSTANT)
    try:
        load_from_title(g, record_of(start, moves), 'partie', ('Neues Spiel', 'Zurück', 'Laden'))
        g.wait_node('Noch einmal spielen', timeout=30)
        labels = [n for _, n, _, _ in g.nodes()]
        assert any('gewinnt' in l or 'Unentschieden' in l for l in labels), sorted(set(labels))[:30]
        assert any('Züge gespielt' in l for l in labels), 'the move count in German'
        time.sleep(1.5)
        g.shot(os.path.join(OUT, 'german-game-over.png'))
    finally:
        g.close()


def main():
    os.makedirs(OUT, exist_ok=True)
    only = os.environ.get('E2E_ONLY', '')
    tests = [('screen follows input, then idles', screen_and_idle),
             ('screen reader reads and acts', screen_reader),
             ('german menus, board list and announcements', german),
             ('german game over after loading a save', german_game_over),
             ('how to play, a hint and the coordinates', learn),

             ('the preview, the goal and the arrows, by mouse', arrows_and_preview),
             ('arrows for a turn at an edge', turn_arrows),
             ('online: a window joins a headless host and plays a bot',
              lambda: online_play(BINS, OUT, figures, centres, INSTANT, pick_move, start_position('umel_bagara'))),
             ('online: a window hosts, the screen reader starts, a bot joins',
              lambda: hosting_window(BINS, OUT, figures, centres, INSTANT, pick_move, start_position('umel_bagara'))),
             ('text fields: fast typing, a click, Ctrl+A', lambda: typing_into_fields(BINS, OUT))]
    tests += [(f'clicks play {g}', (lambda g=g: clicks(g))) for g in GAMES]
    tests += [(f'keyboard plays {g} from the title', (lambda g=g: keyboard(g))) for g in GAMES]
    tests += [(f'a lesson of {g} by screen reader', (lambda g=g: lesson(g))) for g in GAMES]
    for name, fn in tests:
        if only and only not in name:
            continue
        check(name, fn)
    json.dump(figures, open(os.path.join(OUT, 'figures.json'), 'w'), indent=1)
    print('e2e: figures ' + json.dumps(figures), flush=True)
    passed = sum(1 for r in results if r[1])
    failed = len(results) - passed
    flaky = [r[0] for r in results if r[1] and r[2]]
    if flaky:
        print(f'e2e: passed only on the second try: {", ".join(flaky)}')
    print(f'e2e: screenshots and logs in {OUT}')
    print(f'e2e: {passed} passed, {failed} failed')
    sys.exit(1 if failed or not results else 0)


main()
