//! The live region and the status line start afresh: a match put on the board is said as
//! what it is (a new game, a resumed or loaded one at its move, a replay; a lesson says
//! its own step) with whose turn it is, in place of the last match's news; a game given
//! back paused is said to go on once the menu closes; a new language clears the news and
//! the status line written in the old one.

use bevy::prelude::*;

use super::speech::Announcer;
use super::words::WordsParam;
use crate::game::play::{Match, Status};
use crate::game::screens::{Overlay, Screen};
use crate::game::start::{MatchStarted, Started};
use crate::i18n::{Lang, Texts};
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ReturnedSaid>()
        .add_systems(OnEnter(Overlay::None), goes_on);
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

/// The words a game given back paused was said with, while they are the news.
#[derive(Resource, Default)]
struct ReturnedSaid(Option<String>);

/// The menu over a game given back closed: the game goes on, and is said to ("…paused:
/// Resume goes on with it" stayed the news after it had).
fn goes_on(
    mut said: ResMut<ReturnedSaid>,
    screen: Res<State<Screen>>,
    m: Option<Res<Match>>,
    words: WordsParam,
    mut announcer: ResMut<Announcer>,
) {
    let Some(text) = said.0.take() else { return };
    let (Some(m), true, true) = (m, *screen.get() == Screen::Play, announcer.live == text) else {
        return;
    };
    let w = words.get();
    let turn = tr!(
        w.texts,
        "news-to-move",
        player = w.player(m.game.to_move()),
        seat = w.seat(m.seat_to_move())
    );
    let game = w.game(m.game.kind());
    announcer.say(tr!(
        w.texts,
        "board-match-goes-on",
        game = game,
        turn = turn
    ));
}

fn new_match(
    mut started: MessageReader<MatchStarted>,
    m: Option<Res<Match>>,
    words: WordsParam,
    mut announcer: ResMut<Announcer>,
    mut returned: ResMut<ReturnedSaid>,
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
        Started::Returned(n) => {
            let text = tr!(w.texts, "board-match-returned", game = game, n = n);
            returned.0 = Some(text.clone());
            text
        }
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
        status.0.clear();
        // The old language's news goes; the change itself is said, in the new language
        // (Orca said nothing when Deutsch was chosen, then read the menu in German).
        announcer.say(tr!(texts, "language-changed"));
    }
}
