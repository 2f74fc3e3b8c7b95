//! Graphics quality: the setting and the command line's override decide it, each entity
//! wears the material of the quality in force (switching when it changes), and the carved
//! board has its bowls where the pits are, inside its outline, in the grid size asked for;
//! round pieces have fewer facets at low quality; the main world's systems run on the
//! frame's own thread.

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
