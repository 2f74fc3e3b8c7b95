//! What a joining player is told, in words: why the host refused the hello or a request,
//! the host closing the game, the connection lost, another version, no host answering.

use crate::game::protocol::{Denial, PROTOCOL_VERSION};
use crate::i18n::Texts;
use crate::tr;

/// What the joining player is told.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JoinNotice {
    /// The host refused the hello or a request.
    Denied(Denial),
    /// The host closed the game; the record is kept.
    HostClosed,
    /// The connection was lost; the record is kept, and Join again takes the same seat.
    Lost,
    /// Replicon's protocol check failed: another version.
    OtherVersion,
    /// No host answered at this address within `CONNECT_SECONDS`.
    Unreachable(String),
    /// The server at this address answered under another key than the one kept for it
    /// (the new key follows): someone may stand between.
    KeyChanged(String, [u8; 32]),
    /// The game has a password and none was typed.
    PasswordNeeded,
}

/// Seconds a join waits for the host's answer before it gives up and says why.
pub const CONNECT_SECONDS: f32 = 15.0;

impl JoinNotice {
    /// Whether this ends the peer's part in the game (a refused request does not).
    pub fn ends(&self) -> bool {
        !matches!(
            self,
            JoinNotice::Denied(
                Denial::NotYourSeat | Denial::NotPlaying | Denial::Illegal(_) | Denial::Malformed
            )
        )
    }

    /// The notice in words.
    pub fn text(&self, texts: &Texts) -> String {
        match self {
            JoinNotice::Denied(d) => denial_text(d, texts),
            JoinNotice::HostClosed => tr!(texts, "online-host-closed"),
            JoinNotice::Lost => tr!(texts, "online-lost"),
            JoinNotice::OtherVersion => {
                tr!(texts, "online-other-version", version = PROTOCOL_VERSION)
            }
            JoinNotice::Unreachable(address) => tr!(
                texts,
                "online-unreachable",
                address = address.as_str(),
                seconds = CONNECT_SECONDS as u32
            ),
            JoinNotice::KeyChanged(address, key) => tr!(
                texts,
                "online-key-changed",
                address = address.as_str(),
                key = crate::net::token_service::fingerprint(key)
            ),
            JoinNotice::PasswordNeeded => tr!(texts, "online-password-needed"),
        }
    }
}

/// A denial in words.
pub fn denial_text(d: &Denial, texts: &Texts) -> String {
    match d {
        Denial::Version(v) => tr!(
            texts,
            "online-denied-version",
            host = *v,
            ours = PROTOCOL_VERSION
        ),
        Denial::Password => tr!(texts, "online-denied-password"),
        Denial::NotYourSeat => tr!(texts, "online-not-your-seat"),
        Denial::NotPlaying => tr!(texts, "online-denied-not-playing"),
        Denial::Illegal(fault) => {
            let why = crate::game::errors::move_error(texts, &(*fault).into());
            tr!(texts, "online-denied-illegal", why = why)
        }
        Denial::Malformed => tr!(texts, "online-denied-malformed"),
        Denial::Replaced => tr!(texts, "online-denied-replaced"),
        Denial::NoRoom => tr!(texts, "online-denied-no-room"),
        Denial::RoomsFull => tr!(texts, "online-denied-rooms-full"),
    }
}
