//! Each game's goal in words, with every player's progress towards it: Tricala's
//! captures and corners, the players (or queens) still in, the beans still in play; and
//! the position's counters (the score).

use sowing_rules::{GameKind, Piece};

use super::words::Words;
use crate::game::play::Match;
use crate::tr;

/// Tricala's corner pits, where control is counted.
const CORNERS: [&str; 3] = ["1a", "6a", "6f"];

impl Words<'_> {
    /// The goal of the game in play and how far each player is.
    pub fn goal(&self, m: &Match) -> String {
        let g = &m.game;
        let players = g.players();
        let out = g
            .to_json()
            .get("out")
            .and_then(|o| o.as_array().map(Vec::len))
            .unwrap_or(0);
        let left = players as usize - out;
        match g.kind() {
            GameKind::Myra => tr!(self.texts, "goal-myra", players = players, left = left),
            GameKind::Esiema => tr!(self.texts, "goal-esiema", left = left),
            GameKind::UmelBagara => {
                let views = g.pit_views();
                let beans = views
                    .iter()
                    .filter(|v| !v.store)
                    .map(|v| v.pieces.len())
                    .sum::<usize>();
                tr!(self.texts, "goal-umel_bagara", left = beans)
            }
            GameKind::Tricala => {
                let views = g.pit_views();
                let captured = g.counters().captured.unwrap_or_default();
                let progress: Vec<String> = (1..=players)
                    .map(|p| {
                        let own = |v: &sowing_rules::view::PitView| {
                            v.pieces.iter().filter(|x| **x == Piece::Small(p)).count()
                        };
                        let on_board: usize = views.iter().map(own).sum();
                        let corners = views
                            .iter()
                            .filter(|v| CORNERS.contains(&v.name.as_str()))
                            .filter(|v| 2 * own(v) > v.pieces.len())
                            .count();
                        let taken = captured.get(p as usize - 1).copied().unwrap_or(0);
                        tr!(
                            self.texts,
                            "goal-tricala-player",
                            player = self.player(p),
                            captured = taken,
                            // Past the goal: "10 of 9 captured" at a game's end.
                            won = if taken >= 9 { "yes" } else { "no" },
                            corners = corners,
                            // Before the first placement, the three of a full board.
                            needed = match on_board {
                                0 => 3,
                                n => n.min(3),
                            }
                        )
                    })
                    .collect();
                tr!(self.texts, "goal-tricala", progress = progress.join("; "))
            }
        }
    }

    /// Each counter of the position the game has (captured, reserve, stores, stones to
    /// place), by player, in words.
    pub fn counters(&self, m: &Match) -> Vec<String> {
        let c = m.game.counters();
        // Pieces still to place count in the setup only ("Still to place, … 0" stayed all
        // game).
        let setup = m.game.phase() == sowing_rules::Phase::Setup;
        [
            ("captured", c.captured),
            ("reserve", c.reserve),
            ("stores", c.stores),
            ("hand", c.hand.filter(|_| setup)),
        ]
        .into_iter()
        .filter_map(|(key, values)| {
            let each: Vec<String> = values?
                .iter()
                .enumerate()
                .map(|(i, n)| {
                    tr!(
                        self.texts,
                        "player-count",
                        player = self.player(i as u8 + 1),
                        n = *n
                    )
                })
                .collect();
            Some(tr!(
                self.texts,
                "counter",
                counter = key,
                values = each.join(", ")
            ))
        })
        .collect()
    }

    /// The score in words: the position's counters by player.
    pub fn score(&self, m: &Match) -> String {
        self.counters(m).join("; ")
    }
}
