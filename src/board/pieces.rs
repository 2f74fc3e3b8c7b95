//! Board, pit and piece entities. Pits are spawned on entering play; piece entities are
//! children of their pit and follow the visual board (never the other way round).

use bevy::prelude::*;
use sowing_rules::Piece;

use crate::FramePhase;
use crate::animation::anim::{Motion, Origin, Visual};
use crate::animation::motion::{
    Ghost, Glide, HAND_HEIGHT, Hand, LoosePiece, glide_secs, tray_position,
};
use crate::game::play::Match;
use crate::game::screens::Screen;
use crate::settings::AnimSpeed;

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
pub struct PitPiece {
    /// Owner (0 for Umel Bagara beans).
    pub owner: u8,
    /// A queen or mother sphere.
    pub big: bool,
}

/// The pieces last drawn in each pit.
#[derive(Resource, Default, Debug)]
pub(super) struct Drawn {
    version: Option<u64>,
    pits: Vec<Vec<Piece>>,
    hand: Vec<Piece>,
    hand_target: Vec3,
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
                .in_set(FramePhase::Reconcile)
                .run_if(in_state(Screen::Play)),
        );
}

/// Radius of a small piece; queens and mothers are `BIG_SCALE` times larger (at least 1.4,
/// so they read at a glance).
pub const PIECE_RADIUS: f32 = 0.115;
pub const BIG_SCALE: f32 = 1.75;
/// Height of a pit's floor: the bowls are carved into the board's top (at 0).
pub const PIT_FLOOR: f32 = -0.14;

/// Where the i-th piece of a pit sits, relative to the pit's centre: one in the middle and
/// six around it on the floor, then the next seven a layer up, turned a little.
pub fn piece_offset(i: usize, big: bool) -> Vec3 {
    if big {
        return Vec3::new(0.0, PIT_FLOOR + PIECE_RADIUS * BIG_SCALE, 0.0);
    }
    let layer = (i / 7) as f32;
    let k = i % 7;
    let (r, a) = if k == 0 {
        (0.0, 0.0)
    } else {
        (
            PIECE_RADIUS * 2.05,
            k as f32 * std::f32::consts::TAU / 6.0 + layer * 0.5,
        )
    };
    Vec3::new(
        r * a.cos(),
        PIT_FLOOR + PIECE_RADIUS + layer * PIECE_RADIUS * 1.7,
        r * a.sin(),
    )
}

/// Where the i-th bean of an Umel Bagara store sits: the store is a long trough (along
/// the board's depth), so the beans lie in rows of three along it, 21 a layer, the outer
/// two of a row a little up its sloping sides. A store's 48 beans stacked seven a layer
/// rose in a column over the board's edge.
pub fn store_offset(i: usize) -> Vec3 {
    const ACROSS: usize = 3;
    const ALONG: usize = 7;
    let step = PIECE_RADIUS * 1.95;
    let layer = (i / (ACROSS * ALONG)) as f32;
    let k = i % (ACROSS * ALONG);
    let (row, col) = ((k / ACROSS) as f32, (k % ACROSS) as f32 - 1.0);
    let up_the_side = col.abs() * PIECE_RADIUS * 0.35;
    Vec3::new(
        col * step,
        PIT_FLOOR + PIECE_RADIUS + up_the_side + layer * PIECE_RADIUS * 2.0,
        (row - (ALONG as f32 - 1.0) / 2.0) * step,
    )
}

/// Where the i-th piece of a pit or a store sits.
pub fn slot_offset(store: bool, i: usize, big: bool) -> Vec3 {
    match store && !big {
        true => store_offset(i),
        false => piece_offset(i, big),
    }
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
    commands.spawn((
        Name::new("Hand"),
        Hand,
        Transform::from_xyz(0.0, HAND_HEIGHT, 0.0),
        Visibility::default(),
        ChildOf(board),
    ));
    *drawn = Drawn {
        version: None,
        pits: vec![Vec::new(); visual.pits.len()],
        ..default()
    };
}

/// The board position of a pit's centre.
pub fn pit_position(visual: &Visual, i: usize) -> Vec3 {
    let (x, y) = visual.pits[i].center;
    Vec3::new(x, 0.0, -y)
}

/// How far the pits reach from the board's centre.
pub fn board_radius(visual: &Visual) -> f32 {
    visual
        .pits
        .iter()
        .map(|p| p.center.0.hypot(p.center.1))
        .fold(0.0, f32::max)
        + 0.9
}

/// The board's entities: pits with their pieces, the hand and the board.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct Scene<'w, 's> {
    pits: Query<'w, 's, (Entity, &'static Pit, Option<&'static Children>)>,
    spheres: Query<'w, 's, (), With<PitPiece>>,
    hands: Query<'w, 's, (Entity, &'static Transform, Option<&'static Children>), With<Hand>>,
    boards: Query<'w, 's, Entity, With<Board>>,
}

pub(super) fn follow_visual(
    scene: Scene,
    mut commands: Commands,
    mut visual: ResMut<Visual>,
    speed: Res<AnimSpeed>,
    m: Res<Match>,
    mut drawn: ResMut<Drawn>,
) {
    let Scene {
        pits,
        spheres,
        hands,
        boards,
    } = scene;
    let motions = if visual.motions.is_empty() {
        Vec::new()
    } else {
        std::mem::take(&mut visual.motions)
    };
    // A match of another game replacing this one (a save loaded from the pause menu, a
    // lesson's next step) leaves the old pits for a frame until the board is rebuilt.
    if drawn.version == Some(visual.version)
        || pits.is_empty()
        || pits.iter().count() != visual.pits.len()
    {
        return;
    }
    // Smooth motion only within a move that plays step by step.
    let secs = glide_secs(&speed);
    let smooth = drawn.version.is_some() && secs > 0.0;
    let radius = board_radius(&visual);
    let players = m.game.players();
    let hand = hands.single().ok();
    let hand_at = hand.map(|(_, t, _)| t.translation).unwrap_or(Vec3::Y);
    let origin = |from: Origin| match from {
        Origin::Hand => hand_at,
        Origin::Pit(k) => pit_position(&visual, k) + Vec3::Y * 0.3,
        Origin::Tray(p) => tray_position(p, players, radius),
    };
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
        let centre = pit_position(&visual, pit.index);
        let this = pit.index;
        let mut arrivals: Vec<(Piece, Origin)> = motions
            .iter()
            .filter_map(|mo| match *mo {
                Motion::Arrive { pit, piece, from } if pit == this => Some((piece, from)),
                _ => None,
            })
            .collect();
        // With a big piece in the centre, small ones start on the ring around it.
        let mut small = usize::from(want.iter().any(|p| matches!(p, Piece::Big(_))));
        // The newest pieces are the last of their kind: match arrivals from the end.
        let mut placed: Vec<(Piece, Vec3)> = Vec::with_capacity(want.len());
        for p in want {
            let big = matches!(p, Piece::Big(_));
            placed.push((*p, slot_offset(pit.store, if big { 0 } else { small }, big)));
            if !big {
                small += 1;
            }
        }
        let mut glides: Vec<Option<Glide>> = vec![None; placed.len()];
        if smooth {
            for k in (0..placed.len()).rev() {
                if let Some(a) = arrivals.iter().position(|(q, _)| *q == placed[k].0) {
                    let (_, from) = arrivals.swap_remove(a);
                    glides[k] = Some(Glide::new(origin(from) - centre, placed[k].1, secs));
                }
            }
        }
        for ((p, offset), g) in placed.into_iter().zip(glides) {
            let (owner, big) = match p {
                Piece::Big(o) => (o, true),
                Piece::Small(o) => (o, false),
            };
            let mut e = commands.spawn((
                Name::new(format!("Piece of {owner} in {}", pit.name)),
                PitPiece { owner, big },
                Transform::from_translation(g.map_or(offset, |g| g.position())),
                // Hidden while a sowing being built shows the pit as it left it so far.
                Visibility::default(),
                ChildOf(pit_entity),
            ));
            if let Some(g) = g {
                e.insert(g);
            }
        }
        if let Some(d) = drawn.pits.get_mut(pit.index) {
            *d = want.clone();
        }
    }
    // Captured and removed pieces fly off the board.
    if smooth && let Ok(board) = boards.single() {
        for mo in &motions {
            if let Motion::Leave { pit, piece, to } = *mo {
                let from = pit_position(&visual, pit) + Vec3::Y * 0.2;
                let dest = match to {
                    Some(p) => tray_position(p, players, radius),
                    None => from + Vec3::Y * 3.0,
                };
                let (owner, big) = match piece {
                    Piece::Big(o) => (o, true),
                    Piece::Small(o) => (o, false),
                };
                commands.spawn((
                    Name::new(format!("Captured piece of {owner}")),
                    LoosePiece { owner, big },
                    Ghost,
                    Transform::from_translation(from),
                    Glide::new(from, dest, secs * 1.5),
                    ChildOf(board),
                ));
            }
        }
    }
    // The hand holds the lifted pieces and hovers over the pit being sown.
    if let Some((hand, t, held)) = hand {
        if drawn.hand != visual.hand {
            for &e in held.into_iter().flatten() {
                commands.entity(e).despawn();
            }
            let mut small = usize::from(visual.hand.iter().any(|p| matches!(p, Piece::Big(_))));
            for p in &visual.hand {
                let (owner, big) = match *p {
                    Piece::Big(o) => (o, true),
                    Piece::Small(o) => (o, false),
                };
                commands.spawn((
                    Name::new(format!("Held piece of {owner}")),
                    LoosePiece { owner, big },
                    Transform::from_translation(piece_offset(if big { 0 } else { small }, big)),
                    ChildOf(hand),
                ));
                if !big {
                    small += 1;
                }
            }
            drawn.hand = visual.hand.clone();
        }
        if let Some(at) = visual.hand_at {
            let target = pit_position(&visual, at) + Vec3::Y * HAND_HEIGHT;
            if target != drawn.hand_target {
                drawn.hand_target = target;
                if smooth {
                    commands
                        .entity(hand)
                        .insert(Glide::new(t.translation, target, secs * 0.8));
                } else {
                    commands
                        .entity(hand)
                        .remove::<Glide>()
                        .insert(Transform::from_translation(target));
                }
            }
        }
    }
    drawn.version = Some(visual.version);
}
