//! Whether a seat is played in this window at all, from the join: watching, or the host
//! gone (said once), or playing.

use bevy::prelude::*;

use super::client::Joined;
use super::notice::JoinNotice;
use crate::game::protocol::NobodyHere;
use crate::i18n::Texts;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, nobody_here.after(crate::FramePhase::Apply));
}

/// Whether a seat is played in this window, from the join: watching, or the host gone
/// (its words said once, so the news strip no longer tells of the last move as if the
/// game went on); playing again once the join is left or a seat taken back.
fn nobody_here(
    joined: Option<Res<Joined>>,
    mut nobody: ResMut<NobodyHere>,
    announcer: Option<ResMut<crate::a11y::speech::Announcer>>,
    texts: Res<Texts>,
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
    if *nobody == now {
        return;
    }
    *nobody = now;
    if let (Some(j), NobodyHere::HostClosed | NobodyHere::Lost) = (joined.as_deref(), now)
        && let Some(n) = &j.notice
        && let Some(mut announcer) = announcer
    {
        announcer.say(n.text(&texts));
    }
}
