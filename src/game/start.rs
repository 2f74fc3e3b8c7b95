//! Starting a match, the one way: a new game, play again, resume, load, a replay and the
//! command line all queue `StartMatch`, which puts the match in place, resets every piece
//! of state that belongs to the match before it and tells the rest (`MatchStarted`).

use bevy::ecs::system::Command;
use bevy::prelude::*;

use crate::game::build::Building;
use crate::game::play::{GameOverShown, Match, Status, Taught};
use crate::game::queue::AnimQueue;
use crate::game::screens::{Overlay, Screen};

/// Puts a match on the board, with nothing of the last one left: no move being built,
/// no events waiting, no status, the game-over window reset, the play screen shown
/// (entered again, so what resets on entering it does: the replay player) with nothing
/// over it.
#[derive(Debug)]
pub struct StartMatch(pub Match, pub Started);

/// How a match came to the board, so that it is announced as what it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Started {
    /// A new game (the new-game screen, play again, online, the command line).
    New,
    /// The autosaved game, resumed after this many moves.
    Resumed(usize),
    /// A saved game, loaded at this many moves.
    Loaded(usize),
    /// A record replayed from its start.
    Replay,
    /// A lesson's step (the lesson says it).
    Lesson,
    /// The game a lesson was opened from, given back paused after this many moves.
    Returned(usize),
}

/// How many matches were put in place so far: what belongs to one match (a save's name,
/// news waiting to be said) is forgotten when it changes. (Replacing the `Match`
/// resource does not make it "added" again.)
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct MatchSerial(pub u64);

/// Sent when a match is put in place, so that what is kept outside the game (the focus
/// cursor, the live region, the records' notice) starts afresh with it.
#[derive(Message, Debug, Clone, Copy)]
pub struct MatchStarted(pub Started);

impl Command for StartMatch {
    type Out = ();

    fn apply(self, world: &mut World) {
        world.insert_resource(self.0);
        world.get_resource_or_insert_with(MatchSerial::default).0 += 1;
        world.insert_resource(Building::default());
        world.insert_resource(GameOverShown::default());
        world.insert_resource(Status::default());
        // A lesson's step puts its own hold back after this.
        world.remove_resource::<Taught>();
        world.resource_mut::<AnimQueue>().reset();
        world.resource_mut::<NextState<Screen>>().set(Screen::Play);
        world
            .resource_mut::<NextState<Overlay>>()
            .set(Overlay::None);
        world.write_message(MatchStarted(self.1));
    }
}
