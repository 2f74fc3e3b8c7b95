//! The focus cursor over pits, for keyboard and gamepad play: a direction moves it to
//! the nearest pit whose centre, as seen on screen with the current camera, lies within
//! 60° of that direction (ties in board order); with none, it stays and an edge cue
//! sounds. It follows each board's real geometry from any camera angle.

use bevy::prelude::*;

use crate::animation::anim::Visual;
use crate::game::start::MatchStarted;

/// The pit under the focus cursor.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Focus(pub Option<usize>);

/// The pit under the mouse pointer, if any (written by the picking of the real window).
#[derive(Resource, Default, Debug)]
pub struct Hovered(pub Option<usize>);

/// The choice button under the mouse pointer, if any: an arrow on the board (`arrow`)
/// or a choice in the game window (`panel`), so the preview shows what that button
/// would play.
#[derive(Resource, Default, Debug, PartialEq, Eq)]
pub struct HoveredStep {
    pub arrow: Option<sowing_rules::Step>,
    pub panel: Option<sowing_rules::Step>,
}

/// Where each pit's centre is on screen (x right, y down), by pit index; written by the
/// camera each frame. Empty without a camera: the board seen from above is used.
#[derive(Resource, Default, Debug, Clone)]
pub struct ScreenPits(pub Vec<Vec2>);

/// The widest angle between the pressed direction and a pit to move to.
pub const FOCUS_CONE_DEGREES: f32 = 60.0;

/// The pit the focus moves to from `from` in screen direction `dir`: the nearest one
/// strictly within 60° of it, ties broken in board order; `None` at an edge.
pub fn focus_step(points: &[Vec2], from: usize, dir: Vec2) -> Option<usize> {
    let dir = dir.try_normalize()?;
    let here = *points.get(from)?;
    if !here.is_finite() {
        return None;
    }
    // Strictly within 60°: on the hexagon a neighbour exactly 60° off (e1 seen from f1
    // when pressing up) belongs to the next direction, not to this one.
    let cos_limit = FOCUS_CONE_DEGREES.to_radians().cos() + 1e-4;
    let mut best: Option<(f32, usize)> = None;
    for (j, &p) in points.iter().enumerate() {
        if !p.is_finite() {
            continue;
        }
        let d = p - here;
        let len = d.length();
        if j == from || len < 1e-3 || d.dot(dir) / len <= cos_limit {
            continue;
        }
        // Distances within a thousandth count as equal: the first in board order wins.
        match best {
            Some((b, _)) if len >= b * (1.0 - 1e-3) => {}
            _ => best = Some((len, j)),
        }
    }
    best.map(|(_, j)| j)
}

/// How far the view is turned round the board (the camera's yaw, radians; 0 looks from
/// player 1's side), written by the camera, read by the focus cursor.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq)]
pub struct ViewTurn(pub f32);

/// The pit centres as the focus sees them: the board's own plane turned as the view is
/// (x right, y down, as the player faces it). Not the screen's perspective, which
/// squeezes the rows together: then a pit of the row above stood nearer than the next pit
/// of the same row, and Left ran up a diagonal (Tricala, the table view).
/// Where the cursor starts when a key first asks for it: the pit at the place on the
/// screen where pit 0 is in the view from seat 1, so the same place in any view: pit 0
/// itself from seat 1, and a pit of their own side for a joined player whose board is
/// turned to their seat (pit 0 always put the cursor on the far side there).
pub fn focus_start(turn: &ViewTurn, visual: &Visual) -> Option<usize> {
    let home = *focus_points(&ViewTurn(0.0), visual).first()?;
    let points = focus_points(turn, visual);
    let mut best: Option<(f32, usize)> = None;
    for (i, p) in points.iter().enumerate() {
        let d = p.distance(home);
        // The first in board order of equals (a thousandth of a pit's spacing decides).
        if best.is_none_or(|(b, _)| d < b - 1e-3) {
            best = Some((d, i));
        }
    }
    best.map(|(_, i)| i)
}

pub fn focus_points(turn: &ViewTurn, visual: &Visual) -> Vec<Vec2> {
    let (s, c) = turn.0.sin_cos();
    visual
        .pits
        .iter()
        .map(|p| {
            // World x and z of the pit (the plane's y points away from player 1).
            let (x, z) = (p.center.0, -p.center.1);
            Vec2::new(c * x - s * z, s * x + c * z)
        })
        .collect()
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Focus>()
        .init_resource::<ViewTurn>()
        .init_resource::<Hovered>()
        .init_resource::<HoveredStep>()
        .init_resource::<ScreenPits>()
        .add_systems(Update, (forget_on_new_match, follow_picks));
}

/// The cursor goes to a pit chosen by any hand (a click, the Board list): the keys go on
/// from there. After a click on e3 the first arrow put it on a1, the far corner.
fn follow_picks(mut builds: MessageReader<crate::game::build::Build>, mut focus: ResMut<Focus>) {
    for b in builds.read() {
        if let crate::game::build::Build::Step(sowing_rules::Step::Pit(i)) = b {
            focus.set_if_neq(Focus(Some(*i as usize)));
        }
    }
}

/// A new match starts without a cursor: the keys put it on the first pit again. Nor is
/// a pit under the pointer: the old board's pits are gone without a word of the pointer
/// leaving them, and a pit hovered in the last game (a Tricala replay's 4c) was previewed
/// in the next (as Esiema's c4) until the pointer came back over the board.
fn forget_on_new_match(
    mut started: MessageReader<MatchStarted>,
    mut focus: ResMut<Focus>,
    mut hovered: ResMut<Hovered>,
) {
    if started.read().count() > 0 {
        focus.set_if_neq(Focus::default());
        hovered.0 = None;
    }
}
