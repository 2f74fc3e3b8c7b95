//! The visual board and the animation queue: a move's events play out one at a time on
//! a copy of the pits, which the piece entities follow. When the queue is empty the
//! visual board must equal the rules position exactly (checked in debug builds and
//! tests); then it is reset from the position, so nothing drifts.

use std::collections::HashMap;

use bevy::prelude::*;
use sowing_rules::PitId;
use sowing_rules::event::Contents;
use sowing_rules::view::PitView;
use sowing_rules::{Event, GameKind, Piece};

use crate::FramePhase;
use crate::game::play::Match;
use crate::game::queue::AnimQueue;
use crate::game::screens::Screen;
use crate::settings::AnimSpeed;

/// The pits as shown: changed event by event during an animation.
#[derive(Resource, Debug, Clone, Default)]
pub struct Visual {
    pub pits: Vec<PitView>,
    /// Pieces lifted and not yet dropped.
    pub hand: Vec<Piece>,
    /// Where the hand is (a pit index).
    pub hand_at: Option<usize>,
    /// The pit touched by the last event, for highlighting.
    pub last: Option<usize>,
    /// Bumped on every change, so piece entities know to follow.
    pub version: u64,
    /// Pieces that moved since the board entities last followed, for smooth motion.
    pub motions: Vec<Motion>,
    index: HashMap<String, usize>,
    kind: Option<GameKind>,
}

impl Visual {
    /// The visual board of a position.
    pub fn of(m: &Match) -> Visual {
        let pits = m.game.pit_views();
        let index = pits
            .iter()
            .enumerate()
            .map(|(i, p)| (p.name.clone(), i))
            .collect();
        Visual {
            pits,
            hand: Vec::new(),
            hand_at: None,
            last: None,
            version: 0,
            motions: Vec::new(),
            index,
            kind: Some(m.game.kind()),
        }
    }

    /// The pieces of an event, one by one (Umel Bagara's beans belong to nobody).
    fn pieces(&self, c: &Contents) -> Vec<Piece> {
        let neutral = self.kind == Some(GameKind::UmelBagara);
        c.runs()
            .into_iter()
            .flat_map(|(p, n)| {
                std::iter::repeat_n(if neutral { Piece::Small(0) } else { p }, n as usize)
            })
            .collect()
    }

    /// The visual pit of a board pit (the same index: the view lists pits in board
    /// order, Umel Bagara's stores after the cups).
    pub fn pit(&self, pit: &PitId) -> Option<usize> {
        Some(*pit as usize).filter(|&i| i < self.pits.len())
    }

    /// A pit by its name (`S1`: Umel Bagara's stores, which events never name).
    fn pit_named(&self, name: &str) -> Option<usize> {
        self.index.get(name).copied()
    }

    fn take(&mut self, i: usize, pieces: &[Piece]) {
        for p in pieces {
            if let Some(k) = self.pits[i].pieces.iter().position(|q| q == p) {
                self.pits[i].pieces.remove(k);
            }
        }
    }

    fn put(&mut self, i: usize, piece: Piece) {
        let v = &mut self.pits[i].pieces;
        // Keep big pieces first, then small ones by player, as the position lists them.
        let at = v
            .iter()
            .position(|q| sort_key(*q) > sort_key(piece))
            .unwrap_or(v.len());
        v.insert(at, piece);
    }

    /// Beans taken from pit `from` go into `player`'s store (Umel Bagara).
    fn store_beans(&mut self, from: usize, player: u8, pieces: Vec<Piece>) {
        let Some(store) = self.pit_named(&format!("S{player}")) else {
            return;
        };
        for p in pieces {
            self.put(store, p);
            self.motions.push(Motion::Arrive {
                pit: store,
                piece: p,
                from: Origin::Pit(from),
            });
        }
    }

    /// Pieces come from a player's tray into a pit (setup, produce, reproduce).
    fn arrive(&mut self, pit: &PitId, pieces: &Contents, player: u8) -> bool {
        let Some(i) = self.pit(pit) else { return false };
        for p in self.pieces(pieces) {
            self.put(i, p);
            self.motions.push(Motion::Arrive {
                pit: i,
                piece: p,
                from: Origin::Tray(player),
            });
        }
        self.last = Some(i);
        true
    }

    /// Applies one event; returns whether the board changed.
    pub fn apply(&mut self, e: &Event) -> bool {
        let changed = match e {
            Event::Place { pit, piece, player } => {
                self.arrive(pit, &Contents::one(*piece), *player)
            }
            Event::Produce {
                pit,
                pieces,
                player,
            } => self.arrive(pit, pieces, *player),
            Event::Lift { pit, pieces } => {
                let Some(i) = self.pit(pit) else { return false };
                let ps = self.pieces(pieces);
                self.take(i, &ps);
                self.hand.extend(ps);
                self.hand_at = Some(i);
                self.last = Some(i);
                true
            }
            Event::Step { to, .. } => {
                self.hand_at = self.pit(to);
                false
            }
            Event::Drop { pit, piece } => {
                let Some(i) = self.pit(pit) else { return false };
                for p in self.pieces(&Contents::one(*piece)) {
                    if let Some(k) = self.hand.iter().position(|q| *q == p) {
                        self.hand.remove(k);
                    }
                    self.put(i, p);
                    self.motions.push(Motion::Arrive {
                        pit: i,
                        piece: p,
                        from: Origin::Hand,
                    });
                }
                self.hand_at = Some(i);
                self.last = Some(i);
                true
            }
            Event::Capture { pit, by, pieces } => {
                let Some(i) = self.pit(pit) else { return false };
                let ps = self.pieces(pieces);
                self.take(i, &ps);
                if self.kind == Some(GameKind::UmelBagara) {
                    self.store_beans(i, *by, ps);
                } else {
                    for p in ps {
                        self.motions.push(Motion::Leave {
                            pit: i,
                            piece: p,
                            to: Some(*by),
                        });
                    }
                }
                self.last = Some(i);
                true
            }
            Event::Collect {
                pit,
                player,
                pieces,
            } => {
                let Some(i) = self.pit(pit) else { return false };
                let ps = self.pieces(pieces);
                self.take(i, &ps);
                self.store_beans(i, *player, ps);
                true
            }
            Event::Takeover { pit, from, to, .. } => {
                let Some(i) = self.pit(pit) else { return false };
                for p in self.pits[i].pieces.iter_mut() {
                    if *p == Piece::Small(*from) {
                        *p = Piece::Small(*to);
                    }
                }
                true
            }
            Event::Eliminate {
                player,
                pit: Some(pit),
            } => {
                let Some(i) = self.pit(pit) else { return false };
                self.take(i, &[Piece::Big(*player)]);
                self.motions.push(Motion::Leave {
                    pit: i,
                    piece: Piece::Big(*player),
                    to: None,
                });
                true
            }
            _ => false,
        };
        if changed {
            self.version += 1;
        }
        if self.hand.is_empty() {
            self.hand_at = None;
        }
        changed
    }

    /// Whether the pits hold the same pieces as `truth`.
    pub fn matches(&self, truth: &[PitView]) -> bool {
        self.pits.len() == truth.len()
            && self
                .pits
                .iter()
                .zip(truth)
                .all(|(a, b)| a.pieces == b.pieces)
    }
}

fn sort_key(p: Piece) -> (u8, u8) {
    match p {
        Piece::Big(o) => (0, o),
        Piece::Small(o) => (1, o),
    }
}

/// Where an arriving piece comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The mover's hand, wherever it hovers.
    Hand,
    /// Another pit (beans captured into a store).
    Pit(usize),
    /// A player's reserve beside the board.
    Tray(u8),
}

/// One piece moving, so the board can show it travel rather than jump.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Motion {
    /// A piece arrives in a pit.
    Arrive {
        pit: usize,
        piece: Piece,
        from: Origin,
    },
    /// A piece leaves the board from a pit: captured to a player's tray, or removed.
    Leave {
        pit: usize,
        piece: Piece,
        to: Option<u8>,
    },
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Visual>()
        .add_systems(
            Update,
            animate
                .in_set(FramePhase::Animate)
                .run_if(crate::game::screens::play_running),
        )
        .add_systems(
            Update,
            reconcile
                .in_set(FramePhase::Reconcile)
                .run_if(in_state(Screen::Play)),
        );
}

fn animate(
    time: Res<Time>,
    speed: Res<AnimSpeed>,
    mut queue: ResMut<AnimQueue>,
    mut visual: ResMut<Visual>,
    mut cues: MessageWriter<crate::game::cue::Cue>,
) {
    if queue.events.is_empty() {
        return;
    }
    // The rest of a move that a newer one overtook is shown at once, silently.
    while queue.hurry > 0
        && let Some(e) = queue.events.pop_front()
    {
        queue.hurry -= 1;
        visual.apply(&e);
        queue.clock = 0.0;
    }
    queue.clock += time.delta_secs();
    while let Some(e) = queue.events.front() {
        // Events that change nothing visible do not wait.
        let visible = !matches!(
            e,
            Event::Turn { .. }
                | Event::Direction { .. }
                | Event::Lap { .. }
                | Event::Pass { .. }
                | Event::GameOver { .. }
        );
        if visible && speed.0 > 0.0 {
            if queue.clock < speed.0 {
                break;
            }
            queue.clock -= speed.0;
        }
        let e = queue.events.pop_front().expect("front");
        visual.apply(&e);
        match &e {
            Event::Drop { pit, .. } | Event::Place { pit, .. } | Event::Produce { pit, .. } => {
                if let Some(i) = visual.pit(pit) {
                    cues.write(crate::game::cue::Cue::Drop(i));
                }
            }
            Event::Capture { pit, .. } => {
                if let Some(i) = visual.pit(pit) {
                    cues.write(crate::game::cue::Cue::Capture(i));
                }
            }
            _ => {}
        }
    }
    if queue.events.is_empty() {
        queue.clock = 0.0;
    }
}

/// Once a move has played out, the visual board must equal the position.
fn reconcile(mut queue: ResMut<AnimQueue>, mut visual: ResMut<Visual>, m: Res<Match>) {
    if !queue.events.is_empty() {
        return;
    }
    if queue.reset || visual.kind != Some(m.game.kind()) {
        *visual = Visual {
            version: visual.version + 1,
            ..Visual::of(&m)
        };
        queue.reset = false;
        return;
    }
    if !queue.check {
        return;
    }
    queue.check = false;
    let truth = m.game.pit_views();
    if !visual.matches(&truth) {
        debug_assert!(false, "the animation ended away from the position");
        error!("the animation ended away from the position; showing the position");
        *visual = Visual {
            version: visual.version + 1,
            ..Visual::of(&m)
        };
    }
}
