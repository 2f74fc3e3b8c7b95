//! "Place the rest at random": the setup's placements of this machine's players made at
//! random, one request at a time, as a click would send them (Esiema asks 30 placements a
//! player, one a turn; Tricala 3 stones a turn). Off again for every new match.

use bevy::prelude::*;
use sowing_rules::Phase;

use crate::FramePhase;
use crate::game::build::Building;
use crate::game::lessons::Lesson;
use crate::game::play::{History, Match, MoveRequest, Seat};
use crate::game::queue::AnimQueue;
use crate::game::screens::board_live;
use crate::game::start::MatchSerial;

/// Whether this machine's players' setup placements are made at random.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct RandomSetup(pub bool);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RandomSetup>()
        .add_systems(
            Update,
            (off_for_a_new_match, place_at_random)
                .chain()
                .in_set(FramePhase::Input)
                .run_if(board_live),
        )
        .add_systems(Update, off_after_history.after(crate::ApplyStep::History));
}

fn off_for_a_new_match(serial: Res<MatchSerial>, mut random: ResMut<RandomSetup>) {
    if serial.is_changed() && random.0 {
        random.0 = false;
    }
}

/// Undo or redo turns it off: the player went back to place by hand (the box stayed
/// ticked, placing nothing, as that point was asked before).
fn off_after_history(mut history: MessageReader<History>, mut random: ResMut<RandomSetup>) {
    if history.read().count() > 0 && random.0 {
        random.0 = false;
    }
}

/// A position asked for: the match's serial, its count of moves and the player to move.
type Asked = (u64, usize, u64);

/// A placement for a player of this machine whose setup turn it is, once the board has
/// played out the last move: one request for each position.
fn place_at_random(
    random: Res<RandomSetup>,
    (m, queue, building): (Option<Res<Match>>, Res<AnimQueue>, Res<Building>),
    lesson: Option<Res<Lesson>>,
    mut requests: MessageWriter<MoveRequest>,
    mut rng: Local<Option<sowing_rules::Rng>>,
    (mut asked, serial): (Local<Option<Asked>>, Res<MatchSerial>),
) {
    let Some(m) = m else { return };
    if !random.0
        || lesson.is_some()
        || m.is_replay()
        || m.game.phase() != Phase::Setup
        || m.seat_to_move() != Seat::Human
        || !queue.is_idle()
    {
        return;
    }
    // The match's serial too: a position asked for in an earlier game (the same count of
    // moves, the same player) was never asked for again (a room's opener ticked the box
    // and nothing was placed).
    let here = (serial.0, m.moves.len(), m.game.to_move() as u64);
    if *asked == Some(here) {
        return;
    }
    let rng = rng.get_or_insert_with(|| sowing_rules::Rng::new(0x5e7u64 ^ here.1 as u64));
    // The rest of the setup: pits already picked for this placement are kept (the box
    // ticked after a first Tricala stone dropped it).
    let keeps = |mv: &String| {
        let mut steps = m.game.steps_of(mv).unwrap_or_default();
        building
            .steps
            .iter()
            .all(|s| match steps.iter().position(|t| t == s) {
                Some(i) => {
                    steps.swap_remove(i);
                    true
                }
                None => false,
            })
    };
    let fitting: Vec<String> = m.game.legal_unsorted().into_iter().filter(keeps).collect();
    if fitting.is_empty() {
        return;
    }
    let mv = fitting[rng.below(fitting.len() as u64) as usize].clone();
    *asked = Some(here);
    requests.write(MoveRequest(mv));
}
