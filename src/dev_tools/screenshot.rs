//! `--screenshot FILE`: once enough frames have passed, the board is still and framed (the
//! pits on screen the same two frames running: the camera frames the board in the room
//! the panels leave, once they are measured), a demo also waiting for its first move, saves the window to FILE and the pit centres on screen
//! to FILE.pits.json (`[{"index", "name", "x", "y", "fx", "fy"}]`: x and y in logical
//! pixels from the window's top left, the camera's `ScreenPits`; fx and fy the points the
//! focus cursor moves between, `focus_points`), then exits. The end-to-end suite clicks
//! at the centres and routes the cursor over the focus points.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};

use crate::animation::anim::Visual;
use crate::board::focus::{ScreenPits, ViewTurn, focus_points};
use crate::game::play::Match;
use crate::game::queue::AnimQueue;
use crate::game::screens::Screen;

/// What to capture and when.
#[derive(Resource, Clone, Debug, Default)]
pub struct Shot {
    pub path: PathBuf,
    /// Frames to wait in the play screen.
    pub frames: u32,
    /// Wait for the first move to have played out (demos).
    pub after_first_move: bool,
    seen: u32,
    taken: Option<u32>,
    /// The pits on screen the frame before, and for how many frames they have not moved.
    last: Vec<Vec2>,
    framed: u32,
}

impl Shot {
    pub fn new(path: PathBuf, frames: u32, after_first_move: bool) -> Shot {
        Shot {
            path,
            frames,
            after_first_move,
            ..default()
        }
    }
}

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        screenshot
            .after(crate::FramePhase::Reconcile)
            .run_if(in_state(Screen::Play).and_then(resource_exists::<Shot>)),
    );
}

fn screenshot(
    mut commands: Commands,
    mut shot: ResMut<Shot>,
    m: Res<Match>,
    queue: Res<AnimQueue>,
    visual: Res<Visual>,
    (screen_pits, turn): (Res<ScreenPits>, Res<ViewTurn>),
    mut exit: MessageWriter<AppExit>,
) {
    shot.seen += 1;
    let same = shot.last.len() == screen_pits.0.len()
        && shot
            .last
            .iter()
            .zip(&screen_pits.0)
            .all(|(a, b)| a.distance(*b) < 0.5 || !(a.is_finite() && b.is_finite()));
    shot.framed = if same { shot.framed + 1 } else { 0 };
    shot.last = screen_pits.0.clone();
    let ready = shot.seen >= shot.frames
        && shot.framed >= 2
        && queue.is_idle()
        && (!shot.after_first_move || !m.moves.is_empty());
    match shot.taken {
        None if ready => {
            let path = shot.path.clone();
            let focus = focus_points(&turn, &visual);
            let json: Vec<serde_json::Value> = visual
                .pits
                .iter()
                .zip(&screen_pits.0)
                .zip(&focus)
                .enumerate()
                .filter(|(_, ((_, v), _))| v.is_finite())
                .map(|(i, ((p, v), f))| {
                    serde_json::json!({"index": i, "name": p.name, "x": v.x, "y": v.y,
                        "fx": f.x, "fy": f.y})
                })
                .collect();
            let mut side = path.clone().into_os_string();
            side.push(".pits.json");
            let text = serde_json::to_string(&json).expect("numbers and names");
            if let Err(e) = std::fs::write(&side, text) {
                error!("cannot write {}: {e}", side.to_string_lossy());
            }
            commands
                .spawn(Screenshot::primary_window())
                .observe(save_to_disk(path));
            shot.taken = Some(shot.seen);
        }
        Some(at) if shot.seen > at + 10 => {
            exit.write(AppExit::Success);
        }
        _ => {}
    }
}
