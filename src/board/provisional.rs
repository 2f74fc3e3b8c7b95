//! Pieces of a move still being built: each stone picked for a placement (Tricala places
//! three a turn) is drawn in its pit as the player picks it, in the mover's colour and
//! shape; a sowing chosen step by step (Tricala, Esiema) shows each pit it changed as it
//! has left it so far, the board's own pieces there hidden. They go when a step is undone
//! or the move is played (then the board's own pieces show, and the move plays out).

use bevy::prelude::*;
use sowing_rules::{Piece, Step};

use crate::FramePhase;
use crate::animation::anim::Visual;
use crate::animation::motion::LoosePiece;
use crate::board::pieces::{Pit, PitPiece, piece_offset};
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
    mut own: Query<(&ChildOf, &mut Visibility), With<PitPiece>>,
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
    for (_, mut v) in &mut own {
        v.set_if_neq(Visibility::Inherited);
    }
    if let Some(so_far) = m.game.board_so_far(&building.steps) {
        show_so_far(&so_far, &visual, &pits, &mut own, &mut commands);
        return;
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

/// A sowing being built: each pit it changed shows what it holds so far (a lap lifted
/// 4c's stones and the board still showed them there, the fourteenth hour).
fn show_so_far(
    so_far: &[sowing_rules::view::PitView],
    visual: &Visual,
    pits: &Query<(Entity, &Pit)>,
    own: &mut Query<(&ChildOf, &mut Visibility), With<PitPiece>>,
    commands: &mut Commands,
) {
    for (i, now) in so_far.iter().enumerate() {
        if visual.pits.get(i).map(|p| &p.pieces) == Some(&now.pieces) {
            continue;
        }
        let Some((entity, _)) = pits.iter().find(|(_, p)| p.index == i) else {
            continue;
        };
        for (parent, mut v) in own.iter_mut() {
            if parent.parent() == entity {
                v.set_if_neq(Visibility::Hidden);
            }
        }
        // Big pieces in the centre, small ones around them, as the board draws them.
        let mut small = usize::from(now.pieces.iter().any(|p| matches!(p, Piece::Big(_))));
        for p in &now.pieces {
            let big = matches!(p, Piece::Big(_));
            let at = if big { 0 } else { small };
            small += usize::from(!big);
            commands.spawn((
                Name::new(format!("So far in {}", now.name)),
                Provisional,
                LoosePiece {
                    owner: p.owner(),
                    big,
                },
                Transform::from_translation(piece_offset(at, big)),
                ChildOf(entity),
            ));
        }
    }
}
