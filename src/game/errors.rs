//! The rules crate's typed errors in the player's language: why a saved game cannot be
//! used, why a move was refused. Details from the system or the rules stay as written.

use sowing_rules::record::RECORD_VERSION;
use sowing_rules::{MoveError, RecordError};

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
        RecordError::Start(why) => tr!(t, "record-start", why = why.as_str()),
        RecordError::BadMove {
            number,
            text,
            reason,
        } => tr!(
            t,
            "record-bad-move",
            n = *number,
            mv = text.as_str(),
            why = reason.as_str()
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

/// Why a move was refused (the rules' detail stays as it is written).
pub fn move_error(t: &Texts, e: &MoveError) -> String {
    match e {
        MoveError::Syntax(why) => tr!(t, "move-error-syntax", why = why.as_str()),
        MoveError::Illegal(why) => tr!(t, "move-error-illegal", why = why.as_str()),
        MoveError::GameOver => tr!(t, "move-error-over"),
    }
}
