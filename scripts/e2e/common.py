"""What the end-to-end checks share: the binaries and output folder from the command line,
the figures the suite reports, and a player's moves built from the legal moves and made
by clicks, with waits on the autosave."""
import json
import os
import sys
import time

from session import cli, wait_for

BIN, CLI, OUT = sys.argv[1], sys.argv[2], sys.argv[3]
BINS = (BIN, CLI)
GAMES = ['umel_bagara', 'tricala', 'esiema', 'myra']
TITLES = {'umel_bagara': 'Umel Bagara', 'tricala': 'Tricala', 'esiema': 'Esiema', 'myra': 'Myra'}
# Animation off: a move's result is on screen at once, and the suite stays short.
INSTANT = {'seconds_per_step': 0.0}
figures = {'clicks_sent': 0, 'clicks_played': 0, 'keys_sent': 0, 'key_moves': 0,
           'input_to_frame_ms': [], 'input_to_third_frame_ms': [], 'idle_frames_per_s': [], 'idle_cpu_ticks_per_s': []}


# Tricala's directions as the game says them (the notation's letters in words).
DIRECTIONS = {'E': 'east', 'W': 'west', 'NW': 'northwest', 'NE': 'northeast', 'SW': 'southwest',
              'SE': 'southeast'}


def label_prefix(pit):
    """How a pit's label in the Board list starts: "e4,", Umel Bagara "cup 1.3,"."""
    return f'cup {pit},' if '.' in pit else f'{pit},'


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
        return [('pit', pit), ('choice', f'Direction {DIRECTIONS[dirs]}')]
    if game == 'esiema':
        if ':' in move or '+' in move:
            return None
        return [('pit', p) for p in move.split('>')]
    if game == 'myra':
        if move.startswith('*'):
            return [('choice', 'Produce'), ('pit', move[1:])]
        if '-' in move and '/' not in move:
            a, b = move.split('-')
            return [('pit', a), ('choice?', 'Whole troop'), ('pit', b)]
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
    # As a player's hand does: a pointer's click in the first third of a second after the
    # choices changed is not taken (a double click took the next choice unseen), in the
    # first second when they are of another kind than before (stones, then directions).
    time.sleep(1.1)
    g.click_node(node)
    figures['clicks_sent'] += 1


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
    # A saved game's button says which game it loads ("Load partie").
    g.press_node(g.wait_node(f'{load} ', prefix=True, timeout=20))


def cup_route(position, mv):
    """An Umel Bagara move in the game's words, from the engine's events: "from cup 1.3 to
    cup 2.2" (the pit lifted, the pit of the last bean), and the side of a cup 3 ("…,
    sowing left")."""
    events = json.loads(cli(CLI, 'play', '--position', '-', mv, stdin=position))['events']
    lifted = next(e['pit'] for e in events if e['kind'] == 'lift')
    last = [e['pit'] for e in events if e['kind'] == 'drop'][-1]
    side = {'L': ', sowing left', 'R': ', sowing right'}.get(mv[-1], '')
    return f'from cup {lifted} to cup {last}{side}'
