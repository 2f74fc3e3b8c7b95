//! The rules crate's typed errors in the player's language: why a saved game cannot be
//! used, why a move was refused. The rules' errors are worded by their typed kinds (their
//! English detail is the engine's, never shown); details from the system stay as written.

use sowing_rules::record::RECORD_VERSION;
use sowing_rules::{IllegalKind, MoveError, PositionError, PositionErrorKind, RecordError};

use crate::i18n::Texts;
use crate::tr;

/// Why a saved game cannot be used (details from the system or the rules stay as
/// they are written).
pub fn record_error(t: &Texts, e: &RecordError) -> String {
    match e {
        RecordError::Io(why) => tr!(t, "record-io", why = why.as_str()),
        RecordError::Empty => tr!(t, "record-empty"),
        RecordError::Malformed(why) => tr!(t, "record-malformed", why = why.as_str()),
        RecordError::NotARecord => tr!(t, "record-not-a-record"),
        RecordError::Version(v) => tr!(
            t,
            "record-version",
            version = *v,
            newer = if *v > RECORD_VERSION { "yes" } else { "no" },
            ours = RECORD_VERSION
        ),
        RecordError::Start(e) => tr!(
            t,
            "record-start",
            why = tr!(t, "position-error", kind = position_kind(e))
        ),
        RecordError::BadMove {
            number,
            text,
            reason,
        } => tr!(
            t,
            "record-bad-move",
            n = *number,
            mv = text.as_str(),
            why = move_error(t, reason)
        ),
    }
}

/// What is wrong with a record, in a few plain words for a list (no system detail):
/// the file cannot be read, is damaged, is no game record, is from a newer Sowing, or
/// its game does not replay.
pub fn record_problem(t: &Texts, e: &RecordError) -> String {
    tr!(
        t,
        "record-problem",
        kind = match e {
            RecordError::Io(_) | RecordError::Empty | RecordError::Malformed(_) => "damaged",
            RecordError::NotARecord => "not-a-record",
            RecordError::Version(v) if *v > RECORD_VERSION => "newer",
            RecordError::Version(_) => "older",
            RecordError::Start(_) | RecordError::BadMove { .. } => "does-not-replay",
        }
    )
}

/// Why a move was refused, in words for its kind.
pub fn move_error(t: &Texts, e: &MoveError) -> String {
    let (error, kind) = move_kind(e);
    tr!(t, "move-error", error = error, kind = kind)
}

/// The selectors of `move-error`: the error's kind and an illegal move's.
fn move_kind(e: &MoveError) -> (&'static str, &'static str) {
    match e {
        MoveError::Syntax(_) => ("syntax", ""),
        MoveError::GameOver => ("over", ""),
        MoveError::Illegal(kind, _) => (
            "illegal",
            match kind {
                IllegalKind::NotOffered => "not-offered",
                IllegalKind::Phase => "phase",
                IllegalKind::Pass => "pass",
                IllegalKind::Origin => "origin",
                IllegalKind::Fortress => "fortress",
                IllegalKind::Direction => "direction",
                IllegalKind::Order => "order",
                IllegalKind::Placement => "placement",
                IllegalKind::Reserve => "reserve",
            },
        ),
    }
}

/// The selector of `position-error` for a refused position's kind.
fn position_kind(e: &PositionError) -> &'static str {
    match e.kind {
        PositionErrorKind::NotJson => "not-json",
        PositionErrorKind::Game => "game",
        PositionErrorKind::UnknownField => "unknown-field",
        PositionErrorKind::Players => "players",
        PositionErrorKind::Phase => "phase",
        PositionErrorKind::Options => "options",
        PositionErrorKind::Pits => "pits",
        PositionErrorKind::Counters => "counters",
        PositionErrorKind::Result => "result",
        PositionErrorKind::Rules => "rules",
    }
}
