//! What is drawn and when: meshes, materials and picking, the carved board and its
//! textures, the title's backdrop, the glow material, the paint of low quality, the
//! camera, the graphics quality, and the on-demand redraw.

mod backdrop;
pub mod camera;
pub mod carved;
pub mod glow;
pub mod highlight;
pub mod meshes;
pub mod paint;
pub mod picking;
pub mod quality;
pub mod redraw;
pub mod scene;
mod textures;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        backdrop::plugin,
        glow::plugin,
        paint::plugin,
        highlight::plugin,
        quality::plugin,
        scene::plugin,
        camera::plugin,
    ));
}
