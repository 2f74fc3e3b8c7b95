//! Self-play for the evaluation fits (`umel_fit`, `myra_fit`): games of Hard's alpha-beta
//! against itself at a node budget a move, 2 to 9 random opening plies, and for every
//! position after the opening one printed line: the mover's result (1, 0.5, 0), the
//! search's score for the mover in the evaluation's unit (beans, soldiers; 1000 or -1000
//! for a proved win or loss), the depth it reached (0 with a single move), then the
//! game's own columns. With SIDE, after every searched position also one off the game's
//! line, 1 to SIDE random plies from it (as a search's leaves are), searched the same way
//! and printed with the result -1.

use std::sync::atomic::AtomicBool;

use sowing_ai::hard::CONTEMPT;
use sowing_ai::{AlphaBetaConfig, Evaluate, alphabeta};
use sowing_rules::{Game, Outcome, Rng, Rules};

/// Hard's alpha-beta settings that both games' fits search with: its evaluation, exact
/// leaves, the enhanced search and the contempt.
pub fn hard_config() -> AlphaBetaConfig {
    AlphaBetaConfig {
        hard_eval: true,
        exact_leaves: true,
        enhanced: true,
        contempt: CONTEMPT,
        ..AlphaBetaConfig::default()
    }
}

/// The command line: GAMES NODES SEED [SIDE].
pub struct FitRun {
    pub games: u64,
    pub nodes: u64,
    pub seed: u64,
    pub side: u64,
}

impl FitRun {
    /// Reads the command line; `name` is the example's, for the usage.
    pub fn from_args(name: &str) -> FitRun {
        let args: Vec<String> = std::env::args().skip(1).collect();
        let num = |s: &String| s.parse::<u64>().expect("a number");
        let (games, nodes, seed, side) = match &args[..] {
            [g, n, s] => (num(g), num(n), num(s), 0),
            [g, n, s, side] => (num(g), num(n), num(s), num(side)),
            _ => panic!("usage: {name} GAMES NODES SEED [SIDE]"),
        };
        FitRun {
            games,
            nodes,
            seed,
            side,
        }
    }

    /// Plays the games from `start` with the search settings `cfg` (its node budget and
    /// seed set here) and prints the lines, `columns` giving a position's own for the
    /// player (index from 0) to move.
    pub fn play<R: Rules + Evaluate>(
        &self,
        start: &R,
        cfg: AlphaBetaConfig,
        columns: impl Fn(&R, usize) -> String,
    ) {
        let mut rng = Rng::new(self.seed);
        for k in 0..self.games {
            let mut g = Game::new(start.clone());
            let opening = 2 + rng.below(8);
            let mut seen = Vec::new();
            for ply in 0.. {
                let pos = g.position().clone();
                if pos.finished().is_some() || ply > 2000 {
                    break;
                }
                let m = if ply < opening {
                    pos.random_move(&mut rng, &mut Vec::new())
                } else {
                    let p = pos.to_move() as usize - 1;
                    let s = self.seed ^ (k << 16) ^ ply;
                    let (best, score) = self.search(&g, cfg, s);
                    seen.push((p, format!("{score} {}", columns(&pos, p))));
                    if self.side > 0 {
                        self.side_line(&g, &mut rng, cfg, s ^ (1 << 40), &columns);
                    }
                    best
                };
                g.play_unchecked(&m.expect("a move"), None);
            }
            let outcome = g.position().finished().map(|f| f.outcome.clone());
            for (p, rest) in seen {
                let r = match &outcome {
                    Some(Outcome::Winner(w)) if *w as usize == p + 1 => 1.0,
                    Some(Outcome::Winner(_)) => 0.0,
                    _ => 0.5,
                };
                println!("{r} {rest}");
            }
        }
    }

    /// The search of `g`: its move, and the line's score and depth.
    fn search<R: Rules + Evaluate>(
        &self,
        g: &Game<R>,
        cfg: AlphaBetaConfig,
        seed: u64,
    ) -> (Option<R::Move>, String) {
        let cfg = AlphaBetaConfig {
            nodes: Some(self.nodes),
            seed,
            ..cfg
        };
        let r = alphabeta(g, cfg, &AtomicBool::new(false));
        let score = match r.score {
            s if s.is_proved() => 1000.0f32.copysign(s.0 as f32),
            s => s.0 as f32 / 100.0,
        };
        (r.best, format!("{score} {}", r.depth))
    }

    /// A position off the game's line, printed when the game goes on there.
    fn side_line<R: Rules + Evaluate>(
        &self,
        g: &Game<R>,
        rng: &mut Rng,
        cfg: AlphaBetaConfig,
        seed: u64,
        columns: &impl Fn(&R, usize) -> String,
    ) {
        let mut g = g.clone();
        for _ in 0..1 + rng.below(self.side) {
            let Some(m) = g.position().random_move(rng, &mut Vec::new()) else {
                return;
            };
            g.play_unchecked(&m, None);
        }
        let pos = g.position().clone();
        if pos.finished().is_none() {
            let (_, score) = self.search(&g, cfg, seed);
            println!("-1 {score} {}", columns(&pos, pos.to_move() as usize - 1));
        }
    }
}
