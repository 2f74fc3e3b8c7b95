//! The 3D table: camera (perspective, or top-down 2D with `T`), light with shadows, shared
//! meshes and materials (one per player, none per piece), pits as bowls, picking on pits.

use bevy::math::primitives::Sphere as Ball;
use bevy::picking::mesh_picking::MeshPickingPlugin;
use bevy::prelude::*;
use sowing_rules::Step;

use crate::Phase;
use crate::board::{Pit, Sphere};
use crate::play::{Building, Match, MoveRequest, Options, Status, push_step};
use crate::screens::Screen;

/// The Okabe–Ito colours used for players 1–6, with their names.
pub const PLAYER_COLOURS: [(&str, [u8; 3]); 6] = [
    ("Orange", [0xE6, 0x9F, 0x00]),
    ("Sky blue", [0x56, 0xB4, 0xE9]),
    ("Green", [0x00, 0x9E, 0x73]),
    ("Yellow", [0xF0, 0xE4, 0x42]),
    ("Blue", [0x00, 0x72, 0xB2]),
    ("Vermilion", [0xD5, 0x5E, 0x00]),
];

/// Perspective or top-down view.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub enum View {
    #[default]
    Table,
    TopDown,
}

#[derive(Resource)]
struct Look {
    pit: Handle<Mesh>,
    store: Handle<Mesh>,
    small: Handle<Mesh>,
    big: Handle<Mesh>,
    pit_mat: Handle<StandardMaterial>,
    offered_mat: Handle<StandardMaterial>,
    chosen_mat: Handle<StandardMaterial>,
    bean: Handle<StandardMaterial>,
    players: Vec<Handle<StandardMaterial>>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(MeshPickingPlugin)
        .init_resource::<View>()
        .add_systems(Startup, setup)
        .add_systems(Update, (toggle_view, place_camera).chain())
        // After the pieces follow the visual board, so new pieces are drawn the same frame.
        .add_systems(
            Update,
            (dress_pits, dress_spheres, highlight)
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
    commands.insert_resource(Look {
        pit: meshes.add(Cylinder::new(0.42, 0.08)),
        store: meshes.add(Cuboid::new(1.0, 0.08, 2.2)),
        small: meshes.add(Ball::new(0.09).mesh().uv(16, 10)),
        big: meshes.add(Ball::new(0.16).mesh().uv(20, 14)),
        pit_mat: mat(&mut materials, Color::srgb(0.36, 0.22, 0.12), 0.8),
        offered_mat: mat(&mut materials, Color::srgb(0.55, 0.42, 0.18), 0.6),
        chosen_mat: mat(&mut materials, Color::srgb(0.85, 0.75, 0.30), 0.5),
        bean: mat(&mut materials, Color::srgb(0.45, 0.30, 0.20), 0.5),
        players,
    });
    commands.spawn((
        Name::new("Camera"),
        Camera3d::default(),
        Transform::from_xyz(0.0, 11.0, 10.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.spawn((
        Name::new("Sun"),
        DirectionalLight {
            illuminance: 9000.0,
            shadow_maps_enabled: true,
            ..default()
        },
        Transform::from_xyz(4.0, 10.0, 6.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.insert_resource(GlobalAmbientLight {
        color: Color::WHITE,
        brightness: 400.0,
        ..default()
    });
    commands.spawn((
        Name::new("Table"),
        Mesh3d(meshes.add(Cuboid::new(16.0, 0.2, 14.0))),
        MeshMaterial3d(mat(&mut materials, Color::srgb(0.20, 0.32, 0.22), 0.9)),
        Transform::from_xyz(0.0, -0.15, 0.0),
    ));
}

fn toggle_view(keys: Res<ButtonInput<KeyCode>>, mut view: ResMut<View>) {
    if keys.just_pressed(KeyCode::KeyT) {
        *view = if *view == View::Table {
            View::TopDown
        } else {
            View::Table
        };
    }
}

fn place_camera(
    view: Res<View>,
    m: Option<Res<Match>>,
    mut cams: Query<&mut Transform, With<Camera3d>>,
) {
    if !view.is_changed() && !m.as_ref().is_some_and(|m| m.is_changed()) {
        return;
    }
    // Frame the board: the hexagon is about 11 wide, the others smaller.
    let size = match m.map(|m| m.game.kind()) {
        Some(sowing_rules::GameKind::Myra | sowing_rules::GameKind::Esiema) => 1.0,
        Some(sowing_rules::GameKind::Tricala) => 0.65,
        _ => 0.8,
    };
    for mut t in &mut cams {
        *t = match *view {
            View::Table => Transform::from_xyz(0.0, 11.0 * size, 9.5 * size)
                .looking_at(Vec3::new(0.0, 0.0, 0.6 * size), Vec3::Y),
            View::TopDown => {
                Transform::from_xyz(0.0, 15.0 * size, 0.01).looking_at(Vec3::ZERO, Vec3::NEG_Z)
            }
        };
    }
}

fn dress_pits(mut commands: Commands, look: Res<Look>, pits: Query<(Entity, &Pit), Added<Pit>>) {
    for (e, pit) in &pits {
        let mesh = if pit.store {
            look.store.clone()
        } else {
            look.pit.clone()
        };
        commands
            .entity(e)
            .insert((Mesh3d(mesh), MeshMaterial3d(look.pit_mat.clone())))
            .observe(on_pit_click);
    }
}

fn dress_spheres(
    mut commands: Commands,
    look: Res<Look>,
    spheres: Query<(Entity, &Sphere), Added<Sphere>>,
) {
    for (e, s) in &spheres {
        let mesh = if s.big {
            look.big.clone()
        } else {
            look.small.clone()
        };
        let mat = if s.owner == 0 {
            look.bean.clone()
        } else {
            look.players[(s.owner as usize - 1) % 6].clone()
        };
        commands
            .entity(e)
            .insert((Mesh3d(mesh), MeshMaterial3d(mat), Pickable::IGNORE));
    }
}

fn highlight(
    look: Res<Look>,
    options: Res<Options>,
    building: Res<Building>,
    mut pits: Query<(&Pit, &mut MeshMaterial3d<StandardMaterial>)>,
) {
    if !options.is_changed() && !building.is_changed() {
        return;
    }
    for (pit, mut mat) in &mut pits {
        let step = Step::Pit(pit.index as u8);
        let want = if building.steps.contains(&step) {
            &look.chosen_mat
        } else if options.next.contains(&step) {
            &look.offered_mat
        } else {
            &look.pit_mat
        };
        if mat.0 != *want {
            mat.0 = want.clone();
        }
    }
}

fn on_pit_click(
    click: On<Pointer<Click>>,
    pits: Query<&Pit>,
    m: Res<Match>,
    queue: Res<crate::anim::AnimQueue>,
    mut building: ResMut<Building>,
    mut status: ResMut<Status>,
    mut requests: MessageWriter<MoveRequest>,
) {
    let Ok(pit) = pits.get(click.entity) else {
        return;
    };
    if pit.store {
        return;
    }
    if !queue.is_idle() {
        status.0 = "Wait until the move has played out".into();
        return;
    }
    push_step(
        Step::Pit(pit.index as u8),
        &m,
        &mut building,
        &mut status,
        &mut requests,
    );
}
