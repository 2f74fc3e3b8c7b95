//! Graphics quality. High draws shadows and 4× multisampling; low draws neither. Auto
//! (the default) picks low on a software renderer (Mesa's lavapipe or llvmpipe, WARP: a
//! machine without a GPU driver, a VM, a remote desktop), where high quality costs most
//! of a second a frame, and high elsewhere. `sowing --graphics low|high` overrides.

use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use bevy::render::view::Msaa;

/// The quality asked for.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Graphics {
    #[default]
    Auto,
    Low,
    High,
}

/// The quality in force, once the adapter is known.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Quality {
    pub high: bool,
    /// The adapter renders in software.
    pub software: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Graphics>()
        .add_systems(Update, (decide, apply).chain());
}

fn decide(
    mut commands: Commands,
    graphics: Res<Graphics>,
    adapter: Option<Res<RenderAdapterInfo>>,
    quality: Option<Res<Quality>>,
) {
    if quality.is_some() && !graphics.is_changed() {
        return;
    }
    // wgpu's `DeviceType::Cpu` (Bevy does not re-export the type; its name is stable).
    if adapter.is_none() && *graphics == Graphics::Auto {
        return; // Not known yet.
    }
    let software = adapter
        .as_ref()
        .is_some_and(|a| format!("{:?}", a.0.device_type) == "Cpu"); // not shown
    let high = match *graphics {
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
            commands.entity(e).insert(msaa);
        }
    }
    for mut l in &mut lights {
        if l.shadow_maps_enabled != q.high {
            l.shadow_maps_enabled = q.high;
        }
    }
}
