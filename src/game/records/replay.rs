//! Playing a replay by itself: the next move once the last has played out and a short
//! pause passed.

use bevy::prelude::*;

use crate::FramePhase;
use crate::game::play::{History, Match};
use crate::game::queue::AnimQueue;
use crate::game::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ReplayPlayer>()
        .add_systems(OnEnter(Screen::Play), |mut p: ResMut<ReplayPlayer>| {
            *p = ReplayPlayer::default()
        })
        .add_systems(
            Update,
            replay_tick
                .after(FramePhase::Apply)
                .before(FramePhase::Animate)
                .run_if(in_state(Screen::Play)),
        );
}

/// Playing a replay by itself.
#[derive(Resource, Debug, Clone)]
pub struct ReplayPlayer {
    pub playing: bool,
    /// Seconds between moves once one has played out.
    pub pause: f32,
    clock: f32,
}

impl Default for ReplayPlayer {
    fn default() -> Self {
        ReplayPlayer {
            playing: false,
            pause: 0.6,
            clock: 0.0,
        }
    }
}

/// A playing replay moves on once the last move has played out and a short pause passed.
fn replay_tick(
    time: Res<Time>,
    m: Res<Match>,
    queue: Res<AnimQueue>,
    mut player: ResMut<ReplayPlayer>,
    mut history: MessageWriter<History>,
) {
    if !m.is_replay() || !player.playing || !queue.is_idle() {
        player.clock = 0.0;
        return;
    }
    if m.redo.is_empty() {
        player.playing = false;
        return;
    }
    player.clock += time.delta_secs();
    if player.clock >= player.pause {
        player.clock = 0.0;
        history.write(History::Redo);
    }
}
