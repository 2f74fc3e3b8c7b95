//! Graphics quality: the setting and the command line's override decide it, each entity
//! wears the material of the quality in force (switching when it changes), and the carved
//! board has its bowls where the pits are, inside its outline, in the grid size asked for;
//! round pieces have fewer facets at low quality; the main world's systems run on the
//! frame's own thread; every player's solid has its own outline seen from above.

use bevy::prelude::*;
use sowing::render::carved::{BowlShade, COARSE, FINE, Hollow, carved_mesh};
use sowing::render::paint::{Looks, Paint, Painted, Pair, dress};
use sowing::render::quality::{GraphicsFlag, Quality, Spheres, sphere_detail, sphere_mesh};
use sowing::settings::{Graphics, Settings};

fn quality_app(setting: Graphics, flag: Option<Graphics>) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(Settings {
            graphics: setting,
            ..Settings::default()
        })
        .add_plugins(sowing::render::quality::plugin)
        .insert_resource(GraphicsFlag(flag));
    app.update();
    app
}

fn high(app: &App) -> Option<bool> {
    app.world().get_resource::<Quality>().map(|q| q.high)
}

#[test]
fn the_setting_chooses_the_quality_and_the_flag_overrides_it() {
    assert_eq!(high(&quality_app(Graphics::Low, None)), Some(false));
    assert_eq!(high(&quality_app(Graphics::High, None)), Some(true));
    assert_eq!(
        high(&quality_app(Graphics::Low, Some(Graphics::High))),
        Some(true)
    );
    // Auto waits for the adapter (none headless).
    assert_eq!(high(&quality_app(Graphics::Auto, None)), None);
    // A changed setting takes effect at once.
    let mut app = quality_app(Graphics::High, None);
    app.world_mut().resource_mut::<Settings>().graphics = Graphics::Low;
    app.update();
    assert_eq!(high(&app), Some(false));
}

#[test]
fn entities_wear_the_material_of_the_quality_in_force() {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(Looks(vec![Pair {
            standard: Handle::default(),
            paint: Handle::default(),
        }]))
        .insert_resource(Quality {
            high: false,
            software: true,
        })
        .add_systems(PostUpdate, dress);
    let e = app.world_mut().spawn(Painted(0)).id();
    app.update();
    let has = |app: &App| {
        let w = app.world();
        (
            w.get::<MeshMaterial3d<StandardMaterial>>(e).is_some(),
            w.get::<MeshMaterial3d<Paint>>(e).is_some(),
        )
    };
    assert_eq!(has(&app), (false, true), "low quality paints");
    app.world_mut().resource_mut::<Quality>().high = true;
    app.update();
    assert_eq!(
        has(&app),
        (true, false),
        "high quality has the standard material"
    );
    app.world_mut().resource_mut::<Quality>().high = false;
    app.update();
    assert_eq!(has(&app), (false, true), "and back");
}

#[test]
fn the_carved_board_has_its_bowls_at_the_pits_and_stays_inside_its_outline() {
    let hollows: Vec<Hollow> = (0..5)
        .flat_map(|i| {
            [-0.7f32, 0.7].map(|y| Hollow {
                centre: Vec2::new(i as f32 - 2.0, y),
                store: false,
            })
        })
        .chain([-3.5f32, 3.5].map(|x| Hollow {
            centre: Vec2::new(x, 0.0),
            store: true,
        }))
        .collect();
    let floor = sowing::board::pieces::PIT_FLOOR;
    for points in [FINE, COARSE] {
        let mesh = carved_mesh(&hollows, 0.75, BowlShade::Deeper, points);
        let Some(bevy::mesh::VertexAttributeValues::Float32x3(pos)) =
            mesh.attribute(Mesh::ATTRIBUTE_POSITION)
        else {
            panic!("positions");
        };
        let n = pos.len() as f32;
        assert!(
            n > points * 0.8 && n < points * 1.3,
            "{n} points for {points}"
        );
        // Near every pit's centre the surface is at the floor; the deepest point of the
        // board is the floor; nothing is outside the board's outline.
        for h in &hollows {
            let near = pos
                .iter()
                .filter(|p| Vec2::new(p[0], -p[2]).distance(h.centre) < 0.12)
                .collect::<Vec<_>>();
            assert!(!near.is_empty());
            assert!(near.iter().all(|p| (p[1] - floor).abs() < 1e-3), "{h:?}");
        }
        let top = pos.iter().filter(|p| p[1] > -1e-4).count();
        assert!(top > pos.len() / 10, "the board's top between the bowls");
        assert!(pos.iter().all(|p| p[1] >= floor - 0.3));
        assert!(pos.iter().all(
            |p| p[0].abs() <= 3.5 + 0.45 + 0.75 + 1e-3 && p[2].abs() <= 0.6 + 0.45 + 0.75 + 0.7
        ));
        // In the stores' troughs, along their length, the floor too.
        let trough = pos
            .iter()
            .filter(|p| (p[0] - 3.5).abs() < 0.1 && p[2].abs() < 0.5)
            .all(|p| (p[1] - floor).abs() < 1e-3);
        assert!(trough);
    }
}

#[test]
fn the_main_worlds_systems_run_on_the_frames_thread() {
    use std::collections::HashSet;
    use std::sync::{Arc, Mutex};
    use std::thread::ThreadId;

    #[derive(Resource, Clone, Default)]
    struct Seen(Arc<Mutex<HashSet<ThreadId>>>);
    fn note(seen: Res<Seen>) {
        // Some work, so that a multi-threaded executor would spread the systems out.
        let mut x = 0u64;
        for i in 0..20_000u64 {
            x = x.wrapping_mul(31).wrapping_add(i);
        }
        std::hint::black_box(x);
        seen.0.lock().unwrap().insert(std::thread::current().id());
    }
    let seen = Seen::default();
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(seen.clone())
        .add_systems(Update, (note, note, note, note, note, note, note, note))
        .add_systems(PostUpdate, (note, note, note, note));
    sowing::app::main_world_on_one_thread(&mut app);
    for _ in 0..50 {
        app.update();
    }
    let threads = seen.0.lock().unwrap().clone();
    assert_eq!(threads, HashSet::from([std::thread::current().id()]));
}

#[test]
fn round_pieces_have_fewer_facets_at_low_quality_and_more_again_at_high() {
    let mut meshes = Assets::<Mesh>::default();
    let small = meshes.add(sphere_mesh(0.1, false, true));
    let big = meshes.add(sphere_mesh(0.2, true, true));
    let fine = meshes.get(&small).unwrap().count_vertices();
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(meshes)
        .insert_resource(Spheres(vec![
            (small.clone(), 0.1, false),
            (big.clone(), 0.2, true),
        ]))
        .insert_resource(Quality {
            high: false,
            software: true,
        })
        .add_systems(PreUpdate, sphere_detail);
    let vertices = |app: &App, h: &Handle<Mesh>| {
        app.world()
            .resource::<Assets<Mesh>>()
            .get(h)
            .unwrap()
            .count_vertices()
    };
    app.update();
    let coarse = vertices(&app, &small);
    assert!(coarse * 2 < fine, "low: {coarse} vertices against {fine}");
    assert!(
        vertices(&app, &big) > coarse,
        "a big piece keeps more facets"
    );
    app.world_mut().resource_mut::<Quality>().high = true;
    app.update();
    assert_eq!(
        vertices(&app, &small),
        fine,
        "high quality: the fine sphere again"
    );
}

/// A solid seen from straight above: which cells of an `n`×`n` grid over the circle of
/// radius 1 its shadow covers, scaled so its farthest point from the axis is at 1 and
/// turned by `turn` radians about the vertical.
fn silhouette(mesh: &Mesh, turn: f32, n: usize) -> Vec<bool> {
    use bevy::mesh::VertexAttributeValues;
    let Some(VertexAttributeValues::Float32x3(pos)) = mesh.attribute(Mesh::ATTRIBUTE_POSITION)
    else {
        panic!("a solid without positions");
    };
    let (s, c) = turn.sin_cos();
    let flat: Vec<Vec2> = pos
        .iter()
        .map(|p| Vec2::new(c * p[0] - s * p[2], s * p[0] + c * p[2]))
        .collect();
    let reach = flat.iter().map(|p| p.length()).fold(0.0, f32::max);
    let flat: Vec<Vec2> = flat.iter().map(|p| *p / reach).collect();
    let tris: Vec<[usize; 3]> = match mesh.indices() {
        Some(i) => {
            let i: Vec<usize> = i.iter().collect();
            i.chunks(3).map(|t| [t[0], t[1], t[2]]).collect()
        }
        None => (0..flat.len() / 3)
            .map(|t| [3 * t, 3 * t + 1, 3 * t + 2])
            .collect(),
    };
    let inside = |p: Vec2, [a, b, c]: [Vec2; 3]| {
        let d = |u: Vec2, v: Vec2| (v - u).perp_dot(p - u);
        let (x, y, z) = (d(a, b), d(b, c), d(c, a));
        (x >= 0.0 && y >= 0.0 && z >= 0.0) || (x <= 0.0 && y <= 0.0 && z <= 0.0)
    };
    (0..n * n)
        .map(|k| {
            let p = Vec2::new(
                ((k % n) as f32 + 0.5) / n as f32 * 2.0 - 1.0,
                ((k / n) as f32 + 0.5) / n as f32 * 2.0 - 1.0,
            );
            tris.iter()
                .any(|t| inside(p, [flat[t[0]], flat[t[1]], flat[t[2]]]))
        })
        .collect()
}

#[test]
fn every_players_solid_has_its_own_outline_seen_from_above() {
    use sowing::render::meshes::shape_mesh;
    let n = 48;
    let meshes: Vec<Mesh> = (1..=6).map(|p| shape_mesh(p, 1.0)).collect();
    let mut worst = (0.0f32, 0, 0);
    for a in 0..6 {
        let first = silhouette(&meshes[a], 0.0, n);
        for (b, mesh) in meshes.iter().enumerate().skip(a + 1) {
            // However the view is turned: the overlap of the two outlines at the turn
            // where they are most alike, as a share of their union.
            let alike = (0..72)
                .map(|k| {
                    let other = silhouette(mesh, k as f32 * 5f32.to_radians(), n);
                    let both = first.iter().zip(&other).filter(|(x, y)| **x && **y).count();
                    let any = first.iter().zip(&other).filter(|(x, y)| **x || **y).count();
                    both as f32 / any.max(1) as f32
                })
                .fold(0.0, f32::max);
            if alike > worst.0 {
                worst = (alike, a + 1, b + 1);
            }
            assert!(
                alike < 0.9,
                "players {} and {} look alike from above ({alike:.2} of their outlines shared)",
                a + 1,
                b + 1
            );
        }
    }
    println!(
        "most alike from above: players {} and {} at {:.2}",
        worst.1, worst.2, worst.0
    );
}

/// The mouse turns and zooms the view only over the board's area: the wheel that scrolled
/// a docked panel also zoomed the board (the play-test, at 1024×600 and 200 % text).
#[test]
fn the_wheel_over_a_panel_leaves_the_view() {
    use sowing::render::camera::on_board;
    let area = Some(Rect::new(230.0, 0.0, 734.0, 600.0));
    assert!(on_board(Some(Vec2::new(400.0, 300.0)), area));
    assert!(
        !on_board(Some(Vec2::new(900.0, 300.0)), area),
        "over the right panel"
    );
    assert!(
        !on_board(Some(Vec2::new(100.0, 300.0)), area),
        "over the left panel"
    );
    assert!(on_board(None, area) && on_board(Some(Vec2::new(900.0, 300.0)), None));
}
