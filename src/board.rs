//! Board, pit and piece entities. Pits are spawned on entering play; piece entities are
//! children of their pit and follow the visual board (never the other way round).

use bevy::prelude::*;
use sowing_rules::Piece;

use crate::Phase;
use crate::anim::Visual;
use crate::screens::Screen;

/// The board.
#[derive(Component, Debug)]
pub struct Board;

/// A pit (or an Umel Bagara store) by its index in the visual board.
#[derive(Component, Debug, Clone)]
pub struct Pit {
    pub index: usize,
    pub name: String,
    pub store: bool,
}

/// A piece on the board: a sphere, soldier, stone or bean.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sphere {
    /// Owner (0 for Umel Bagara beans).
    pub owner: u8,
    /// A queen or mother sphere.
    pub big: bool,
}

/// The pieces last drawn in each pit.
#[derive(Resource, Default, Debug)]
struct Drawn {
    version: Option<u64>,
    pits: Vec<Vec<Piece>>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Drawn>()
        .add_systems(OnExit(Screen::Play), |mut d: ResMut<Drawn>| {
            *d = Drawn::default()
        })
        .add_systems(
            Update,
            (spawn_board, follow_visual)
                .chain()
                .in_set(Phase::Reconcile)
                .run_if(in_state(Screen::Play)),
        );
}

/// Where the i-th piece of a pit sits, relative to the pit's centre.
pub fn piece_offset(i: usize, big: bool) -> Vec3 {
    if big {
        return Vec3::new(0.0, 0.16, 0.0);
    }
    let layer = (i / 7) as f32;
    let k = i % 7;
    let (r, a) = if k == 0 {
        (0.0, 0.0)
    } else {
        (0.17, k as f32 * std::f32::consts::TAU / 6.0 + layer * 0.5)
    };
    Vec3::new(r * a.cos(), 0.09 + layer * 0.11, r * a.sin())
}

fn spawn_board(
    mut commands: Commands,
    visual: Res<Visual>,
    pits: Query<&Pit>,
    boards: Query<Entity, With<Board>>,
    mut drawn: ResMut<Drawn>,
) {
    if visual.pits.is_empty()
        || (pits.iter().count() == visual.pits.len() && drawn.version.is_some())
    {
        return;
    }
    for b in &boards {
        commands.entity(b).despawn();
    }
    let board = commands
        .spawn((
            Name::new("Board"),
            Board,
            Transform::default(),
            Visibility::default(),
            DespawnOnExit(Screen::Play),
        ))
        .id();
    for (i, p) in visual.pits.iter().enumerate() {
        commands.spawn((
            Name::new(format!("Pit {}", p.name)),
            Pit {
                index: i,
                name: p.name.clone(),
                store: p.store,
            },
            Transform::from_xyz(p.center.0, 0.0, -p.center.1),
            Visibility::default(),
            ChildOf(board),
        ));
    }
    *drawn = Drawn {
        version: None,
        pits: vec![Vec::new(); visual.pits.len()],
    };
}

fn follow_visual(
    mut commands: Commands,
    visual: Res<Visual>,
    pits: Query<(Entity, &Pit, Option<&Children>)>,
    spheres: Query<(), With<Sphere>>,
    mut drawn: ResMut<Drawn>,
) {
    if drawn.version == Some(visual.version) || pits.is_empty() {
        return;
    }
    for (pit_entity, pit, children) in &pits {
        let want = &visual.pits[pit.index].pieces;
        if drawn.pits.get(pit.index) == Some(want) && drawn.version.is_some() {
            continue;
        }
        for &e in children.into_iter().flatten() {
            if spheres.contains(e) {
                commands.entity(e).despawn();
            }
        }
        // With a big piece in the centre, small ones start on the ring around it.
        let mut small = usize::from(want.iter().any(|p| matches!(p, Piece::Big(_))));
        for p in want {
            let (owner, big) = match *p {
                Piece::Big(o) => (o, true),
                Piece::Small(o) => (o, false),
            };
            let offset = piece_offset(if big { 0 } else { small }, big);
            if !big {
                small += 1;
            }
            commands.spawn((
                Name::new(format!("Piece of {owner} in {}", pit.name)),
                Sphere { owner, big },
                Transform::from_translation(offset),
                ChildOf(pit_entity),
            ));
        }
        if let Some(d) = drawn.pits.get_mut(pit.index) {
            *d = want.clone();
        }
    }
    drawn.version = Some(visual.version);
}
