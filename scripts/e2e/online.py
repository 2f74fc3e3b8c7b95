"""The end-to-end check of online play: a real window joins a headless host on loopback,
a headless bot takes the other seat, the player clicks moves, the bot answers; then the
host goes away and the window says so and keeps the game; a window hosts from its menus;
the join form's fields take fast typing. Times are figures, not limits."""
import json
import os
import signal
import socket
import subprocess
import time

import pyatspi

from session import Game, wait_for, xdo


def free_port():
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    s.bind(('127.0.0.1', 0))
    port = s.getsockname()[1]
    s.close()
    return port


def spawn(bin_, args, d, log):
    os.makedirs(d, exist_ok=True)
    env = dict(os.environ, SOWING_DATA_DIR=d, SOWING_CONFIG_DIR=d)
    # SIGINT as at a terminal: a suite started in the background by a shell inherits it
    # ignored, and the host, interrupted below, would then never leave.
    return subprocess.Popen([bin_, *args], stdout=subprocess.DEVNULL,
                            stderr=open(os.path.join(d, log), 'w'), env=env, cwd=d,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))


def room_server(bin_, d):
    """A room server on a free loopback port keeping its rooms in `d`: (process, port, a
    function reading its log so far)."""
    port = free_port()
    server = spawn(bin_, ['--serve', str(port), '--rooms', os.path.join(d, 'rooms')],
                   os.path.join(d, 'server'), 'server.log')
    return server, port, lambda: open(os.path.join(d, 'server', 'server.log')).read()


def read_moves(path):
    try:
        return json.load(open(path))['moves']
    except (OSError, ValueError, KeyError):
        return []


def headless_host(bin_, d, game):
    """A headless host of `game` for two online seats on a free loopback port, writing its
    record in `d`: (process, port, record's path)."""
    port = free_port()
    record = os.path.join(d, 'host-record.json')
    host = spawn(bin_, ['--host', str(port), '--headless', '--new', game,
                        '--seats', 'remote,remote', '--record', record], os.path.join(d, 'host'), 'host.log')
    return host, port, record


def online_play(bins, out, figures, centres, instant, pick, start):
    game = 'umel_bagara'
    by_name = {p['name']: p for p in centres(game, 'human,human')}
    host, port, record = headless_host(bins[0], os.path.join(out, 'online'), game)
    d = os.path.join(out, 'online')
    g = None
    bot = None
    try:
        g = Game(bins, out, 'online-window', ['--join', f'127.0.0.1:{port}', '--name', 'Ada'], instant)
        # The screen reader reads the lobby: the seat this player was given.
        g.wait_node('You play Player 1', prefix=True, timeout=60)
        g.wait_node('Player 2 in Sky blue: free', prefix=True, timeout=30)
        g.shot(os.path.join(out, 'online-lobby.png'))
        # Idle online, the window reads the network ten times a second (a frame each).
        f0, c0 = g.frames(), g.cpu_ticks()
        time.sleep(3)
        figures.setdefault('online_idle_frames_per_s', []).append(round((g.frames() - f0) / 3, 1))
        figures.setdefault('online_idle_cpu_ticks_per_s', []).append(round((g.cpu_ticks() - c0) / 3, 1))
        bot = spawn(bins[0], ['--join', f'127.0.0.1:{port}', '--headless', '--bot', 'easy',
                              '--name', 'Bot'], os.path.join(d, 'bot'), 'bot.log')
        # The host starts by itself once both seats are held: the board comes.
        g.wait_node('Player 2 in Sky blue: Bot, online', prefix=True, timeout=60)
        time.sleep(2)
        for i in range(2):
            count = 2 * i + 1
            wait_for('the player\'s turn', lambda: len(read_moves(g.autosave)) == 2 * i, timeout=60)
            time.sleep(1)
            move, plan = pick(game, g.position(start), True)
            p = by_name[plan[0][1]]
            t = time.monotonic()
            g.tap(p['x'], p['y'])
            figures['clicks_sent'] += 1
            wait_for('the move at the host', lambda: len(read_moves(record)) >= count, timeout=30, every=0.02)
            figures.setdefault('online_click_to_host_ms', []).append(round((time.monotonic() - t) * 1000))
            assert read_moves(record)[count - 1] == move, f'the host played {read_moves(record)}, built {move}'
            # The bot's answer, seen first at the host, then in this window.
            wait_for('the bot\'s answer at the host', lambda: len(read_moves(record)) >= count + 1,
                     timeout=60, every=0.02)
            t = time.monotonic()
            wait_for('the bot\'s answer here', lambda: len(read_moves(g.autosave)) >= count + 1,
                     timeout=30, every=0.02)
            figures.setdefault('online_host_to_peer_ms', []).append(round((time.monotonic() - t) * 1000))
        assert read_moves(g.autosave) == read_moves(record)[:len(read_moves(g.autosave))]
        # The live region announced the bot's move to the screen reader.
        n, text = g.announcement()
        assert n > 0 and text, 'an announcement after the bot\'s move'
        g.shot(os.path.join(out, 'online-play.png'))
        # Escape opens the menu, which an online game does not pause: it says so (it was
        # titled "Paused" with "Resume" while the host played on behind it).
        g.focus()
        g.key('Escape')
        g.wait_node('The online game goes on while this menu is open.', timeout=20)
        assert not g.node('Paused') and not g.node('Resume'), 'an online game called paused'
        g.press_node(g.wait_node('Back to the board', role='push button', timeout=10))
        # The host goes away: the window says so and keeps the game in its saves.
        host.send_signal(signal.SIGINT)
        g.wait_node('The connection to the host was lost', prefix=True, timeout=60)
        # The panel says the game stopped, not that this player's own seat is an online
        # player to move (it did: every seat had become remote).
        g.wait_node('Stopped, the connection to the host was lost', prefix=True, timeout=10)
        assert not g.node('To move,', prefix=True), 'nobody is to move once the host is gone'
        # The menu no longer says the game goes on, nor asks before leaving it.
        g.focus()
        g.key('Escape')
        g.wait_node('Back to the board', role='push button', timeout=20)
        assert not g.node('The online game goes on while this menu is open.'), 'a stopped game said to go on'
        assert g.node('Title', role='push button'), 'Title asks nothing of a stopped game'
        g.press_node(g.node('Back to the board', role='push button'))
        # Joining again with the host gone: the panel says it is connecting, then why it
        # gave up, and joining again is still offered (it said "join again" with only
        # Leave left).
        g.press_node(g.wait_node('Join again', timeout=10))
        g.wait_node('Connecting to 127.0.0.1:', prefix=True, timeout=10)
        g.wait_node('No host answered at 127.0.0.1:', prefix=True, timeout=40)
        g.wait_node('Join again', timeout=10)
        saves = os.path.join(g.dir, 'data', 'saves')
        kept = wait_for('the game saved', lambda: [f for f in os.listdir(saves) if f.startswith('online')]
                        if os.path.isdir(saves) else None, timeout=15)
        assert read_moves(os.path.join(saves, kept[0])), 'the saved game has the moves'
        g.shot(os.path.join(out, 'online-host-left.png'))
    finally:
        for p in (bot, host):
            if p and p.poll() is None:
                p.kill()
        if g:
            g.close()


def click_and_answer(g, board, pick, figures, shot):
    """Once the game is on the board: the player clicks a move, the bot answers it."""
    game, start, by_name = board
    wait_for('the board', lambda: g.record() is not None, timeout=60)
    time.sleep(1)
    move, plan = pick(game, g.position(start), True)
    p = by_name[plan[0][1]]
    g.tap(p['x'], p['y'])
    figures['clicks_sent'] += 1
    wait_for('the move and the bot\'s answer', lambda: len(g.moves()) >= 2, timeout=60)
    assert g.moves()[0] == move, f'played {g.moves()}, built {move}'
    g.shot(shot)


def hosting_window(bins, out, figures, centres, instant, pick, start):
    """A real window hosts from its menus (the lobby), a wrong password is refused, a
    headless bot joins, the screen reader presses Start, the player clicks a move and the
    bot answers through the host."""
    game = 'umel_bagara'
    by_name = {p['name']: p for p in centres(game, 'human,human')}
    port = free_port()
    d = os.path.join(out, 'online-host')
    g = None
    bot = None
    try:
        # Through the menus: New game, the second seat an online player, port and
        # password typed, Host online.
        # Shapes chosen for the pieces: Umel Bagara's beans are nobody's, so the lobby
        # names its players by colour alone (it said "with the cube").
        g = Game(bins, out, 'online-host-window', [], dict(instant, pieces='shapes'))
        g.press_node(g.wait_node('New game'))
        g.click_node(g.wait_node('Player 2 in Sky blue,', role='combo box', prefix=True))
        g.click_node(g.wait_node('Online player'))
        for field, text in (('Port', str(port)), ('Password', 'sesame')):
            g.click_node(g.wait_node(field, role=('entry' if field == 'Port' else 'password text')))
            # Ctrl+A in one instant chord selects what the field holds (the port's
            # default): the typed text replaces it.
            g.key('ctrl+a')
            xdo('type', '--delay', '20', text)
            # egui takes one key a frame: let the field have every key before the next.
            time.sleep(2)
        time.sleep(0.5)
        g.shot(os.path.join(out, 'online-host-new-game.png'))
        g.press_node(g.wait_node('Host online'))
        g.wait_node(f'Hosting on port {port}', prefix=True, timeout=60)
        # What to tell the others: this machine's addresses with the port (none here
        # but loopback is said as such).
        assert g.node('Others join at: ', prefix=True) or g.node('No network address was found', prefix=True), \
            'the lobby says where others join'
        told = g.node('Others join at: ', prefix=True)
        assert not told or f':{port}' in told.name, told.name
        # Start does nothing while the online seat is free.
        g.press_node(g.wait_node('Start the game', timeout=30))
        time.sleep(1.5)
        assert g.record() is None and g.node('Player 2 in Sky blue: free', prefix=True), \
            'the game waits for the online seat'
        # A bot with the wrong password is refused; with the right one it takes the seat.
        wrong = spawn(bins[0], ['--join', f'127.0.0.1:{port}', '--headless', '--bot', 'easy',
                                '--password', 'nope'], os.path.join(d, 'wrong'), 'bot.log')
        # The host cannot open a token sealed with another password's key: the bot gets
        # no answer and gives up within its 15 s, saying so.
        assert wrong.wait(60) == 0, 'the refused bot leaves'
        assert 'Unreachable' in open(os.path.join(d, 'wrong', 'bot.log')).read(), 'no answer for its password'
        assert g.node('Player 2 in Sky blue: free', prefix=True), 'the seat is still free'
        bot = spawn(bins[0], ['--join', f'127.0.0.1:{port}', '--headless', '--bot', 'easy',
                              '--password', 'sesame', '--name', 'Bot'], os.path.join(d, 'bot'), 'bot.log')
        g.wait_node('Player 2 in Sky blue: Bot, online', prefix=True, timeout=60)
        shaped = [n for _, n, _, _ in g.nodes() if ' with the ' in n]
        assert not shaped, f'Umel Bagara\'s players named by a shape: {shaped}'
        # Every online seat held: the focus is on Start (it sat on Leave, where Enter
        # closed the lobby), and Leave would now ask before it ends the lobby.
        wait_for('the focus on Start', lambda: g.focused() == ('push button', 'Start the game'), timeout=10)
        g.shot(os.path.join(out, 'online-host-lobby.png'))
        g.press_node(g.wait_node('Start the game'))
        click_and_answer(g, (game, start, by_name), pick, figures, os.path.join(out, 'online-host-play.png'))
    finally:
        if bot and bot.poll() is None:
            bot.kill()
        if g:
            g.close()


def typing_into_fields(bins, out):
    """The join form's fields as a fast typist uses them: letters typed, the next field
    clicked and typed into at once, every letter in the field it was typed into; Ctrl+A
    selects a field's text and typing replaces it."""
    g = Game(bins, out, 'typing', [])
    try:
        g.press_node(g.wait_node('Join an online game'))
        name = g.wait_node('Your name', role='entry')
        address = g.wait_node('Host (address:port)', role='entry')
        text = lambda label: g.node(label, role='entry').queryText().getText(0, -1)
        before = text('Host (address:port)')
        g.click_node(name)
        time.sleep(0.5)
        e = address.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        xdo('mousemove', e.x + e.width // 2, e.y + e.height // 2)
        # 5 ms a letter: many letters and the click reach the game between two frames.
        xdo('type', '--delay', '5', 'abcdefghij')
        xdo('click', '1')
        xdo('type', '--delay', '5', 'XYZ')
        wait_for('the typing', lambda: text('Host (address:port)').endswith('Z'), timeout=20)
        assert (text('Your name'), text('Host (address:port)')) == ('abcdefghij', before + 'XYZ'), \
            f'name {text("Your name")!r}, address {text("Host (address:port)")!r}'
        g.key('ctrl+a')
        xdo('type', '--delay', '5', 'host:7000')
        wait_for('the new address', lambda: text('Host (address:port)') == 'host:7000', timeout=20)
    finally:
        g.close()


def room_from_the_menus(bins, out, figures, centres, instant, pick, start):
    """A room server (a headless process) and a real window: New game, the second seat an
    online player, the server's address typed, "Open a room on the server"; the lobby
    shows the room's code; a headless bot joins by that code alone; the game starts, the
    player clicks a move and the bot answers through the server. Then the window leaves
    and joins again through the title's Join again: the same seat, the same game."""
    game = 'umel_bagara'
    by_name = {p['name']: p for p in centres(game, 'human,human')}
    d = os.path.join(out, 'online-room')
    server = bot = g = None
    try:
        server, port, log = room_server(bins[0], d)
        g = Game(bins, out, 'online-room-window', [], instant)
        g.press_node(g.wait_node('New game'))
        g.click_node(g.wait_node('Player 2 in Sky blue,', role='combo box', prefix=True))
        g.click_node(g.wait_node('Online player'))
        g.click_node(g.wait_node('Or a room server', role='entry', prefix=True))
        xdo('type', '--delay', '20', f'127.0.0.1:{port}')
        time.sleep(2)
        g.shot(os.path.join(out, 'online-room-new-game.png'))
        g.press_node(g.wait_node('Open a room on the server'))
        told = g.wait_node('Room ', prefix=True, timeout=60)
        code = told.name.split()[1]
        assert len(code) == 5 and f'127.0.0.1:{port}' in told.name, told.name
        g.shot(os.path.join(out, 'online-room-lobby.png'))
        bot = spawn(bins[0], ['--join', f'127.0.0.1:{port}', '--room', code, '--headless', '--bot', 'easy',
                              '--name', 'Bot'], os.path.join(d, 'bot'), 'bot.log')
        click_and_answer(g, (game, start, by_name), pick, figures, os.path.join(out, 'online-room-play.png'))
        assert g.node(f'Room {code} on 127.0.0.1:{port}', prefix=True), 'the code stays in sight in play'
        played = g.moves()
        # Leave (asked twice: the game is under way), then Join again from the title.
        g.focus()
        g.key('Escape')
        g.press_node(g.wait_node('Title', role='push button', timeout=20))
        g.press_node(g.wait_node('The game is not over', role='push button', prefix=True, timeout=20))
        again = g.wait_node('Join again', prefix=True, timeout=30)
        g.press_node(again)
        wait_for('the window at seat 1 again', lambda: log().count('joins as seat Some(0)') >= 2, timeout=60)
        assert 'seat None' not in log(), 'nobody was made a watcher'
        g.wait_node('To move, ', prefix=True, timeout=60)
        assert g.moves()[:len(played)] == played, 'the same game'
    finally:
        for p in (bot, server):
            if p and p.poll() is None:
                p.kill()
        if g:
            g.close()
