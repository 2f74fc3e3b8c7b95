//! The title screen's backdrop: a board of Umel Bagara at its start, carved and filled
//! like the real one, on the cloth behind the menu. It is only looked at: nothing on it
//! can be picked, and it goes when the title does.

use bevy::prelude::*;
use sowing_rules::{AnyGame, GameKind, Piece};

use super::carved::{BowlShade, COARSE, FINE, Hollow, carved_mesh};
use super::paint::Painted;
use super::quality::Quality;
use super::scene::{Carved, Look, piece_material, piece_mesh};
use crate::board::pieces::piece_offset;
use crate::game::screens::Screen;
use crate::settings::{Settings, Theme};

/// The backdrop's root.
#[derive(Component)]
struct Backdrop;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        spawn
            .run_if(in_state(Screen::Title))
            .run_if(resource_exists::<Look>),
    );
}

/// Spawns the backdrop on the title screen, and again when the quality changes.
fn spawn(
    mut commands: Commands,
    (look, settings): (Res<Look>, Res<Settings>),
    quality: Option<Res<Quality>>,
    mut meshes: ResMut<Assets<Mesh>>,
    drawn: Query<Entity, With<Backdrop>>,
) {
    if !drawn.is_empty() {
        if quality.as_ref().is_some_and(|q| q.is_changed()) {
            for e in &drawn {
                commands.entity(e).despawn();
            }
        }
        return;
    }
    let Ok(game) = AnyGame::new(GameKind::UmelBagara, Some(2), Default::default()) else {
        return;
    };
    let pits = game.pit_views();
    let points = if quality.is_none_or(|q| q.high) {
        FINE
    } else {
        COARSE
    };
    let root = commands
        .spawn((
            Name::new("Backdrop"),
            Backdrop,
            Transform::from_xyz(1.6, 0.0, 2.6),
            Visibility::default(),
            Pickable::IGNORE,
            DespawnOnExit(Screen::Title),
        ))
        .id();
    let hollows: Vec<Hollow> = pits
        .iter()
        .map(|p| Hollow {
            centre: Vec2::new(p.center.0, p.center.1),
            store: p.store,
        })
        .collect();
    let high = settings.theme == Theme::HighContrast;
    for (contrast, shade) in [
        (false, BowlShade::Deeper),
        (true, BowlShade::Flat([0.02, 0.02, 0.02, 1.0])),
    ] {
        commands.spawn((
            Name::new("Backdrop board"),
            Carved {
                high_contrast: contrast,
            },
            Mesh3d(meshes.add(carved_mesh(&hollows, 0.75, shade, points))),
            Painted(look.board_mat),
            if contrast == high {
                Visibility::Inherited
            } else {
                Visibility::Hidden
            },
            Pickable::IGNORE,
            ChildOf(root),
        ));
    }
    for p in &pits {
        let centre = Vec3::new(p.center.0, 0.0, -p.center.1);
        for (i, piece) in p.pieces.iter().enumerate() {
            let (owner, big) = match *piece {
                Piece::Big(o) => (o, true),
                Piece::Small(o) => (o, false),
            };
            commands.spawn((
                Name::new("Backdrop piece"),
                Mesh3d(piece_mesh(&look, settings.pieces, owner, big)),
                Painted(piece_material(&look, owner)),
                Transform::from_translation(centre + piece_offset(i, big)),
                Pickable::IGNORE,
                ChildOf(root),
            ));
        }
    }
}
