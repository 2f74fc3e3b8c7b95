//! The marks of a move on the board: the pits it touches and the pits it captures
//! from, worked out by playing it on a copy of the position through the rules crate
//! (never read back from the screen); the last move's marks and a move's preview.

use bevy::prelude::*;
use sowing_rules::{AnyGame, Event, Step};

use crate::game::play::Match;

/// The pits a move touches, in order (no repeats), and the pits it captures from.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveMarks {
    pub path: Vec<usize>,
    pub captures: Vec<usize>,
    /// Pieces captured in all.
    pub captured: u32,
    /// Whether the move placed pieces (a setup's placement), rather than moved them.
    pub placed: bool,
    /// Pieces brought from the reserve (Myra's produce, Esiema's reproduction).
    pub produced: u32,
    /// The pits a placement put a piece into, one entry a piece (Tricala's "@4c,4d,4d"
    /// puts two into 4d: "on 4c, 4d" said one stone less).
    pub places: Vec<usize>,
    /// The pit the move ended on: the last one a piece went to (a sowing of a full lap or
    /// more ends on a pit `path` lists earlier, or on the one it started from).
    pub end: Option<usize>,
}

impl MoveMarks {
    /// The marks of a move's events.
    pub fn of(events: &[Event]) -> MoveMarks {
        let mut m = MoveMarks::default();
        let touch = |v: &mut Vec<usize>, p: usize| {
            if !v.contains(&p) {
                v.push(p);
            }
        };
        for e in events {
            match e {
                Event::Place { pit, .. } => {
                    touch(&mut m.path, *pit as usize);
                    m.places.push(*pit as usize);
                    m.placed = true;
                    m.end = Some(*pit as usize);
                }
                Event::Lift { pit, .. } => touch(&mut m.path, *pit as usize),
                Event::Drop { pit, .. } => {
                    touch(&mut m.path, *pit as usize);
                    m.end = Some(*pit as usize);
                }
                Event::Produce { pit, pieces, .. } => {
                    touch(&mut m.path, *pit as usize);
                    m.end = Some(*pit as usize);
                    m.produced += pieces.total();
                }
                Event::Step { from, to, .. } => {
                    touch(&mut m.path, *from as usize);
                    touch(&mut m.path, *to as usize);
                    m.end = Some(*to as usize);
                }
                Event::Capture { pit, pieces, .. } => {
                    touch(&mut m.captures, *pit as usize);
                    m.captured += pieces.total();
                }
                _ => {}
            }
        }
        m
    }

    /// The marks of a move played from a position, or `None` if the rules refuse it.
    pub fn of_move(game: &AnyGame, text: &str) -> Option<MoveMarks> {
        let mut g = game.clone();
        g.play_text(text).ok().map(|e| MoveMarks::of(&e))
    }
}

/// The last move's marks (empty before the first move).
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct LastMove(pub MoveMarks);

/// The move the choice under the pointer or the focus would make, with its marks (only
/// when that choice completes a move).
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct Preview(pub Option<(String, MoveMarks)>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LastMove>()
        .init_resource::<Preview>()
        .add_systems(Update, mark_last_move.after(crate::FramePhase::Apply));
}

/// After every change of the match (a move, undo, redo, a jump, a load), the last
/// move's marks are worked out again from the position before it.
pub fn mark_last_move(m: Option<Res<Match>>, mut last: ResMut<LastMove>) {
    let Some(m) = m else { return };
    if !m.is_changed() {
        return;
    }
    let marks = match (m.history.last(), m.moves.last()) {
        (Some(before), Some(mv)) => MoveMarks::of_move(before, mv).unwrap_or_default(),
        _ => MoveMarks::default(),
    };
    last.set_if_neq(LastMove(marks));
}

/// The pits a move being built is sure to sow into, in order, once its first direction is
/// chosen (Tricala): the drops up to the next direction still to choose. A lap or a
/// capture that the stones' order may yet change is not shown, and nothing before the
/// first direction is (the arrows show the way offered).
pub fn way_so_far(game: &AnyGame, steps: &[Step]) -> Vec<usize> {
    let chosen = steps.iter().filter(|s| matches!(s, Step::Dir(_))).count();
    if chosen == 0 {
        return Vec::new();
    }
    let Some(events) = completed(game, steps) else {
        return Vec::new();
    };
    let mut way = Vec::new();
    let mut turns = 0;
    for e in &events {
        match e {
            Event::Direction { .. } if turns == chosen => break,
            Event::Direction { .. } => turns += 1,
            Event::Lap { .. } if turns == chosen => break,
            Event::Capture { .. } | Event::GameOver(_) => break,
            Event::Drop { pit, .. } if !way.contains(&usize::from(*pit)) => {
                way.push(usize::from(*pit))
            }
            _ => {}
        }
    }
    way
}

/// The events of a move that finishes `steps` (the first choice followed at each step
/// after them): what the steps chosen so far do is the same in any such move.
pub fn completed(game: &AnyGame, steps: &[Step]) -> Option<Vec<Event>> {
    let mut prefix = steps.to_vec();
    let text = loop {
        let (next, complete) = game.step_info(&prefix).ok()?;
        match (complete, next.first()) {
            (Some(text), None) => break text,
            (_, Some(&s)) if prefix.len() < 80 => prefix.push(s),
            (Some(text), _) => break text,
            _ => return None,
        }
    };
    game.clone().play_text(&text).ok()
}
