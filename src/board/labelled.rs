//! Which pits carry their names on the board: every pit with the coordinates on; with
//! them off, the pits the words name now (the last move's start and end, a hint's, a
//! lesson's words, where a sowing being built stands, the cursor's pit), so "from h9 to
//! g7" can be found on the board.

use bevy::prelude::*;
use sowing_rules::view::PitView;

use crate::animation::anim::Visual;
use crate::game::build::Building;
use crate::game::hint::Hint;
use crate::game::lessons::Lesson;
use crate::game::marks::{LastMove, MoveMarks};
use crate::game::play::Match;
use crate::i18n::Texts;
use crate::settings::Settings;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Labelled>()
        .add_systems(Update, labelled.after(crate::FramePhase::Apply));
}

/// The pits whose names are written on the board: `None` for every pit (the coordinates
/// on), else the pits the words name now.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct Labelled(pub Option<Vec<usize>>);

fn labelled(
    settings: Res<Settings>,
    (last, hint, focus): (Res<LastMove>, Res<Hint>, Res<crate::board::focus::Focus>),
    (lesson, texts, visual): (Option<Res<Lesson>>, Res<Texts>, Res<Visual>),
    (m, building): (Option<Res<Match>>, Res<Building>),
    mut out: ResMut<Labelled>,
    mut had_lesson: Local<bool>,
) {
    // Worked out again only when what it reads changed, not every frame (a lesson's words
    // formatted and a sowing built again each frame).
    let lesson_now = lesson.is_some();
    let changed = settings.is_changed()
        || last.is_changed()
        || hint.is_changed()
        || focus.is_changed()
        || texts.is_changed()
        || visual.is_changed()
        || building.is_changed()
        || m.as_ref().is_some_and(|m| m.is_changed())
        || lesson.as_ref().is_some_and(|l| l.is_changed())
        || std::mem::replace(&mut *had_lesson, lesson_now) != lesson_now;
    if !changed && !out.is_added() {
        return;
    }
    let now = (!settings.coordinates).then(|| {
        let hinted = hint.shown.as_ref().map(|h| &h.marks);
        let mut named = named_pits(&last.0, hinted, focus.0);
        // A lesson's words may name pits off its move's ends ("2.1 just before it will
        // hold two" left 2.1 unlabelled, the thirteenth hour).
        if let Some(l) = lesson {
            named.extend(pits_named_in(&l.text(&texts), &visual.pits));
        }
        // Where a sowing being built stands, as the next choice's words say ("At 3c …").
        let at = m.and_then(|m| m.game.sowing_at(&building.steps));
        named.extend(at.map(|(pit, _)| usize::from(pit)));
        named.sort_unstable();
        named.dedup();
        named
    });
    out.set_if_neq(Labelled(now));
}

/// The pits whose names the words use now, to be written on the board with the
/// coordinates off: the last move's start and end (every pit of a placement: "placed on
/// 3b, 4b, 4c" named 4b unlabelled), the hint's (a lesson's taught move is shown as one),
/// and the cursor's pit.
pub fn named_pits(last: &MoveMarks, hint: Option<&MoveMarks>, cursor: Option<usize>) -> Vec<usize> {
    let ends = |m: &MoveMarks| [m.path.first().copied(), m.end.or(m.path.last().copied())];
    let mut v: Vec<usize> = ends(last).into_iter().flatten().collect();
    if last.placed {
        v.extend(&last.path);
    }
    v.extend(hint.into_iter().flat_map(ends).flatten());
    // A hinted placement (a lesson's first Tricala step says "on 3b, 4b and 5c") names
    // every pit it places on: its middle pit was left unnamed.
    if let Some(h) = hint.filter(|h| h.placed) {
        v.extend(&h.path);
    }
    v.extend(cursor);
    v.sort_unstable();
    v.dedup();
    v
}

/// The pits a text names: its words that are a pit's name ("1.5," and "2.4." at a
/// sentence's end name 1.5 and 2.4); a store is never named so.
pub fn pits_named_in(words: &str, pits: &[PitView]) -> Vec<usize> {
    words
        .split(|c: char| !c.is_alphanumeric() && c != '.')
        .map(|w| w.trim_matches('.'))
        .filter_map(|w| pits.iter().position(|p| !p.store && p.name == w))
        .collect()
}
