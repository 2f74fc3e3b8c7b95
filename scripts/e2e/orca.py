"""The real screen reader hears the game (issue 59): Orca 43 in the suite's session, its
speech sent through speech-dispatcher to an sd_generic "log" module that writes every
utterance with the language Orca asked for, the game played by keys alone (arrows, Enter,
] and C, Escape) against the Easy computer to the end. The checks are on what was spoken:
the synthesizer's input (speech-dispatcher's log module, after its punctuation and symbol
processing) and Orca's own "SPEECH OUTPUT" debug lines. The recipe is the team's notes
on Orca (ORCA.md: Orca 43.1, speech-dispatcher 0.11, Debian 12). Not in the suite's run
yet (issue 59's assertions are not all met): E2E_ORCA=1 runs it, with Debian's `orca` and
`speech-dispatcher` installed by hand (not yet among scripts/deps.sh's packages, so CI
installs nothing for a check it does not run). Each run leaves OUT/orca-en (and orca-de) with speech.log (the synthesizer's input,
"LANGUAGE<tab>TEXT"), orca-debug.txt, transcript.txt and verdicts.txt; OUT/orca-transcript.txt
is the last English game's.

Orca runs from a small launcher rather than `orca --replace`: --replace kills every
process named "orca" of the user, and without it Orca refuses to start beside one. The
launcher names the process sowing-orca and starts Orca regardless of others (it lives on
the suite's private D-Bus session), and opens Orca's debug file line-buffered."""
import json
import os
import re
import subprocess
import time

from session import Game, cli, wait_for
from common import BINS, CLI, INSTANT, OUT, centres, label_prefix, pick_move, start_position
from play import Keys

LAUNCHER = r'''
import builtins, importlib.machinery, importlib.util, sys
debug_file = sys.argv[sys.argv.index('--debug-file') + 1]
_open = builtins.open
def line_buffered(file, mode='r', *args, **kwargs):
    if file == debug_file and 'w' in mode and not args:
        kwargs.setdefault('buffering', 1)
    return _open(file, mode, *args, **kwargs)
builtins.open = line_buffered
loader = importlib.machinery.SourceFileLoader('orca_launcher', '/usr/bin/orca')
orca = importlib.util.module_from_spec(importlib.util.spec_from_loader('orca_launcher', loader))
loader.exec_module(orca)
set_name = orca.setProcessName
orca.setProcessName = lambda _: set_name('sowing-orca')
orca.otherOrcas = lambda: []
sys.exit(orca.main())
'''

RUNS = {}


def fresh(name):
    """A folder name for this run of a check: the suite runs a failed check once more, and
    the first run's files stay beside the second's."""
    RUNS[name] = RUNS.get(name, 0) + 1
    return name if RUNS[name] == 1 else f'{name}-{RUNS[name]}'


STAMP = re.compile(r'^\d\d:\d\d:\d\d\.\d+ - ')
SAID = re.compile(r"^\d\d:\d\d:\d\d\.\d+ - SPEECH OUTPUT: '(.*)'(?: ?\{.*\}| voice=\w+|\s*)$", re.S)
LANG = re.compile(r'^([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]+)?)\t(.*)$', re.S)


class Lines:
    """The records of a file that another process appends to, read as it grows: a line
    each, or several where `joins(record so far, next line)` says the line continues it."""

    def __init__(self, path, joins):
        self.path, self.joins = path, joins
        self.offset, self.rest, self.records = 0, b'', []

    def read(self):
        """All records, and the index of the first one new or grown since the last call."""
        first = len(self.records)
        try:
            with open(self.path, 'rb') as f:
                f.seek(self.offset)
                data = f.read()
        except OSError:
            return self.records, first
        self.offset += len(data)
        lines = (self.rest + data).split(b'\n')
        self.rest = lines.pop()  # the part after the last newline (maybe empty)
        for raw in lines:
            line = raw.decode('utf-8', 'replace')
            if self.records and self.joins(self.records[-1], line):
                self.records[-1] += '\n' + line
                first = min(first, len(self.records) - 1)
            else:
                self.records.append(line)
        return self.records, first


class Orca:
    """speech-dispatcher with the log module and Orca, both with a scratch HOME and XDG
    folders of their own under OUT/name; Orca's locale is the desktop's language."""

    def __init__(self, name, locale='C.UTF-8'):
        self.root = os.path.join(OUT, name)
        subprocess.run(['rm', '-rf', self.root])
        d = {k: os.path.join(self.root, k) for k in
             ('home', 'config', 'data', 'cache', 'runtime', 'speechd-log', 'orca-prefs')}
        for p in d.values():
            os.makedirs(p)  # every folder a config names (a missing LogDir hangs Orca's start)
        os.chmod(d['runtime'], 0o700)
        conf = os.path.join(d['config'], 'speech-dispatcher')
        os.makedirs(os.path.join(conf, 'modules'))
        # No sound card: the modules' audio goes to libao's null driver (the log module
        # never plays anything, but speech-dispatcher opens audio for every module).
        with open(os.path.join(d['home'], '.libao'), 'w') as f:
            f.write('default_driver=null\n')
        self.speech_file = os.path.join(self.root, 'speech.log')
        self.debug_file = os.path.join(self.root, 'orca-debug.txt')
        open(self.speech_file, 'w').close()
        sock = os.path.join(d['runtime'], 'speechd.sock')
        # Debian's speechd.conf as it is, with the log module as the only one: the
        # symbol and punctuation processing a real synthesizer gets is kept.
        with open(os.path.join(conf, 'speechd.conf'), 'w') as f:
            f.write(f'LogLevel 3\nLogDir "{d["speechd-log"]}"\nAudioOutputMethod "libao"\n'
                    'SymbolsPreproc "char"\n'
                    + ''.join(f'SymbolsPreprocFile "{s}.dic"\n' for s in
                              ('gender-neutral', 'font-variants', 'symbols', 'emojis', 'orca', 'orca-chars'))
                    + 'AddModule "log" "sd_generic" "log.conf"\nDefaultModule log\n')
        # One line per utterance: "LANGUAGE<tab>TEXT" (no chunking at sentence ends).
        with open(os.path.join(conf, 'modules', 'log.conf'), 'w') as f:
            f.write('Debug 0\n'
                    f'GenericExecuteSynth "printf \'%s\\\\t%s\\\\n\' \'$LANGUAGE\' \'$DATA\' >> {self.speech_file}"\n'
                    'GenericMaxChunkLength 100000\nGenericDelimiters "~"\n'
                    'GenericLanguage "en" "en" "utf-8"\nGenericLanguage "de" "de" "utf-8"\n'
                    'AddVoice "en" "MALE1" "en"\nAddVoice "de" "MALE1" "de"\n')
        env = dict(os.environ, HOME=d['home'], XDG_CONFIG_HOME=d['config'], XDG_DATA_HOME=d['data'],
                   XDG_CACHE_HOME=d['cache'], XDG_RUNTIME_DIR=d['runtime'],
                   SPEECHD_ADDRESS=f'unix_socket:{sock}', LANG='C.UTF-8', LC_ALL='', LANGUAGE='')
        self.log = open(os.path.join(self.root, 'processes.log'), 'w')
        self.orca = None
        # speech-dispatcher exits at once on a locale the machine has not generated; the
        # language it speaks in is the one Orca asks for, so it runs in C.UTF-8.
        self.speechd = subprocess.Popen(['speech-dispatcher', '-s', '-t', '0', '-c', 'unix_socket', '-S', sock],
                                        env=env, stdout=self.log, stderr=subprocess.STDOUT)
        self._spoken, self._said = [], []
        self._speech = Lines(self.speech_file, lambda rec, line: not LANG.match(line))
        # An utterance with a newline in it spans lines of Orca's debug file.
        self._debug = Lines(self.debug_file, lambda rec, line: ' - SPEECH OUTPUT: ' in rec[:40]
                            and not SAID.match(rec) and not STAMP.match(line))
        try:
            wait_for('speech-dispatcher\'s socket', lambda: os.path.exists(sock) or self.speechd.poll() is not None,
                     timeout=20)
            assert self.speechd.poll() is None, f'speech-dispatcher exited; see {self.log.name}'
            # Orca takes its speech language from its locale (Python's default locale). Python
            # turns a locale the machine has not generated into C.UTF-8 (en_US) unless told not to.
            orca_env = dict(env, LANG=locale, PYTHONCOERCECLOCALE='0') if locale != 'C.UTF-8' else env
            self.orca = subprocess.Popen(['/usr/bin/python3', '-c', LAUNCHER, '-u', d['orca-prefs'],
                                          '--debug-file', self.debug_file],
                                         env=orca_env, stdout=self.log, stderr=subprocess.STDOUT,
                                         cwd=self.root)  # not here: this orca.py would shadow Orca's package
            wait_for('Orca speaking ("Screen reader on")', lambda: self.spoken() and self.orca_said(), timeout=60)
        except BaseException:
            self.close()
            raise

    # -- what was spoken ---------------------------------------------------------------
    def spoken(self):
        """What the synthesizer was given: (language, text), in order."""
        records, first = self._speech.read()
        del self._spoken[first:]
        for r in records[first:]:
            m = LANG.match(r)
            self._spoken.append((m.group(1), m.group(2)) if m else ('?', r))
        return list(self._spoken)

    def orca_said(self):
        """Orca's SPEECH OUTPUT lines, before speech-dispatcher's symbol processing."""
        records, first = self._debug.read()
        while self._said and self._said[-1][0] >= first:
            self._said.pop()
        for i in range(first, len(records)):
            r = records[i]
            if ' - SPEECH OUTPUT: ' in r[:40]:
                m = SAID.match(r)
                self._said.append((i, m.group(1) if m else r.split("SPEECH OUTPUT: '", 1)[1]))
        return [t for _, t in self._said]

    def mark(self):
        return len(self.spoken()), len(self.orca_said())

    def since(self, mark):
        return self.spoken()[mark[0]:], self.orca_said()[mark[1]:]

    def settle(self, quiet=0.8, timeout=15):
        """Waits until nothing new has been spoken for `quiet` seconds."""
        end = time.monotonic() + timeout
        last, at = self.mark(), time.monotonic()
        while time.monotonic() < end:
            time.sleep(0.1)
            now = self.mark()
            if now != last:
                last, at = now, time.monotonic()
            elif time.monotonic() - at >= quiet:
                return

    def close(self):
        for p in (self.orca, self.speechd):
            if p is not None and p.poll() is None:
                p.terminate()
                try:
                    p.wait(5)
                except subprocess.TimeoutExpired:
                    p.kill()
        self.log.close()


# -- the script of a player ------------------------------------------------------------
class Listening:
    """The game as a blind player presses its keys: each key only once Orca has been
    silent for a moment (what the last key did has been heard)."""

    def __init__(self, g, orca, quiet=0.4):
        self.g, self.orca, self.quiet = g, orca, quiet

    def key(self, *keys):
        self.orca.settle(self.quiet, timeout=10)
        self.g.key(*keys)

    def __getattr__(self, name):
        return getattr(self.g, name)


class Player:
    """A blind player's keys, with the transcript of what Orca said after each."""

    def __init__(self, g, orca, keys):
        self.g, self.orca, self.keys = g, orca, keys
        self.t0 = time.monotonic()
        self.transcript = []  # (what was done, [(language, text)], [Orca's text])

    def act(self, what, do, quiet=0.8):
        m = self.orca.mark()
        try:
            do()
        except Exception as e:
            self.note(f'{what}: FAILED {e}; the live region: {self.g.announcement()}, '
                      f'the focus: {self.g.focused()}', *self.orca.since(m))
            raise
        self.orca.settle(quiet)
        spoken, said = self.orca.since(m)
        self.note(what, spoken, said)
        return spoken, said

    def note(self, what, spoken, said):
        self.transcript.append((f'{time.monotonic() - self.t0:6.1f} s  {what}', spoken, said))

    def key(self, k, quiet=0.8):
        return self.act(f'key {k}', lambda: self.g.key(k), quiet)

    def tab_into_board(self, prefix, limit=10):
        """Tab until Orca names a pit of the Board list; the cursor is then on that pit."""
        names = [p['name'] for p in self.keys.pits]
        for _ in range(limit):
            _, said = self.key('Tab')
            for text in said:
                for i, n in enumerate(names):
                    if text.startswith(prefix(n)):
                        self.keys.focus = i
                        return n
        raise AssertionError(f'{limit} Tabs and Orca never named a pit of the Board list')

    def write(self, path):
        with open(path, 'w') as f:
            for what, spoken, said in self.transcript:
                f.write(f'## {what}\n')
                for lang, text in spoken:
                    f.write(f'  [{lang}] {text}\n')
                if [t for _, t in spoken] != said:
                    f.write(f'  (Orca\'s own text: {said})\n')


def glyph_names():
    """The words speech-dispatcher puts for symbols at the levels Orca uses (none, some,
    most), English and German."""
    names = set()
    for lang in ('en', 'de'):
        part = None
        for line in open(f'/usr/share/speech-dispatcher/locale/{lang}/symbols.dic', encoding='utf-8'):
            line = line.rstrip('\n')
            if line.endswith(':') and '\t' not in line:
                part = line[:-1]
                continue
            f = line.split('\t')
            if part == 'symbols' and len(f) >= 3 and f[1].strip() and f[2].strip() in ('none', 'some', 'most'):
                names.add(f[1].strip())
    return names


def glyphs_spoken(spoken, said):
    """Symbol names the synthesizer got that the game's own words never contain."""
    raw = ' '.join(said).lower()
    found = []
    for name in sorted(glyph_names(), key=len, reverse=True):
        pat = re.compile(r'(?<![\w-])' + re.escape(name.lower()) + r'(?![\w-])')
        if pat.search(raw):
            continue  # a word of the game's text, not a symbol's name
        for lang, text in spoken:
            if pat.search(text.lower()):
                found.append((name, text))
    return found


def replay(start, moves):
    """(mover, move, player to move after it or None at the end, result) for each move."""
    pos, out = start, []
    for mv in moves:
        mover = json.loads(pos)['to_move']
        after = json.loads(cli(CLI, 'play', '--position', '-', mv, stdin=pos))['position']
        pos = json.dumps(after)
        over = after.get('phase') == 'over' or after.get('result')
        out.append((mover, mv, None if over else after['to_move'], after.get('result')))
    return out


# A move's news in words: "Player 2 in Sky blue played from cup 2.1 to cup 1.4", "… passed".
PLAYED = re.compile(r'\bPlayer (\d+)\b[^.]*?\b(played|placed|passed|brought)\b')
TO_MOVE = re.compile(r'\bPlayer (\d+)\b[^.]*?\bto move\b')
CUP = re.compile(r'^cup \d\.\d,')


def plan_move(game, pos, pits_only, pass_word='Pass'):
    """common.pick_move, with a pass made as the player makes it: the choice "Pass"."""
    move, plan = pick_move(game, pos, prefer_pits_only=pits_only)
    return move, ([('choice', pass_word)] if move == 'pass' else plan)


def state(g, start):
    pos = json.loads(g.position(start))
    if pos.get('phase') == 'over' or pos.get('result'):
        return 'over'
    return 'human' if pos.get('to_move') == 1 else None


class Verdicts:
    """The assertions of one Orca run, each printed as it is decided; `close` writes the
    transcript and the verdicts, ends the game and Orca, and fails on any failed one."""

    def __init__(self, tag):
        self.tag, self.results = tag, []  # (assertion, passed, detail)

    def __call__(self, name, ok, detail=''):
        self.results.append((name, bool(ok), detail))
        print(f'e2e: {self.tag}: {"PASS" if ok else "FAIL"} {name}{": " + detail if detail and not ok else ""}',
              flush=True)

    def close(self, orca, p, g, suffix):
        try:
            if p is not None:
                p.write(os.path.join(orca.root, 'transcript.txt'))
                p.write(os.path.join(OUT, f'orca-transcript{suffix}.txt'))
            if g is not None:
                g.close()
        finally:
            orca.close()
            for path in (os.path.join(orca.root, 'verdicts.txt'), os.path.join(OUT, f'orca-verdicts{suffix}.txt')):
                with open(path, 'w') as f:
                    for name, ok, detail in self.results:
                        f.write(f'{"PASS" if ok else "FAIL"}  {name}{"  -- " + detail if detail and not ok else ""}\n')

    def check(self):
        failed = [f'{name}: {detail}' for name, ok, detail in self.results if not ok]
        assert not failed, f'{len(failed)} of {len(self.results)} failed: ' + ' | '.join(failed)


def start_heard(orca, run, args):
    """The game started under Orca, and Orca seen to hear its window. Now and then Orca,
    started a moment before, hears nothing of a window that AT-SPI already lists (no
    event of the application ever reaches it: a start-up race between Orca's listeners
    and the window's registration, which a player whose reader runs long before the game
    never meets); the game is then started once more, and the suite's log says so."""
    for attempt in (1, 2):
        name = run + '-game' + ('' if attempt == 1 else f'-{attempt}')
        g = Game(BINS, OUT, name, args, INSTANT)
        wait_for('the board drawn', lambda: g.frames() >= 3, timeout=120)
        g.a11y_app()
        try:
            wait_for('Orca hearing the window', lambda: '[application | sowing]' in open(
                orca.debug_file, encoding='utf-8', errors='replace').read(), timeout=10)
            return g
        except AssertionError:
            g.close()
            if attempt == 2:
                raise
            print(f'e2e: orca: Orca heard nothing of the window of {name} (start-up race); starting it again',
                  flush=True)


def open_board(orca, run, args, pits, verdict):
    """The game started and heard, its opening noted, and the first arrow on the new
    board: the cursor's pit, as the Board list's focus, must be spoken. Returns the game,
    the player and what Orca said after the arrow."""
    g = start_heard(orca, run, args)
    try:
        orca.settle(1.5)
        p = Player(g, orca, Keys(Listening(g, orca), pits))
        p.note('the game opens', *orca.since((0, 0)))
        _, said = p.act('key Right (the cursor onto the board)', lambda: p.keys.go_to(0))
    except BaseException:
        g.close()
        raise
    verdict('the first arrow on a new board is spoken (the pit under the cursor)',
            any(t.startswith(label_prefix(pits[0]['name'])) for t in said), f'Orca said {said}')
    return g, p, said

def orca_plays_umel_bagara():
    """Orca hears a game of Umel Bagara against the Easy computer, played by keys."""
    game = 'umel_bagara'
    pits = centres(game, 'human,easy')  # before Orca: its window is not heard
    start = start_position(game)
    run = fresh('orca-en')
    orca = Orca(run)
    g = None
    verdict = Verdicts('orca')

    p = None
    try:
        g, p, said = open_board(orca, run, ['--new', game, '--seats', 'human,easy'], pits, verdict)
        if not any(CUP.match(t) for t in said):
            p.tab_into_board(label_prefix)

        human_moves = 0
        pause_done = False
        segments = []  # (mark before the player's keys, moves before them, moves after the reply)
        while True:
            wait_for('the human\'s turn or the end', lambda: state(g, start), timeout=120, every=0.3)
            if state(g, start) == 'over':
                break
            if human_moves == 1 and not pause_done:
                pause_done = True
                _, first = p.key('Escape')
                p.key('Escape')
                _, second = p.key('Escape')
                verdict('the pause menu is spoken when it opens the first time',
                        any('Paused' in t for t in first), f'Orca said {first}')
                verdict('the pause menu is spoken when it opens the second time',
                        any('Paused' in t for t in second) and any('Resume' in t for t in second),
                        f'Orca said {second}')
                _, back = p.key('Escape')
                verdict('(extra) closing the pause menu gives the focus back to the board',
                        any(CUP.match(t) for t in back), f'Orca said {back}')
                if not any(CUP.match(t) for t in back):
                    p.tab_into_board(label_prefix)
            pos = g.position(start)
            n = len(g.moves())
            # The first moves as they come (sowing a cup 3 asks the side: ] and C), then
            # cups that need no choice (fewer keys, a shorter check).
            move, plan = plan_move(game, pos, human_moves >= 3)
            m = orca.mark()
            p.act(f'move {n + 1}: the player builds {move} by keys {plan}', lambda: p.keys.play(plan), quiet=0.3)
            m2 = orca.mark()
            wait_for(f'move {n + 1} in the autosave', lambda: len(g.moves()) > n, timeout=30)
            assert g.moves()[n] == move, f'played {g.moves()[n]}, built {move}'
            wait_for('the computer\'s reply or the end', lambda: state(g, start), timeout=120, every=0.3)
            orca.settle(0.8 if state(g, start) == 'human' else 3.0)
            p.note(f'after move {n + 1} ({move}): until the human\'s turn or the end', *orca.since(m2))
            segments.append((m, n, len(g.moves())))
            human_moves += 1
        m = orca.mark()
        orca.settle(3.0)
        p.note('game over: three seconds more', *orca.since(m))
        moves = g.moves()
        facts = replay(start, moves)
        with open(os.path.join(OUT, 'orca-moves.json'), 'w') as f:
            json.dump({'moves': moves, 'facts': facts}, f)

        # Every move of both sides spoken once, with whose turn it is after it.
        wrong, turns = [], []
        for si, (m, first, last) in enumerate(segments):
            end = segments[si + 1][0] if si + 1 < len(segments) else orca.mark()
            lines = [t for _, t in orca.spoken()[m[0]:end[0]]]
            heard = [(i, int(a), 'pass' if b == 'passed' else 'move') for i, t in enumerate(lines)
                     for a, b in PLAYED.findall(t)]
            want = [(mover, 'pass' if mv == 'pass' else 'move') for mover, mv, _, _ in facts[first:last]]
            got = [(a, b) for _, a, b in heard]
            if got != want:
                wrong.append(f'moves {first + 1}-{last}: wanted {want}, heard {got}')
            for k, (mover, mv, nxt, _) in enumerate(facts[first:last]):
                if nxt is None:
                    continue
                hits = [i for i, a, b in heard if (a, b) == (mover, 'pass' if mv == 'pass' else 'move')]
                if not hits:
                    continue
                after = lines[hits[0]:]
                later = [i for i, a, b in heard if i > hits[0]]
                if later:
                    after = lines[hits[0]:later[0]]
                # The same line, from the words after "played", or a line before the next move.
                rest = [PLAYED.split(after[0], maxsplit=1)[-1]] + after[1:]
                if not any(int(a) == nxt for t in rest for a in TO_MOVE.findall(t)):
                    turns.append(f'move {first + k + 1} ({mover}: {mv}): "Player {nxt} … to move" not heard')
        verdict(f'every move of both sides spoken once ({len(moves)} moves)', not wrong,
                '; '.join(wrong[:6]) + (f' (and {len(wrong) - 6} more)' if len(wrong) > 6 else ''))
        verdict('whose turn it is spoken after each move', not turns,
                '; '.join(turns[:6]) + (f' (and {len(turns) - 6} more)' if len(turns) > 6 else ''))

        # The result.
        result = facts[-1][3] if facts else None
        tail = [t for _, t in orca.spoken()[segments[-1][0][0]:]] if segments else []
        if result and 'winner' in result:
            ok = any(re.search(rf'\bPlayer {result["winner"]}\b[^.]*\bwins\b', t) for t in tail)
        else:
            ok = any('Draw' in t for t in tail)
        verdict(f'the result spoken at the end ({result})', ok, f'spoken after the last move: {tail}')
        verdict('(extra) the game-over window is spoken (its title, the score or the moves played)',
                any('Game over' in t or 'In the stores' in t or 'moves played' in t for t in tail),
                f'spoken after the last move: {tail}')

        clean_speech(verdict, orca, moves)
    finally:
        verdict.close(orca, p, g, '')
    verdict.check()


def clean_speech(verdict, orca, moves):
    """What every run asserts of all that was spoken: no toggle buttons, no symbol names,
    no move notation (news in words), English throughout."""
    everything = orca.spoken()
    said = orca.orca_said()
    toggles = [t for _, t in everything if 'toggle button' in t.lower()]
    verdict('no "toggle button" spoken', not toggles,
            f'{len(toggles)} times, e.g. "{toggles[0]}"' if toggles else '')
    glyphs = glyphs_spoken(everything, said)
    counts = {}
    for name, _ in glyphs:
        counts[name] = counts.get(name, 0) + 1
    verdict('no punctuation or glyph names spoken', not glyphs,
            f'{counts}; e.g. ' + '; '.join(f'"{t}"' for _, t in glyphs[:3]) if glyphs else '')
    # A move's notation (3R, @3c,4d,5a, h9>h7) never spoken: a lone pit number or name is
    # a word of the board too.
    notation = sorted({mv for mv in moves if mv != 'pass' and not re.fullmatch(r'\d|[a-z]?\d+[a-z]?', mv)})
    raw = [(mv, t) for mv in notation for _, t in everything
           if re.search(r'(?<![\w.@>])' + re.escape(mv) + r'(?![\w.>])', t)]
    verdict('no move notation spoken (the moves in words)', not raw,
            f'{len(raw)} times, e.g. ' + '; '.join(f'{mv!r} in "{t}"' for mv, t in raw[:3]) if raw else '')
    verdict('(extra) everything spoken in English (language en)',
            all(lang == 'en' for lang, _ in everything), str(sorted({l for l, _ in everything})))


def orca_three_moves(game):
    """Orca hears three moves of `game` between two players at this keyboard, made by keys
    (the arrows, Enter, ] and C): each move said once, then whose turn it is."""
    pits = centres(game, 'human,human')
    start = start_position(game)
    run = fresh(f'orca-{game}')
    orca = Orca(run)
    g = p = None
    verdict = Verdicts(f'orca {game}')
    try:
        g, p, _ = open_board(orca, run, ['--new', game, '--seats', 'human,human'], pits, verdict)
        wrong = []
        for n in range(3):
            pos = g.position(start)
            mover = json.loads(pos)['to_move']
            move, plan = plan_move(game, pos, True)
            m = orca.mark()
            p.act(f'move {n + 1}: player {mover} builds {move} by keys {plan}', lambda: p.keys.play(plan), quiet=0.8)
            wait_for(f'move {n + 1} in the autosave', lambda: len(g.moves()) > n, timeout=30)
            assert g.moves()[n] == move, f'played {g.moves()[n]}, built {move}'
            orca.settle(0.8)
            lines = [t for _, t in orca.since(m)[0]]
            heard = [int(a) for t in lines for a, _ in PLAYED.findall(t)]
            nxt = json.loads(g.position(start))['to_move']
            turn = any(int(a) == nxt for t in lines for a in TO_MOVE.findall(PLAYED.split(t, maxsplit=1)[-1]))
            if heard != [mover] or not turn:
                wrong.append(f'move {n + 1} ({move}): heard movers {heard}, "Player {nxt} … to move" '
                             f'{"heard" if turn else "not heard"} in {lines}')
        verdict('each of three moves spoken once, then whose turn it is', not wrong, '; '.join(wrong))
        clean_speech(verdict, orca, g.moves())
    finally:
        verdict.close(orca, p, g, f'-{game}')
    verdict.check()


def orca_german():
    """The game in German (--lang de) with Orca on a German desktop (de_DE.UTF-8): the
    language speech-dispatcher is asked for, a move and the pause menu."""
    game = 'umel_bagara'
    pits = centres(game, 'human,easy')
    start = start_position(game)
    run = fresh('orca-de')
    # A German player's desktop is German: Orca 43 speaks in its own locale's voice and
    # does not switch by the language the game gives its nodes.
    orca = Orca(run, locale='de_DE.UTF-8')
    g = None
    verdict = Verdicts('orca de')

    german = lambda pit: f'Mulde {pit},'
    p = None
    try:
        g = start_heard(orca, run, ['--new', game, '--seats', 'human,easy', '--lang', 'de'])
        orca.settle(1.5)
        keys = Keys(Listening(g, orca), pits)
        keys.label_of = lambda i: german(pits[i]['name'])
        p = Player(g, orca, keys)
        p.note('das Spiel öffnet sich', *orca.since((0, 0)))
        _, said = p.act('key Right', lambda: keys.go_to(0))
        if not any(t.startswith('Mulde ') for t in said):
            p.tab_into_board(german)
        wait_for('the human\'s turn', lambda: state(g, start) == 'human', timeout=60)
        move, plan = plan_move(game, start, True, 'Passen')
        m = orca.mark()
        p.act(f'Zug 1: {move} by keys', lambda: keys.play(plan), quiet=0.3)
        m2 = orca.mark()
        wait_for('move 1 in the autosave', lambda: len(g.moves()) >= 1, timeout=30)
        wait_for('the computer\'s reply', lambda: state(g, start), timeout=60, every=0.3)
        orca.settle(1.0)
        moved, _ = orca.since(m)
        p.note('nach Zug 1: bis Spieler 1 am Zug ist', *orca.since(m2))
        p.key('Escape')
        p.key('Escape')
        _, second = p.key('Escape')
        p.key('Escape')

        everything = orca.spoken()[1:]  # after Orca's own "Screen reader on."
        langs = sorted({l for l, _ in everything})
        print(f'e2e: orca de: languages asked of speech-dispatcher: {langs}', flush=True)
        words = re.compile(r'Mulde|spielte|ist am Zug|Bohne|Weiterspielen|Brett')
        german_lines = [(l, t) for l, t in everything if words.search(t)]
        verdict('German words were spoken (a move and its announcement)',
                any('spielte' in t for _, t in moved) and any('ist am Zug' in t for _, t in moved),
                f'spoken after the move: {moved}')
        verdict('the German text is sent to speech-dispatcher as German (language de)',
                german_lines and all(l == 'de' for l, _ in german_lines),
                f'languages of the German lines: {sorted({l for l, _ in german_lines})}, e.g. {german_lines[:2]}')
        verdict('the pause menu is spoken in German on its second opening',
                any('Pause' in t for t in second) and any('Weiterspielen' in t for t in second),
                f'Orca said {second}')
    finally:
        verdict.close(orca, p, g, '-de')
    verdict.check()
