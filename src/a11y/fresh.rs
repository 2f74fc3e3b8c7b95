//! The live region and the status line start afresh: a new match is said (the game and
//! who moves first; a lesson says its own step) in place of the last match's news, and a
//! new language clears the news and the status line written in the old one.

use bevy::prelude::*;

use super::speech::Announcer;
use super::words::WordsParam;
use crate::game::lessons::Lesson;
use crate::game::play::{Match, Status};
use crate::game::start::MatchStarted;
use crate::i18n::{Lang, Texts};
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            new_match.before(super::speech::announce_moves),
            new_language,
        ),
    );
}

fn new_match(
    mut started: MessageReader<MatchStarted>,
    m: Option<Res<Match>>,
    lesson: Option<Res<Lesson>>,
    words: WordsParam,
    mut announcer: ResMut<Announcer>,
) {
    // A lesson says its own first step.
    if started.read().count() == 0 || lesson.is_some() {
        return;
    }
    let Some(m) = m else {
        return;
    };
    let w = words.get();
    let to_move = tr!(
        w.texts,
        "panel-to-move",
        player = w.player(m.game.to_move()),
        seat = w.seat(m.seat_to_move())
    );
    announcer.say(tr!(
        w.texts,
        "board-match-started",
        game = w.game(m.game.kind()),
        turn = to_move
    ));
}

fn new_language(
    texts: Res<Texts>,
    mut last: Local<Option<Lang>>,
    mut announcer: ResMut<Announcer>,
    mut status: ResMut<Status>,
) {
    let now = texts.lang();
    if last.replace(now).is_some_and(|was| was != now) {
        announcer.live.clear();
        status.0.clear();
    }
}
