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

/// Whether the match on the board is the autosaved game itself (resumed, autosaved once,
/// or given back or replayed from such): only then may its moves be a part of the
/// autosave's without it being another game. A replay of another save, continued at move 4, shared its first moves
/// with the unfinished autosave by chance, and that game was replaced unkept.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct FromAutosave(pub bool);

/// Sent when a match is put in place, so that what is kept outside the game (the focus
/// cursor, the live region, the records' notice) starts afresh with it.
#[derive(Message, Debug, Clone, Copy)]
pub struct MatchStarted(pub Started);

impl Command for StartMatch {
    type Out = ();

    fn apply(self, world: &mut World) {
        world.insert_resource(self.0);
        world.remove_resource::<NewGameFromPlay>();
        // A lesson, a game given back and a replay of the game on the board keep what the
        // game before them was; a replay of a save says so itself (`records::requests`).
        let from = world.get_resource_or_insert_with(FromAutosave::default).0;
        let from = match self.1 {
            Started::Resumed(_) => true,
            Started::New | Started::Loaded(_) => false,
            Started::Replay | Started::Lesson | Started::Returned(_) => from,
        };
        world.insert_resource(FromAutosave(from));
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

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Play), pause_on_return)
        // The title forgets the game a new-game screen was opened from.
        .add_systems(OnEnter(Screen::Title), |mut c: Commands| {
            c.remove_resource::<NewGameFromPlay>();
        });
}

/// A game given back (after a lesson, or Back from the new-game screen) opens paused, as
/// it was left: set once the play screen is entered again (entering it closes what was
/// over the last one).
#[derive(Resource, Debug)]
pub(crate) struct PauseOnReturn;

fn pause_on_return(
    marker: Option<Res<PauseOnReturn>>,
    mut overlay: ResMut<NextState<Overlay>>,
    mut commands: Commands,
) {
    if marker.is_some() {
        overlay.set(Overlay::Paused);
        commands.remove_resource::<PauseOnReturn>();
    }
}

/// The new-game screen was opened from a game (its menu, or the game-over window): Back
/// goes back to that game, paused, rather than to the title.
#[derive(Resource, Debug)]
pub struct NewGameFromPlay;

/// Back from the new-game screen: to the game it was opened from, paused as it was left
/// ("Back to your game…"), else to the title.
pub struct BackFromNewGame;

impl Command for BackFromNewGame {
    type Out = ();

    fn apply(self, world: &mut World) {
        let from_play = world.remove_resource::<NewGameFromPlay>().is_some();
        match world.get_resource::<Match>().filter(|_| from_play).cloned() {
            Some(m) => {
                let n = m.moves.len();
                StartMatch(m, Started::Returned(n)).apply(world);
                world.insert_resource(PauseOnReturn);
            }
            None => world.resource_mut::<NextState<Screen>>().set(Screen::Title),
        }
    }
}
