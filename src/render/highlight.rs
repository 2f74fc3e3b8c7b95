//! The rings' colours, one meaning each: the pit or choice already chosen (and the way a
//! Tricala sowing is sure to take once its direction is chosen), the focus
//! cursor of the keys and the pad (white), the move previewed under the pointer or focus,
//! a hint (or a lesson's move), the pits that may be chosen, the pit under the pointer,
//! and the last move (its path, and in red the pits it captured from). The first that
//! applies to a pit wins.

use bevy::prelude::*;
use sowing_rules::Step;

use super::glow::GlowMaterial;
use crate::board::focus::{Focus, Hovered};
use crate::game::build::{Building, Options};
use crate::game::hint::Hint;
use crate::game::marks::{LastMove, MoveMarks, Preview, way_so_far};
use crate::game::play::Match;
use crate::settings::palette::ring_colour;

/// A glowing ring around a pit (spawned with the pit by the scene).
#[derive(Component, Debug)]
pub(super) struct GlowRing(pub(super) usize);

/// The rings' materials.
#[derive(Resource)]
pub(super) struct Glows {
    pub(super) offered: Handle<GlowMaterial>,
    chosen: Handle<GlowMaterial>,
    focus: Handle<GlowMaterial>,
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
    // Each ring's colour from the palette, at its own strength.
    let mut glow = |name: &str, alpha: f32| {
        let [r, g, b] = ring_colour(name);
        glows.add(GlowMaterial {
            colour: Color::srgb_u8(r, g, b).to_linear().with_alpha(alpha),
            pulse: Vec4::new(0.0, 4.0, 0.0, 0.0),
        })
    };
    commands.insert_resource(Glows {
        offered: glow("offered", 0.55),
        chosen: glow("chosen", 1.0),
        focus: glow("focus", 1.0),
        hover: glow("hover", 0.8),
        last: glow("last", 0.7),
        capture: glow("capture", 0.9),
        hint: glow("hint", 1.0),
        preview: glow("preview", 1.0),
    });
}

/// The marks on the board besides the move being built.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Marks<'w> {
    last: Res<'w, LastMove>,
    hint: Res<'w, Hint>,
    preview: Res<'w, Preview>,
    hovered: Res<'w, Hovered>,
    focus: Res<'w, Focus>,
}

impl Marks<'_> {
    fn changed(&self) -> bool {
        self.last.is_changed()
            || self.hint.is_changed()
            || self.preview.is_changed()
            || self.hovered.is_changed()
            || self.focus.is_changed()
    }
}

/// How much larger the ring of the pit a hint starts from is drawn.
pub const HINT_START_SCALE: f32 = 1.25;

/// What a pit's ring says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ring {
    /// Chosen for the move being built, or on its way once its direction is chosen.
    Chosen,
    /// Under the focus cursor of the keys and the pad.
    Focus,
    /// Captured from by the previewed move.
    PreviewCapture,
    /// On the previewed move's path.
    Preview,
    /// The pit the hint's (or the lesson's) move starts from: its ring drawn larger.
    HintStart,
    /// On the hint's (or the lesson's) move.
    Hint,
    /// May be chosen next.
    Offered,
    /// Under the mouse pointer.
    Hover,
    /// Captured from by the last move.
    LastCapture,
    /// On the last move's path.
    Last,
}

/// What the rings are chosen from.
#[derive(Debug, Clone, Copy)]
pub struct RingMarks<'a> {
    pub chosen: &'a [Step],
    /// The pits the move being built is sure to sow into (its directions chosen).
    pub way: &'a [usize],
    pub focus: Option<usize>,
    pub previewed: Option<&'a MoveMarks>,
    pub hinted: Option<&'a MoveMarks>,
    pub offered: &'a [Step],
    pub hovered: Option<usize>,
    pub last: &'a MoveMarks,
}

fn touches(m: Option<&MoveMarks>, i: usize) -> bool {
    m.is_some_and(|m| m.path.contains(&i) || m.captures.contains(&i))
}

/// Pit `i`'s ring: the first mark that applies, in the order of [`Ring`]. The focus comes
/// second so that the cursor shows over the offered pits and the preview it starts.
pub fn ring_of(i: usize, m: &RingMarks) -> Option<Ring> {
    let step = Step::Pit(i as u8);
    Some(if m.chosen.contains(&step) || m.way.contains(&i) {
        Ring::Chosen
    } else if m.focus == Some(i) {
        Ring::Focus
    } else if m.previewed.is_some_and(|p| p.captures.contains(&i)) {
        Ring::PreviewCapture
    } else if touches(m.previewed, i) {
        Ring::Preview
    } else if m.hinted.is_some_and(|h| h.path.first() == Some(&i)) {
        Ring::HintStart
    } else if touches(m.hinted, i) {
        Ring::Hint
    } else if m.offered.contains(&step) {
        Ring::Offered
    } else if m.hovered == Some(i) {
        Ring::Hover
    } else if m.last.captures.contains(&i) {
        Ring::LastCapture
    } else if m.last.path.contains(&i) {
        Ring::Last
    } else {
        return None;
    })
}

pub(super) fn highlight(
    glows: Res<Glows>,
    options: Res<Options>,
    (building, m): (Res<Building>, Option<Res<Match>>),
    marks: Marks,
    mut way: Local<Vec<usize>>,
    mut rings: Query<(
        &GlowRing,
        &mut Visibility,
        &mut MeshMaterial3d<GlowMaterial>,
        &mut Transform,
    )>,
) {
    if !options.is_changed() && !building.is_changed() && !marks.changed() {
        return;
    }
    if building.is_changed() || marks.last.is_changed() {
        *way = m.map_or_else(Vec::new, |m| way_so_far(&m.game, &building.steps));
    }
    let inputs = RingMarks {
        chosen: &building.steps,
        way: &way,
        focus: marks.focus.0,
        previewed: marks.preview.0.as_ref().map(|p| &p.1),
        hinted: marks.hint.shown.as_ref().map(|h| &h.marks),
        offered: &options.next,
        hovered: marks.hovered.0,
        last: &marks.last.0,
    };
    for (ring, mut vis, mut mat, mut at) in &mut rings {
        let kind = ring_of(ring.0, &inputs);
        // The hint's first pit stands out from the rest of its way by size, not colour.
        let scale = Vec3::splat(if kind == Some(Ring::HintStart) {
            HINT_START_SCALE
        } else {
            1.0
        });
        if at.scale != scale {
            at.scale = scale;
        }
        let want = kind.map(|r| match r {
            Ring::Chosen => &glows.chosen,
            Ring::Focus => &glows.focus,
            Ring::PreviewCapture | Ring::LastCapture => &glows.capture,
            Ring::Preview => &glows.preview,
            Ring::HintStart | Ring::Hint => &glows.hint,
            Ring::Offered => &glows.offered,
            Ring::Hover => &glows.hover,
            Ring::Last => &glows.last,
        });
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
