#!/usr/bin/env python3
"""Online play's figures on loopback: a headless host and headless bots (separate
processes, UDP on 127.0.0.1) play whole games; for each game this prints the moves, the
time, the bytes that crossed the loopback interface per move (every packet of every
peer: moves, lobby, acknowledgements and keep-alives), and the headless host's peak
memory (VmHWM). Nothing else should use loopback while it runs.
Usage: scripts/bench_online.py PATH/TO/sowing [GAMES]"""
import json
import os
import socket
import subprocess
import sys
import tempfile
import time

BIN = sys.argv[1]
RUNS = {
    'umel_bagara-2': ('umel_bagara', 2, []),
    'tricala-3': ('tricala', 3, []),
    'esiema-6': ('esiema', 6, ['spheres=3,3,3,3,3,3', 'quiet_limit=30']),
}


def lo_bytes():
    for line in open('/proc/net/dev'):
        if line.strip().startswith('lo:'):
            return int(line.split(':')[1].split()[0])
    return 0


def hwm_kib(pid):
    try:
        for line in open(f'/proc/{pid}/status'):
            if line.startswith('VmHWM:'):
                return int(line.split()[1])
    except OSError:
        pass
    return None


def free_port():
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    s.bind(('127.0.0.1', 0))
    p = s.getsockname()[1]
    s.close()
    return p


def run(name, game, players, options):
    d = tempfile.mkdtemp(prefix=f'sowing-bench-{name}-')
    env = dict(os.environ, SOWING_DATA_DIR=d, SOWING_CONFIG_DIR=d, RUST_LOG='warn')
    port, record = free_port(), os.path.join(d, 'record.json')
    args = [BIN, '--host', str(port), '--headless', '--new', game, '--players', str(players),
            '--seats', ','.join(['remote'] * players), '--record', record]
    for o in options:
        args += ['--option', o]
    before, t = lo_bytes(), time.monotonic()
    host = subprocess.Popen(args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # Each bot its own name: a seat's token is kept by host and name in the shared folder.
    bots = [subprocess.Popen([BIN, '--join', f'127.0.0.1:{port}', '--headless', '--bot', 'easy',
                              '--name', f'bot{i}'],
                             env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            for i in range(players)]
    peak = 0
    deadline = time.monotonic() + 900
    while host.poll() is None and time.monotonic() < deadline:
        peak = max(peak, hwm_kib(host.pid) or 0)
        time.sleep(0.05)
    for p in [host, *bots]:
        if p.poll() is None:
            p.kill()
        p.wait()
    seconds = time.monotonic() - t
    moves = len(json.load(open(record))['moves'])
    per_move = (lo_bytes() - before) / max(moves, 1)
    print(f'| {name} | {moves} | {seconds:.1f} s | {per_move:,.0f} B | {peak / 1024:.1f} MiB |',
          flush=True)


print('| game, players | moves | time | loopback bytes per move | host peak memory |')
print('|---|---|---|---|---|')
for name in (sys.argv[2].split(',') if len(sys.argv) > 2 else RUNS):
    run(name, *RUNS[name])
