"""The screen reader: the board list read and acted on through AT-SPI; German menus,
board list and announcements, and a German game over after loading a save."""
import json
import os
import time

import pyatspi

from session import Game, cli, wait_for
from common import BINS, CLI, INSTANT, OUT, TITLES, centres, label_prefix, load_from_title, pick_move, record_of, start_position, wait_move
from play import tab_to


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
        cup = g.wait_node('Mulde 1.1, 5 Bohnen', timeout=30)
        labels = [n for _, n, _, _ in g.nodes()]
        # The buttons say their keys after a comma ("Rückgängig, Taste U").
        for name in ('Spiel', 'Brett', 'Rückgängig', 'Menü'):
            assert any(l == name or l.startswith(name + ', Taste') for l in labels), \
                f'no "{name}" in the tree: {sorted(set(labels))[:40]}'
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
        # Another language chosen by keys: the window keeps the keyboard focus on it.
        g.focus()
        tab_to(g, 'English')
        g.key('space')
        g.wait_node('Language', timeout=20)
        wait_for('the focus kept on English after the switch',
                 lambda: (g.focused() or ('', ''))[1] == 'English', timeout=10)
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
