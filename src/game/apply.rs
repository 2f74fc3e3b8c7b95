//! The request path's last step: a move request, from this machine or a peer online, is
//! checked (the sender may play the seat to move, the rules accept the move) and played
//! on the match. A refused request changes nothing: the local player reads why on the
//! status line, a peer gets a typed `Denied`.

use bevy::prelude::*;
use bevy_replicon::prelude::*;
use sowing_rules::MoveError;

use crate::ApplyStep;
use crate::game::errors::move_error;
use crate::game::play::{LessonRefused, Match, MovePlayed, Seat, Status, Taught};
use crate::game::protocol::{Denial, Denied, MAX_TEXT, MoveRequest, SeatHolders};
use crate::game::queue::AnimQueue;
use crate::game::screens::Screen;
use crate::i18n::Texts;
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        apply_requests
            .in_set(ApplyStep::Requests)
            .run_if(in_state(Screen::Play)),
    );
}

/// Plays `text` on the match: the position, history and move list move on and the move's
/// events wait to play out. On an error nothing changes. Returns the mover and the
/// pieces captured.
pub fn play_move(m: &mut Match, queue: &mut AnimQueue, text: &str) -> Result<(u8, u32), MoveError> {
    let played = m.play(text)?;
    queue.push(played.events);
    Ok((played.mover, played.captured))
}

/// Where a request's outcome goes: the status line, the move's message, a peer's denial.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct Outcome<'w> {
    status: ResMut<'w, Status>,
    played: MessageWriter<'w, MovePlayed>,
    denied: MessageWriter<'w, ToClients<Denied>>,
    lesson: MessageWriter<'w, LessonRefused>,
    texts: Res<'w, Texts>,
}

pub(crate) fn apply_requests(
    mut requests: MessageReader<FromClient<MoveRequest>>,
    mut m: ResMut<Match>,
    mut queue: ResMut<AnimQueue>,
    holders: Res<SeatHolders>,
    mut taught: Option<ResMut<Taught>>,
    out: Outcome,
) {
    let Outcome {
        mut status,
        mut played,
        mut denied,
        mut lesson,
        texts,
    } = out;
    for FromClient {
        client_id,
        message: MoveRequest(text),
    } in requests.read()
    {
        let peer = client_id.entity();
        if let Some(client) = peer
            && let Some(denial) = peer_refusal(client, text, &m, &holders)
        {
            debug!("request {text:?} from {client_id:?} denied: {denial:?}");
            denied.write(ToClients {
                targets: SendTargets::Single(*client_id),
                message: Denied(denial),
            });
            continue;
        }
        if peer.is_none()
            && let Some(refusal) = local_refusal(text, &m, taught.as_deref(), &texts)
        {
            match refusal {
                Refusal::Said(words) => status.0 = words,
                Refusal::Taught(mv) => {
                    lesson.write(LessonRefused::teaches(mv));
                }
            }
            continue;
        }
        match play_move(&mut m, &mut queue, text) {
            Ok((player, captured)) => {
                // Said in words once the move's marks are known (`a11y::speech`).
                status.0.clear();
                played.write(MovePlayed {
                    text: text.clone(),
                    player,
                    captured,
                });
                if let Some(t) = taught.as_mut() {
                    t.0 = None;
                }
            }
            Err(e) if peer.is_some() => {
                denied.write(ToClients {
                    targets: SendTargets::Single(*client_id),
                    message: Denied(Denial::Illegal((&e).into())),
                });
            }
            Err(e) => {
                status.0 = tr!(
                    texts,
                    "status-refused-move",
                    mv = text.as_str(),
                    why = move_error(&texts, &e)
                )
            }
        }
    }
}

/// Why a peer's request is refused, if it is: too long, no game in play, or not the
/// peer's seat to move. (The rules judge the move itself.)
pub(crate) fn peer_refusal(
    client: Entity,
    text: &str,
    m: &Match,
    holders: &SeatHolders,
) -> Option<Denial> {
    if text.len() > MAX_TEXT || text.is_empty() {
        return Some(Denial::Malformed);
    }
    if m.is_replay() || m.game.finished().is_some() {
        return Some(Denial::NotPlaying);
    }
    let seat = m.game.to_move() as usize - 1;
    if !holders.holds(client, seat) {
        return Some(Denial::NotYourSeat);
    }
    None
}

/// Why a request from this machine is refused.
enum Refusal {
    /// In words: a replay, a lesson waiting for Next, a seat played elsewhere.
    Said(String),
    /// A lesson's step teaches this other move.
    Taught(String),
}

/// Why a request from this machine is refused, if it is: a replay, a lesson waiting for
/// another move, or a seat played elsewhere. (A move still playing out is no reason: the
/// new move is taken and the last one's rest shown at once.)
fn local_refusal(text: &str, m: &Match, taught: Option<&Taught>, texts: &Texts) -> Option<Refusal> {
    if m.is_replay() {
        return Some(Refusal::Said(tr!(texts, "status-replay")));
    }
    if let Some(t) = taught {
        match &t.0 {
            Some(mv) if mv == text => {}
            Some(mv) => return Some(Refusal::Taught(mv.clone())),
            None => return Some(Refusal::Said(tr!(texts, "lesson-press-next"))),
        }
    }
    let seat = m.game.to_move() as usize - 1;
    let here = m.seats.get(seat).is_some_and(|s| *s != Seat::Remote);
    if m.game.finished().is_none() && !here {
        return Some(Refusal::Said(tr!(texts, "online-not-your-seat")));
    }
    None
}
