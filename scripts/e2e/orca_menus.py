"""Orca reads the menus: a blind player walks the game's menus by keys alone with the real
screen reader (Orca 43, as orca.py runs it) and what Orca says is checked. The title
(with a saved game listed), the new-game dialog (its radio groups, the seat and option
combo boxes, a combo box opened, another game chosen), How to play (can the rules be
reached), Settings (the sliders' values as the screen shows them, the key buttons, the
values in German); then a game of Umel Bagara against the computer: the game window's
stops, a hint said once, the reading keys I, L, B, M and P, and `]`/`[` over the choices
of a cup 3.

Every assertion is a verdict; the check fails if any does (those marked "(extra)" too).
Each run leaves OUT/orca-menus (the menus) and OUT/orca-menus-play (the game) with
speech.log, orca-debug.txt, transcript.txt and verdicts.txt, and OUT/orca-menus-parts/
with a transcript per part."""
import json
import os
import re

from session import wait_for
from common import OUT, centres, record_of, start_position
from orca import Orca, Player, Listening, Verdicts, fresh, glyphs_spoken, start_heard, state
from play import Keys

# What Orca says of a widget besides its name: role and state words.
ROLE_WORDS = set('push toggle radio check combo spin password button box slider entry text panel label '
                 'frame filler unknown section grouping list item menu selected not pressed checked grayed '
                 'unavailable expanded collapsed'.split())
# A number spoken as the program stores it, not as the screen shows it ("1.000", "0.7",
# "5.00"); "0.18 s" (said "0.18 seconds") and "70 %" are as shown.
RAW = re.compile(r'(?<![\w.,])\d+\.\d+(?![\d.,]*\s?(?:s|%|seconds|Sekunden)(?!\w))(?!\d)')


def named(text):
    """Whether an utterance says more than a role and states ("push button", "panel")."""
    words = re.sub(r'[^\w]+', ' ', text.lower()).split()
    return any(w not in ROLE_WORDS for w in words)


def clean(text):
    return text.replace('\u00a0', ' ').strip()


def tab_to(p, g, want, what, limit=40, key='Tab'):
    """Tab (as the player does, each stop heard) until the focus is on what `want` accepts."""
    for _ in range(limit):
        f = g.focused()
        if f and want(f):
            return f
        p.key(key, quiet=0.5)
    raise AssertionError(f'{limit} presses of {key} never reached {what}; the focus is on {g.focused()}')


def tab_stops(p, g, limit=45):
    """Tab from the focus now round to it again: (the focus, what Orca said) for each stop."""
    first = g.focused()
    stops = []
    for _ in range(limit):
        _, said = p.key('Tab', quiet=0.6)
        f = g.focused()
        stops.append((f, said))
        if first is not None and f == first:
            break
    return stops


def unnamed_stops(stops):
    """Stops with no name: nothing focused, a node without a name, or Orca saying only a
    role ("push button", "panel")."""
    bad = []
    for f, said in stops:
        if f is None:
            bad.append(f'no widget focused (Orca said {said})')
        elif not f[1].strip():
            bad.append(f'a {f[0]} without a name (Orca said {said})')
        elif said and not any(named(t) or f[1].lower() in t.lower() for t in said):
            bad.append(f'{f}: Orca said only {said}')
    return bad


def silent_stops(stops):
    return [f'{f[0]} "{f[1]}"' for f, said in stops if f is not None and f[1].strip() and not said]


def said_at(stops, role, name):
    """What Orca said as the focus reached the widget (role, name), joined; a combo box
    or a slider is found by the start of its name (its value follows a comma)."""
    return ' | '.join(' | '.join(said) for f, said in stops if is_widget(f, role, name))


def is_widget(f, role, name):
    """Whether the focus `f` is the widget (role, name): a combo box's or a slider's name
    carries its value after a comma ("Player 2 in Sky blue, Computer, Medium")."""
    if not f or f[0] != role:
        return False
    if role in ('combo box', 'slider', 'push button'):
        return f[1] == name or f[1].startswith(name + ',')
    return f[1] == name


def raw_numbers(saids):
    return sorted({m.group(0) + f' (in "{t}")' for t in saids for m in RAW.finditer(t)})


def write_parts(p, parts, folder):
    """The transcript of each part in a file of its own."""
    os.makedirs(folder, exist_ok=True)
    bounds = parts + [(None, len(p.transcript))]
    for (name, start), (_, end) in zip(bounds, bounds[1:]):
        q = Player.__new__(Player)
        q.transcript = p.transcript[start:end]
        q.write(os.path.join(folder, f'{name}.txt'))


def orca_reads_the_menus():
    pits = centres('umel_bagara', 'human,easy')  # before Orca: its window is not heard
    verdict = Verdicts('orca menus')
    parts_dir = os.path.join(OUT, 'orca-menus-parts')
    run = fresh('orca-menus')
    orca = Orca(run)
    g = p = None
    try:
        g = start_heard(orca, run, [])
        orca.settle(1.5)
        p = Player(g, orca, None)
        parts = [('1-title', 0)]
        p.note('the title opens', *orca.since((0, 0)))
        opened = {'title': orca.since((0, 0))[1]}
        menus(verdict, orca, g, p, parts, opened)
        verdict('(extra) no punctuation or glyph names spoken in the menus',
                not glyphs_spoken(orca.spoken(), orca.orca_said()),
                '; '.join(f'{n} in "{t}"' for n, t in glyphs_spoken(orca.spoken(), orca.orca_said())[:5]))
        write_parts(p, parts, parts_dir)
    finally:
        verdict.close(orca, p, g, '-menus')
    run = fresh('orca-menus-play')
    orca = Orca(run)
    g = p = None
    try:
        g = start_heard(orca, run, ['--new', 'umel_bagara', '--seats', 'human,easy'])
        orca.settle(1.5)
        p = Player(g, orca, Keys(Listening(g, orca), pits))
        p.note('the game opens', *orca.since((0, 0)))
        in_game(verdict, orca, g, p, pits)
        verdict('(extra) no punctuation or glyph names spoken in the game windows',
                not glyphs_spoken(orca.spoken(), orca.orca_said()),
                '; '.join(f'{n} in "{t}"' for n, t in glyphs_spoken(orca.spoken(), orca.orca_said())[:5]))
        write_parts(p, [('5-game', 0)], parts_dir)
    finally:
        verdict.close(orca, p, g, '-menus-play')
    verdict.check()


def menus(verdict, orca, g, p, parts, opened):
    # -- 1. The title, with a saved game listed ---------------------------------------
    saves = os.path.join(g.dir, 'data', 'saves')
    os.makedirs(saves, exist_ok=True)
    with open(os.path.join(saves, 'my-game.json'), 'w') as f:
        json.dump(record_of(json.loads(start_position('umel_bagara')), ['1', '2']), f)
    # The title lists the saves as it is entered: New game, and back.
    _, opened['new game'] = p.key('Return')
    p.key('Escape')
    wait_for('the title again', lambda: g.focused() == ('push button', 'New game'), timeout=15)
    stops = tab_stops(p, g)
    bad = unnamed_stops(stops)
    verdict('no unnamed tab stop on the title screen', not bad, '; '.join(bad))
    record = [(f, said) for f, said in stops if f and f[1].split()[:1] in (['Load'], ['Replay'], ['Remove'])]
    verdict('(extra) a saved game\'s Load, Replay and Remove buttons say which game they act on',
            record and all('my game' in ' '.join(said) for _, said in record),
            f'Orca said {[said for _, said in record]}' if record else 'no Load, Replay or Remove stop')

    # -- 2. The new-game dialog ---------------------------------------------------------
    parts.append(('2-new-game', len(p.transcript)))
    tab_to(p, g, lambda f: f == ('push button', 'New game'), 'New game')
    _, opened['new game (again)'] = p.key('Return')
    wait_for('the new-game dialog', lambda: g.node('Start', 'push button'), timeout=20)
    stops = tab_stops(p, g)
    bad = unnamed_stops(stops)
    verdict('no unnamed tab stop on the new-game dialog', not bad, '; '.join(bad))
    game_group = [t for t in opened['new game'] + opened['new game (again)'] if re.match(r'Game\b(?! over)', t)]
    pieces = said_at(stops, 'radio button', 'Coloured balls')
    verdict('the radio groups are named when the focus enters them (the dialog\'s Game and Pieces)',
            game_group and 'Pieces' in pieces,
            f'on opening Orca said {opened["new game (again)"]}; entering the pieces: "{pieces}"')
    seats = {'Player 1 in Orange': 'Human', 'Player 2 in Sky blue': 'Computer'}
    heard = {name: said_at(stops, 'combo box', name) for name in seats}
    verdict('the seat combo boxes are spoken with their value (Human; Computer, Medium)',
            all(word in heard[name] for name, word in seats.items()),
            '; '.join(f'"{t}"' for t in heard.values()))
    directions = said_at(stops, 'combo box', 'Sowing directions')
    verdict('(extra) an option\'s combo box is spoken with its value (Sowing directions: as the cup says)',
            'as the cup says' in directions, f'"{directions}"')
    raw = raw_numbers(t for _, said in stops for t in said)

    # A combo box opened with Space, its list walked with the arrows, closed with Escape.
    tab_to(p, g, lambda f: is_widget(f, 'combo box', 'Player 2 in Sky blue'), 'the seat of player 2')
    _, on_open = p.key('space')
    _, on_down = p.key('Down')
    _, on_escape = p.key('Escape')
    after = g.focused()
    verdict('(extra) an open combo box\'s list is spoken as choices, not toggle buttons',
            on_down and not any('toggle button' in t for t in on_down),
            f'Space: {on_open}; Down: {on_down}')
    verdict('(extra) Escape closing a combo box\'s list leaves the focus on the combo box',
            is_widget(after, 'combo box', 'Player 2 in Sky blue'),
            f'the focus went to {after}; Orca said {on_escape}')
    if after == ('push button', 'New game'):  # Escape left the dialog
        p.key('Return')

    # Another game chosen (Myra: a players slider, other options): every stop still spoken.
    tab_to(p, g, lambda f: f == ('radio button', 'Myra'), 'Myra')
    p.key('space', quiet=1.0)
    stops = tab_stops(p, g)
    silent = silent_stops(stops)
    verdict('(extra) after another game is chosen every stop is still spoken', not silent,
            f'silent: {", ".join(silent)}')
    bad = unnamed_stops(stops)
    raw += raw_numbers(t for _, said in stops for t in said)
    verdict('numbers on the new-game dialog spoken as shown, never raw floats ("5.00")', not raw,
            '; '.join(raw[:4]))
    verdict('(extra) no unnamed tab stop on the new-game dialog for Myra', not bad, '; '.join(bad))
    p.key('Escape')
    wait_for('the title again', lambda: g.focused() == ('push button', 'New game'), timeout=15)

    # -- 4. How to play (before Settings: they leave the game in German) ----------------
    parts.append(('4-how-to-play', len(p.transcript)))
    tab_to(p, g, lambda f: f == ('push button', 'How to play'), 'How to play')
    _, opened['how to play'] = p.key('Return', quiet=1.5)
    wait_for('the rules page', lambda: any(r == 'label' and len(n) > 60 for r, n, _, _ in g.nodes()), timeout=20)
    rules = [n for r, n, _, _ in g.nodes() if r == 'label' and len(n) > 60]
    stops = tab_stops(p, g)
    bad = unnamed_stops(stops)
    verdict('no unnamed tab stop in How to play', not bad, '; '.join(bad))
    everything = [t for _, said in stops for t in said] + opened['how to play']
    read = [l[:40] for l in rules if any(l[:40] in t for t in everything)]
    verdict('the rules text of How to play can be reached by Tab and is read', read,
            f'{len(rules)} paragraphs in the tree, none spoken; the stops: '
            + ', '.join(f'{f[0]} "{f[1]}"' for f, _ in stops if f))
    p.key('Escape')
    wait_for('the title again', lambda: g.focused() == ('push button', 'New game'), timeout=15)

    # -- 3. Settings ----------------------------------------------------------------------
    parts.append(('3-settings', len(p.transcript)))
    tab_to(p, g, lambda f: f == ('push button', 'Settings'), 'Settings')
    _, opened['settings'] = p.key('Return')
    wait_for('the settings', lambda: g.node('Done', 'push button'), timeout=20)
    # The suite's games play instantly: the animation's slider is enabled by unchecking that.
    tab_to(p, g, lambda f: f[0] == 'check box', 'the check box "Play moves instantly"')
    _, toggled = p.key('space')
    stops = tab_stops(p, g)
    bad = unnamed_stops(stops)
    verdict('no unnamed tab stop in Settings', not bad, '; '.join(bad))
    language = [t for t in opened['settings'] if t.startswith('Language')]
    verdict('(extra) the radio groups in Settings are named (Language on opening)', language,
            f'on opening Orca said {opened["settings"]}')
    # Each slider's value as the screen shows it (the label beside it: "100 %", "0.18 s"),
    # said in words ("100 percent", "0.18 seconds": a sign would be read by its name).
    labels = {n for r, n, _, _ in g.nodes() if r == 'label'}
    forms = {'Text size': (r'(\d+) percent', '{} %'), 'Volume': (r'(\d+) percent', '{} %'),
             'Seconds per sowing step': (r'(\d\.\d\d) seconds', '{} s')}
    for name, (said_form, shown_form) in forms.items():
        heard = said_at(stops, 'slider', name)
        node = next((n for r, n, _, _ in g.nodes() if r == 'slider' and n.startswith(name + ',')), '')
        m = re.fullmatch(said_form, node[len(name) + 2:])
        shown = shown_form.format(m.group(1)) if m else None
        verdict(f'the {name.lower()} slider spoken as the screen shows it ({shown or said_form})',
                m and shown in labels and m.group(0) in heard,
                f'the slider "{node}"; "{shown}" shown beside it: {shown in labels}; Orca said "{heard}"')
    raw = raw_numbers(t for _, said in stops for t in said)
    verdict('no raw float spoken in Settings ("1.000", "0.7", "0.70")', not raw, '; '.join(raw[:5]))

    # The key buttons (under "Keys and gamepad buttons"): each says its command.
    keys_heading = lambda f: f[1].startswith('Keys and gamepad buttons')
    tab_to(p, g, keys_heading, 'Keys and gamepad buttons')
    _, expand = p.key('space')
    verdict('(extra) the Keys heading says it opened', any(t.endswith(('open', 'open.')) for t in expand),
            f'Orca said {expand}')
    _, first_key = p.key('Tab')
    verdict('(extra) each key button says its command (the first: Focus up)',
            any('Focus up' in t for t in first_key), f'Orca said {first_key}')
    tab_to(p, g, keys_heading, 'Keys and gamepad buttons', key='shift+Tab')
    p.key('space')

    # German: the same values with German decimals.
    tab_to(p, g, lambda f: f == ('radio button', 'Deutsch'), 'Deutsch')
    _, chosen = p.key('space', quiet=1.5)
    verdict('choosing Deutsch is said, in German (the twelfth hour heard nothing)',
            any('Das Spiel ist jetzt auf Deutsch' in t for t in chosen), f'Orca said {chosen}')
    f = tab_to(p, g, lambda f: f[0] == 'slider' and f[1].startswith('Sekunden'), 'the German seconds slider')
    heard = ' | '.join(p.transcript[-1][2])
    verdict('in German the seconds are spoken with a decimal comma (0,18 Sekunden)',
            re.search(r'\b0,\d\d Sekunden\b', heard), f'Orca said "{heard}" (the slider "{f[1]}")')
    verdict('(extra) the first stop of a menu is not said to be unavailable (grayed) as it opens',
            not any('grayed' in t for said in opened.values() for t in said),
            '; '.join(f'{k}: {v}' for k, v in opened.items() if any('grayed' in t for t in v)))


def in_game(verdict, orca, g, p, pits):
    names = [q['name'] for q in pits]
    start = start_position('umel_bagara')
    keys = p.keys
    f = g.focused()
    if not (f and f[1].startswith('cup ')):
        p.tab_into_board(lambda n: f'cup {n},' if '.' in n else f'{n},')
    # The game window's stops, round from the Board list.
    stops = tab_stops(p, g)
    bad = unnamed_stops(stops)
    verdict('no unnamed tab stop in the game windows', not bad, '; '.join(bad))
    # The texts a player must read are reached by focus and spoken there: the turn, the
    # goal, the players' cards (their score) and the status line (Orca's own keys never reach the game).
    texts = ['To move,', 'Goal,', 'Player 1,', 'Player 2,', 'Status']
    unread = [t for t in texts if not any(f and f[1].startswith(t) and said for f, said in stops)]
    verdict('the turn, the goal, the score and the status are reached by Tab and spoken', not unread,
            f'not reached or not spoken: {unread}; the stops: ' + ', '.join(f'{f[0]} "{f[1][:30]}"' for f, _ in stops if f))
    buttons = ['Undo', 'Redo', 'Hint', 'Menu']
    missing = [b for b in buttons if f'{b}, key' not in said_at(stops, 'push button', b)]
    verdict('the game window\'s buttons are spoken by name and key (Undo, Redo, Hint, Menu)', not missing,
            f'not heard: {missing}')
    f = g.focused()
    assert f and f[1].startswith('cup '), f'the Tab round did not come back to the Board list: {f}'

    # A hint: asked once, said once; an arrow after it says the pit.
    seq0 = g.announcement()[0]
    _, said = p.act('key h (a hint)', lambda: (g.key('h'), wait_for(
        'the hint', lambda: g.announcement()[0] > seq0 and g.announcement()[1].startswith('Hint'), timeout=60)),
        quiet=2.0)
    hints = [t for t in said if t.startswith('Hint')]
    verdict('the hint is spoken once', len(hints) == 1, f'{len(hints)} times: {said}')
    _, after = p.key('Right', quiet=1.5)
    verdict('(extra) an arrow after the hint speaks the pit, not the hint again',
            any(t.startswith('cup ') for t in after) and not any(t.startswith('Hint') for t in after),
            f'Orca said {after}')
    p.key('h', quiet=1.0)  # hides the hint
    f = g.focused()
    keys.focus = next((i for i, n in enumerate(names) if f and f[1].startswith(f'cup {n},')), None)

    # The reading keys on cup 1.2.
    p.act('the cursor to cup 1.2', lambda: keys.go_to(1))
    heard = {}
    for k in ('i', 'l', 'b', 'm', 'p'):
        heard[k] = p.key(k, quiet=1.2)[1]
    silent = [k.upper() for k, said in heard.items() if not said]
    verdict('the reading keys I, L, B, M and P each speak', not silent, f'silent: {silent}; heard: {heard}')
    m = ' '.join(heard['m'])
    verdict('(extra) M names the cup in words, not notation (cup 1.2, not "From 1.2: the move 2")',
            'cup 1.2' in m and not re.search(r'\bthe move \w+\b', m), f'Orca said "{m}"')
    score = ' '.join(heard['p'])
    verdict('(extra) P speaks the score and the goal as sentences (a full stop before "Goal")',
            not re.search(r'\d\s+Goal\b', score), f'Orca said "{score}"')

    # `]` and `[` over the choices of a cup 3: the first `]` is the first choice.
    p.act('the cursor to cup 1.3', lambda: keys.go_to(2))
    p.key('Return', quiet=1.0)
    first = next((n for _, n, _, _ in g.nodes() if n in ('Sow left', 'Sow right')), 'Sow left')
    _, one = p.key('bracketright', quiet=1.0)
    verdict(f'the first ] is the first choice ({first})', [clean(t) for t in one] == [first],
            f'Orca said {one}')
    p.key('bracketright', quiet=1.0)
    _, back = p.key('bracketleft', quiet=1.0)
    verdict(f'(extra) ], ] then [ comes back to the first choice ({first})', [clean(t) for t in back] == [first],
            f'Orca said {back}')
    # Escape on the move being built cancels it; the board keeps the focus (keys still heard).
    p.key('Escape', quiet=1.0)
    f = g.focused()
    _, pit = p.key('i', quiet=1.2)
    verdict('(extra) Escape on a move being built keeps the focus on the board (I is still heard)',
            f and f[1].startswith('cup ') and pit, f'the focus on {f}; I said {pit}')
    if not (f and f[1].startswith('cup ')):
        p.tab_into_board(lambda q: f'cup {q},' if '.' in q else f'{q},', limit=15)
    # Cup 3 again and Sow left by the keys, the computer's reply, then L.
    n = len(g.moves())
    p.act('cup 1.3 and Sow left by the keys', lambda: keys.play([('pit', '1.3'), ('choice', 'Sow left')]),
          quiet=0.5)
    wait_for('the move in the autosave', lambda: len(g.moves()) > n, timeout=30)
    wait_for('the computer\'s reply', lambda: state(g, start) == 'human', timeout=120, every=0.3)
    orca.settle(1.0)
    mv = g.moves()[-1]
    f = g.focused()
    _, last = p.key('l', quiet=1.2)
    verdict('(extra) L says the last move in words, not notation',
            last and any('cup' in t or 'store' in t for t in last),
            f'the last move {mv}; Orca said {last} (the focus on {f})')
