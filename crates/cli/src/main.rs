//! `sowing-cli`: the command line of ENGINE.md (new, legal, count, play, perft) plus
//! `bench`, `selfplay` and `replay FILE` (a game record move by move). Bad input prints one line on standard error and exits 2; nothing panics.

mod bench;
mod selfplay;

use std::io::Read;
use std::process::ExitCode;

use serde_json::{Map, Value, json};
use sowing_rules::any::option_value;
use sowing_rules::{AnyGame, GameKind};

/// A failure: exit status and one line for standard error.
struct Fail(u8, String);

fn usage() -> String {
    "usage: sowing-cli <new|legal|count|play|perft|bench|selfplay|replay FILE> [--game G] [--players N] [--option k=v]... \
     [--position FILE|-] [--limit N] [--json] [--ai A,B,...] [--games K] [--seed S] [--budget-ms M[,M…]] [--iterations I[,I…]] \
     [--rollout PLIES] [--greedy-plies N] [--sample N] [--widening W] [--threads T] [--exploration C] \
     [MOVE...|DEPTH]"
        .into()
}

/// Parsed common arguments.
#[derive(Default)]
struct Args {
    game: Option<String>,
    players: Option<u8>,
    options: Map<String, Value>,
    position: Option<String>,
    limit: Option<usize>,
    json: bool,
    seconds: Option<f64>,
    ai: Option<String>,
    games: Option<u32>,
    seed: Option<u64>,
    budget_ms: Vec<u64>,
    iterations: Vec<u32>,
    rollout: Option<u32>,
    greedy: Option<u32>,
    sample: Option<u32>,
    widening: Option<f32>,
    threads: Option<u32>,
    exploration: Option<f32>,
    free: Vec<String>,
}

fn number<T: std::str::FromStr>(flag: &str, v: &str) -> Result<T, Fail> {
    v.parse()
        .map_err(|_| Fail(2, format!("{flag}: '{v}' is not a number")))
}

/// A comma-separated list of numbers (`1500` or `15000,1500`).
fn numbers<T: std::str::FromStr>(flag: &str, v: &str) -> Result<Vec<T>, Fail> {
    v.split(',').map(|x| number(flag, x)).collect()
}

fn parse_args(raw: &[String]) -> Result<Args, Fail> {
    let mut a = Args::default();
    let mut it = raw.iter();
    let bad = |m: String| Fail(2, m);
    while let Some(x) = it.next() {
        let mut val = |name: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| bad(format!("{name} needs a value")))
        };
        match x.as_str() {
            "--game" => a.game = Some(val("--game")?),
            "--players" => {
                let v = val("--players")?;
                a.players = Some(
                    v.parse()
                        .map_err(|_| bad(format!("--players: '{v}' is not a number")))?,
                );
            }
            "--option" => {
                let v = val("--option")?;
                let (k, value) = v
                    .split_once('=')
                    .ok_or_else(|| bad(format!("--option needs key=value, not '{v}'")))?;
                a.options.insert(k.to_string(), option_value(k, value));
            }
            "--position" => a.position = Some(val("--position")?),
            "--limit" => {
                let v = val("--limit")?;
                a.limit = Some(
                    v.parse()
                        .map_err(|_| bad(format!("--limit: '{v}' is not a number")))?,
                );
            }
            "--seconds" => {
                let v = val("--seconds")?;
                a.seconds = Some(
                    v.parse()
                        .ok()
                        .filter(|s: &f64| *s > 0.0 && *s < 3600.0)
                        .ok_or_else(|| bad(format!("--seconds: '{v}' is not a duration")))?,
                );
            }
            "--json" => a.json = true,
            "--ai" => a.ai = Some(val("--ai")?),
            "--games" => a.games = Some(number("--games", &val("--games")?)?),
            "--seed" => a.seed = Some(number("--seed", &val("--seed")?)?),
            "--budget-ms" => a.budget_ms = numbers("--budget-ms", &val("--budget-ms")?)?,
            "--iterations" => a.iterations = numbers("--iterations", &val("--iterations")?)?,
            "--sample" => a.sample = Some(number("--sample", &val("--sample")?)?),
            "--widening" => a.widening = Some(number("--widening", &val("--widening")?)?),
            "--threads" => a.threads = Some(number("--threads", &val("--threads")?)?),
            "--greedy-plies" => a.greedy = Some(number("--greedy-plies", &val("--greedy-plies")?)?),
            "--rollout" => a.rollout = Some(number("--rollout", &val("--rollout")?)?),
            "--exploration" => {
                a.exploration = Some(number("--exploration", &val("--exploration")?)?)
            }
            s if s.starts_with("--") => {
                return Err(bad(format!("unknown flag '{s}'; {}", usage())));
            }
            s => a.free.push(s.to_string()),
        }
    }
    Ok(a)
}

fn load(a: &Args) -> Result<AnyGame, Fail> {
    let bad = |m: String| Fail(2, m);
    match &a.position {
        Some(p) => {
            if a.game.is_some() || a.players.is_some() || !a.options.is_empty() {
                return Err(bad(
                    "--position cannot be combined with --game, --players or --option".into(),
                ));
            }
            let mut text = String::new();
            if p == "-" {
                std::io::stdin()
                    .read_to_string(&mut text)
                    .map_err(|e| bad(format!("cannot read standard input: {e}")))?;
            } else {
                text = std::fs::read_to_string(p)
                    .map_err(|e| bad(format!("cannot read '{p}': {e}")))?;
            }
            AnyGame::from_json_str(&text).map_err(|e| bad(e.to_string()))
        }
        None => {
            let g = a
                .game
                .as_deref()
                .ok_or_else(|| bad("give --game G or --position P".into()))?;
            let kind = GameKind::parse(g).ok_or_else(|| {
                bad(format!(
                    "unknown game '{g}' (myra, esiema, tricala, umel_bagara)"
                ))
            })?;
            AnyGame::new(kind, a.players, a.options.clone()).map_err(|e| bad(e.to_string()))
        }
    }
}

fn pretty(v: &Value) -> String {
    sowing_rules::json::canonical_text(v)
}

fn no_free(a: &Args, cmd: &str) -> Result<(), Fail> {
    match a.free.first() {
        Some(x) => Err(Fail(2, format!("{cmd}: unexpected argument '{x}'"))),
        None => Ok(()),
    }
}

fn run(raw: &[String]) -> Result<String, Fail> {
    let (cmd, rest) = raw.split_first().ok_or_else(|| Fail(2, usage()))?;
    let a = parse_args(rest)?;
    match cmd.as_str() {
        "new" => {
            no_free(&a, "new")?;
            if a.position.is_some() {
                return Err(Fail(2, "new takes --game, not --position".into()));
            }
            Ok(pretty(&Value::Object(load(&a)?.to_json())))
        }
        "legal" => {
            no_free(&a, "legal")?;
            let g = load(&a)?;
            let limit = a.limit.unwrap_or(100_000);
            match g.legal_texts(limit) {
                Ok(v) => Ok(v.join("\n")),
                Err(n) if n == u128::MAX => Err(Fail(
                    3,
                    format!("too many moves to list (more than {limit})"),
                )),
                Err(n) => Err(Fail(
                    3,
                    format!("{n} legal moves: more than the limit {limit}"),
                )),
            }
        }
        "count" => {
            no_free(&a, "count")?;
            let g = load(&a)?;
            g.count()
                .map(|n| n.to_string())
                .map_err(|_| Fail(3, "too many to count".into()))
        }
        "play" => {
            let mut g = load(&a)?;
            let mut events = Vec::new();
            for (i, m) in a.free.iter().enumerate() {
                let ev = g
                    .play_text(m)
                    .map_err(|e| Fail(2, format!("move {} '{m}': {e}", i + 1)))?;
                events.extend(ev);
            }
            let out = json!({ "position": Value::Object(g.to_json()), "events": events });
            Ok(pretty(&out))
        }
        "perft" => {
            let depth = match a.free.as_slice() {
                [d] => d
                    .parse::<u32>()
                    .ok()
                    .filter(|&d| d <= 64)
                    .ok_or_else(|| Fail(2, format!("perft: '{d}' is not a depth")))?,
                _ => return Err(Fail(2, "perft needs one DEPTH".into())),
            };
            Ok(load(&a)?.perft(depth).to_string())
        }
        "bench" => {
            no_free(&a, "bench")?;
            let g = load(&a)?;
            Ok(bench::run(&g, a.seconds.unwrap_or(3.0), a.json))
        }
        "selfplay" => {
            no_free(&a, "selfplay")?;
            let start = load(&a)?;
            let names = a.ai.as_deref().unwrap_or("hard,greedy");
            let ais = names
                .split(',')
                .map(|n| {
                    sowing_ai::Ai::parse(n).ok_or_else(|| {
                        Fail(
                            2,
                            format!(
                                "unknown computer player '{n}' (random, greedy, easy, medium, hard)"
                            ),
                        )
                    })
                })
                .collect::<Result<Vec<_>, _>>()?;
            if ais.len() > start.players() as usize {
                return Err(Fail(
                    2,
                    format!(
                        "{} players but {} computer players given",
                        start.players(),
                        ais.len()
                    ),
                ));
            }
            for (flag, n) in [
                ("--iterations", a.iterations.len()),
                ("--budget-ms", a.budget_ms.len()),
            ] {
                if n > 1 && n != ais.len() {
                    return Err(Fail(
                        2,
                        format!(
                            "{flag} takes one value, or one per computer player ({} given, {} players in --ai)",
                            n,
                            ais.len()
                        ),
                    ));
                }
            }
            let plan = selfplay::Plan {
                start,
                ais,
                games: a.games.unwrap_or(10),
                seed: a.seed.unwrap_or(1),
                budget_ms: a.budget_ms.clone(),
                iterations: a.iterations.clone(),
                rollout: a.rollout,
                greedy: a.greedy,
                sample: a.sample,
                widening: a.widening,
                exploration: a.exploration,
                max_plies: 20_000,
                threads: a.threads.unwrap_or(1),
            };
            selfplay::run(&plan, a.json).map_err(|e| Fail(2, e))
        }
        "replay" => {
            let [file] = a.free.as_slice() else {
                return Err(Fail(2, "replay needs one FILE".into()));
            };
            replay(file, a.json)
        }
        // Saves records in a loop, for the crash-safety test (killed at random moments).
        "save-loop" => {
            let [file] = a.free.as_slice() else {
                return Err(Fail(2, "save-loop needs one FILE".into()));
            };
            save_loop(file, &a)
        }
        "help" | "--help" | "-h" => Ok(usage()),
        other => Err(Fail(2, format!("unknown command '{other}'; {}", usage()))),
    }
}

/// Prints each move of a record with the position after it, then the result.
fn replay(file: &str, as_json: bool) -> Result<String, Fail> {
    let r = sowing_rules::Record::load(std::path::Path::new(file))
        .map_err(|e| Fail(2, e.to_string()))?;
    let result = match r.last().finished() {
        Some(f) => format!(
            "{} ({})",
            match &f.outcome {
                sowing_rules::Outcome::Winner(p) => format!("player {p} wins"),
                sowing_rules::Outcome::Draw(t) => format!(
                    "draw between players {}",
                    t.iter()
                        .map(|p| p.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            },
            f.reason
        ),
        None => format!("unfinished: player {} to move", r.last().to_move()),
    };
    if as_json {
        let moves: Vec<Value> = r
            .record
            .moves
            .iter()
            .zip(&r.positions[1..])
            .map(|(m, g)| json!({"move": m, "position": Value::Object(g.to_json())}))
            .collect();
        return Ok(pretty(&json!({
            "start": Value::Object(r.positions[0].to_json()),
            "moves": moves,
            "result": result,
        })));
    }
    let mut out = format!(
        "{} for {} players, {} moves\nstart {}\n",
        r.record.game,
        r.record.players,
        r.record.moves.len(),
        Value::Object(r.positions[0].to_json())
    );
    for (i, (m, g)) in r.record.moves.iter().zip(&r.positions[1..]).enumerate() {
        out.push_str(&format!("{}. {m} {}\n", i + 1, Value::Object(g.to_json())));
    }
    out.push_str(&format!("result: {result}"));
    Ok(out)
}

/// Saves records of a growing random game over and over (never returns on success).
fn save_loop(file: &str, a: &Args) -> Result<String, Fail> {
    let start = load(a)?;
    let mut rng = sowing_rules::Rng::new(a.seed.unwrap_or(1));
    let mut game = start.clone();
    let mut moves = Vec::new();
    let seats = (1..=start.players())
        .map(|p| sowing_rules::SeatRecord {
            name: format!("Player {p}"),
            computer: None,
        })
        .collect::<Vec<_>>();
    let path = std::path::Path::new(file);
    loop {
        match game.random_move_text(&mut rng) {
            Some(m) => {
                game.play_text(&m).map_err(|e| Fail(2, e.to_string()))?;
                moves.push(m);
            }
            None => {
                game = start.clone();
                moves.clear();
            }
        }
        sowing_rules::Record::new(&start, seats.clone(), moves.clone())
            .save(path)
            .map_err(|e| Fail(2, e.to_string()))?;
    }
}

fn main() -> ExitCode {
    let raw: Vec<String> = std::env::args().skip(1).collect();
    match run(&raw) {
        Ok(out) => {
            if !out.is_empty() {
                println!("{out}");
            }
            ExitCode::SUCCESS
        }
        Err(Fail(code, msg)) => {
            eprintln!("sowing-cli: {}", msg.replace('\n', " "));
            ExitCode::from(code)
        }
    }
}
