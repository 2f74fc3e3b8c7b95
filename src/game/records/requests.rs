//! What the record requests do: resume, load, replay, continue from here, save, export,
//! and list the saves again.

use bevy::prelude::*;
use sowing_rules::Record;

use super::replay::ReplayPlayer;
use super::*;
use crate::FramePhase;
use crate::game::errors::record_error;
use crate::game::play::{Match, MatchMode};
use crate::game::start::{StartMatch, Started};
use crate::i18n::Texts;
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, handle_requests.before(FramePhase::Input));
}

/// What a record request changes besides the match: the notice, the list of saves, the replay player.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct Outcome<'w> {
    notice: ResMut<'w, RecordNotice>,
    saves: ResMut<'w, SaveList>,
    player: ResMut<'w, ReplayPlayer>,
    status: ResMut<'w, crate::game::play::Status>,
}

fn handle_requests(
    out: Outcome,
    mut requests: MessageReader<RecordRequest>,
    dir: Res<DataDir>,
    mut m: Option<ResMut<Match>>,
    mut commands: Commands,
    (texts, role): (Res<Texts>, Res<crate::game::protocol::NetRole>),
) {
    let Outcome {
        mut notice,
        mut saves,
        mut player,
        mut status,
    } = out;
    for r in requests.read() {
        // A started match is announced as what it is (`Started`); the notice, of the last
        // match, is cleared with it.
        // `from`: whether it is the autosave's game, when the start does not tell.
        let mut start = |mut fresh: Match, mode: MatchMode, how: Started, from: Option<bool>| {
            fresh.mode = mode;
            if let Some(f) = from {
                commands.insert_resource(crate::game::start::FromAutosave(f));
            }
            *player = ReplayPlayer::default();
            commands.queue(StartMatch(fresh, how));
            String::new()
        };
        // An online game is everyone's: replaying it here and playing on from an earlier
        // move made it this window's alone (the other seat shown as a human here, its
        // cups offered, every click refused).
        let online = *role != crate::game::protocol::NetRole::Local;
        if online
            && matches!(
                r,
                RecordRequest::ReplayCurrent | RecordRequest::ContinueHere
            )
        {
            notice.0 = tr!(texts, "records-online-replay");
            continue;
        }
        notice.0 = match r {
            RecordRequest::Resume => match Record::load(&dir.autosave()) {
                Ok(rec) => {
                    let n = rec.record.moves.len();
                    start(match_of(rec, n), MatchMode::Live, Started::Resumed(n), None)
                }
                Err(e) => tr!(
                    texts,
                    "records-cannot",
                    what = "resume",
                    why = record_error(&texts, &e)
                ),
            },
            RecordRequest::Load(path) => match Record::load(path) {
                Ok(rec) => {
                    let n = rec.record.moves.len();
                    start(match_of(rec, n), MatchMode::Live, Started::Loaded(n), None)
                }
                Err(e) => tr!(
                    texts,
                    "records-cannot",
                    what = "load",
                    why = record_error(&texts, &e)
                ),
            },
            RecordRequest::Replay(path) => match Record::load(path) {
                // Another game than the autosave's, whatever moves they share.
                Ok(rec) => start(
                    match_of(rec, 0),
                    MatchMode::Replay,
                    Started::Replay,
                    Some(false),
                ),
                Err(e) => tr!(
                    texts,
                    "records-cannot",
                    what = "replay",
                    why = record_error(&texts, &e)
                ),
            },
            RecordRequest::ReplayCurrent => match m.as_deref() {
                Some(cur) => match record_of(cur).replay() {
                    Ok(rec) => start(match_of(rec, 0), MatchMode::Replay, Started::Replay, None),
                    Err(e) => tr!(
                        texts,
                        "records-cannot",
                        what = "replay",
                        why = record_error(&texts, &e)
                    ),
                },
                None => tr!(texts, "records-no-game", what = "replay"),
            },
            RecordRequest::ContinueHere => match m.as_deref_mut() {
                Some(cur) => {
                    cur.mode = MatchMode::Live;
                    cur.redo.clear();
                    player.playing = false;
                    // The status says so too: it kept "Move 2 played again" in live play.
                    status.0 = tr!(texts, "records-continue", n = cur.moves.len());
                    status.0.clone()
                }
                None => tr!(texts, "records-no-game", what = "continue"),
            },
            RecordRequest::Save(name) => {
                match (m.as_deref(), dir.save_path(&save_name(name, &texts))) {
                    (Some(cur), Some(path)) => match record_of(cur).save(&path) {
                        Ok(()) => {
                            saves.0 = list_saves(&dir.saves());
                            // The name the saved games list shows, not the file's path.
                            let name = path.file_stem().unwrap_or_default().to_string_lossy();
                            tr!(texts, "records-saved", name = name.into_owned())
                        }
                        Err(e) => tr!(
                            texts,
                            "records-cannot",
                            what = "save",
                            why = record_error(&texts, &e)
                        ),
                    },
                    (None, _) => tr!(texts, "records-no-game", what = "save"),
                    (_, None) => tr!(texts, "records-name-it"),
                }
            }
            RecordRequest::Export => match m.as_deref() {
                Some(cur) => {
                    let rec = record_of(cur);
                    let path = dir.exports().join(format!(
                        "{}-{}.json",
                        rec.game,
                        super::stamp::name_stamp(None)
                    ));
                    match rec.save(&path) {
                        Ok(()) => tr!(texts, "records-exported", path = path.display().to_string()),
                        Err(e) => tr!(
                            texts,
                            "records-cannot",
                            what = "export",
                            why = record_error(&texts, &e)
                        ),
                    }
                }
                None => tr!(texts, "records-no-game", what = "export"),
            },
            RecordRequest::PutAside(path) => {
                let done = dir.put_aside(path);
                saves.0 = list_saves(&dir.saves());
                match done {
                    Ok(to) => tr!(texts, "records-put-aside", path = to.display().to_string()),
                    Err(e) => tr!(
                        texts,
                        "records-cannot",
                        what = "put-aside",
                        why = e.to_string()
                    ),
                }
            }
            RecordRequest::RefreshSaves => {
                saves.0 = list_saves(&dir.saves());
                String::new()
            }
        };
    }
}
