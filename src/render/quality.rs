//! Graphics quality. High draws shadows, 4× multisampling, the standard material and a
//! finely carved board; low draws none of them, with a cheap paint (`paint`), a coarser
//! board and the cloth's colour for a background. Auto (the default) picks low on a
//! software renderer (Mesa's lavapipe or llvmpipe, WARP: a machine without a GPU driver, a
//! VM, a remote desktop), where high quality costs about a second a frame, and high
//! elsewhere. The Graphics setting chooses; `sowing --graphics` overrides it for a run.
//! Round pieces have fewer facets at low quality (`Spheres`).

use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use bevy::render::view::Msaa;

use crate::settings::{Graphics, Settings};

/// The quality asked for on the command line for this run, over the setting.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct GraphicsFlag(pub Option<Graphics>);

/// The quality in force, once the adapter is known.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Quality {
    pub high: bool,
    /// The adapter renders in software.
    pub software: bool,
}

/// Sphere meshes whose detail follows the quality, each with its radius and whether it
/// is a big piece: the round pieces. A software renderer works through every triangle of
/// every piece on the CPU, so low quality draws them with a quarter of the facets
/// (Esiema with 6 players, lavapipe, 1280×720: 46 ms a frame with the fine spheres,
/// 34–36 ms with these; Myra 43 and 31 ms).
#[derive(Resource, Default)]
pub struct Spheres(pub Vec<(Handle<Mesh>, f32, bool)>);

/// A sphere of radius `r` at the detail of the quality; `big` pieces get more facets.
pub fn sphere_mesh(r: f32, big: bool, high: bool) -> Mesh {
    let (around, down) = match (high, big) {
        (true, false) => (16, 10),
        (true, true) => (20, 14),
        (false, false) => (8, 6),
        (false, true) => (10, 7),
    };
    bevy::math::primitives::Sphere::new(r)
        .mesh()
        .uv(around, down)
}

pub fn plugin(app: &mut App) {
    app.init_resource::<GraphicsFlag>()
        .init_resource::<Spheres>()
        .add_systems(PreUpdate, (decide, apply, sphere_detail).chain());
}

/// Remakes the round pieces' meshes (same handles) when the quality or the list changes.
pub fn sphere_detail(
    quality: Option<Res<Quality>>,
    spheres: Res<Spheres>,
    meshes: Option<ResMut<Assets<Mesh>>>,
    mut made: Local<Option<bool>>,
) {
    // Without meshes (a headless app) there is nothing to remake.
    let (Some(q), Some(mut meshes)) = (quality, meshes) else {
        return;
    };
    if *made == Some(q.high) && !spheres.is_changed() {
        return;
    }
    *made = Some(q.high);
    for (handle, r, big) in &spheres.0 {
        if let Err(e) = meshes.insert(handle.id(), sphere_mesh(*r, *big, q.high)) {
            warn!("sphere detail: {e}");
        }
    }
}

fn decide(
    mut commands: Commands,
    (flag, settings): (Res<GraphicsFlag>, Res<Settings>),
    adapter: Option<Res<RenderAdapterInfo>>,
    quality: Option<Res<Quality>>,
    mut asked: Local<Option<Graphics>>,
) {
    let graphics = flag.0.unwrap_or(settings.graphics);
    if quality.is_some() && *asked == Some(graphics) {
        return;
    }
    // wgpu's `DeviceType::Cpu` (Bevy does not re-export the type; its name is stable).
    if adapter.is_none() && graphics == Graphics::Auto {
        return; // Not known yet.
    }
    *asked = Some(graphics);
    let software = adapter
        .as_ref()
        .is_some_and(|a| format!("{:?}", a.0.device_type) == "Cpu"); // not shown
    let high = match graphics {
        Graphics::High => true,
        Graphics::Low => false,
        Graphics::Auto => !software,
    };
    if let Some(a) = &adapter {
        info!(
            "graphics: {} on {} ({:?})",
            if high { "high" } else { "low" },
            a.0.name,
            a.0.device_type
        );
    }
    commands.insert_resource(Quality { high, software });
}

/// Cameras and lights follow the quality, including ones spawned later.
fn apply(
    quality: Option<Res<Quality>>,
    mut cams: Query<(Entity, Option<&Msaa>), With<Camera3d>>,
    mut lights: Query<&mut DirectionalLight>,
    mut commands: Commands,
    mut added: Local<usize>,
) {
    let Some(q) = quality else { return };
    let count = cams.iter().count() + lights.iter().count();
    if !q.is_changed() && count == *added {
        return;
    }
    *added = count;
    let msaa = if q.high { Msaa::Sample4 } else { Msaa::Off };
    for (e, have) in &mut cams {
        if have != Some(&msaa) {
            // Soft shadow edges where shadows are drawn.
            commands
                .entity(e)
                .insert((msaa, bevy::light::ShadowFilteringMethod::Gaussian));
        }
    }
    for mut l in &mut lights {
        if l.shadow_maps_enabled != q.high {
            l.shadow_maps_enabled = q.high;
        }
    }
}
