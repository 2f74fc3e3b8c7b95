//! The 3D table: light with shadows, the board as a procedural slab around its pits,
//! pits as bowls with a glowing ring when they may be chosen, and pieces drawn from a
//! few shared meshes and materials (one material per player, none per piece), as balls
//! or as a distinct solid per player (the rings' colours: `highlight`). Clicking a pit
//! takes a move-building step.

use bevy::light::CascadeShadowConfigBuilder;
use bevy::math::primitives::Sphere as Ball;
use bevy::picking::mesh_picking::MeshPickingPlugin;
use bevy::prelude::*;

use super::highlight::GlowRing;
use super::meshes::*;
use super::picking::{on_pit_out, on_pit_over, on_pit_press};
use crate::Phase;
use crate::animation::anim::Visual;
use crate::animation::motion::Token;
use crate::board::pieces::{Board, Pit, Sphere};
use crate::game::screens::Screen;
use crate::settings::{PieceStyle, Settings};

pub use crate::settings::palette::PLAYER_COLOURS;

/// Radius of a small piece.
const SMALL: f32 = 0.09;
/// Queens and mothers are this much larger (at least 1.4, so they read at a glance).
const BIG_SCALE: f32 = 1.75;

#[derive(Resource)]
struct Look {
    floor: Handle<Mesh>,
    rim: Handle<Mesh>,
    ring: Handle<Mesh>,
    crown: Handle<Mesh>,
    store: Handle<Mesh>,
    balls: [Handle<Mesh>; 2],
    /// Per player: the small and the big solid.
    shapes: Vec<[Handle<Mesh>; 2]>,
    floor_mat: Handle<StandardMaterial>,
    wood: Handle<StandardMaterial>,
    board_mat: Handle<StandardMaterial>,
    bean: Handle<StandardMaterial>,
    gold: Handle<StandardMaterial>,
    players: Vec<Handle<StandardMaterial>>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(MeshPickingPlugin)
        .add_systems(Startup, setup)
        // After the pieces follow the visual board, so new pieces are drawn the same frame.
        .add_systems(
            Update,
            (
                dress_board,
                dress_pits,
                dress_pieces,
                restyle,
                super::highlight::highlight,
                theme_board,
            )
                .chain()
                .after(Phase::Reconcile)
                .run_if(in_state(Screen::Play)),
        );
}

fn setup(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
) {
    let mat = |materials: &mut Assets<StandardMaterial>, c: Color, rough: f32| {
        materials.add(StandardMaterial {
            base_color: c,
            perceptual_roughness: rough,
            ..default()
        })
    };
    let players = PLAYER_COLOURS
        .iter()
        .map(|(_, [r, g, b])| mat(&mut materials, Color::srgb_u8(*r, *g, *b), 0.35))
        .collect();
    let shapes = (1..=6)
        .map(|p| {
            [
                meshes.add(shape_mesh(p, SMALL)),
                meshes.add(shape_mesh(p, SMALL * BIG_SCALE)),
            ]
        })
        .collect();
    commands.insert_resource(Look {
        floor: meshes.add(Cylinder::new(0.40, 0.03)),
        rim: meshes.add(torus(0.37, 0.45, 8)),
        ring: meshes.add(torus(0.45, 0.51, 6)),
        crown: meshes.add(torus(SMALL * BIG_SCALE * 0.95, SMALL * BIG_SCALE * 1.25, 6)),
        store: meshes.add(Cuboid::new(1.0, 0.08, 2.2)),
        balls: [
            meshes.add(Ball::new(SMALL).mesh().uv(16, 10)),
            meshes.add(Ball::new(SMALL * BIG_SCALE).mesh().uv(20, 14)),
        ],
        shapes,
        floor_mat: mat(&mut materials, Color::srgb(0.22, 0.13, 0.07), 0.9),
        wood: mat(&mut materials, Color::srgb(0.50, 0.32, 0.17), 0.6),
        board_mat: mat(&mut materials, Color::srgb(0.62, 0.43, 0.25), 0.7),
        bean: mat(&mut materials, Color::srgb(0.45, 0.30, 0.20), 0.5),
        gold: mat(&mut materials, Color::srgb(0.95, 0.85, 0.45), 0.3),
        players,
    });
    commands.spawn((
        Name::new("Sun"),
        DirectionalLight {
            illuminance: 9000.0,
            shadow_maps_enabled: true,
            ..default()
        },
        // One shadow cascade covers the whole table: the board never leaves the view.
        CascadeShadowConfigBuilder {
            num_cascades: 1,
            minimum_distance: 0.1,
            maximum_distance: 60.0,
            first_cascade_far_bound: 60.0,
            overlap_proportion: 0.2,
        }
        .build(),
        Transform::from_xyz(4.0, 10.0, 6.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.insert_resource(GlobalAmbientLight {
        color: Color::WHITE,
        brightness: 400.0,
        ..default()
    });
    commands.insert_resource(ClearColor(Color::srgb(0.10, 0.12, 0.14)));
    commands.spawn((
        Name::new("Table"),
        Mesh3d(meshes.add(Cuboid::new(80.0, 0.2, 60.0))),
        MeshMaterial3d(mat(&mut materials, Color::srgb(0.16, 0.30, 0.20), 0.95)),
        Transform::from_xyz(0.0, -0.25, 0.0),
    ));
}

fn dress_board(
    mut commands: Commands,
    look: Res<Look>,
    visual: Res<Visual>,
    mut meshes: ResMut<Assets<Mesh>>,
    boards: Query<Entity, Added<Board>>,
) {
    for e in &boards {
        let centres: Vec<Vec2> = visual
            .pits
            .iter()
            .map(|p| Vec2::new(p.center.0, p.center.1))
            .collect();
        let slab = meshes.add(slab_mesh(&centres, 0.75, 0.12));
        commands.spawn((
            Name::new("Board slab"),
            Mesh3d(slab),
            MeshMaterial3d(look.board_mat.clone()),
            Transform::from_xyz(0.0, -0.03, 0.0),
            Pickable::IGNORE,
            ChildOf(e),
        ));
    }
}

fn dress_pits(
    mut commands: Commands,
    look: Res<Look>,
    glows: Res<super::highlight::Glows>,
    pits: Query<(Entity, &Pit), Added<Pit>>,
) {
    for (e, pit) in &pits {
        if pit.store {
            commands
                .entity(e)
                .insert((
                    Mesh3d(look.store.clone()),
                    MeshMaterial3d(look.floor_mat.clone()),
                ))
                .observe(on_pit_press);
            continue;
        }
        commands
            .entity(e)
            .insert((
                Mesh3d(look.floor.clone()),
                MeshMaterial3d(look.floor_mat.clone()),
            ))
            .observe(on_pit_press)
            .observe(on_pit_over)
            .observe(on_pit_out)
            .with_children(|c| {
                c.spawn((
                    Name::new(format!("Rim of {}", pit.name)),
                    Mesh3d(look.rim.clone()),
                    MeshMaterial3d(look.wood.clone()),
                    Transform::from_xyz(0.0, 0.02, 0.0),
                    Pickable::IGNORE,
                ));
                c.spawn((
                    Name::new(format!("Glow of {}", pit.name)),
                    GlowRing(pit.index),
                    Mesh3d(look.ring.clone()),
                    MeshMaterial3d(glows.offered.clone()),
                    Transform::from_xyz(0.0, 0.05, 0.0),
                    Visibility::Hidden,
                    Pickable::IGNORE,
                ));
            });
    }
}

fn piece_mesh(look: &Look, style: PieceStyle, owner: u8, big: bool) -> Handle<Mesh> {
    let b = usize::from(big);
    if style == PieceStyle::Shapes && owner > 0 {
        look.shapes[(owner as usize - 1) % 6][b].clone()
    } else {
        look.balls[b].clone()
    }
}

fn piece_material(look: &Look, owner: u8) -> Handle<StandardMaterial> {
    if owner == 0 {
        look.bean.clone()
    } else {
        look.players[(owner as usize - 1) % 6].clone()
    }
}

fn dress_pieces(
    mut commands: Commands,
    look: Res<Look>,
    settings: Res<Settings>,
    spheres: Query<(Entity, &Sphere), Added<Sphere>>,
    tokens: Query<(Entity, &Token), Added<Token>>,
) {
    let pieces = spheres
        .iter()
        .map(|(e, s)| (e, s.owner, s.big))
        .chain(tokens.iter().map(|(e, t)| (e, t.owner, t.big)));
    for (e, owner, big) in pieces {
        let mut ec = commands.entity(e);
        ec.insert((
            Mesh3d(piece_mesh(&look, settings.pieces, owner, big)),
            MeshMaterial3d(piece_material(&look, owner)),
            Pickable::IGNORE,
        ));
        if big {
            // A gold ring at the foot of queens and mothers.
            ec.with_child((
                Mesh3d(look.crown.clone()),
                MeshMaterial3d(look.gold.clone()),
                Transform::from_xyz(0.0, -SMALL * 0.6, 0.0),
                Pickable::IGNORE,
            ));
        }
    }
}

/// The high-contrast theme: a pale board, black pits and a dark table, so pits and
/// pieces stand out; the standard theme: wood on green baize.
fn theme_board(
    look: Res<Look>,
    settings: Res<Settings>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut clear: ResMut<ClearColor>,
    mut last: Local<Option<crate::settings::Theme>>,
) {
    if *last == Some(settings.theme) {
        return;
    }
    *last = Some(settings.theme);
    let high = settings.theme == crate::settings::Theme::HighContrast;
    let set = |materials: &mut Assets<StandardMaterial>, h: &Handle<StandardMaterial>, c: Color| {
        if let Some(mut m) = materials.get_mut(h) {
            m.base_color = c;
        }
    };
    let (board, floor, wood, bg) = if high {
        (
            Color::srgb(0.93, 0.93, 0.90),
            Color::srgb(0.02, 0.02, 0.02),
            Color::srgb(0.35, 0.35, 0.35),
            Color::srgb(0.0, 0.0, 0.0),
        )
    } else {
        (
            Color::srgb(0.62, 0.43, 0.25),
            Color::srgb(0.22, 0.13, 0.07),
            Color::srgb(0.50, 0.32, 0.17),
            Color::srgb(0.10, 0.12, 0.14),
        )
    };
    set(&mut materials, &look.board_mat, board);
    set(&mut materials, &look.floor_mat, floor);
    set(&mut materials, &look.wood, wood);
    clear.0 = bg;
}

/// A new piece style applies to the pieces already on the board.
fn restyle(
    look: Res<Look>,
    settings: Res<Settings>,
    mut pieces: Query<(&mut Mesh3d, Option<&Sphere>, Option<&Token>)>,
) {
    if !settings.is_changed() || settings.is_added() {
        return;
    }
    for (mut mesh, s, t) in &mut pieces {
        let (owner, big) = match (s, t) {
            (Some(s), _) => (s.owner, s.big),
            (None, Some(t)) => (t.owner, t.big),
            _ => continue,
        };
        let want = piece_mesh(&look, settings.pieces, owner, big);
        if mesh.0 != want {
            mesh.0 = want;
        }
    }
}
