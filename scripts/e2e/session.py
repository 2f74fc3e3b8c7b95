"""One game process in the real window, driven from outside: xdotool input through the
X server, what the game wrote (autosave, frame count), screenshots with ImageMagick, and
the accessibility tree through AT-SPI (pyatspi), as a screen reader reads it."""
import json
import os
import subprocess
import time

import pyatspi

WINDOW = (1024, 640)


def sh(*args, check=True):
    return subprocess.run([str(a) for a in args], check=check, capture_output=True, text=True).stdout


def xdo(*args):
    return sh('xdotool', *args)


def cli(cli_bin, *args, stdin=None):
    r = subprocess.run([cli_bin, *args], input=stdin, capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f'sowing-cli {" ".join(args)}: {r.stderr.strip()}')
    return r.stdout


def wait_for(what, check, timeout=30.0, every=0.1):
    """Polls check() until it returns something truthy; fails after timeout seconds."""
    end = time.monotonic() + timeout
    while True:
        v = check()
        if v:
            return v
        if time.monotonic() > end:
            raise AssertionError(f'timed out after {timeout:.0f} s waiting for {what}')
        time.sleep(every)


class Game:
    """The game binary in a window of its own, with fresh data and config folders."""

    def __init__(self, bins, out, name, args, settings=None, keep=False, window=WINDOW):
        """keep: the folders of the last window of this name stay as it left them (a
        relaunch), else they start empty. window: the drawing area's size in pixels."""
        self.window = window
        self.bin, self.cli = bins
        self.dir = os.path.join(out, name)
        os.makedirs(self.dir, exist_ok=True)
        for sub in ('data', 'config'):
            d = os.path.join(self.dir, sub)
            if not keep:
                subprocess.run(['rm', '-rf', d])
            os.makedirs(d, exist_ok=True)
        if settings:
            with open(os.path.join(self.dir, 'config', 'settings.json'), 'w') as f:
                json.dump(settings, f)
        self.autosave = os.path.join(self.dir, 'data', 'autosave.json')
        self.frames_file = os.path.join(self.dir, 'frames')
        env = dict(os.environ, SOWING_DATA_DIR=os.path.join(self.dir, 'data'),
                   SOWING_CONFIG_DIR=os.path.join(self.dir, 'config'), WGPU_BACKEND='vulkan')
        self.log = open(os.path.join(self.dir, 'game.log'), 'a' if keep else 'w')
        # English unless a check asks for another language (the machine's locale may vary).
        if '--lang' not in args:
            args = [*args, '--lang', 'en']
        self.proc = subprocess.Popen(
            [self.bin, *args, '--window', f'{window[0]}x{window[1]}', '--frame-log', self.frames_file],
            stdout=self.log, stderr=subprocess.STDOUT, env=env, cwd=self.dir)
        self.wid = wait_for('the game window', self._find_window, timeout=60)
        xdo('windowactivate', '--sync', self.wid)
        self.app = None

    @property
    def origin(self):
        """The top left of the window's drawing area on the screen (the window manager may
        move it; xdotool's getwindowgeometry counts the frame's offset twice, xwininfo not)."""
        info = sh('xwininfo', '-id', self.wid)
        get = lambda key: int(info.split(key)[1].split()[0])
        return get('Absolute upper-left X:'), get('Absolute upper-left Y:')

    def _find_window(self):
        if self.proc.poll() is not None:
            raise AssertionError(f'the game exited with {self.proc.returncode}; see {self.log.name}')
        ids = sh('xdotool', 'search', '--pid', self.proc.pid, check=False).split()
        for wid in ids:
            if sh('xdotool', 'getwindowname', wid, check=False).strip() == 'Sowing':
                return wid
        return None

    def close(self):
        if self.proc.poll() is None:
            try:
                self.shot(os.path.join(self.dir, 'last.png'))
            except Exception:
                pass
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
        self.log.close()

    # -- what the game wrote ---------------------------------------------------------
    def frames(self):
        try:
            return int(open(self.frames_file).read().strip() or 0)
        except (OSError, ValueError):
            return 0

    def record(self):
        try:
            return json.load(open(self.autosave))
        except (OSError, ValueError):
            return None

    def moves(self):
        r = self.record()
        return r['moves'] if r else []

    def position(self, start_json):
        """The position now: the start replayed with the autosaved moves."""
        moves = self.moves()
        if not moves:
            return start_json
        out = json.loads(cli(self.cli, 'play', '--position', '-', *moves, stdin=start_json))
        return json.dumps(out['position'])

    def cpu_ticks(self):
        f = open(f'/proc/{self.proc.pid}/stat').read().rsplit(')', 1)[1].split()
        return int(f[11]) + int(f[12])

    # -- input through the X server ----------------------------------------------------
    def focus(self):
        xdo('windowactivate', '--sync', self.wid)

    def tap(self, x, y):
        """Moves and clicks in one go (press and release in the same instant)."""
        ox, oy = self.origin
        xdo('mousemove', ox + round(x), oy + round(y), 'click', '1')

    def click(self, x, y):
        """Moves, waits for the hover, then clicks instantly."""
        ox, oy = self.origin
        xdo('mousemove', ox + round(x), oy + round(y))
        time.sleep(0.3)
        xdo('click', '1')

    def key(self, *keys):
        """Instant key presses (xdotool presses and releases with no delay)."""
        xdo('key', '--delay', '0', *keys)

    def shot(self, path):
        """The window's drawing area as the screen shows it (a crop of the root window:
        much faster than asking the window itself)."""
        ox, oy = self.origin
        w, h = self.window
        sh('import', '-window', 'root', '-crop', f'{w}x{h}+{ox}+{oy}', '+repage', path)
        return path

    # -- the accessibility tree ----------------------------------------------------------
    def a11y_app(self):
        if self.app is None:
            def find():
                desktop = pyatspi.Registry.getDesktop(0)
                for a in desktop:
                    try:
                        if a is not None and a.get_process_id() == self.proc.pid:
                            return a
                    except Exception:
                        continue
                return None
            self.app = wait_for('the game in the accessibility tree', find, timeout=30, every=0.5)
        return self.app

    def nodes(self):
        """Every node of the game's tree: (role name, name, description, node)."""
        out = []

        def walk(n, depth):
            if n is None or depth > 40:
                return
            try:
                out.append((n.getRoleName(), n.name or '', n.description or '', n))
                for c in n:
                    walk(c, depth + 1)
            except Exception:
                pass
        walk(self.a11y_app(), 0)
        return out

    def node(self, name, role=None, prefix=False):
        for r, n, _, node in self.nodes():
            if (n.startswith(name) if prefix else n == name) and (role is None or r == role):
                return node
        return None

    def wait_node(self, name, role=None, prefix=False, timeout=30):
        return wait_for(f'"{name}" in the accessibility tree',
                        lambda: self.node(name, role, prefix), timeout=timeout, every=0.3)

    def announcement(self):
        # The live region's description counts announcements, in the game's language.
        for _, n, d, _ in self.nodes():
            if d.startswith(('announcement ', 'Ansage ')):
                return int(d.split()[1]), n.replace('\u00a0', '').strip()
        return (0, '')

    def focused(self):
        for r, n, _, node in self.nodes():
            try:
                if node.getState().contains(pyatspi.STATE_FOCUSED) and r != 'frame' and r != 'window':
                    return r, n
            except Exception:
                pass
        return None

    def press_node(self, node):
        """A screen reader's 'click' on a node, through its AT-SPI action."""
        act = node.queryAction()
        names = [act.getName(i) for i in range(act.nActions)]
        i = names.index('click') if 'click' in names else 0
        act.doAction(i)

    def click_node(self, node):
        """A real click at the centre of the node's box on screen."""
        e = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        print(f'e2e: click "{node.name}" at {e.x + e.width // 2},{e.y + e.height // 2} ({e.x},{e.y} {e.width}x{e.height}); window at {self.origin}', flush=True)
        xdo('mousemove', e.x + e.width // 2, e.y + e.height // 2)
        time.sleep(0.2)
        xdo('click', '1')
