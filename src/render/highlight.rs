//! The rings' colours, one meaning each: the pit or choice already chosen, the move
//! previewed under the pointer or focus, a hint (or a lesson's move), the pits that may
//! be chosen, the pit under the pointer, and the last move (its path, and in red the
//! pits it captured from). The first that applies to a pit wins.

use bevy::prelude::*;
use sowing_rules::Step;

use super::glow::GlowMaterial;
use crate::board::focus::Hovered;
use crate::game::build::{Building, Options};
use crate::game::hint::Hint;
use crate::game::marks::{LastMove, MoveMarks, Preview};

/// A glowing ring around a pit (spawned with the pit by the scene).
#[derive(Component, Debug)]
pub(super) struct GlowRing(pub(super) usize);

/// The rings' materials.
#[derive(Resource)]
pub(super) struct Glows {
    pub(super) offered: Handle<GlowMaterial>,
    chosen: Handle<GlowMaterial>,
    hover: Handle<GlowMaterial>,
    last: Handle<GlowMaterial>,
    capture: Handle<GlowMaterial>,
    hint: Handle<GlowMaterial>,
    preview: Handle<GlowMaterial>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, setup);
}

fn setup(mut commands: Commands, mut glows: ResMut<Assets<GlowMaterial>>) {
    let mut glow = |r: f32, g: f32, b: f32, a: f32| {
        glows.add(GlowMaterial {
            colour: LinearRgba::new(r, g, b, a),
            pulse: Vec4::new(0.0, 4.0, 0.0, 0.0),
        })
    };
    commands.insert_resource(Glows {
        offered: glow(1.0, 0.75, 0.25, 0.55),
        chosen: glow(1.0, 1.0, 0.6, 1.0),
        hover: glow(0.8, 0.9, 1.0, 0.7),
        last: glow(0.55, 0.45, 1.0, 0.6),
        capture: glow(1.0, 0.25, 0.25, 0.9),
        hint: glow(0.2, 1.0, 0.6, 1.0),
        preview: glow(0.35, 0.8, 1.0, 1.0),
    });
}

/// The marks on the board besides the move being built.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Marks<'w> {
    last: Res<'w, LastMove>,
    hint: Res<'w, Hint>,
    preview: Res<'w, Preview>,
    hovered: Res<'w, Hovered>,
}

impl Marks<'_> {
    fn changed(&self) -> bool {
        self.last.is_changed()
            || self.hint.is_changed()
            || self.preview.is_changed()
            || self.hovered.is_changed()
    }
}

fn touches(m: Option<&MoveMarks>, i: usize) -> bool {
    m.is_some_and(|m| m.path.contains(&i) || m.captures.contains(&i))
}

pub(super) fn highlight(
    glows: Res<Glows>,
    options: Res<Options>,
    building: Res<Building>,
    marks: Marks,
    mut rings: Query<(
        &GlowRing,
        &mut Visibility,
        &mut MeshMaterial3d<GlowMaterial>,
    )>,
) {
    if !options.is_changed() && !building.is_changed() && !marks.changed() {
        return;
    }
    let hinted = marks.hint.shown.as_ref().map(|h| &h.marks);
    let previewed = marks.preview.0.as_ref().map(|p| &p.1);
    for (ring, mut vis, mut mat) in &mut rings {
        let i = ring.0;
        let step = Step::Pit(i as u8);
        let want = if building.steps.contains(&step) {
            Some(&glows.chosen)
        } else if previewed.is_some_and(|p| p.captures.contains(&i)) {
            Some(&glows.capture)
        } else if touches(previewed, i) {
            Some(&glows.preview)
        } else if touches(hinted, i) {
            Some(&glows.hint)
        } else if options.next.contains(&step) {
            Some(&glows.offered)
        } else if marks.hovered.0 == Some(i) {
            Some(&glows.hover)
        } else if marks.last.0.captures.contains(&i) {
            Some(&glows.capture)
        } else if marks.last.0.path.contains(&i) {
            Some(&glows.last)
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
