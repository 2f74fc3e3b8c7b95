//! What is drawn and when: meshes, materials and picking, the glow material, the camera,
//! the graphics quality, and the on-demand redraw.

pub mod camera;
pub mod glow;
mod highlight;
mod meshes;
pub mod picking;
pub mod quality;
pub mod redraw;
pub mod scene;

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        glow::plugin,
        highlight::plugin,
        quality::plugin,
        scene::plugin,
        camera::plugin,
    ));
}
