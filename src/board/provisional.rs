//! Pieces picked for a placement still being built (Tricala places three stones a turn):
//! each is drawn in its pit as the player picks it, in the mover's colour and shape, and
//! goes when the pick is undone or the move is played (then the board's own pieces show).

use bevy::prelude::*;
use sowing_rules::Step;

use crate::FramePhase;
use crate::animation::anim::Visual;
use crate::animation::motion::LoosePiece;
use crate::board::pieces::{Pit, piece_offset};
use crate::game::build::Building;
use crate::game::play::Match;
use crate::game::screens::Screen;

/// A piece shown in a pit for a placement not yet played.
#[derive(Component, Debug)]
pub struct Provisional;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        show_picked
            .after(super::pieces::follow_visual)
            .in_set(FramePhase::Reconcile)
            .run_if(in_state(Screen::Play)),
    );
}

/// The picks drawn last: the steps and the board's version they were drawn on.
type Drawn = Option<(Vec<Step>, u64)>;

fn show_picked(
    (building, m, visual): (Res<Building>, Res<Match>, Res<Visual>),
    pits: Query<(Entity, &Pit)>,
    shown: Query<Entity, With<Provisional>>,
    mut commands: Commands,
    mut drawn: Local<Drawn>,
) {
    // Compared in place: nothing is copied in a frame where the picks stay as drawn.
    if drawn
        .as_ref()
        .is_some_and(|(steps, version)| *steps == building.steps && *version == visual.version)
    {
        return;
    }
    *drawn = Some((building.steps.clone(), visual.version));
    for e in &shown {
        commands.entity(e).despawn();
    }
    if m.game.phase() != sowing_rules::Phase::Setup {
        return;
    }
    let owner = m.game.to_move();
    let mut extra = vec![0usize; visual.pits.len()];
    for step in &building.steps {
        let Step::Pit(i) = *step else { continue };
        let i = i as usize;
        let Some(pit) = visual.pits.get(i) else {
            continue;
        };
        let Some((entity, _)) = pits.iter().find(|(_, p)| p.index == i) else {
            continue;
        };
        // The next place in the pit after the pieces already in it (small pieces go
        // round a big one, as the board draws them).
        let big = pit
            .pieces
            .iter()
            .any(|p| matches!(p, sowing_rules::Piece::Big(_)));
        let small = pit.pieces.len() - usize::from(big);
        let at = usize::from(big) + small + extra[i];
        extra[i] += 1;
        commands.spawn((
            Name::new(format!("Picked for {owner} in {}", pit.name)),
            Provisional,
            LoosePiece { owner, big: false },
            Transform::from_translation(piece_offset(at, false)),
            ChildOf(entity),
        ));
    }
}
