//! The game in words, in the player's language and piece style: games, seats, players
//! (number, colour and, with distinct shapes, the shape: never colour alone), build
//! steps, pits and their contents ("e4, 3 soldiers of Player 2 in Sky blue"), the score,
//! a board summary, the moves from a pit, and a finished game's result.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use sowing_ai::Level;
use sowing_rules::core::Mode;
use sowing_rules::view::PitView;
use sowing_rules::{Dir, GameKind, Piece, Side, Step};

use crate::animation::anim::Visual;
use crate::game::play::{Match, Seat};
use crate::i18n::Texts;
use crate::settings::palette::PLAYER_COLOURS;
use crate::settings::{PieceStyle, SHAPE_NAMES, Settings};
use crate::tr;

/// Words in one language and piece style.
#[derive(Clone, Copy)]
pub struct Words<'a> {
    pub texts: &'a Texts,
    pub style: PieceStyle,
}

/// The texts and the piece style, for systems that speak.
#[derive(SystemParam)]
pub struct WordsParam<'w> {
    texts: Res<'w, Texts>,
    settings: Res<'w, Settings>,
    game: Option<Res<'w, Match>>,
}

impl WordsParam<'_> {
    /// The words as the settings have them now, for the game in play.
    pub fn get(&self) -> Words<'_> {
        let style = match &self.game {
            Some(m) => self.settings.pieces_of(m.game.kind()),
            None => self.settings.pieces,
        };
        Words {
            texts: &self.texts,
            style,
        }
    }
}

impl<'a> Words<'a> {
    pub fn new(texts: &'a Texts, style: PieceStyle) -> Words<'a> {
        Words { texts, style }
    }

    /// A game's name.
    pub fn game(&self, k: GameKind) -> String {
        tr!(self.texts, "game-name", game = k.as_str())
    }

    /// A computer player's strength.
    pub fn level(&self, l: Level) -> String {
        tr!(self.texts, "level", level = l.as_str())
    }

    /// Who plays a seat.
    pub fn seat(&self, s: Seat) -> String {
        match s {
            Seat::Human => tr!(self.texts, "seat-human"),
            Seat::Computer(l) => tr!(self.texts, "seat-computer", level = self.level(l)),
            Seat::Remote => tr!(self.texts, "seat-remote"),
        }
    }

    /// A player's name: number, colour and (with distinct shapes) shape.
    pub fn player(&self, p: u8) -> String {
        let i = (p.max(1) as usize - 1) % 6;
        let colour = tr!(self.texts, "colour", colour = PLAYER_COLOURS[i].0);
        match self.style {
            PieceStyle::Balls => tr!(self.texts, "player", n = p, colour = colour),
            PieceStyle::Shapes => tr!(
                self.texts,
                "player-shape",
                n = p,
                colour = colour,
                shape = tr!(self.texts, "shape", shape = SHAPE_NAMES[i])
            ),
        }
    }

    /// Small pieces of a game, counted (`3 soldiers`'s word).
    fn small(&self, kind: GameKind, n: usize) -> String {
        // Esiema's spheres drawn as solids are pieces ("a sphere … with the cube").
        let game = match (kind, self.style) {
            (GameKind::Esiema, PieceStyle::Shapes) => "esiema-shapes",
            _ => kind.as_str(),
        };
        tr!(self.texts, "pieces-small", game = game, n = n)
    }

    /// The big piece of a game (queen or mother).
    fn big(&self, kind: GameKind) -> String {
        tr!(self.texts, "piece-big", game = kind.as_str())
    }

    /// A direction in words ("northeast"; German "Nordosten"), as a reader says it.
    pub fn direction(&self, d: Dir) -> String {
        tr!(self.texts, "dir-name", dir = d.as_str())
    }

    /// A direction's compass letters in the player's language ("NE"; German "NO"), short
    /// for an arrow on the board.
    pub fn direction_letters(&self, d: Dir) -> String {
        tr!(self.texts, "dir-letters", dir = d.as_str())
    }

    /// A build step that is not a pit.
    pub fn step(&self, kind: GameKind, s: Step) -> String {
        let t = self.texts;
        match s {
            Step::Pit(p) => tr!(t, "step-pit", pit = p),
            Step::Dir(d) => tr!(t, "step-direction", dir = self.direction(d)),
            Step::Side(Side::Left) => tr!(t, "step-sow-left"),
            Step::Side(Side::Right) => tr!(t, "step-sow-right"),
            Step::Piece(Piece::Small(p)) => tr!(
                t,
                "step-drop-small",
                game = kind.as_str(),
                player = self.player(p)
            ),
            Step::Piece(Piece::Big(p)) => tr!(t, "step-drop-big", player = self.player(p)),
            Step::Count(n) => tr!(t, "step-count", game = kind.as_str(), n = n),
            Step::Mode(m) => tr!(
                t,
                "step-mode",
                mode = match m {
                    Mode::Whole => "whole",
                    Mode::Split => "split",
                    Mode::Chain => "chain",
                    Mode::Dechain => "dechain",
                    Mode::Produce => "produce",
                }
            ),
            Step::Pass => tr!(t, "step-pass"),
        }
    }

    /// What the human to move chooses next, in words: the kind of choice and, when few,
    /// the pits offered; `None` when nothing is offered.
    pub fn next_choice(&self, m: &Match, next: &[Step], built: &[Step]) -> Option<String> {
        let building = !built.is_empty();
        let stage = match (m.game.phase(), building) {
            (sowing_rules::Phase::Setup, _) => "setup",
            (_, true) => "yes",
            (_, false) => "no",
        };
        let kind = m.game.kind();
        let first = next.first()?;
        let what = match first {
            Step::Pit(_) => {
                let names: Vec<String> = next
                    .iter()
                    .filter_map(|s| match s {
                        Step::Pit(p) => m
                            .game
                            .pit_views()
                            .get(*p as usize)
                            .map(|v| self.pit_name(kind, v)),
                        _ => None,
                    })
                    .collect();
                // A few pits are named; many would be a long sentence to hear.
                let pits = if names.len() <= 8 {
                    names.join(", ")
                } else {
                    "none".into()
                };
                // A placement of several pieces counts down as each pit is chosen.
                let left = match placement_size(&m.game, built) {
                    Some(total) if total > 1 && stage == "setup" => total - built.len(),
                    _ => 0,
                };
                tr!(
                    self.texts,
                    "next-pit",
                    stage = stage,
                    pits = pits,
                    left = left,
                    game = m.game.kind().as_str()
                )
            }
            Step::Dir(_) => {
                let what = tr!(self.texts, "next-kind", kind = "direction");
                match self.sowing_at(&m.game, built) {
                    Some(at) => tr!(self.texts, "said-then", first = at, then = what),
                    None => what,
                }
            }
            Step::Side(_) => tr!(self.texts, "next-kind", kind = "side"),
            Step::Piece(_) => {
                let what = tr!(self.texts, "next-kind", kind = "piece");
                match self.dropped(&m.game, built) {
                    Some(so_far) => tr!(self.texts, "said-then", first = so_far, then = what),
                    None => what,
                }
            }
            Step::Count(_) => tr!(self.texts, "next-kind", kind = "count"),
            Step::Mode(_) => tr!(self.texts, "next-kind", kind = "mode"),
            Step::Pass => tr!(self.texts, "next-kind", kind = "pass"),
        };
        Some(what)
    }

    /// A pit's name as said: Umel Bagara's cups and stores in words, others as written.
    pub fn pit_name(&self, kind: GameKind, pit: &PitView) -> String {
        match (kind, pit.store) {
            (GameKind::UmelBagara, true) => tr!(
                self.texts,
                "pit-store",
                player = pit.name.trim_start_matches('S')
            ),
            (GameKind::UmelBagara, false) => tr!(self.texts, "pit-cup", cup = pit.name.as_str()),
            _ => pit.name.clone(),
        }
    }

    /// A pit's name as said, by its index on `kind`'s board (empty for none).
    pub fn pit_name_at(&self, kind: GameKind, index: usize) -> String {
        let layout = sowing_rules::view::layout(kind);
        layout
            .get(index)
            .map_or(String::new(), |v| self.pit_name(kind, v))
    }

    /// A pit in words: its name and contents by player.
    pub fn pit(&self, kind: GameKind, pit: &PitView) -> String {
        let name = self.pit_name(kind, pit);
        if pit.pieces.is_empty() {
            return tr!(self.texts, "pit-empty", pit = name);
        }
        let contents = self.contents(kind, &pit.pieces);
        tr!(self.texts, "pit-holds", pit = name, contents = contents)
    }

    /// Pieces in words, by player ("2 stones of Player 1 in Orange, 1 stone of …");
    /// Umel Bagara's beans, nobody's, counted.
    pub fn contents(&self, kind: GameKind, pieces: &[Piece]) -> String {
        if kind == GameKind::UmelBagara {
            let n = pieces.len();
            return tr!(self.texts, "count-of", n = n, pieces = self.small(kind, n));
        }
        let mut parts = Vec::new();
        for owner in 1..=6u8 {
            let player = self.player(owner);
            if pieces.contains(&Piece::Big(owner)) {
                parts.push(tr!(
                    self.texts,
                    "big-of",
                    piece = self.big(kind),
                    player = player.as_str()
                ));
            }
            let n = pieces.iter().filter(|p| **p == Piece::Small(owner)).count();
            if n > 0 {
                parts.push(tr!(
                    self.texts,
                    "small-of",
                    n = n,
                    pieces = self.small(kind, n),
                    player = player
                ));
            }
        }
        parts.join(", ")
    }

    /// Every pit's label, in board order.
    pub fn board_labels(&self, visual: &Visual, kind: GameKind) -> Vec<String> {
        visual.pits.iter().map(|p| self.pit(kind, p)).collect()
    }

    /// The board by player: how many pieces each has on it and where the big ones are.
    pub fn board_summary(&self, m: &Match, visual: &Visual) -> String {
        let kind = m.game.kind();
        if kind == GameKind::UmelBagara {
            let side = |p: &str| -> usize {
                visual
                    .pits
                    .iter()
                    .filter(|v| !v.store && v.name.starts_with(p))
                    .map(|v| v.pieces.len())
                    .sum()
            };
            return tr!(
                self.texts,
                "summary-umel",
                n1 = side("1."),
                player1 = self.player(1),
                n2 = side("2."),
                player2 = self.player(2),
                score = self.score(m)
            );
        }
        let mut parts = Vec::new();
        for owner in 1..=m.game.players() {
            let small: usize = visual
                .pits
                .iter()
                .map(|v| {
                    v.pieces
                        .iter()
                        .filter(|p| **p == Piece::Small(owner))
                        .count()
                })
                .sum();
            let big: Vec<&str> = visual
                .pits
                .iter()
                .filter(|v| v.pieces.contains(&Piece::Big(owner)))
                .map(|v| v.name.as_str())
                .collect();
            let pieces = tr!(
                self.texts,
                "count-of",
                n = small,
                pieces = self.small(kind, small)
            );
            parts.push(if big.is_empty() {
                tr!(
                    self.texts,
                    "summary-player",
                    player = self.player(owner),
                    pieces = pieces
                )
            } else {
                tr!(
                    self.texts,
                    "summary-player-big",
                    player = self.player(owner),
                    pieces = pieces,
                    big = self.big(kind),
                    pits = big.join(", ")
                )
            });
        }
        parts.join("; ")
    }

    /// The moves that start at a pit, in words: the pits and choices that may follow, and
    /// the whole move that ends there by where it goes.
    pub fn legal_from(&self, m: &Match, visual: &Visual, pit: usize) -> String {
        let kind = m.game.kind();
        let name_of = |i: usize| {
            visual
                .pits
                .get(i)
                .map(|p| self.pit_name(kind, p))
                .unwrap_or_default()
        };
        let name = name_of(pit);
        let Ok((next, complete)) = m.game.step_info(&[Step::Pit(pit as u8)]) else {
            return tr!(self.texts, "legal-none", pit = name);
        };
        let mut options: Vec<String> = next
            .iter()
            .map(|s| match s {
                Step::Pit(q) => name_of(*q as usize),
                other => self.step(kind, *other),
            })
            .collect();
        if let Some(c) = complete {
            let way = crate::game::marks::MoveMarks::of_move(&m.game, &c)
                .map(|marks| self.way(&m.game, &marks, &c))
                .unwrap_or(c);
            options.insert(0, tr!(self.texts, "legal-the-move", way = way));
        }
        if options.is_empty() {
            tr!(self.texts, "legal-none", pit = name)
        } else {
            tr!(
                self.texts,
                "legal-from",
                pit = name,
                options = options.join(", ")
            )
        }
    }
}

/// How many steps a whole move continuing `built` takes (the first offered step taken at
/// each choice): for a placement, how many pieces one turn places.
fn placement_size(game: &sowing_rules::AnyGame, built: &[Step]) -> Option<usize> {
    let mut steps = built.to_vec();
    loop {
        let (next, complete) = game.step_info(&steps).ok()?;
        match (complete, next.first()) {
            (Some(_), None) => return Some(steps.len()),
            (_, Some(&s)) if steps.len() < 32 => steps.push(s),
            _ => return None,
        }
    }
}
