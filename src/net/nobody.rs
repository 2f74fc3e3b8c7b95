//! Whether a seat is played in this window at all, from the join: watching, the host
//! gone (said once), joining again, or playing. The one owner of a joined game's stop:
//! the refusals, the panel and the pause menu read it; and what stopped a join, in words.

use bevy::prelude::*;

use super::client::Joined;
use super::notice::JoinNotice;
use crate::game::play::Status;
use crate::game::protocol::NobodyHere;
use crate::game::queue::AnimQueue;
use crate::i18n::Texts;

pub(super) fn plugin(app: &mut App) {
    // After the moves' words: a stop is said once the moves before it have landed and
    // been said (their words, said in the frame after it, wrote over it).
    app.add_systems(
        Update,
        nobody_here
            .after(crate::FramePhase::Apply)
            .after(crate::a11y::speech::announce_moves),
    );
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
    landing: Res<crate::a11y::speech::Landing>,
    texts: Res<Texts>,
    mut due: Local<bool>,
) {
    let now = match joined.as_deref() {
        None => NobodyHere::Playing,
        Some(j) => match &j.notice {
            Some(JoinNotice::HostClosed) => NobodyHere::HostClosed,
            // Lost, or joined again and no host answered.
            Some(JoinNotice::Lost | JoinNotice::Unreachable(_)) => NobodyHere::Lost,
            // Asked to watch, or seated as a watcher (the game was full): a click said
            // "It is not a human player's turn" on a human's turn.
            _ if j.watch || (j.welcomed && j.seat.is_none()) => NobodyHere::Watching,
            // Joining again with the seat kept: stopped until the host answers.
            None if !j.welcomed && j.seat.is_some() => NobodyHere::Rejoining,
            _ => NobodyHere::Playing,
        },
    };
    if *nobody != now {
        *nobody = now;
        // Said once, when the host closes or the connection is lost (a join that found
        // no host says so where it was asked).
        let notice = joined.as_deref().and_then(|j| j.notice.as_ref());
        *due = matches!(notice, Some(JoinNotice::HostClosed | JoinNotice::Lost));
    }
    if !*due || !queue.is_idle() || landing.player.is_some() {
        return;
    }
    *due = false;
    if let Some(n) = joined.as_deref().and_then(|j| j.notice_text(&texts)) {
        status.0 = n.clone();
        if let Some(mut announcer) = announcer {
            announcer.say(n);
        }
    }
}

impl Joined {
    /// Whether the game joined has begun at its host (a lobby not yet started has no
    /// game here: the match in the world is an earlier one's).
    pub fn started(&self) -> bool {
        self.lobby.as_ref().is_some_and(|l| l.started)
    }

    /// What stopped or refused the join, in words: a host that closed a game not yet
    /// begun saved nothing ("It is saved with your games" was said of it).
    pub fn notice_text(&self, texts: &crate::i18n::Texts) -> Option<String> {
        match &self.notice {
            Some(JoinNotice::HostClosed) if !self.started() => {
                Some(crate::tr!(texts, "online-host-closed-unstarted"))
            }
            n => n.as_ref().map(|n| n.text(texts)),
        }
    }
}
