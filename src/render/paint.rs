//! Materials that follow the graphics quality. Each look is a pair: the standard
//! material (lights, shadows) for high quality and the cheap paint
//! (`shaders/paint.wgsl`, one sun, no shadows) for low, where a software renderer would
//! otherwise spend most of a second on a frame. An entity names its look with `Painted`;
//! the material of the quality in force is put on it when it appears and when the
//! quality changes.

use bevy::asset::{load_internal_asset, uuid_handle};
use bevy::prelude::*;
use bevy::render::render_resource::AsBindGroup;
use bevy::shader::ShaderRef;

use super::quality::Quality;

/// The paint shader, embedded at build time.
pub const PAINT_SHADER: Handle<Shader> = uuid_handle!("0b8e6c1d-5f2a-4c3e-8d71-9a4b2e6f1c05");

/// The low-quality material: a colour, a texture, one sun.
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub struct Paint {
    #[uniform(0)]
    pub colour: LinearRgba,
    /// xy: texture repeats; z: 1 for unlit.
    #[uniform(0)]
    pub uv_scale: Vec4,
    #[texture(1)]
    #[sampler(2)]
    pub texture: Option<Handle<Image>>,
}

impl Material for Paint {
    fn fragment_shader() -> ShaderRef {
        ShaderRef::Handle(PAINT_SHADER)
    }
}

/// A look's two materials.
#[derive(Clone, Debug)]
pub struct Pair {
    pub standard: Handle<StandardMaterial>,
    pub paint: Handle<Paint>,
}

/// Every look of the scene, by number.
#[derive(Resource, Default, Debug)]
pub struct Looks(pub Vec<Pair>);

impl Looks {
    /// A look with a base colour, roughness, and optionally a texture repeated `repeat`
    /// times per texture coordinate.
    pub fn add(
        &mut self,
        (standards, paints): (&mut Assets<StandardMaterial>, &mut Assets<Paint>),
        colour: Color,
        rough: f32,
        texture: Option<(Handle<Image>, f32)>,
    ) -> usize {
        let repeat = texture.as_ref().map_or(1.0, |t| t.1);
        let standard = standards.add(StandardMaterial {
            base_color: colour,
            perceptual_roughness: rough,
            base_color_texture: texture.as_ref().map(|t| t.0.clone()),
            uv_transform: bevy::math::Affine2::from_scale(Vec2::splat(repeat)),
            ..default()
        });
        let paint = paints.add(Paint {
            colour: colour.into(),
            uv_scale: Vec4::new(repeat, repeat, 0.0, 0.0),
            texture: texture.map(|t| t.0),
        });
        self.0.push(Pair { standard, paint });
        self.0.len() - 1
    }

    /// Sets a look's colour in both its materials.
    pub fn set_colour(
        &self,
        id: usize,
        colour: Color,
        (standards, paints): (&mut Assets<StandardMaterial>, &mut Assets<Paint>),
    ) {
        let Some(pair) = self.0.get(id) else { return };
        if let Some(mut m) = standards.get_mut(&pair.standard) {
            m.base_color = colour;
        }
        if let Some(mut m) = paints.get_mut(&pair.paint) {
            m.colour = colour.into();
        }
    }
}

/// The look an entity is drawn with (an index into `Looks`).
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Painted(pub usize);

pub(super) fn plugin(app: &mut App) {
    load_internal_asset!(
        app,
        PAINT_SHADER,
        "../../shaders/paint.wgsl",
        Shader::from_wgsl
    );
    app.add_plugins(MaterialPlugin::<Paint>::default())
        .init_resource::<Looks>()
        .add_systems(PostUpdate, dress);
}

/// Puts the material of the quality in force on new entities, and on all when the
/// quality changes. Before the quality is known (the first frame) the standard one.
pub fn dress(
    mut commands: Commands,
    looks: Res<Looks>,
    quality: Option<Res<Quality>>,
    all: Query<(Entity, &Painted)>,
    new: Query<(Entity, &Painted), Added<Painted>>,
) {
    let low = quality.as_ref().is_some_and(|q| !q.high);
    let changed = quality.as_ref().is_some_and(|q| q.is_changed());
    let paint = |(e, p): (Entity, &Painted), commands: &mut Commands| {
        let Some(pair) = looks.0.get(p.0) else { return };
        let mut ec = commands.entity(e);
        if low {
            ec.remove::<MeshMaterial3d<StandardMaterial>>()
                .insert(MeshMaterial3d(pair.paint.clone()));
        } else {
            ec.remove::<MeshMaterial3d<Paint>>()
                .insert(MeshMaterial3d(pair.standard.clone()));
        }
    };
    if changed {
        for x in &all {
            paint(x, &mut commands);
        }
    } else {
        for x in &new {
            paint(x, &mut commands);
        }
    }
}
