//! The 3D table: light with shadows, a felt cloth, the board of textured wood with a bowl
//! carved at every pit and a glowing ring when it may be chosen, and pieces drawn from a
//! few shared meshes and materials (one material per player, none per piece), as balls
//! or as a distinct solid per player (the rings' colours: `highlight`). Clicking a pit
//! takes a move-building step.

use bevy::light::CascadeShadowConfigBuilder;
use bevy::picking::mesh_picking::MeshPickingPlugin;
use bevy::prelude::*;

use super::carved::{BowlShade, COARSE, FINE, Hollow, carved_mesh};
use super::highlight::GlowRing;
use super::meshes::*;
use super::paint::{Looks, Paint, Painted};
use super::picking::{on_pit_out, on_pit_over, on_pit_press};
use super::quality::{Quality, Spheres, sphere_mesh};
use super::textures;
use crate::FramePhase;
use crate::animation::anim::Visual;
use crate::animation::motion::LoosePiece;
use crate::board::pieces::{BIG_SCALE, Board, PIECE_RADIUS, PIT_FLOOR, Pit, PitPiece};
use crate::game::screens::Screen;
use crate::settings::{PieceStyle, Settings, Theme};

pub use crate::settings::palette::PLAYER_COLOURS;

/// Radius of a small piece.
const SMALL: f32 = PIECE_RADIUS;

/// The scene's meshes, and its looks (numbers into `Looks`).
#[derive(Resource)]
pub(super) struct Look {
    pub(super) floor: Handle<Mesh>,
    pub(super) ring: Handle<Mesh>,
    pub(super) crown: Handle<Mesh>,
    pub(super) store: Handle<Mesh>,
    pub(super) balls: [Handle<Mesh>; 2],
    /// Per player: the small and the big solid.
    pub(super) shapes: Vec<[Handle<Mesh>; 2]>,
    pub(super) floor_mat: usize,
    pub(super) board_mat: usize,
    pub(super) bean: usize,
    pub(super) gold: usize,
    pub(super) table: usize,
    pub(super) players: Vec<usize>,
}

/// The cloth under the board (in low quality the background's colour stands in for it).
#[derive(Component)]
struct Table;

/// Which theme a board's top is carved for (the other is hidden).
#[derive(Component)]
pub(super) struct Carved {
    pub(super) high_contrast: bool,
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
            )
                .chain()
                .after(FramePhase::Reconcile)
                .run_if(in_state(Screen::Play)),
        )
        // On every screen: the title's backdrop follows the theme too.
        .add_systems(Update, theme_board.after(FramePhase::Reconcile));
}

fn setup(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut paints: ResMut<Assets<Paint>>,
    mut images: ResMut<Assets<Image>>,
    mut looks: ResMut<Looks>,
) {
    let wood = images.add(textures::wood(256));
    let felt = images.add(textures::felt(128));
    let mut mat = |c: Color, rough: f32, tex: Option<(Handle<Image>, f32)>| {
        looks.add((&mut materials, &mut paints), c, rough, tex)
    };
    let players = PLAYER_COLOURS
        .iter()
        .map(|(_, [r, g, b])| mat(Color::srgb_u8(*r, *g, *b), 0.35, None))
        .collect();
    let shapes = (1..=6)
        .map(|p| {
            [
                meshes.add(shape_mesh(p, SMALL)),
                meshes.add(shape_mesh(p, SMALL * BIG_SCALE)),
            ]
        })
        .collect();
    // Under the carved bowls, out of sight: what the pointer picks.
    let sunk = Vec3::Y * (PIT_FLOOR - 0.04);
    let look = Look {
        floor: meshes.add(Cylinder::new(0.40, 0.02).mesh().build().translated_by(sunk)),
        ring: meshes.add(torus(0.45, 0.51, 6)),
        crown: meshes.add(torus(SMALL * BIG_SCALE * 0.95, SMALL * BIG_SCALE * 1.25, 6)),
        store: meshes.add(Mesh::from(Cuboid::new(1.0, 0.02, 2.2)).translated_by(sunk)),
        balls: [
            meshes.add(sphere_mesh(SMALL, false, true)),
            meshes.add(sphere_mesh(SMALL * BIG_SCALE, true, true)),
        ],
        shapes,
        floor_mat: mat(Color::srgb(0.22, 0.13, 0.07), 0.9, None),
        board_mat: mat(STANDARD.board, 0.7, Some((wood, 1.0))),
        bean: mat(Color::srgb(0.45, 0.30, 0.20), 0.5, None),
        gold: mat(Color::srgb(0.95, 0.85, 0.45), 0.3, None),
        table: mat(STANDARD.table, 0.95, Some((felt, 24.0))),
        players,
    };
    commands.spawn((
        Name::new("Sun"),
        DirectionalLight {
            illuminance: 7000.0,
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
    commands.insert_resource(ClearColor(STANDARD.background));
    commands.spawn((
        Name::new("Table"),
        Table,
        Mesh3d(meshes.add(Cuboid::new(80.0, 0.2, 60.0))),
        Painted(look.table),
        Transform::from_xyz(0.0, -0.32, 0.0),
    ));
    // The round pieces (and player 1's solid, a ball) follow the quality's detail.
    commands.insert_resource(Spheres(vec![
        (look.balls[0].clone(), SMALL, false),
        (look.balls[1].clone(), SMALL * BIG_SCALE, true),
        (look.shapes[0][0].clone(), SMALL, false),
        (look.shapes[0][1].clone(), SMALL * BIG_SCALE, true),
    ]));
    commands.insert_resource(look);
}

/// The board's carved top, for both themes, built again when the quality changes (a
/// coarser grid in low quality).
fn dress_board(
    mut commands: Commands,
    (look, visual, settings): (Res<Look>, Res<Visual>, Res<Settings>),
    quality: Option<Res<Quality>>,
    mut meshes: ResMut<Assets<Mesh>>,
    boards: Query<(Entity, Ref<Board>)>,
    tops: Query<(Entity, &ChildOf), With<Carved>>,
) {
    let again = quality.as_ref().is_some_and(|q| q.is_changed());
    let points = if quality.is_none_or(|q| q.high) {
        FINE
    } else {
        COARSE
    };
    for (e, board) in &boards {
        if !board.is_added() && !again {
            continue;
        }
        if again {
            for (t, _) in tops.iter().filter(|(_, up)| up.parent() == e) {
                commands.entity(t).despawn();
            }
        }
        let hollows: Vec<Hollow> = visual
            .pits
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
                Name::new("Board top"),
                Carved {
                    high_contrast: contrast,
                },
                Mesh3d(meshes.add(carved_mesh(&hollows, 0.75, shade, points))),
                Painted(look.board_mat),
                Transform::default(),
                if contrast == high {
                    Visibility::Inherited
                } else {
                    Visibility::Hidden
                },
                Pickable::IGNORE,
                ChildOf(e),
            ));
        }
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
                .insert((Mesh3d(look.store.clone()), Painted(look.floor_mat)))
                .observe(on_pit_press);
            continue;
        }
        commands
            .entity(e)
            .insert((Mesh3d(look.floor.clone()), Painted(look.floor_mat)))
            .observe(on_pit_press)
            .observe(on_pit_over)
            .observe(on_pit_out)
            .with_children(|c| {
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

pub(super) fn piece_mesh(look: &Look, style: PieceStyle, owner: u8, big: bool) -> Handle<Mesh> {
    let b = usize::from(big);
    if style == PieceStyle::Shapes && owner > 0 {
        look.shapes[(owner as usize - 1) % 6][b].clone()
    } else {
        look.balls[b].clone()
    }
}

pub(super) fn piece_material(look: &Look, owner: u8) -> usize {
    if owner == 0 {
        look.bean
    } else {
        look.players[(owner as usize - 1) % 6]
    }
}

fn dress_pieces(
    mut commands: Commands,
    look: Res<Look>,
    settings: Res<Settings>,
    spheres: Query<(Entity, &PitPiece), Added<PitPiece>>,
    tokens: Query<(Entity, &LoosePiece), Added<LoosePiece>>,
) {
    let pieces = spheres
        .iter()
        .map(|(e, s)| (e, s.owner, s.big))
        .chain(tokens.iter().map(|(e, t)| (e, t.owner, t.big)));
    for (e, owner, big) in pieces {
        let mut ec = commands.entity(e);
        ec.insert((
            Mesh3d(piece_mesh(&look, settings.pieces, owner, big)),
            Painted(piece_material(&look, owner)),
            Pickable::IGNORE,
        ));
        if big {
            // A gold ring at the foot of queens and mothers.
            ec.with_child((
                Mesh3d(look.crown.clone()),
                Painted(look.gold),
                Transform::from_xyz(0.0, -SMALL * 0.6, 0.0),
                Pickable::IGNORE,
            ));
        }
    }
}

/// A theme's colours: board, pits, table, and the background beyond the table.
struct Colours {
    board: Color,
    pits: Color,
    table: Color,
    background: Color,
}

/// Wood on green baize.
const STANDARD: Colours = Colours {
    board: Color::srgb(0.72, 0.50, 0.31),
    pits: Color::srgb(0.22, 0.13, 0.07),
    table: Color::srgb(0.13, 0.30, 0.20),
    background: Color::srgb(0.10, 0.12, 0.14),
};

/// A pale board with black bowls on a dark table, so pits and pieces stand out.
const HIGH_CONTRAST: Colours = Colours {
    board: Color::srgb(0.93, 0.93, 0.90),
    pits: Color::srgb(0.02, 0.02, 0.02),
    table: Color::srgb(0.05, 0.05, 0.05),
    background: Color::srgb(0.0, 0.0, 0.0),
};

/// The theme's colours, and the board top carved for it.
fn theme_board(
    (look, looks, settings): (Res<Look>, Res<Looks>, Res<Settings>),
    mut materials: (ResMut<Assets<StandardMaterial>>, ResMut<Assets<Paint>>),
    mut clear: ResMut<ClearColor>,
    mut tops: Query<(&Carved, &mut Visibility), Without<Table>>,
    mut table: Query<&mut Visibility, With<Table>>,
    quality: Option<Res<Quality>>,
    mut last: Local<Option<(Theme, bool)>>,
) {
    let high = settings.theme == Theme::HighContrast;
    let cloth = quality.is_none_or(|q| q.high);
    for (c, mut v) in &mut tops {
        let want = if c.high_contrast == high {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        if *v != want {
            *v = want;
        }
    }
    if *last == Some((settings.theme, cloth)) {
        return;
    }
    *last = Some((settings.theme, cloth));
    for mut v in &mut table {
        *v = if cloth {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
    }
    let c = if high { &HIGH_CONTRAST } else { &STANDARD };
    let m = (&mut *materials.0, &mut *materials.1);
    looks.set_colour(look.board_mat, c.board, (m.0, m.1));
    looks.set_colour(look.floor_mat, c.pits, (m.0, m.1));
    looks.set_colour(look.table, c.table, (m.0, m.1));
    clear.0 = if cloth { c.background } else { c.table };
}

/// A new piece style applies to the pieces already on the board.
fn restyle(
    look: Res<Look>,
    settings: Res<Settings>,
    mut pieces: Query<(&mut Mesh3d, Option<&PitPiece>, Option<&LoosePiece>)>,
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
