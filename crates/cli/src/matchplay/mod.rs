//! `sowing-cli match`: player A against player B over K games. Game k opens with R
//! random plies drawn from opening k / N (N seats), and A takes seat k mod N, B every
//! other seat: each opening is played from every seat, and no two openings are alike,
//! so a deterministic player does not meet the same game twice. Every move has a fresh
//! seed. Prints A's wins, draws and losses, its score (a draw counts half) and its win
//! rate with Wilson 95 % intervals, A's results from each seat, and each side's time per
//! move. With `--every-opening` it plays every distinct opening of R plies from every
//! seat instead, and also counts the openings A won, or lost, from every seat. With
//! `--records DIR` each game is written as a game record, to trace it move by move
//! (`replay` prints each position, for `think --position`).

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::{Duration, Instant};

use clap::Args;
use sowing_ai::{Ai, SearchConfig};
use sowing_rules::{AnyGame, Outcome, Record, Rng, SeatRecord};

use crate::Fail;
use crate::openings;
use crate::selfplay::parse_ai;
use crate::start::Start;

mod report;
use report::Report;

/// Two computer players against each other.
#[derive(Args, Debug)]
pub struct MatchArgs {
    #[command(flatten)]
    start: Start,
    /// Player A: random, greedy, easy, medium, hard, alphabeta or alphabeta:DEPTH.
    #[arg(long, value_name = "SPEC", value_parser = parse_ai)]
    a: Ai,
    /// Player B (every seat A does not take).
    #[arg(long, value_name = "SPEC", value_parser = parse_ai)]
    b: Ai,
    /// Time per move in ms for the search players (A's, and B's unless --budget-b-ms).
    #[arg(long = "budget-ms", value_name = "M", default_value_t = 100)]
    budget_ms: u64,
    /// B's time per move in ms, where it differs from A's.
    #[arg(long = "budget-b-ms", value_name = "M")]
    budget_b_ms: Option<u64>,
    /// Games to play.
    #[arg(long, value_name = "K", default_value_t = 10)]
    games: u32,
    /// Random plies at the start of each game.
    #[arg(long, value_name = "R", default_value_t = 0)]
    openings: u32,
    /// Play every distinct position R plies from the start (R of --openings) from every
    /// seat, instead of --games drawn openings.
    #[arg(long, conflicts_with = "games")]
    every_opening: bool,
    /// Seed of the openings and of every move's search.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Threads of each tree search (Easy, Medium, Hard).
    #[arg(long, value_name = "T", default_value_t = 1)]
    threads: u32,
    /// Games played at once, each on its own thread (the results do not depend on it,
    /// beyond the time each search gets).
    #[arg(long, value_name = "C", default_value_t = 1)]
    concurrency: u32,
    /// Print one line of JSON.
    #[arg(long)]
    json: bool,
    /// Print each game's end on standard error as it finishes: its number, A's seat,
    /// A's result, the plies, how it ended and the captured pieces (or stores).
    #[arg(long)]
    log: bool,
    /// Write each game's record to DIR/game-K.json (K from 0; the directory is made if
    /// missing): its start is the position after the opening plies, its seats say which
    /// player, A or B, sat there.
    #[arg(long, value_name = "DIR")]
    records: Option<PathBuf>,
}

/// One side's tally.
#[derive(Default, Clone, Copy)]
struct Side {
    wins: u32,
    draws: u32,
    losses: u32,
    moves: u32,
    thinking: Duration,
    /// Wins, draws and losses from each seat (A's side only).
    by_seat: [[u32; 3]; 6],
}

impl Side {
    fn ms_per_move(&self) -> f64 {
        1000.0 * self.thinking.as_secs_f64() / self.moves.max(1) as f64
    }

    /// Adds another tally of the same side.
    fn add(&mut self, o: &Side) {
        self.wins += o.wins;
        self.draws += o.draws;
        self.losses += o.losses;
        self.moves += o.moves;
        self.thinking += o.thinking;
        for (mine, theirs) in self.by_seat.iter_mut().zip(&o.by_seat) {
            for (x, y) in mine.iter_mut().zip(theirs) {
                *x += y;
            }
        }
    }
}

/// The search settings of a player with a time budget and a seed.
fn config(ai: Ai, ms: u64, threads: u32, seed: u64) -> Option<SearchConfig> {
    let base = match ai {
        Ai::Search(level) => level.config(seed),
        Ai::AlphaBeta(_) => SearchConfig {
            seed,
            ..SearchConfig::default()
        },
        Ai::Random | Ai::Greedy => return None,
    };
    Some(SearchConfig {
        time: Some(Duration::from_millis(ms)),
        iterations: None,
        threads,
        ..base
    })
}

/// A seed for game `k`, ply `n` (and a salt for the opening).
fn mix(seed: u64, k: u32, n: u32, salt: u64) -> u64 {
    let mut x = seed ^ salt.wrapping_mul(0xD6E8_FEB8_6659_FD93);
    x = x.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (k as u64) << 20 ^ n as u64;
    x ^ (x >> 29)
}

/// Plays game `k` from its opening `g` (`plies` plies in), A at seat k mod N and B
/// elsewhere; counts A's result (an unfinished game as a draw) and each side's time.
/// Returns the plies and A's result (0 win, 1 draw, 2 loss).
fn play_one(
    a: &MatchArgs,
    mut g: AnyGame,
    mut plies: u32,
    k: u32,
    tally: &mut [Side; 2],
) -> Result<(u32, usize), String> {
    let n = g.players() as u32;
    let seat_a = (k % n) as u8 + 1;
    let cancel = AtomicBool::new(false);
    let opening = g.clone();
    let mut moves = Vec::new();
    // Each seat's searches keep their own state between its moves (Hard's bank, tables).
    let mut engines: Vec<sowing_ai::Engine> = (0..n).map(|_| Default::default()).collect();
    while g.finished().is_none() && plies < 20_000 {
        let is_a = g.to_move() == seat_a;
        let (ai, ms) = if is_a {
            (a.a, a.budget_ms)
        } else {
            (a.b, a.budget_b_ms.unwrap_or(a.budget_ms))
        };
        let seed = mix(a.seed, k, plies, 2);
        let t0 = Instant::now();
        let m = engines[g.to_move() as usize - 1]
            .choose_text(ai, &g, config(ai, ms, a.threads, seed), seed, &cancel)
            .ok_or_else(|| format!("{ai} found no move"))?;
        let side = &mut tally[usize::from(!is_a)];
        side.moves += 1;
        side.thinking += t0.elapsed();
        g.play_text(&m)
            .map_err(|e| format!("{ai} chose {m}: {e}"))?;
        moves.push(m);
        plies += 1;
    }
    if let Some(dir) = &a.records {
        write_record(a, dir, k, seat_a, &opening, &g, moves)?;
    }
    let t = &mut tally[0];
    let r = match g.finished().map(|f| f.outcome) {
        Some(Outcome::Winner(w)) if w == seat_a => 0,
        Some(Outcome::Draw(tied)) if tied.contains(&seat_a) => 1,
        None => 1,
        _ => 2,
    };
    match r {
        0 => t.wins += 1,
        1 => t.draws += 1,
        _ => t.losses += 1,
    }
    t.by_seat[seat_a as usize - 1][r] += 1;
    if a.log {
        let how = g
            .finished()
            .map_or("not finished".to_string(), |f| f.reason.to_string());
        let c = g.counters();
        let held = c.captured.or(c.stores).unwrap_or_default();
        let result = ["won", "drew", "lost"][r];
        eprintln!(
            "game {k}: A at seat {seat_a} {result} in {plies} plies, {how}; captured or stored {held:?}"
        );
    }
    Ok((plies, r))
}

/// Writes game `k`, played from `opening` to `end` by `moves`, to DIR/game-K.json.
fn write_record(
    a: &MatchArgs,
    dir: &std::path::Path,
    k: u32,
    seat_a: u8,
    opening: &AnyGame,
    end: &AnyGame,
    moves: Vec<String>,
) -> Result<(), String> {
    let seats = (1..=opening.players())
        .map(|seat| {
            let (side, ai) = if seat == seat_a {
                ("A", a.a)
            } else {
                ("B", a.b)
            };
            SeatRecord {
                name: format!("{side} ({ai})"),
                computer: Some(ai.to_string()),
            }
        })
        .collect();
    let mut r = Record::new(opening, seats, moves);
    r.result = end.finished().map(|f| f.reason.to_string());
    let path = dir.join(format!("game-{k}.json"));
    r.save(&path).map_err(|e| e.to_string())
}

/// The openings of the match, each with its plies: every distinct one, or one drawn per
/// N games from the seed.
fn match_openings(a: &MatchArgs, start: &AnyGame) -> Result<Vec<(AnyGame, u32)>, String> {
    let n = start.players() as usize;
    if a.every_opening {
        let all = openings::every(start, a.openings, openings::MAX_GAMES / n)?;
        return Ok(all
            .into_iter()
            .map(|(line, g)| (g, line.split_whitespace().count() as u32))
            .collect());
    }
    (0..a.games.div_ceil(n as u32))
        .map(|i| {
            let mut rng = Rng::new(mix(a.seed, i, 0, 1));
            openings::random(start, a.openings, &mut rng)
        })
        .collect()
}

/// Plays games 0..n from their openings (game k from opening k / N), `--concurrency` at
/// once; returns both sides' tallies, the plies, and A's result of each game, by game.
fn play_all(
    a: &MatchArgs,
    opens: &[(AnyGame, u32)],
    n: u32,
) -> Result<([Side; 2], u64, Vec<usize>), String> {
    let seats = opens[0].0.players() as u32;
    let next = AtomicU32::new(0);
    let workers = a.concurrency.min(n).max(1);
    let done: Vec<Result<Played, String>> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Played::default();
                    loop {
                        let k = next.fetch_add(1, Ordering::Relaxed);
                        if k >= n {
                            return Ok(mine);
                        }
                        let (g, p) = opens[(k / seats) as usize].clone();
                        let (p, r) = play_one(a, g, p, k, &mut mine.tally)?;
                        mine.plies += p as u64;
                        mine.results.push((k, r));
                    }
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err("a game's thread panicked".into()))
            })
            .collect()
    });
    let (mut tally, mut plies) = ([Side::default(); 2], 0);
    let mut results = vec![0; n as usize];
    for d in done {
        let d = d?;
        tally[0].add(&d.tally[0]);
        tally[1].add(&d.tally[1]);
        plies += d.plies;
        for (k, r) in d.results {
            results[k as usize] = r;
        }
    }
    Ok((tally, plies, results))
}

/// What one thread of `play_all` played.
#[derive(Default)]
struct Played {
    tally: [Side; 2],
    plies: u64,
    results: Vec<(u32, usize)>,
}

/// How many openings A won from every seat, and lost from every seat (`results`: A's
/// result per game, N games an opening).
fn whole_openings(results: &[usize], n: usize) -> (usize, usize) {
    let every = |r| {
        results
            .chunks(n)
            .filter(|c| c.iter().all(|&x| x == r))
            .count()
    };
    (every(0), every(2))
}

/// `sowing-cli match`.
pub fn command(a: &MatchArgs) -> Result<String, Fail> {
    let start = a.start.load()?;
    if start.finished().is_some() {
        return Err(Fail(2, "the game is over: nothing to play".into()));
    }
    if a.games == 0 {
        return Err(Fail(2, "--games must be at least 1".into()));
    }
    if a.concurrency == 0 {
        return Err(Fail(2, "--concurrency must be at least 1".into()));
    }
    let players = start.players();
    let seats_n = players as u32;
    if let Some(dir) = &a.records {
        std::fs::create_dir_all(dir)
            .map_err(|e| Fail(2, format!("cannot make {}: {e}", dir.display())))?;
    }
    let opens = match_openings(a, &start).map_err(|e| Fail(2, e))?;
    let n = if a.every_opening {
        opens.len() as u32 * seats_n
    } else {
        a.games
    };
    let (tally, plies, results) = play_all(a, &opens, n).map_err(|e| Fail(2, e))?;
    Ok(Report {
        args: a,
        start: &start,
        tally,
        games: n,
        plies,
        openings: opens.len(),
        whole: whole_openings(&results, players as usize),
    }
    .print())
}

#[cfg(test)]
mod tests {
    use super::whole_openings;

    #[test]
    fn whole_openings_count_only_openings_with_one_result_from_every_seat() {
        // Two seats: won both, split, lost both, draw and win, lost both.
        let results = [0, 0, 0, 2, 2, 2, 1, 0, 2, 2];
        assert_eq!(whole_openings(&results, 2), (1, 2));
        // Three seats: the same results read in threes.
        assert_eq!(whole_openings(&[0, 0, 0, 2, 2, 2, 0, 2, 0], 3), (1, 1));
    }
}
