//! The 3D table: light with shadows, the board as a procedural slab around its pits,
//! pits as bowls with a glowing ring when they may be chosen, and pieces drawn from a
//! few shared meshes and materials (one material per player, none per piece), as balls
//! or as a distinct solid per player. Clicking a pit takes a move-building step.

use bevy::asset::RenderAssetUsages;
use bevy::light::CascadeShadowConfigBuilder;
use bevy::math::primitives::Sphere as Ball;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::picking::mesh_picking::MeshPickingPlugin;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use sowing_rules::Step;

use crate::Phase;
use crate::anim::Visual;
use crate::board::{Board, Pit, Sphere};
use crate::glow::GlowMaterial;
use crate::motion::Token;
use crate::play::{Build, Building, Options};
use crate::screens::{Overlay, Screen};
use crate::settings::{PieceStyle, Settings};

pub use crate::palette::PLAYER_COLOURS;

/// Radius of a small piece.
const SMALL: f32 = 0.09;
/// Queens and mothers are this much larger (at least 1.4, so they read at a glance).
const BIG_SCALE: f32 = 1.75;

/// The pit under the pointer, if any.
#[derive(Resource, Default, Debug)]
pub struct Hovered(pub Option<usize>);

/// A glowing ring around a pit.
#[derive(Component, Debug)]
struct GlowRing(usize);

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
    offered: Handle<GlowMaterial>,
    chosen: Handle<GlowMaterial>,
    hover: Handle<GlowMaterial>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(MeshPickingPlugin)
        .init_resource::<Hovered>()
        .add_systems(Startup, setup)
        // After the pieces follow the visual board, so new pieces are drawn the same frame.
        .add_systems(
            Update,
            (
                dress_board,
                dress_pits,
                dress_pieces,
                restyle,
                highlight,
                theme_board,
            )
                .chain()
                .after(Phase::Reconcile)
                .run_if(in_state(Screen::Play)),
        );
}

/// A convex polygon from points (monotone chain), counter-clockwise.
fn hull(mut pts: Vec<Vec2>) -> Vec<Vec2> {
    pts.sort_by(|a, b| a.x.total_cmp(&b.x).then(a.y.total_cmp(&b.y)));
    pts.dedup_by(|a, b| a.distance(*b) < 1e-4);
    if pts.len() < 3 {
        return pts;
    }
    let cross = |o: Vec2, a: Vec2, b: Vec2| (a - o).perp_dot(b - o);
    let mut lower: Vec<Vec2> = Vec::new();
    for &p in &pts {
        while lower.len() >= 2 && cross(lower[lower.len() - 2], lower[lower.len() - 1], p) <= 0.0 {
            lower.pop();
        }
        lower.push(p);
    }
    let mut upper: Vec<Vec2> = Vec::new();
    for &p in pts.iter().rev() {
        while upper.len() >= 2 && cross(upper[upper.len() - 2], upper[upper.len() - 1], p) <= 0.0 {
            upper.pop();
        }
        upper.push(p);
    }
    lower.pop();
    upper.pop();
    lower.extend(upper);
    lower
}

/// The board: a slab following the outline of its pits with a margin, flat shaded.
pub fn slab_mesh(centres: &[Vec2], margin: f32, thickness: f32) -> Mesh {
    let h = hull(centres.to_vec());
    let n = h.len();
    // Push each corner out along its bisector so every edge moves out by `margin`.
    let outline: Vec<Vec2> = (0..n)
        .map(|i| {
            let prev = h[(i + n - 1) % n];
            let next = h[(i + 1) % n];
            let e1 = (h[i] - prev).normalize_or_zero();
            let e2 = (next - h[i]).normalize_or_zero();
            let n1 = Vec2::new(e1.y, -e1.x);
            let n2 = Vec2::new(e2.y, -e2.x);
            let bis = (n1 + n2).normalize_or_zero();
            let cos = bis.dot(n1).max(0.3);
            h[i] + bis * margin / cos
        })
        .collect();
    let mut pos: Vec<[f32; 3]> = Vec::new();
    let mut idx: Vec<u32> = Vec::new();
    let top = |p: Vec2| [p.x, 0.0, -p.y];
    let bottom = |p: Vec2| [p.x, -thickness, -p.y];
    let centre = outline.iter().copied().sum::<Vec2>() / n.max(1) as f32;
    // Top face: a fan from the centre (board y points away from the camera: z = -y).
    pos.push(top(centre));
    for &p in &outline {
        pos.push(top(p));
    }
    for i in 0..n as u32 {
        idx.extend([0, 1 + i, 1 + (i + 1) % n as u32]);
    }
    for i in 0..n {
        let a = outline[i];
        let b = outline[(i + 1) % n];
        let base = pos.len() as u32;
        pos.extend([top(a), top(b), bottom(b), bottom(a)]);
        idx.extend([base, base + 1, base + 2, base, base + 2, base + 3]);
    }
    solid(pos, idx)
}

/// A solid from its triangles, flat shaded.
fn solid(pos: Vec<[f32; 3]>, idx: Vec<u32>) -> Mesh {
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, pos)
    .with_inserted_indices(Indices::U32(idx))
    .with_duplicated_vertices()
    .with_computed_flat_normals()
}

fn octahedron(r: f32) -> Mesh {
    let pos = vec![
        [r, 0.0, 0.0],
        [-r, 0.0, 0.0],
        [0.0, r, 0.0],
        [0.0, -r, 0.0],
        [0.0, 0.0, r],
        [0.0, 0.0, -r],
    ];
    let idx = vec![
        0, 2, 4, 4, 2, 1, 1, 2, 5, 5, 2, 0, 4, 3, 0, 1, 3, 4, 5, 3, 1, 0, 3, 5,
    ];
    solid(pos, idx)
}

/// A three-armed cross (a 3D plus): three crossing bars.
fn cross(r: f32) -> Mesh {
    let mut m = Mesh::from(Cuboid::new(2.0 * r, 0.7 * r, 0.7 * r));
    let _ = m.merge(&Mesh::from(Cuboid::new(0.7 * r, 2.0 * r, 0.7 * r)));
    let _ = m.merge(&Mesh::from(Cuboid::new(0.7 * r, 0.7 * r, 2.0 * r)));
    m
}

/// The solid of player `p` (1-based) with radius about `r`.
pub fn shape_mesh(p: usize, r: f32) -> Mesh {
    match (p - 1) % 6 {
        0 => Ball::new(r).mesh().uv(16, 10),
        1 => Mesh::from(Cuboid::new(1.5 * r, 1.5 * r, 1.5 * r)),
        2 => {
            let t = Tetrahedron::default();
            Mesh::from(t).scaled_by(Vec3::splat(2.0 * r))
        }
        3 => octahedron(1.2 * r),
        4 => Cylinder::new(r, 1.4 * r).mesh().resolution(6).build(),
        _ => cross(r),
    }
}

/// A ring with few segments around its tube: rims and crowns are small on screen.
fn torus(inner: f32, outer: f32, sides: usize) -> Mesh {
    Torus::new(inner, outer)
        .mesh()
        .minor_resolution(sides)
        .major_resolution(32)
        .build()
}

fn setup(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<StandardMaterial>>,
    mut glows: ResMut<Assets<GlowMaterial>>,
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
    let glow = |glows: &mut Assets<GlowMaterial>, c: LinearRgba, depth: f32| {
        glows.add(GlowMaterial {
            colour: c,
            pulse: Vec4::new(depth, 4.0, 0.0, 0.0),
        })
    };
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
        offered: glow(&mut glows, LinearRgba::new(1.0, 0.75, 0.25, 0.55), 0.0),
        chosen: glow(&mut glows, LinearRgba::new(1.0, 1.0, 0.6, 1.0), 0.0),
        hover: glow(&mut glows, LinearRgba::new(0.8, 0.9, 1.0, 0.7), 0.0),
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

fn dress_pits(mut commands: Commands, look: Res<Look>, pits: Query<(Entity, &Pit), Added<Pit>>) {
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
                    MeshMaterial3d(look.offered.clone()),
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

fn highlight(
    look: Res<Look>,
    options: Res<Options>,
    building: Res<Building>,
    hovered: Res<Hovered>,
    mut rings: Query<(
        &GlowRing,
        &mut Visibility,
        &mut MeshMaterial3d<GlowMaterial>,
    )>,
) {
    if !options.is_changed() && !building.is_changed() && !hovered.is_changed() {
        return;
    }
    for (ring, mut vis, mut mat) in &mut rings {
        let step = Step::Pit(ring.0 as u8);
        let want = if building.steps.contains(&step) {
            Some(&look.chosen)
        } else if options.next.contains(&step) {
            Some(&look.offered)
        } else if hovered.0 == Some(ring.0) {
            Some(&look.hover)
        } else {
            None
        };
        match want {
            Some(w) => {
                vis.set_if_neq(Visibility::Inherited);
                if mat.0 != *w {
                    mat.0 = w.clone();
                }
            }
            None => {
                vis.set_if_neq(Visibility::Hidden);
            }
        }
    }
}

fn on_pit_over(over: On<Pointer<Over>>, pits: Query<&Pit>, mut hovered: ResMut<Hovered>) {
    if let Ok(pit) = pits.get(over.entity) {
        hovered.0 = Some(pit.index);
    }
}

fn on_pit_out(out: On<Pointer<Out>>, pits: Query<&Pit>, mut hovered: ResMut<Hovered>) {
    if let Ok(pit) = pits.get(out.entity)
        && hovered.0 == Some(pit.index)
    {
        hovered.0 = None;
    }
}

/// A pit is chosen on the press of the primary button. bevy_picking sends the press to
/// what is under the pointer now but the release and click to what was under it the
/// frame before, so a click that moves and presses in one frame (a tap) has no click.
/// A press where an egui window lies is the window's: checked here at the press's own
/// position (bevy_egui's picking backend judges by where the pointer was a frame ago, and
/// lost a quick move from a button to a pit).
fn on_pit_press(
    press: On<Pointer<Press>>,
    pits: Query<&Pit>,
    overlay: Res<State<Overlay>>,
    mut contexts: EguiContexts,
    mut build: MessageWriter<Build>,
) {
    if *overlay.get() != Overlay::None || press.button != PointerButton::Primary {
        return;
    }
    if let Ok(ctx) = contexts.ctx_mut() {
        let p = press.pointer_location.position / ctx.zoom_factor();
        // egui's background layer spans the screen; windows and popups lie above it.
        let over = ctx.layer_id_at(egui::pos2(p.x, p.y));
        if over.is_some_and(|l| l.order != egui::Order::Background) {
            return;
        }
    }
    if let Ok(pit) = pits.get(press.entity) {
        build.write(Build::Step(Step::Pit(pit.index as u8)));
    }
}
