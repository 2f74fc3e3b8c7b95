"""Online dead ends a player met outside the lab (issue 58), each checked from outside:
joining where no host answers gives up with the reason instead of "Connecting…" for ever;
a window killed mid-game (a crash) and started again from its data folder joins to its
own seat and plays on, where it was seated as a spectator; a host's window closed
reaches its peer at once. Only loopback addresses."""
import json
import os
import signal
import time

from session import Game, wait_for, xdo
from online import free_port, headless_host, read_moves, room_server, spawn


def no_host_answers(bins, out, instant):
    port = free_port()  # bound a moment and let go: nothing listens there
    g = Game(bins, out, 'online-nobody', ['--join', f'127.0.0.1:{port}', '--name', 'Ada'], instant)
    try:
        g.wait_node('Connecting to', prefix=True, timeout=30)
        t = time.monotonic()
        g.wait_node(f'No host answered at 127.0.0.1:{port} within 15 seconds', prefix=True, timeout=40)
        print(f'e2e: gave up after {time.monotonic() - t:.1f} s', flush=True)
        g.wait_node('Leave the online game', timeout=10)
        # A way back to try again: the join form, with what was typed (Leave went to the
        # title).
        g.press_node(g.wait_node('Back to the join form', timeout=10))
        address = g.wait_node('Host (address:port)', role='entry', timeout=10)
        assert address.queryText().getText(0, -1) == f'127.0.0.1:{port}', 'the address is kept'
        # Enter in a field joins, as Join does (it only left the field).
        g.click_node(address)
        wait_for('the focus in the address', lambda: (g.focused() or ('',))[0] == 'entry', timeout=10)
        g.key('Return')
        g.wait_node('Connecting to', prefix=True, timeout=20)
    finally:
        g.close()


def plays_on(g, pick, game, by_name, start, record, what):
    """The window, back at its seat 1, clicks a move; the host plays that move."""
    g.wait_node('To move, Player 1 in Orange, Human', timeout=60)
    time.sleep(1)
    before = len(read_moves(record))
    move, plan = pick(game, g.position(start), True)
    p = by_name[plan[0][1]]
    g.tap(p['x'], p['y'])
    wait_for(what, lambda: len(read_moves(record)) > before, timeout=30)
    assert read_moves(record)[before] == move, f'the host played {read_moves(record)}, built {move}'


def rejoin_after_a_crash(bins, out, instant, centres, pick, start):
    """The window holds seat 1 against a headless bot; killed (SIGKILL, as a crash), it is
    started again with the same folders and joins again: the host gives it seat 1 back
    (its token was kept with its data), and its next move reaches the host. Then Leave,
    with the game under way, asks before it leaves; the title offers to join that host
    again (not to resume the game alone), and that gives the seat back too."""
    game = 'umel_bagara'
    by_name = {p['name']: p for p in centres(game, 'human,human')}
    d = os.path.join(out, 'online-rejoin')
    host, port, record = headless_host(bins[0], d, game)
    bot = None
    g = None
    args = ['--join', f'127.0.0.1:{port}', '--name', 'Ada']
    try:
        g = Game(bins, out, 'online-rejoin-window', args, instant)
        g.wait_node('You play Player 1', prefix=True, timeout=60)
        bot = spawn(bins[0], ['--join', f'127.0.0.1:{port}', '--headless', '--bot', 'easy',
                              '--name', 'Bot'], os.path.join(d, 'bot'), 'bot.log')
        wait_for('the game started', lambda: g.node('To move,', prefix=True), timeout=60)
        time.sleep(1)
        move, plan = pick(game, g.position(start), True)
        p = by_name[plan[0][1]]
        g.tap(p['x'], p['y'])
        wait_for('the move and the bot\'s answer at the host', lambda: len(read_moves(record)) >= 2, timeout=60)
        g.proc.send_signal(signal.SIGKILL)
        g.proc.wait(10)
        g.close()
        g = Game(bins, out, 'online-rejoin-window', args, instant, keep=True)
        plays_on(g, pick, game, by_name, start, record, 'the returned player\'s move at the host')
        # Leaving the game under way asks first: one press of Leave only asks.
        g.press_node(g.wait_node('Leave the online game', timeout=10))
        ask = 'The game is not over: press again to leave it'
        g.wait_node(ask, timeout=10)
        time.sleep(0.5)
        assert g.node('To move,', prefix=True) and not g.node('New game'), 'one press left the game'
        g.press_node(g.wait_node(ask))
        g.wait_node('New game', timeout=20)
        # Back on the title, the unfinished game is the host's: offered as joining it
        # again (Resume once played it on alone, parting from the host's game), and the
        # button joins, as it says, with the seat back (it opened the join form with the
        # password empty).
        assert not g.node('Resume:', prefix=True), 'a joined game is not resumed alone'
        g.press_node(g.wait_node('Join again: ', prefix=True, timeout=10))
        plays_on(g, pick, game, by_name, start, record, 'the move after joining again from the title')
    finally:
        for proc in (bot, host):
            if proc and proc.poll() is None:
                proc.kill()
        if g:
            g.close()


def room_from_the_public_list(bins, out, instant):
    """A friend's room picked from a room server's public list in the join form: first
    none is open (said so), then a headless player opens a public room, "Look again" lists
    it, a press joins it, and the window takes the room's free seat (not a watcher's) and
    the game starts."""
    d = os.path.join(out, 'online-list')
    server = ann = g = None
    try:
        server, port, log = room_server(bins[0], d)
        g = Game(bins, out, 'online-list-window', [], instant)
        g.press_node(g.wait_node('Join an online game'))
        address = g.wait_node('Host (address:port)', role='entry', timeout=20)
        g.click_node(address)
        g.key('ctrl+a')
        xdo('type', '--delay', '20', f'127.0.0.1:{port}')
        wait_for('the address', lambda: address.queryText().getText(0, -1) == f'127.0.0.1:{port}', timeout=20)
        g.press_node(g.wait_node('Find the public rooms on this server'))
        g.wait_node(f'No public room with a free seat is open at 127.0.0.1:{port} now.', timeout=40)
        ann = spawn(bins[0], ['--join', f'127.0.0.1:{port}', '--open-room', 'umel_bagara', '--public',
                              '--headless', '--bot', 'easy', '--name', 'Ann'], os.path.join(d, 'ann'), 'ann.log')
        wait_for('the room opened', lambda: 'joins as seat Some(0)' in log(), timeout=60)
        g.press_node(g.wait_node('Look again'))
        room = g.wait_node('Umel Bagara, 2 players, 1 seat free: join room ', prefix=True, timeout=40)
        code = room.name.rsplit(' ', 1)[1]
        assert len(code) == 5 and code in log(), (room.name, log()[-2000:])
        g.shot(os.path.join(out, 'online-list.png'))
        g.press_node(room)
        wait_for('the window at seat 2', lambda: 'joins as seat Some(1)' in log(), timeout=60)
        assert 'seat None' not in log(), 'nobody was made a watcher'
        g.wait_node('To move, ', prefix=True, timeout=60)
        assert g.node(f'Room {code} on 127.0.0.1:{port}', prefix=True), 'the room is the one picked'
    finally:
        for p in (ann, server):
            if p and p.poll() is None:
                p.kill()
        if g:
            g.close()


def large_text_online(bins, out, instant):
    """Online at 200 % text in a 1280×720 window: the online section starts folded to its
    heading, and the game panel's buttons stand whole above it (open, it took half the
    column and cut Hint and Menu in two, the twelfth hour); opened, it shows the seats."""
    import pyatspi
    d = os.path.join(out, 'online-200')
    host, port, record = headless_host(bins[0], d, 'umel_bagara')
    g = bot = None
    try:
        g = Game(bins, out, 'online-200-window', ['--join', f'127.0.0.1:{port}', '--name', 'Ada'],
                 dict(instant, text_scale=2.0), window=(1280, 720))
        g.wait_node('You play Player 1', prefix=True, timeout=60)
        bot = spawn(bins[0], ['--join', f'127.0.0.1:{port}', '--headless', '--bot', 'easy', '--name', 'Bot'],
                    os.path.join(d, 'bot'), 'bot.log')
        hint = g.wait_node('Hint', role='push button', prefix=True, timeout=60)
        time.sleep(2)
        ox, oy = g.origin

        def extents(node):
            e = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
            return e.x - ox, e.y - oy, e.x - ox + e.width, e.y - oy + e.height
        header = [n for role, name, _, n in g.nodes() if name == 'Online game' and role not in ('frame', 'window', 'panel', 'filler')]
        panel = [n for role, name, _, n in g.nodes() if name == 'Online game' and role in ('frame', 'window', 'panel', 'filler')]
        assert header and panel, 'the online section and its heading'
        h, top = extents(g.node('Hint', role='push button', prefix=True)), extents(panel[0])[1]
        g.shot(os.path.join(out, 'online-200.png'))
        print(f'e2e: at 200 %: Hint at {h}, the online section from y {top}', flush=True)
        assert h[3] <= top, f'the Hint button runs under the online section: {h} below {top}'
        assert not g.node('Player 2 in Sky blue: Bot, online', prefix=True), 'the seats show folded'
        g.press_node(header[0])
        g.wait_node('Player 2 in Sky blue: Bot, online', prefix=True, timeout=20)
    finally:
        for p in (bot, host):
            if p:
                p.send_signal(signal.SIGINT)
        if g:
            g.close()
