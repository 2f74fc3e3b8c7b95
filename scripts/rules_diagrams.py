#!/usr/bin/env python3
"""Redraws the board diagrams of the rules pages (docs/rules/<lang>/<game>.md) with the
engine: after each `<!-- example POSITION [MOVE] -->` line, the next fenced block becomes
`sowing-cli diagram` of the position and, with a move, the block after it the position
after the move. The rules crate's test `rules_pages` fails when a page and the engine
disagree; this script is how a writer brings a changed example up to date.
Usage: scripts/rules_diagrams.py PATH/TO/sowing-cli [PAGE ...]"""
import glob
import json
import os
import re
import subprocess
import sys

EXAMPLE = re.compile(r'^<!-- example (\{.*\})(?: (\S+))? -->$')


def diagram(cli, position, moves):
    v = json.loads(position)
    if 'pits' in v or 'rows' in v:
        args = ['--position', '-']
    else:
        # A start: the game and its players (options are not used by the pages).
        args = ['--game', v['game']] + (['--players', str(v['players'])] if 'players' in v else [])
    out = subprocess.run([cli, 'diagram', *args, *moves], input=position,
                         capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f'{position} {moves}: {out.stderr.strip()}')
    return out.stdout.rstrip('\n').split('\n')


def redraw(cli, path):
    lines = open(path, encoding='utf-8').read().split('\n')
    out, i = [], 0
    while i < len(lines):
        line = lines[i]
        out.append(line)
        i += 1
        m = EXAMPLE.match(line)
        if not m:
            continue
        wanted = [diagram(cli, m.group(1), [])]
        if m.group(2):
            wanted.append(diagram(cli, m.group(1), [m.group(2)]))
        for block in wanted:
            # Skip to the next fence, drop the old block, write the new one.
            while i < len(lines) and not lines[i].startswith('```'):
                out.append(lines[i])
                i += 1
            if i == len(lines):
                sys.exit(f'{path}: an example without its diagram blocks')
            i += 1
            while i < len(lines) and lines[i] != '```':
                i += 1
            i += 1
            out += ['```text', *block, '```']
    open(path, 'w', encoding='utf-8').write('\n'.join(out))


def main():
    cli = sys.argv[1]
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'docs', 'rules')
    pages = sys.argv[2:] or sorted(glob.glob(os.path.join(root, '*', '*.md')))
    for page in pages:
        redraw(cli, page)
        print(f'redrawn {page}')


main()
