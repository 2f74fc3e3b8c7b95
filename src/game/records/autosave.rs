//! The autosave: after every move (and undo or redo) the game is written on the I/O pool,
//! atomically, one write at a time, the newest record waiting for the last write.

use bevy::prelude::*;
use bevy::tasks::{IoTaskPool, Task, block_on, poll_once};
use sowing_rules::record::write_atomic;

use super::*;
use crate::FramePhase;
use crate::game::play::{Match, Status, Taught};
use crate::game::protocol::NetRole;
use crate::game::screens::Screen;
use crate::i18n::Texts;
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Autosave>()
        .init_resource::<Autosaver>()
        .add_systems(
            Update,
            autosave
                .after(FramePhase::Apply)
                .before(FramePhase::Animate)
                .run_if(in_state(Screen::Play)),
        )
        .add_systems(Update, write_autosave);
}

/// Whether the game in progress is autosaved (the demo mode turns it off).
#[derive(Resource, Debug, Clone, Copy)]
pub struct Autosave(pub bool);

impl Default for Autosave {
    fn default() -> Self {
        Autosave(true)
    }
}

/// The autosave being written, and the newest record waiting for it.
#[derive(Resource, Default)]
pub struct Autosaver {
    task: Option<Task<Result<(), String>>>,
    pending: Option<String>,
    last: Option<(usize, Option<String>, usize)>,
    /// The match (by serial) whose first autosave has looked for an unfinished game
    /// to keep.
    checked: Option<u64>,
}

impl Autosaver {
    /// Nothing being written or waiting.
    pub fn idle(&self) -> bool {
        self.task.is_none() && self.pending.is_none()
    }
}

/// After every move (and undo or redo) the game in progress is queued for writing. A
/// new match first keeps the unfinished game the autosave held, if it is another game.
fn autosave(
    m: Res<Match>,
    enabled: Res<Autosave>,
    mut saver: ResMut<Autosaver>,
    lesson: Option<Res<Taught>>,
    (dir, mut status, texts): (Res<DataDir>, ResMut<Status>, Res<Texts>),
    (serial, mut from): (
        Res<crate::game::start::MatchSerial>,
        ResMut<crate::game::start::FromAutosave>,
    ),
    (role, joined_at, nobody): (
        Res<NetRole>,
        Option<Res<online_seat::JoinedAt>>,
        Res<crate::game::protocol::NobodyHere>,
    ),
) {
    // A lesson's set positions are not the player's game to resume, nor is a game only
    // watched (its Resume played the host's game on alone, said as this player's).
    let watching = *nobody == crate::game::protocol::NobodyHere::Watching;
    if !enabled.0 || m.is_replay() || !m.is_changed() || lesson.is_some() || watching {
        return;
    }
    // The first autosave of a match (a new one, or a replay played on from) keeps the
    // unfinished game it would replace.
    if saver.checked != Some(serial.0) {
        saver.checked = Some(serial.0);
        // From now on the autosave is this match: joined at a host, or this machine's.
        let at = joined_at.filter(|_| *role == NetRole::Client);
        online_seat::mark(&dir, at.as_deref());
        online_seat::mark_hosted(&dir, *role == NetRole::Host);
        if let Some(kept) = keep_unfinished(&dir, &m, &texts, from.0) {
            status.0 = tr!(texts, "autosave-kept", name = kept.as_str());
        }
        // The autosave holds this match from now on.
        from.0 = true;
    }
    let key = (m.moves.len(), m.moves.last().cloned(), m.redo.len());
    if saver.last.as_ref() == Some(&key) && !m.is_added() {
        return;
    }
    saver.last = Some(key);
    saver.pending = Some(record_of(&m).to_text());
}

/// The autosave's unfinished game, when a match that does not continue it takes its
/// place, is copied among the named saves (never lost unasked: a new game, `--new` or a
/// load once replaced it silently), unless a save holds it already. A match continues it
/// only if it is that game (`from_autosave`: resumed, or replayed from it) and its moves
/// are a part of the autosave's or go on from them. Returns the save's name.
fn keep_unfinished(dir: &DataDir, m: &Match, texts: &Texts, from_autosave: bool) -> Option<String> {
    let old = sowing_rules::Record::load(&dir.autosave()).ok()?;
    if old.last().finished().is_some() || old.record.moves.is_empty() {
        return None;
    }
    let new = record_of(m);
    let continues = from_autosave
        && old.record.start == new.start
        && (old.record.moves.starts_with(&new.moves) || new.moves.starts_with(&old.record.moves));
    if continues || already_saved(dir, &old.record) {
        return None;
    }
    // Named by when it was last played, as the saved games list dates it (named by now,
    // "unfinished-…-191807" was listed "saved 19:16").
    let name = tr!(
        texts,
        "save-name-unfinished",
        when = super::stamp::name_stamp(Some(old.record.saved_at).filter(|&t| t > 0))
    );
    let path = dir.save_path(&name)?;
    std::fs::create_dir_all(dir.saves()).ok()?;
    match std::fs::copy(dir.autosave(), &path) {
        Ok(_) => Some(name),
        Err(e) => {
            warn!("the unfinished game could not be kept: {e}");
            None
        }
    }
}

/// Whether a named save holds this very game (the same start and moves): a joined game
/// the host ended is saved as it ends, and was then kept a second time here.
fn already_saved(dir: &DataDir, game: &sowing_rules::Record) -> bool {
    let Ok(files) = std::fs::read_dir(dir.saves()) else {
        return false;
    };
    files.flatten().any(|f| {
        sowing_rules::Record::load(&f.path())
            .is_ok_and(|r| r.record.start == game.start && r.record.moves == game.moves)
    })
}

/// Writes the newest pending record on the I/O pool, one write at a time.
fn write_autosave(
    dir: Res<DataDir>,
    mut saver: ResMut<Autosaver>,
    mut status: Option<ResMut<Status>>,
    texts: Res<Texts>,
) {
    if let Some(task) = saver.task.as_mut() {
        let Some(result) = block_on(poll_once(task)) else {
            return;
        };
        saver.task = None;
        if let (Err(e), Some(s)) = (result, status.as_mut()) {
            s.0 = tr!(texts, "autosave-failed", why = e);
        }
    }
    if let Some(text) = saver.pending.take() {
        let path = dir.autosave();
        saver.task = Some(IoTaskPool::get().spawn(async move {
            write_atomic(&path, text.as_bytes()).map_err(|e| format!("{}: {e}", path.display()))
        }));
    }
}
