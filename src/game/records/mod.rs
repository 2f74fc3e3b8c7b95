//! Saved games: autosave after every move (atomic, off the frame on the I/O pool),
//! resume after a crash, named saves and the list of them, replays that step back and
//! forth through a record with the same animations, and export. Records are the rules
//! crate's `Record`: loading replays every move, so a bad file is refused, never used.

pub mod autosave;
pub mod folders;
pub mod online_seat;
pub mod replay;
mod requests;
pub mod stamp;

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use sowing_ai::{Ai, Level};
use sowing_rules::{Record, RecordError, Replayed, SeatRecord};

use crate::FramePhase;
use crate::game::errors::record_problem;
use crate::game::play::{Match, MatchMode, Seat};
use crate::game::screens::{Overlay, Screen};
use crate::game::start::MatchStarted;
use crate::i18n::Texts;
use crate::tr;
pub use folders::DataDir;

/// Things to do with records.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum RecordRequest {
    /// Resume the autosaved game.
    Resume,
    /// Save the game in progress under a name.
    Save(String),
    /// Load a record and play on from its last move.
    Load(PathBuf),
    /// Replay a record from its first move.
    Replay(PathBuf),
    /// Replay the game on the board from its first move.
    ReplayCurrent,
    /// Leave the replay and play on from the position shown.
    ContinueHere,
    /// Write the game's record to the exports folder.
    Export,
    /// Read the list of saved games again.
    RefreshSaves,
    /// Take a save out of the list: it is moved to the put-aside folder, not destroyed.
    PutAside(PathBuf),
}

/// What a record holds, for lists.
#[derive(Debug, Clone, PartialEq)]
pub struct Summary {
    pub game: String,
    pub players: u8,
    pub moves: usize,
    pub saved_at: u64,
    pub finished: bool,
}

impl Summary {
    fn of(r: &Replayed) -> Summary {
        Summary {
            game: r.record.game.clone(),
            players: r.record.players,
            moves: r.record.moves.len(),
            saved_at: r.record.saved_at,
            finished: r.last().finished().is_some(),
        }
    }
}

/// The autosaved game, if it can be resumed: read on reaching the title.
#[derive(Resource, Debug, Default)]
pub struct ResumeOffer(pub Option<Summary>);

/// The saved games: file, name and what it holds or why it does not load.
#[derive(Resource, Debug, Default)]
pub struct SaveList(pub Vec<(PathBuf, String, Result<Summary, RecordError>)>);

/// The last thing the records did or why they could not, shown in the menus.
#[derive(Resource, Debug, Default, Clone)]
pub struct RecordNotice(pub String);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DataDir>()
        .init_resource::<ResumeOffer>()
        .init_resource::<online_seat::ResumeOnline>()
        .init_resource::<online_seat::ResumeHosted>()
        .init_resource::<SaveList>()
        .init_resource::<RecordNotice>()
        .add_message::<RecordRequest>()
        .add_systems(
            OnEnter(Screen::Title),
            (forget_on_title, offer_resume, refresh_saves).chain(),
        )
        .add_systems(OnEnter(Overlay::Paused), (forget_on_title, refresh_saves))
        .add_systems(Update, forget_notice.before(FramePhase::Input))
        .add_plugins((requests::plugin, autosave::plugin, replay::plugin));
}

/// The record of a match.
pub fn record_of(m: &Match) -> Record {
    let seats = m
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| SeatRecord {
            name: format!("Player {}", i + 1), // not shown: the record's seat name
            computer: match s {
                Seat::Human | Seat::Remote => None,
                Seat::Computer(l) => Some(l.as_str().to_string()),
            },
        })
        .collect();
    // A live game's record holds the moves played (never those undone); a replay's, the
    // whole line, not just the moves shown so far.
    let mut r = Record::new(&m.start, seats, m.line());
    r.result = m.game.finished().map(|f| f.reason.to_string());
    r
}

/// A match from a replayed record, showing the position after `at` moves; the rest of
/// the record waits in the redo list.
pub fn match_of(r: Replayed, at: usize) -> Match {
    let at = at.min(r.record.moves.len());
    let seats = r
        .record
        .seats
        .iter()
        .map(|s| match s.computer.as_deref().and_then(Ai::parse) {
            Some(Ai::Search(l)) => Seat::Computer(l),
            Some(_) => Seat::Computer(Level::Easy),
            None => Seat::Human,
        })
        .collect();
    let mut positions = r.positions;
    let game = positions[at].clone();
    let start = positions[0].clone();
    positions.truncate(at);
    Match {
        game,
        start,
        seats,
        history: positions,
        moves: r.record.moves[..at].to_vec(),
        redo: r.record.moves[at..].iter().rev().cloned().collect(),
        mode: MatchMode::Live,
    }
}

/// A new match makes the last one's notice ("Saved as …") untrue: it is cleared.
/// The title or the pause menu is opened afresh: what the records did before ("Saved
/// among your games as …", "Playing on from move 7") is not its news.
fn forget_on_title(mut notice: ResMut<RecordNotice>) {
    notice.0.clear();
}

/// A new match, or a new language (the notice was worded in the old one), clears it.
fn forget_notice(
    mut started: MessageReader<MatchStarted>,
    texts: Res<crate::i18n::Texts>,
    mut notice: ResMut<RecordNotice>,
) {
    if started.read().count() > 0 || (texts.is_changed() && !texts.is_added()) {
        notice.0.clear();
    }
}

/// The autosaved game is offered when it can be resumed (a joined one as joining its
/// host again); one that cannot be read is moved aside (the next game's autosave would overwrite it) and the title says so.
fn offer_resume(
    dir: Res<DataDir>,
    (mut offer, mut online, mut hosted): (
        ResMut<ResumeOffer>,
        ResMut<online_seat::ResumeOnline>,
        ResMut<online_seat::ResumeHosted>,
    ),
    mut notice: ResMut<RecordNotice>,
    texts: Res<Texts>,
) {
    let path = dir.autosave();
    // A joined game is offered as joining its host again.
    online.0 = online_seat::marked(&dir);
    // A game hosted here is resumed here alone: said on its button.
    hosted.0 = online_seat::hosted(&dir);
    offer.0 = match Record::load(&path) {
        Ok(r) if r.last().finished().is_none() => Some(Summary::of(&r)),
        Ok(_) => None,
        Err(e) => {
            if path.exists() {
                warn!("the autosaved game cannot be resumed: {e}");
                notice.0 = match dir.put_aside(&path) {
                    Ok(to) => tr!(
                        texts,
                        "records-autosave-damaged",
                        what = record_problem(&texts, &e),
                        path = to.display().to_string()
                    ),
                    Err(io) => tr!(
                        texts,
                        "records-autosave-unreadable",
                        what = record_problem(&texts, &e),
                        why = io.to_string()
                    ),
                };
            }
            None
        }
    };
}

/// The name a save gets: the player's, or (none typed, as with a gamepad) "saved" and the
/// time, in the player's language (the saved games list names the game beside it).
pub(crate) fn save_name(typed: &str, texts: &Texts) -> String {
    if !typed.trim().is_empty() {
        return typed.to_string();
    }
    tr!(texts, "save-name-saved", when = stamp::name_stamp(None))
}

fn refresh_saves(dir: Res<DataDir>, mut saves: ResMut<SaveList>) {
    saves.0 = list_saves(&dir.saves());
}

pub fn list_saves(dir: &Path) -> Vec<(PathBuf, String, Result<Summary, RecordError>)> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut v: Vec<_> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|p| {
            let name = p
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            let s = Record::load(&p).map(|r| Summary::of(&r));
            (p, name, s)
        })
        .collect();
    v.sort_by(|a, b| a.1.cmp(&b.1));
    v
}
