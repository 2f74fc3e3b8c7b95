//! Whether a seat is played in this window at all, from the join: watching, or the host
//! gone (said once), or playing.

use bevy::prelude::*;

use super::client::Joined;
use super::notice::JoinNotice;
use crate::game::play::Status;
use crate::game::protocol::NobodyHere;
use crate::game::queue::AnimQueue;
use crate::i18n::Texts;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, nobody_here.after(crate::FramePhase::Apply));
}

/// Whether a seat is played in this window, from the join: watching, or the host gone;
/// playing again once the join is left or a seat taken back. A stop's words are said,
/// and put in the status line, once the moves that came before it have landed (their
/// news wrote over them: the status kept "Player 2 is back." beside a lost connection).
fn nobody_here(
    joined: Option<Res<Joined>>,
    mut nobody: ResMut<NobodyHere>,
    announcer: Option<ResMut<crate::a11y::speech::Announcer>>,
    (mut status, queue): (ResMut<Status>, Res<AnimQueue>),
    texts: Res<Texts>,
    mut due: Local<bool>,
) {
    let now = match joined.as_deref() {
        None => NobodyHere::Playing,
        Some(j) => match &j.notice {
            Some(JoinNotice::HostClosed) => NobodyHere::HostClosed,
            Some(JoinNotice::Lost) => NobodyHere::Lost,
            // Asked to watch, or seated as a watcher (the game was full): a click said
            // "It is not a human player's turn" on a human's turn.
            _ if j.watch || (j.welcomed && j.seat.is_none()) => NobodyHere::Watching,
            _ => NobodyHere::Playing,
        },
    };
    if *nobody != now {
        *nobody = now;
        *due = matches!(now, NobodyHere::HostClosed | NobodyHere::Lost);
    }
    if !*due || !queue.is_idle() {
        return;
    }
    *due = false;
    if let Some(n) = joined.as_deref().and_then(|j| j.notice.as_ref()) {
        status.0 = n.text(&texts);
        if let Some(mut announcer) = announcer {
            announcer.say(n.text(&texts));
        }
    }
}
