//! Saved games: autosave after every move (atomic, off the frame on the I/O pool),
//! resume after a crash, named saves and the list of them, replays that step back and
//! forth through a record with the same animations, and export. Records are the rules
//! crate's `Record`: loading replays every move, so a bad file is refused, never used.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use bevy::tasks::{IoTaskPool, Task, block_on, poll_once};
use sowing_ai::{Ai, Level};
use sowing_rules::record::write_atomic;
use sowing_rules::{Record, Replayed, SeatRecord};

use crate::Phase;
use crate::anim::AnimQueue;
use crate::play::{Building, GameOverShown, History, Match, Seat, Status};
use crate::screens::{Overlay, Screen};

/// Where saved games live: `$SOWING_DATA_DIR`, else `$XDG_DATA_HOME/sowing`, else
/// `~/.local/share/sowing`.
#[derive(Resource, Debug, Clone)]
pub struct DataDir(pub PathBuf);

impl Default for DataDir {
    fn default() -> Self {
        let env = |k: &str| {
            std::env::var_os(k)
                .filter(|v| !v.is_empty())
                .map(PathBuf::from)
        };
        let dir = env("SOWING_DATA_DIR")
            .or_else(|| env("XDG_DATA_HOME").map(|d| d.join("sowing")))
            .or_else(|| env("HOME").map(|h| h.join(".local/share/sowing")))
            .unwrap_or_else(|| PathBuf::from(".sowing"));
        DataDir(dir)
    }
}

impl DataDir {
    /// The game in progress, written after every move.
    pub fn autosave(&self) -> PathBuf {
        self.0.join("autosave.json")
    }

    /// Named saves.
    pub fn saves(&self) -> PathBuf {
        self.0.join("saves")
    }

    /// Exported records.
    pub fn exports(&self) -> PathBuf {
        self.0.join("exports")
    }

    /// The file of a named save (the name reduced to letters, digits, `-` and `_`).
    pub fn save_path(&self, name: &str) -> Option<PathBuf> {
        let clean: String = name
            .trim()
            .chars()
            .map(|c| {
                if c.is_alphanumeric() || c == '-' || c == '_' {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        (!clean.is_empty()).then(|| self.saves().join(format!("{clean}.json")))
    }
}

/// Whether the game in progress is autosaved (the demo mode turns it off).
#[derive(Resource, Debug, Clone, Copy)]
pub struct Autosave(pub bool);

impl Default for Autosave {
    fn default() -> Self {
        Autosave(true)
    }
}

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
pub struct SaveList(pub Vec<(PathBuf, String, Result<Summary, String>)>);

/// The last thing the records did or why they could not, shown in the menus.
#[derive(Resource, Debug, Default, Clone)]
pub struct RecordNotice(pub String);

/// Playing a replay by itself.
#[derive(Resource, Debug, Clone)]
pub struct ReplayPlayer {
    pub playing: bool,
    /// Seconds between moves once one has played out.
    pub pause: f32,
    clock: f32,
}

impl Default for ReplayPlayer {
    fn default() -> Self {
        ReplayPlayer {
            playing: false,
            pause: 0.6,
            clock: 0.0,
        }
    }
}

/// The autosave being written, and the newest record waiting for it.
#[derive(Resource, Default)]
pub struct Autosaver {
    task: Option<Task<Result<(), String>>>,
    pending: Option<String>,
    last: Option<(usize, Option<String>, usize)>,
}

impl Autosaver {
    /// Nothing being written or waiting.
    pub fn idle(&self) -> bool {
        self.task.is_none() && self.pending.is_none()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DataDir>()
        .init_resource::<Autosave>()
        .init_resource::<ResumeOffer>()
        .init_resource::<SaveList>()
        .init_resource::<RecordNotice>()
        .init_resource::<ReplayPlayer>()
        .init_resource::<Autosaver>()
        .add_message::<RecordRequest>()
        .add_systems(OnEnter(Screen::Title), (offer_resume, refresh_saves))
        .add_systems(OnEnter(Overlay::Paused), refresh_saves)
        .add_systems(Update, handle_requests.before(Phase::Input))
        .add_systems(
            Update,
            (autosave, replay_tick)
                .after(Phase::Apply)
                .before(Phase::Animate)
                .run_if(in_state(Screen::Play)),
        )
        .add_systems(Update, write_autosave);
}

/// The record of a match.
pub fn record_of(m: &Match) -> Record {
    let seats = m
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| SeatRecord {
            name: format!("Player {}", i + 1),
            computer: match s {
                Seat::Human => None,
                Seat::Computer(l) => Some(l.as_str().to_string()),
            },
        })
        .collect();
    let mut moves = m.moves.clone();
    // A replay's record is the whole line, not just the moves shown so far.
    moves.extend(m.redo.iter().rev().cloned());
    let mut r = Record::new(&m.start, seats, moves);
    r.result = m.game.finished().map(|f| f.reason);
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
        replay: false,
    }
}

fn offer_resume(dir: Res<DataDir>, mut offer: ResMut<ResumeOffer>) {
    let path = dir.autosave();
    offer.0 = match Record::load(&path) {
        Ok(r) if r.last().finished().is_none() => Some(Summary::of(&r)),
        Ok(_) => None,
        Err(e) => {
            if path.exists() {
                warn!("the autosaved game cannot be resumed: {e}");
            }
            None
        }
    };
}

/// The name a save gets: the player's, or (none typed, as with a gamepad) the game and
/// the time.
fn save_name(typed: &str, m: Option<&Match>) -> String {
    if !typed.trim().is_empty() {
        return typed.to_string();
    }
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let game = m.map(|m| m.game.kind().as_str()).unwrap_or("game");
    format!("{game}-{secs}")
}

fn refresh_saves(dir: Res<DataDir>, mut saves: ResMut<SaveList>) {
    saves.0 = list_saves(&dir.saves());
}

fn list_saves(dir: &Path) -> Vec<(PathBuf, String, Result<Summary, String>)> {
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
            let s = Record::load(&p)
                .map(|r| Summary::of(&r))
                .map_err(|e| e.to_string());
            (p, name, s)
        })
        .collect();
    v.sort_by(|a, b| a.1.cmp(&b.1));
    v
}

#[allow(clippy::too_many_arguments)]
fn handle_requests(
    mut requests: MessageReader<RecordRequest>,
    dir: Res<DataDir>,
    m: Option<ResMut<Match>>,
    mut commands: Commands,
    mut notice: ResMut<RecordNotice>,
    mut saves: ResMut<SaveList>,
    mut player: ResMut<ReplayPlayer>,
    mut queue: ResMut<AnimQueue>,
    mut next: ResMut<NextState<Screen>>,
    mut overlay: ResMut<NextState<Overlay>>,
) {
    let mut m = m;
    for r in requests.read() {
        let mut start = |mut fresh: Match, replay: bool, what: String| {
            fresh.replay = replay;
            commands.insert_resource(fresh);
            commands.insert_resource(Building::default());
            commands.insert_resource(GameOverShown::default());
            queue.reset();
            *player = ReplayPlayer::default();
            next.set(Screen::Play);
            overlay.set(Overlay::None);
            what
        };
        notice.0 = match r {
            RecordRequest::Resume => match Record::load(&dir.autosave()) {
                Ok(rec) => {
                    let n = rec.record.moves.len();
                    start(match_of(rec, n), false, format!("Resumed after {n} moves"))
                }
                Err(e) => format!("Cannot resume: {e}"),
            },
            RecordRequest::Load(path) => match Record::load(path) {
                Ok(rec) => {
                    let n = rec.record.moves.len();
                    start(
                        match_of(rec, n),
                        false,
                        format!("Loaded {}", path.display()),
                    )
                }
                Err(e) => format!("Cannot load: {e}"),
            },
            RecordRequest::Replay(path) => match Record::load(path) {
                Ok(rec) => start(match_of(rec, 0), true, "Replay".into()),
                Err(e) => format!("Cannot replay: {e}"),
            },
            RecordRequest::ReplayCurrent => match m.as_deref() {
                Some(cur) => match record_of(cur).replay() {
                    Ok(rec) => start(match_of(rec, 0), true, "Replay".into()),
                    Err(e) => format!("Cannot replay: {e}"),
                },
                None => "No game to replay".into(),
            },
            RecordRequest::ContinueHere => match m.as_deref_mut() {
                Some(cur) => {
                    cur.replay = false;
                    cur.redo.clear();
                    player.playing = false;
                    format!("Playing on from move {}", cur.moves.len())
                }
                None => "No game to continue".into(),
            },
            RecordRequest::Save(name) => {
                match (m.as_deref(), dir.save_path(&save_name(name, m.as_deref()))) {
                    (Some(cur), Some(path)) => match record_of(cur).save(&path) {
                        Ok(()) => {
                            saves.0 = list_saves(&dir.saves());
                            format!("Saved as {}", path.display())
                        }
                        Err(e) => format!("Cannot save: {e}"),
                    },
                    (None, _) => "No game to save".into(),
                    (_, None) => "Give the save a name".into(),
                }
            }
            RecordRequest::Export => match m.as_deref() {
                Some(cur) => {
                    let rec = record_of(cur);
                    let path = dir
                        .exports()
                        .join(format!("{}-{}.json", rec.game, rec.saved_at));
                    match rec.save(&path) {
                        Ok(()) => format!("Exported to {}", path.display()),
                        Err(e) => format!("Cannot export: {e}"),
                    }
                }
                None => "No game to export".into(),
            },
            RecordRequest::RefreshSaves => {
                saves.0 = list_saves(&dir.saves());
                String::new()
            }
        };
    }
}

/// After every move (and undo or redo) the game in progress is queued for writing.
fn autosave(m: Res<Match>, enabled: Res<Autosave>, mut saver: ResMut<Autosaver>) {
    if !enabled.0 || m.replay || !m.is_changed() {
        return;
    }
    let key = (m.moves.len(), m.moves.last().cloned(), m.redo.len());
    if saver.last.as_ref() == Some(&key) && !m.is_added() {
        return;
    }
    saver.last = Some(key);
    saver.pending = Some(record_of(&m).to_text());
}

/// Writes the newest pending record on the I/O pool, one write at a time.
fn write_autosave(
    dir: Res<DataDir>,
    mut saver: ResMut<Autosaver>,
    mut status: Option<ResMut<Status>>,
) {
    if let Some(task) = saver.task.as_mut() {
        let Some(result) = block_on(poll_once(task)) else {
            return;
        };
        saver.task = None;
        if let (Err(e), Some(s)) = (result, status.as_mut()) {
            s.0 = format!("Autosave failed: {e}");
        }
    }
    if let Some(text) = saver.pending.take() {
        let path = dir.autosave();
        saver.task = Some(IoTaskPool::get().spawn(async move {
            write_atomic(&path, text.as_bytes()).map_err(|e| format!("{}: {e}", path.display()))
        }));
    }
}

/// A playing replay moves on once the last move has played out and a short pause passed.
fn replay_tick(
    time: Res<Time>,
    m: Res<Match>,
    queue: Res<AnimQueue>,
    mut player: ResMut<ReplayPlayer>,
    mut history: MessageWriter<History>,
) {
    if !m.replay || !player.playing || !queue.is_idle() {
        player.clock = 0.0;
        return;
    }
    if m.redo.is_empty() {
        player.playing = false;
        return;
    }
    player.clock += time.delta_secs();
    if player.clock >= player.pause {
        player.clock = 0.0;
        history.write(History::Redo);
    }
}
