//! Computer seats: the search runs on Bevy's async compute pool, never on the frame;
//! its move goes through the same request path as a click. Undo, leaving the game or a
//! new game cancel a running search through a shared flag the search checks. Each seat
//! searches with an engine of its own, and hints with theirs (`Engines`), so what one
//! search keeps for the next (Hard's banked time, its tables) is no other's.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};

use crate::FramePhase;
use crate::game::play::{History, Match, MoveRequest, Seat};
use crate::game::queue::AnimQueue;
use crate::game::screens::{Overlay, Screen, board_live};

/// The search in flight, if any: its task, its cancel flag and the position it searches.
#[derive(Resource, Default)]
pub struct Thinking {
    task: Option<(Task<Option<String>>, Arc<AtomicBool>, usize)>,
    /// The move count the last answer was for: its request is on its way (online, it
    /// comes back from the host a little later), so no second search starts for it.
    answered: Option<usize>,
}

impl Thinking {
    /// Whether a search is running.
    pub fn busy(&self) -> bool {
        self.task.is_some()
    }

    /// Cancels the running search, if any.
    pub fn cancel(&mut self) {
        self.answered = None;
        if let Some((_, flag, _)) = self.task.take() {
            flag.store(true, Ordering::Relaxed);
        }
    }
}

/// One engine per seat of the match in play and one for hints: each keeps its own
/// searches' state from move to move. A new match starts them afresh.
#[derive(Resource, Default)]
pub struct Engines {
    serial: u64,
    seats: Vec<Arc<Mutex<sowing_ai::Engine>>>,
    hints: Arc<Mutex<sowing_ai::Engine>>,
}

impl Engines {
    /// Starts afresh for match `serial` (a no-op for the match already in play).
    fn follow(&mut self, serial: u64, seats: usize) {
        if self.serial != serial || self.seats.len() != seats {
            *self = Engines {
                serial,
                seats: (0..seats).map(|_| Arc::default()).collect(),
                hints: Arc::default(),
            };
        }
    }

    /// The engine of seat `i` (0-based) of match `serial`.
    pub fn seat(&mut self, serial: u64, seats: usize, i: usize) -> Arc<Mutex<sowing_ai::Engine>> {
        self.follow(serial, seats);
        self.seats[i % seats.max(1)].clone()
    }

    /// The hints' engine for match `serial`.
    pub fn hints(&mut self, serial: u64, seats: usize) -> Arc<Mutex<sowing_ai::Engine>> {
        self.follow(serial, seats);
        self.hints.clone()
    }
}

/// How long computer seats think: iterations (reproducible, for tests) or the level's time.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct ThinkBudget {
    pub iterations: Option<u32>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Thinking>()
        .init_resource::<ThinkBudget>()
        .init_resource::<Engines>()
        .add_systems(OnExit(Screen::Play), |mut t: ResMut<Thinking>| t.cancel())
        // Pausing stops the search; it starts afresh on resuming.
        .add_systems(OnExit(Overlay::None), |mut t: ResMut<Thinking>| t.cancel())
        .add_systems(Update, think.in_set(FramePhase::Input).run_if(board_live));
}

fn think(
    mut thinking: ResMut<Thinking>,
    m: Res<Match>,
    (queue, budget): (Res<AnimQueue>, Res<ThinkBudget>),
    (mut engines, serial): (ResMut<Engines>, Res<crate::game::start::MatchSerial>),
    mut requests: MessageWriter<MoveRequest>,
    mut history: MessageReader<History>,
) {
    // Undo or redo may bring back a move count already answered.
    if history.read().count() > 0 {
        thinking.answered = None;
    }
    // A search for an older position (after undo or a new game) is dropped.
    if let Some((_, _, ply)) = &thinking.task
        && *ply != m.moves.len()
    {
        thinking.cancel();
    }
    // Nor is one for a seat no longer the computer's (its player came back online).
    if thinking.task.is_some() && !matches!(m.seat_to_move(), Seat::Computer(_)) {
        thinking.cancel();
    }
    if let Some((task, _, _)) = thinking.task.as_mut() {
        if let Some(result) = block_on(poll_once(task)) {
            let ply = thinking.task.take().map(|t| t.2);
            if let Some(text) = result {
                requests.write(MoveRequest(text));
                thinking.answered = ply;
            }
        }
        return;
    }
    let Seat::Computer(level) = m.seat_to_move() else {
        return;
    };
    if m.is_replay() {
        return;
    }
    if m.game.finished().is_some() || !queue.is_idle() || thinking.answered == Some(m.moves.len()) {
        return;
    }
    // Each game of the session its own: "Play again" among computers played the very
    // same game again, as if the button had done nothing.
    let seed = 0x5eed ^ m.moves.len() as u64 ^ serial.0.rotate_left(32);
    let seat = m.game.to_move() as usize - 1;
    let engine = engines.seat(serial.0, m.seats.len(), seat);
    let (task, flag) = spawn_search(&m.game, level, seed, *budget, engine);
    thinking.task = Some((task, flag, m.moves.len()));
}

/// A search for the player to move on the async compute pool with `engine` (the seat's,
/// or the hints'): its task (the move's text) and the flag that cancels it. Computer
/// seats and hints both use it.
pub fn spawn_search(
    game: &sowing_rules::AnyGame,
    level: sowing_ai::Level,
    seed: u64,
    budget: ThinkBudget,
    engine: Arc<Mutex<sowing_ai::Engine>>,
) -> (Task<Option<String>>, Arc<AtomicBool>) {
    let game = game.clone();
    let mut cfg = level.timed(seed);
    if let Some(it) = budget.iterations {
        cfg.iterations = Some(it);
        cfg.time = None;
    }
    let flag = Arc::new(AtomicBool::new(false));
    let cancel = flag.clone();
    let task = AsyncComputeTaskPool::get().spawn(async move {
        // A cancelled search of the same engine may still be finishing: this one waits.
        let mut engine = engine.lock().unwrap_or_else(|e| e.into_inner());
        engine.choose_text(
            sowing_ai::Ai::Search(level),
            &game,
            Some(cfg),
            seed,
            &cancel,
        )
    });
    (task, flag)
}
