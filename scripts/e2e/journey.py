"""A new player's journey, each place where the play-test found the game stop helping or
say something untrue (issue 56): undone moves that came back through the autosave and
Resume, settings that were gone after a restart, clicks thrown away while a move played
out, stale words (a refusal after a good pick, a resumed game called new, the result
after undo), a lesson that left the game for the title, damaged saves in raw words, a
new-game dialog that moved under the pointer, an online seat started alone, the
preview of the wrong arrow, and the Pause menu's arrow-key traps. Each check fails with
its bug put back."""
import json
import os
import random
import subprocess
import time

import pyatspi

from session import Game, cli, sh, wait_for, xdo
from common import BINS, CLI, INSTANT, OUT, actions, centres, cup_route, pick_move, start_position, wait_move
from play import Keys
from cursor import differ_near


class Faults:
    """Faults found by one check, gathered so that each bug put back shows on its own
    (a check does not stop at the first); raised together at the end."""

    def __init__(self):
        self.found = []

    def expect(self, ok, what):
        if not ok:
            print(f'e2e: fault: {what}', flush=True)
            self.found.append(what)

    def soon(self, what, test, timeout=10):
        try:
            return wait_for(what, test, timeout=timeout)
        except AssertionError as e:
            self.expect(False, str(e))
            return None

    def check(self):
        assert not self.found, '; '.join(self.found)


def said(g, after, test, what, timeout=30):
    """Waits for an announcement newer than `after` that passes `test`; returns its text."""
    def ok():
        seq, text = g.announcement()
        return text if seq > after and test(text) else None
    return wait_for(what, ok, timeout=timeout)


def umel_bagara_window(name, settings=INSTANT):
    """Umel Bagara between two humans at this window, opened on the board: the game, the
    pits' centres by name and the start position."""
    by_name = {p['name']: p for p in centres('umel_bagara', 'human,human')}
    start = start_position('umel_bagara')
    g = Game(BINS, OUT, name, ['--new', 'umel_bagara', '--seats', 'human,human'], settings)
    return g, by_name, start


def board_drawn(g):
    """Waits for a game started on the board (--new) to be drawn and read by AT-SPI."""
    wait_for('the board drawn', lambda: g.frames() >= 3, timeout=120)
    g.a11y_app()
    time.sleep(1)


def click_move(g, game, by_name, start, n):
    """Builds the n-th move (pits only) by clicks; returns its text."""
    move, plan = pick_move(game, g.position(start), prefer_pits_only=True)
    for kind, what in plan:
        assert kind == 'pit', plan
        g.tap(by_name[what]['x'], by_name[what]['y'])
        time.sleep(0.3)
    moves = wait_move(g, n, timeout=30)
    assert moves[-1] == move, f'played {moves[-1]}, built {move}'
    return move


def undone_moves_stay_undone():
    """Four moves clicked, two undone (U): the autosave holds the two the board shows, each
    undo is said with whose turn it is; relaunched, the title offers those two, and Resume
    says the game was resumed (not "New game") with the same moves."""
    game = 'umel_bagara'
    g, by_name, start = umel_bagara_window('journey-undo')
    try:
        board_drawn(g)
        for n in range(1, 5):
            click_move(g, game, by_name, start, n)
        played = g.moves()
        faults = Faults()
        g.focus()
        for left in (3, 2):
            seq, _ = g.announcement()
            g.key('u')
            wait_for('the undo taken', lambda: 'Back one move' in ' '.join(n for _, n, _, _ in g.nodes()),
                     timeout=20)
            faults.soon('the undo said with whose turn it is', lambda: (lambda a: a[0] > seq and a[1].startswith(
                'Back one move. ') and 'to move' in a[1])(g.announcement()))
            faults.soon(f'{left} moves in the autosave', lambda: len(g.moves()) == left)
        time.sleep(1)  # an autosave written late would show here
        faults.expect(g.moves() == played[:2], f'the autosave holds {g.moves()}, the board {played[:2]}')
    finally:
        g.close()
    g = Game(BINS, OUT, 'journey-undo', [], INSTANT, keep=True)
    try:
        resume = g.wait_node('Resume:', prefix=True, timeout=30)
        faults.expect('2 moves' in resume.name, f'the title offers {resume.name}')
        seq, _ = g.announcement()
        g.press_node(resume)
        faults.soon('the game said resumed after 2 moves', lambda: (lambda a: a[0] > seq and a[1].startswith(
            'Umel Bagara resumed after 2 moves.'))(g.announcement()))
        time.sleep(1)
        faults.expect(g.moves() == played[:2], f'resumed with {g.moves()}')
    finally:
        g.close()
    faults.check()


def settings_are_kept():
    """High contrast and the piece shapes chosen in Settings, then Done: after a restart
    both are still chosen, with no Save to press."""
    g = Game(BINS, OUT, 'journey-settings', [], INSTANT)
    try:
        g.press_node(g.wait_node('Settings', timeout=30))
        g.press_node(g.wait_node('High contrast', role='radio button', timeout=20))
        g.press_node(g.wait_node('A distinct shape per player', role='radio button', timeout=20))
        g.press_node(g.wait_node('Done', timeout=20))
        g.wait_node('New game', timeout=20)
        conf = os.path.join(g.dir, 'config', 'settings.json')
        wait_for('the settings kept in their file', lambda: 'high_contrast' in open(conf).read(), timeout=10)
    finally:
        g.close()
    kept = json.load(open(conf))
    assert kept['theme'] == 'high_contrast' and kept['pieces'] == 'shapes', kept
    g = Game(BINS, OUT, 'journey-settings', [], None, keep=True)
    try:
        g.press_node(g.wait_node('Settings', timeout=30))
        for name in ('High contrast', 'A distinct shape per player'):
            node = g.wait_node(name, role='radio button', prefix=True, timeout=20)
            assert node.getState().contains(pyatspi.STATE_CHECKED), f'{name} is chosen after a restart'
    finally:
        g.close()


def clicks_while_a_move_plays_out():
    """With the sowing animated, the next player's move clicked while the last one's beans
    still fly is taken (the rest of the animation shown at once), never thrown away."""
    game = 'umel_bagara'
    g, by_name, start = umel_bagara_window('journey-busy', {'seconds_per_step': 0.4})
    try:
        board_drawn(g)
        click_move(g, game, by_name, start, 1)
        # At 0.4 s a bean, the first move's five beans fly for two seconds.
        t = time.monotonic()
        click_move(g, game, by_name, start, 2)
        print(f'e2e: the second move taken {time.monotonic() - t:.1f} s after the first', flush=True)
        assert not g.node('wait until', prefix=False) and not any(
            'wait until' in n.lower() for _, n, _, _ in g.nodes()), 'no "wait" left on screen'
    finally:
        g.close()


def words_that_stay_true():
    """A refusal says why and is gone once a good pick follows it (cup 2.1 is the other
    player's, said with the mover's row; then cup 1.3 is chosen and waits for its side;
    the refusal said only "not a legal choice here"); hovering each side's arrow previews that
    side, not the other."""
    game = 'umel_bagara'
    g, by_name, start = umel_bagara_window('journey-words')
    try:
        board_drawn(g)
        p = by_name['2.1']
        g.click(p['x'], p['y'])
        refusal = "That cup is the other player's, sow from a cup of your own row, 1.1 to 1.5"
        g.wait_node(f'Status, {refusal}', timeout=20)
        p = by_name['1.3']
        g.click(p['x'], p['y'])
        faults = Faults()
        faults.soon('the refusal gone after a good pick',
                    lambda: not any(refusal in n for _, n, _, _ in g.nodes()))
        glyphs = '➡⬈⬆⬉⬅⬋⬇⬊'
        for side, mv in (('Sow right', '3R'), ('Sow left', '3L')):
            arrow = wait_for(f'the arrow "{side}"', lambda: next(
                (n for _, name, _, n in g.nodes() if name.endswith(side) and name[0] in glyphs), None), timeout=20)
            e = arrow.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            xdo('mousemove', e.x + e.width // 2, e.y + e.height // 2)
            route = cup_route(start, mv)
            faults.soon(f'the preview of {mv} ({route}) under the pointer',
                        lambda: g.node(f'Preview: {route}', prefix=True))
    finally:
        g.close()
    faults.check()


def enter_on_the_list_takes_the_choice():
    """A keyboard player starts on the Board list (it takes the focus when a game starts):
    Enter on cup 1.3 offers the sides, `]` says the first, and Enter takes it as the panel
    says ("Enter to take one"); it said "That is not a legal choice here"."""
    g, by_name, start = umel_bagara_window('journey-enter')
    try:
        board_drawn(g)
        g.focus()
        pits = list(by_name.values())
        keys = Keys(g, pits)
        names = [p['name'] for p in pits]
        keys.go_to(names.index('1.3'))
        wait_for('the list on cup 1.3', lambda: (g.focused() or ('', ''))[1].startswith('cup 1.3,'), timeout=20)
        g.key('Return')
        wait_for('the sides offered', lambda: g.node('Sow left', role='push button'), timeout=20)
        seq, _ = g.announcement()
        g.key('bracketright')
        side = said(g, seq, lambda t: t.startswith('Sow '), 'the first side said', timeout=20)
        g.key('Return')
        moves = wait_move(g, 1, timeout=30)
        assert moves == ['3L' if side == 'Sow left' else '3R'], f'Enter after "{side}" played {moves}'
    finally:
        g.close()


def finished_record(seed, game='umel_bagara'):
    """A whole game of random moves between two humans (Umel Bagara unless told), from
    the command line."""
    rng = random.Random(seed)
    start = start_position(game)
    moves = []
    pos = start
    for _ in range(2000):
        if json.loads(pos).get('result'):
            return start, moves
        legal = cli(CLI, 'legal', '--position', '-', stdin=pos).split()
        moves.append(rng.choice(legal))
        pos = json.dumps(json.loads(cli(CLI, 'play', '--position', '-', moves[-1], stdin=pos))['position'])
    raise AssertionError('no end in 2,000 moves')


def game_over_then_undo():
    """A saved game one move from its end, loaded and finished by a click: the game-over
    window gives the result and the score; the menu over the finished board offers the
    board back (not "Resume" a paused game); Undo takes the last move back, and the news
    no longer says anyone won."""
    game = 'umel_bagara'
    by_name = {p['name']: p for p in centres(game, 'human,human')}
    start, moves = finished_record(56)
    from common import load_from_title, record_of
    g = Game(BINS, OUT, 'journey-over', [], INSTANT)
    try:
        load_from_title(g, record_of(json.loads(start), moves[:-1]), 'nearly')
        faults = Faults()
        faults.soon('the loaded game said as loaded',
                    lambda: f'loaded at move {len(moves) - 1}' in g.announcement()[1], timeout=30)
        stores = lambda: sum(1 for _, n, _, _ in g.nodes() if n.startswith('In the stores,'))
        wait_for('the game window', lambda: g.node('Player 1,', prefix=True), timeout=20)
        before = stores()
        mover = json.loads(g.position(start))['to_move']
        plan = actions(game, mover, moves[-1])
        for kind, what in plan:
            if kind == 'pit':
                g.press_node(g.wait_node(f'cup {what},', prefix=True, timeout=20))
            else:
                g.press_node(g.wait_node(what, timeout=20))
            time.sleep(0.4)
        g.wait_node('Game over', timeout=30)
        faults.soon('the score in the game-over window too', lambda: stores() > before)
        # The focus on a button that only closes the window: Enter on "Play again" (the
        # first) started a new game at once, the finished one gone.
        faults.soon('the focus on Look at the board',
                    lambda: g.focused() == ('push button', 'Look at the board'))
        g.shot(os.path.join(OUT, 'journey-game-over.png'))
        # The board looked at, Escape opens the menu: over a finished game it offers the
        # board back, not "Resume" under "Paused" (nothing is paused).
        g.press_node(g.wait_node('Look at the board', timeout=20))
        wait_for('the game-over window closed', lambda: not g.node('Game over'), timeout=20)
        g.focus()
        g.key('Escape')
        back = faults.soon('the menu offers the board back', lambda: g.node('Back to the board', role='push button'))
        faults.expect(not g.node('Resume') and not g.node('Paused'), 'a finished game called paused')
        # The result's window again from the menu (after Look at the board nothing led
        # back to Play again or Take back: the eighth play-test).
        result = faults.soon('the menu offers the result again',
                             lambda: g.node('The result: play again or take back', role='push button'))
        if result:
            g.press_node(result)
            faults.soon('the game-over window again', lambda: g.node('Game over'))
            g.press_node(g.wait_node('Look at the board', timeout=20))
            wait_for('the game-over window closed', lambda: not g.node('Game over'), timeout=20)
            g.focus()
            g.key('Escape')
            back = faults.soon('the menu again', lambda: g.node('Back to the board', role='push button'))
        if back:
            g.press_node(back)
        # Undo from the game panel takes the last move back.
        g.press_node(g.wait_node('Undo, key', role='push button', prefix=True, timeout=20))
        faults.soon('the last move undone in the autosave', lambda: len(g.moves()) == len(moves) - 1)
        time.sleep(1)
        text = g.announcement()[1]
        faults.expect(text.startswith('Back one move') and 'wins' not in text and 'Draw' not in text,
                      f'after undo the news says "{text}"')
    finally:
        g.close()
    faults.check()


def a_lesson_returns_to_the_game():
    """How to play opened from a game's pause menu, a lesson started and left: the game
    comes back, paused, with its move; the title is not where the player lands."""
    game = 'umel_bagara'
    g, by_name, start = umel_bagara_window('journey-lesson')
    try:
        board_drawn(g)
        move = click_move(g, game, by_name, start, 1)
        g.focus()
        g.key('Escape')
        g.press_node(g.wait_node('How to play', role='push button', timeout=20))
        g.press_node(g.wait_node('Learn ', prefix=True, timeout=20))
        g.press_node(g.wait_node('Leave the lesson', timeout=20))
        g.wait_node('Resume', role='push button', timeout=20)
        assert not g.node('Join an online game'), 'the title is not shown'
        g.press_node(g.wait_node('Resume', role='push button'))
        wait_for('the game back', lambda: g.node('cup 1.1,', prefix=True), timeout=20)
        assert g.moves() == [move], g.moves()
    finally:
        g.close()


def damaged_saves_in_words():
    """A save that is not text and a cut-off autosave: the title lists the save with plain
    words and a Remove button that moves it aside (on a second press), and says the last game could not be
    resumed (the file kept, not destroyed)."""
    d = os.path.join(OUT, 'journey-damaged')
    subprocess.run(['rm', '-rf', d])
    os.makedirs(os.path.join(d, 'data', 'saves'))
    with open(os.path.join(d, 'data', 'saves', 'broken.json'), 'wb') as f:
        f.write(b'\xff\xfe\x00A')
    with open(os.path.join(d, 'data', 'autosave.json'), 'w') as f:
        f.write('{"format": "sowing-record", "vers')
    g = Game(BINS, OUT, 'journey-damaged', [], INSTANT, keep=True)
    try:
        # The pointer off the window: over the save's words it shows the technical
        # reason as a tooltip, which is there for whoever asks by pointing.
        xdo('mousemove', 0, 0)
        g.wait_node('broken:', prefix=True, timeout=30)
        faults = Faults()
        faults.soon('the save said in words', lambda: g.node('broken: the file is damaged or cannot be read'))
        faults.soon('the autosave\'s fault said', lambda: g.node(
            'The last game could not be resumed: the file is damaged', prefix=True))
        faults.expect(not any('UTF-8' in n or 'stream' in n for _, n, _, _ in g.nodes()), 'a raw system message')
        remove = faults.soon('a Remove button', lambda: g.node('Remove broken'))
        if remove:
            # Removed on a second press only: the first asks (its words become the question).
            g.press_node(remove)
            again = faults.soon('Remove asks first', lambda: g.node('Press again to remove broken'))
            faults.expect(g.node('broken:', prefix=True) is not None, 'the save still listed after one press')
            if again:
                g.press_node(again)
            faults.soon('the save gone from the list', lambda: not g.node('broken:', prefix=True))
        aside = os.path.join(d, 'data', 'put-aside')
        read = lambda f, mode='r': open(os.path.join(aside, f), mode).read() if os.path.exists(os.path.join(aside, f)) else None
        faults.expect(read('broken.json', 'rb') == b'\xff\xfe\x00A', 'the save kept in put-aside/')
        faults.expect(read('autosave.json') == '{"format": "sowing-record", "vers', 'the autosave kept in put-aside/')
    finally:
        g.close()
    faults.check()


def new_game_dialog_holds_still():
    """The new-game dialog keeps its size while other games are chosen (the next click
    lands where it was aimed) and its buttons stay in the window; a seat played online
    turns Start into Host online (a game started alone would wait for that seat for
    ever)."""
    g = Game(BINS, OUT, 'journey-new-game', [], INSTANT)
    try:
        g.press_node(g.wait_node('New game', timeout=30))
        where = {}
        for game in ('Umel Bagara', 'Myra', 'Esiema', 'Tricala'):
            g.press_node(g.wait_node(game, role='radio button', timeout=20))
            time.sleep(0.6)
            boxes = {}
            for name in ('Umel Bagara', 'Tricala', 'Start', 'Back'):
                e = g.wait_node(name, timeout=10).queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
                boxes[name] = (e.x, e.y)
                ox, oy = g.origin
                assert oy <= e.y and e.y + e.height <= oy + 640, f'{name} outside the window with {game}'
            where[game] = boxes
        faults = Faults()
        faults.expect(len({json.dumps(b, sort_keys=True) for b in where.values()}) == 1, f'the dialog moved: {where}')
        g.click_node(g.wait_node('Player 2 in Sky blue,', role='combo box', prefix=True))
        g.click_node(g.wait_node('Online player'))
        time.sleep(1)
        faults.expect(not g.node('Start', role='push button'), 'Start offered with a seat online')
    finally:
        g.close()
    faults.check()


def the_pause_menu_walks_with_the_arrows():
    """Down walks the Pause menu from Resume to Quit, past the Save-as field and the saved
    games: it stayed in the field (which kept Up and Down), and from a saved game's last
    button, right of the menu's buttons, it went nowhere (the play-test's trap). Up walks
    back. Enter in the Save-as field saves (it did nothing), under the name as typed, and
    the menu grows below the field, which stays where it was."""
    g, by_name, start = umel_bagara_window('journey-arrows')
    try:
        board_drawn(g)
        click_move(g, 'umel_bagara', by_name, start, 1)
        # Two saved games (the autosave copied): the menu lists them when it opens.
        wait_for('the autosave', lambda: len(g.moves()) == 1, timeout=20)
        saves = os.path.join(g.dir, 'data', 'saves')
        os.makedirs(saves, exist_ok=True)
        for name in ('one', 'two'):
            with open(g.autosave) as src, open(os.path.join(saves, f'{name}.json'), 'w') as dst:
                dst.write(src.read())
        g.focus()
        g.key('Escape')
        wait_for('the focus on Resume', lambda: g.focused() == ('push button', 'Resume'), timeout=20)
        walked = []
        for _ in range(40):
            g.key('Down')
            time.sleep(0.4)
            walked.append(g.focused())
            if walked[-1] == ('push button', 'Quit'):
                break
        print(f'e2e: Down walked {walked}', flush=True)
        assert walked[-1] == ('push button', 'Quit'), f'Down stopped: {walked[-4:]}'
        assert sum(1 for f in walked if f and f[1].startswith('Remove ')) == 2, 'both saved games walked'
        g.key('Up')
        wait_for('Up walks back', lambda: g.focused() not in (None, ('push button', 'Quit')), timeout=10)
        # Enter in the Save-as field saves, by the name as typed (it did nothing, and the
        # focus went on to Resume); a new name takes the old "Saved as" away.
        faults = Faults()
        # Up on to the field (the menu scrolled down with the focus: a click on the field
        # scrolled out of sight landed elsewhere).
        for _ in range(40):
            if (g.focused() or ('',))[0] == 'entry':
                break
            g.key('Up')
            time.sleep(0.4)
        wait_for('the focus in the field', lambda: (g.focused() or ('',))[0] == 'entry', timeout=10)
        where = lambda: g.wait_node('Save as', role='entry', timeout=10).queryComponent().getExtents(pyatspi.DESKTOP_COORDS).y
        before = where()
        xdo('type', '--delay', '20', 'my first game')
        g.key('Return')
        saved = os.path.join(saves, 'my first game.json')
        faults.soon('Enter saved the game as typed', lambda: os.path.exists(saved))
        faults.soon('the save said', lambda: g.node('Saved among your games as my first game'))
        # The menu grows downwards: the field stays under the pointer (centred, the menu
        # moved everything up as it grew).
        time.sleep(1)
        faults.expect(where() == before, f'the field moved from {before} to {where()}')
        faults.expect((g.focused() or ('',))[0] == 'entry', f'the focus left the field: {g.focused()}')
        xdo('type', '--delay', '20', 'x')
        faults.soon('the old "Saved as" gone with a new name',
                    lambda: not g.node('Saved among your games', prefix=True))
        faults.check()
    finally:
        g.close()


def the_pause_menu_grows_downwards():
    """Save in the Pause menu adds its news and the saved games below: the menu grows
    downwards and its buttons stay under the pointer (centred in the window, it grew both
    ways and Save moved up 36 points under the mouse, the play-test found)."""
    g = Game(BINS, OUT, 'journey-menu-grows', ['--new', 'umel_bagara', '--seats', 'human,human'],
             INSTANT, window=(1280, 900))
    try:
        board_drawn(g)
        g.focus()
        g.key('Escape')
        save = g.wait_node('Save', role='push button', timeout=20)
        y = lambda: g.wait_node('Save', role='push button', timeout=10).queryComponent().getExtents(
            pyatspi.DESKTOP_COORDS).y
        before = y()
        g.click_node(save)
        wait_for('the save said', lambda: g.node('Saved among your games', prefix=True), timeout=20)
        wait_for('the saved games listed', lambda: g.node('Saved games'), timeout=20)
        time.sleep(1)
        assert y() == before, f'Save moved from {before} to {y()} as the menu grew'
    finally:
        g.close()


def the_title_cards_open_their_game():
    """Each game's card on the title (its board drawn small, its name) opens the new-game
    screen with that game chosen; Back returns to the title."""
    g = Game(BINS, OUT, 'journey-cards', [], INSTANT)
    try:
        for game in ('Tricala', 'Umel Bagara', 'Myra', 'Esiema'):
            g.press_node(g.wait_node(f'New game of {game}', role='push button', timeout=30))
            radio = g.wait_node(game, role='radio button', timeout=20)
            wait_for(f'{game} chosen', lambda: radio.getState().contains(pyatspi.STATE_CHECKED), timeout=10)
            g.press_node(g.wait_node('Back', role='push button', timeout=10))
    finally:
        g.close()


def the_wheel_over_a_panel_scrolls_only_the_panel():
    """The mouse wheel over a docked panel leaves the board's view as it was (it zoomed
    the board too: the play-test scrolled the side panel at 1024x600 and the hexagon
    shrank); over the board the wheel still zooms (the check sees a zoom)."""
    g = Game(BINS, OUT, 'journey-wheel', ['--new', 'myra', '--seats', 'human,human'], INSTANT)
    try:
        board_drawn(g)
        g.wait_node('Game', timeout=30)
        e = g.wait_node('Game', timeout=10).queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        ox, oy = g.origin
        panel_x, middle_y = e.x - ox + e.width // 2, g.window[1] // 2
        board_x = (e.x - ox) // 2 + 115
        # The pointer on the panel first: leaving a pit's hover changes the board too.
        xdo('mousemove', ox + panel_x, oy + middle_y)
        time.sleep(1.5)
        before = g.shot(os.path.join(OUT, 'journey-wheel-before.png'))
        for button in ('5', '5', '5', '4'):
            xdo('click', button)
            time.sleep(0.2)
        time.sleep(1.5)
        after = g.shot(os.path.join(OUT, 'journey-wheel-panel.png'))
        changed = differ_near(before, after, board_x, middle_y, 60)
        print(f'e2e: the wheel over the panel changed {changed} pixels of the board', flush=True)
        assert changed < 50, f'the wheel over the panel zoomed the board: {changed} pixels changed'
        xdo('mousemove', ox + board_x, oy + middle_y)
        time.sleep(0.3)
        for _ in range(3):
            xdo('click', '5')
            time.sleep(0.2)
        time.sleep(1.5)
        zoomed = g.shot(os.path.join(OUT, 'journey-wheel-board.png'))
        changed = differ_near(after, zoomed, board_x, middle_y, 60)
        assert changed > 500, f'the wheel over the board did not zoom: {changed} pixels changed'
    finally:
        g.close()


def enter_from_the_panels_text_plays():
    """Tab reaches the game window's text (the turn, the goal), where a reader reads it;
    Enter and Space there still play the board's cursor pit (they did nothing, and a
    keys-only player was stuck)."""
    g, by_name, start = umel_bagara_window('journey-text-focus')
    try:
        board_drawn(g)
        g.focus()
        g.key('Right')
        wait_for('the cursor on the board', lambda: g.announcement()[1].startswith('cup 1.1'), timeout=20)
        at = None
        for _ in range(12):
            g.key('Tab')
            time.sleep(0.4)
            f = g.focused()
            if f and f[1].startswith(('To move', 'Goal')):
                at = f
                break
        assert at, f'Tab did not reach the turn or the goal: {g.focused()}'
        g.key('Return')
        wait_for('the move played from the text\'s focus', lambda: len(g.moves()) == 1, timeout=20)
    finally:
        g.close()
