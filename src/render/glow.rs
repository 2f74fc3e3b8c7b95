//! The pit glow: a custom material with its WGSL shader (`shaders/pit_glow.wgsl`, built
//! into the binary so it is found wherever the game is launched from). Rings with it
//! mark the pits a player may choose (amber) and the pits already chosen (bright); the
//! pulse the shader supports is off, since an idle window draws no frames.

use bevy::asset::{load_internal_asset, uuid_handle};
use bevy::prelude::*;
use bevy::render::render_resource::AsBindGroup;
use bevy::shader::ShaderRef;

/// The glow shader, embedded at build time.
pub const PIT_GLOW_SHADER: Handle<Shader> = uuid_handle!("6c0f3b52-93c1-4d8e-9a57-2f1e0b7d4a11");

/// A glowing ring's colour and pulse.
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct GlowMaterial {
    #[uniform(0)]
    pub colour: LinearRgba,
    /// x: pulse depth (0 steady), y: pulse speed (radians per second).
    #[uniform(0)]
    pub pulse: Vec4,
}

impl Material for GlowMaterial {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Handle(PIT_GLOW_SHADER)
    }

    fn alpha_mode(&self) -> AlphaMode {
        AlphaMode::Add
    }
}

pub(super) fn plugin(app: &mut App) {
    load_internal_asset!(
        app,
        PIT_GLOW_SHADER,
        "../../shaders/pit_glow.wgsl",
        Shader::from_wgsl
    );
    app.add_plugins(MaterialPlugin::<GlowMaterial>::default());
}
