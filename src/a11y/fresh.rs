//! The live region and the status line start afresh: a match put on the board is said as
//! what it is (a new game, a resumed or loaded one at its move, a replay; a lesson says
//! its own step) with whose turn it is, in place of the last match's news; a new language
//! clears the news and the status line written in the old one.

use bevy::prelude::*;

use super::speech::Announcer;
use super::words::WordsParam;
use crate::game::play::{Match, Status};
use crate::game::start::{MatchStarted, Started};
use crate::i18n::{Lang, Texts};
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            new_match.before(super::speech::announce_moves),
            // In the frame the language changes, before any key is read: a reading key's
            // words, said in the new language, were cleared a frame later.
            new_language
                .after(crate::settings::follow_language)
                .before(crate::FramePhase::Input),
        ),
    );
}

fn new_match(
    mut started: MessageReader<MatchStarted>,
    m: Option<Res<Match>>,
    words: WordsParam,
    mut announcer: ResMut<Announcer>,
) {
    let Some(MatchStarted(how)) = started.read().last().copied() else {
        return;
    };
    // A lesson says its own first step.
    let Some(m) = m.filter(|_| how != Started::Lesson) else {
        return;
    };
    let w = words.get();
    let game = w.game(m.game.kind());
    let turn = w.result(&m).unwrap_or_else(|| {
        tr!(
            w.texts,
            "news-to-move",
            player = w.player(m.game.to_move()),
            seat = w.seat(m.seat_to_move())
        )
    });
    announcer.say(match how {
        Started::Resumed(n) => tr!(
            w.texts,
            "board-match-resumed",
            game = game,
            n = n,
            turn = turn
        ),
        Started::Loaded(n) => tr!(
            w.texts,
            "board-match-loaded",
            game = game,
            n = n,
            turn = turn
        ),
        Started::Replay => tr!(w.texts, "board-match-replay", game = game),
        // Given back under the menu it was left from: not "resumed" while it waits there.
        Started::Returned(n) => tr!(w.texts, "board-match-returned", game = game, n = n),
        Started::New | Started::Lesson => {
            tr!(w.texts, "board-match-started", game = game, turn = turn)
        }
    });
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
