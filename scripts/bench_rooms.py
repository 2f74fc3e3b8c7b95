#!/usr/bin/env python3
"""A room server's figures on loopback: one `sowing --serve` process, held to one core
(taskset), and ROOMS rooms of Umel Bagara, each opened by a headless bot and joined by
another by its code (every bot a process of its own), AT_ONCE rooms at a time. Prints the rooms finished, the moves, the server's CPU
time a move and its peak memory (VmHWM) with and without rooms, the bytes that crossed
loopback a move, and a move's time from one bot to the other as the server's log sees
it, and replays every finished room's record with sowing-cli (beside the game's binary).
Nothing else should use loopback while it runs; the bots share the machine's cores
with the server, so its CPU time is the figure that scales, not the wall time.
Usage: scripts/bench_rooms.py PATH/TO/sowing [ROOMS [AT_ONCE]]"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile
import time

BIN = sys.argv[1]
ROOMS = int(sys.argv[2]) if len(sys.argv) > 2 else 20
AT_ONCE = int(sys.argv[3]) if len(sys.argv) > 3 else ROOMS
WAVE_SECONDS = 120
TICK = os.sysconf('SC_CLK_TCK')


def lo_bytes():
    for line in open('/proc/net/dev'):
        if line.strip().startswith('lo:'):
            return int(line.split(':')[1].split()[0])
    return 0


def status(pid, key):
    for line in open(f'/proc/{pid}/status'):
        if line.startswith(key + ':'):
            return int(line.split()[1])
    return 0


def cpu_seconds(pid):
    fields = open(f'/proc/{pid}/stat').read().rsplit(')', 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def main():
    work = tempfile.mkdtemp(prefix='sowing-rooms-')
    rooms = os.path.join(work, 'rooms')
    env = dict(os.environ, SOWING_DATA_DIR=work)
    log = open(os.path.join(work, 'server.log'), 'w')
    server = subprocess.Popen(['taskset', '-c', '0', BIN, '--serve', '0', '--rooms', rooms], stdout=subprocess.PIPE,
                              stderr=log, env=env, text=True)
    port = int(re.search(r'port (\d+)', server.stdout.readline()).group(1))
    address = f'127.0.0.1:{port}'
    time.sleep(1)
    idle_kib = status(server.pid, 'VmRSS')
    cpu0, lo0, t0 = cpu_seconds(server.pid), lo_bytes(), time.time()
    bots = []

    def bot(name, *extra):
        err = open(os.path.join(work, f'{name}.log'), 'w')
        p = subprocess.Popen([BIN, '--join', address, '--headless', '--bot', 'easy', '--name', name, *extra],
                             stdout=subprocess.DEVNULL, stderr=err, env=env)
        bots.append(p)
        return os.path.join(work, f'{name}.log')

    peak_kib, most, stalled = 0, 0, []
    for wave in range(0, ROOMS, AT_ONCE):
        n = min(AT_ONCE, ROOMS - wave)
        openers = [bot(f'open{wave + i}', '--open-room', 'umel_bagara') for i in range(n)]
        for i, path in enumerate(openers):
            code = None
            for _ in range(600):
                m = re.search(r'room (\w{5}) opened', open(path).read())
                if m:
                    code = m.group(1)
                    break
                time.sleep(0.1)
            if code:
                bot(f'join{wave + i}', '--room', code)
        began = time.time()
        while any(p.poll() is None for p in bots) and time.time() - began < WAVE_SECONDS:
            peak_kib = max(peak_kib, status(server.pid, 'VmRSS'))
            most = max(most, sum(1 for p in bots if p.poll() is None))
            time.sleep(0.5)
        # A bot whose connection timed out (a starved machine) leaves; its partner waits
        # for it at the seat: such a room is counted as stalled and its bots stopped.
        for p in bots:
            if p.poll() is None:
                p.kill()
                stalled.append(p.pid)
        bots.clear()
    time.sleep(2)
    cpu, lo, wall = cpu_seconds(server.pid) - cpu0, lo_bytes() - lo0, time.time() - t0
    hwm = status(server.pid, 'VmHWM')
    server.terminate()
    server.wait(timeout=10)
    finished = glob.glob(os.path.join(rooms, 'finished', '*.json'))
    moves = sum(len(json.load(open(f))['record']['moves']) for f in finished)
    cli = os.path.join(os.path.dirname(BIN), 'sowing-cli')
    record, ended = os.path.join(work, 'record.json'), 0
    for f in finished:
        json.dump(json.load(open(f))['record'], open(record, 'w'))
        r = subprocess.run([cli, 'replay', record], capture_output=True, text=True)
        ended += r.returncode == 0 and 'result:' in r.stdout
    print(f'rooms opened {ROOMS} ({AT_ONCE} at a time, at most {most} bots connected at once), '
          f'finished {len(finished)}, moves {moves}, wall {wall:.0f} s, '
          f'{len(stalled)} bots stopped in stalled rooms; {ended} records replay to their end')
    if moves:
        print(f'server CPU {cpu:.2f} s: {cpu / moves * 1000:.2f} ms a move '
              f'(at one move a room every 5 s, one core serves {int(5000 / (cpu / moves * 1000))} rooms)')
        print(f'loopback {lo / moves / 1024:.1f} KiB a move (every packet of every peer)')
    print(f'server memory: {idle_kib / 1024:.0f} MiB idle, {peak_kib / 1024:.0f} MiB with {AT_ONCE} rooms at once '
          f'(VmHWM {hwm / 1024:.0f} MiB): {max(peak_kib - idle_kib, 0) / max(AT_ONCE, 1):.0f} KiB a room')
    print(f'folder: {work}')


main()
