//! What the record requests do: resume, load, replay, continue from here, save, export,
//! and list the saves again.

use bevy::prelude::*;
use sowing_rules::Record;

use super::replay::ReplayPlayer;
use super::*;
use crate::Phase;
use crate::game::play::{Match, MatchMode};
use crate::game::start::StartMatch;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, handle_requests.before(Phase::Input));
}

fn handle_requests(
    mut requests: MessageReader<RecordRequest>,
    dir: Res<DataDir>,
    mut m: Option<ResMut<Match>>,
    mut notice: ResMut<RecordNotice>,
    mut saves: ResMut<SaveList>,
    mut player: ResMut<ReplayPlayer>,
    mut commands: Commands,
) {
    for r in requests.read() {
        let mut start = |mut fresh: Match, mode: MatchMode, what: String| {
            fresh.mode = mode;
            *player = ReplayPlayer::default();
            commands.queue(StartMatch(fresh));
            what
        };
        notice.0 = match r {
            RecordRequest::Resume => match Record::load(&dir.autosave()) {
                Ok(rec) => {
                    let n = rec.record.moves.len();
                    start(
                        match_of(rec, n),
                        MatchMode::Live,
                        format!("Resumed after {n} moves"),
                    )
                }
                Err(e) => format!("Cannot resume: {e}"),
            },
            RecordRequest::Load(path) => match Record::load(path) {
                Ok(rec) => {
                    let n = rec.record.moves.len();
                    start(
                        match_of(rec, n),
                        MatchMode::Live,
                        format!("Loaded {}", path.display()),
                    )
                }
                Err(e) => format!("Cannot load: {e}"),
            },
            RecordRequest::Replay(path) => match Record::load(path) {
                Ok(rec) => start(match_of(rec, 0), MatchMode::Replay, "Replay".into()),
                Err(e) => format!("Cannot replay: {e}"),
            },
            RecordRequest::ReplayCurrent => match m.as_deref() {
                Some(cur) => match record_of(cur).replay() {
                    Ok(rec) => start(match_of(rec, 0), MatchMode::Replay, "Replay".into()),
                    Err(e) => format!("Cannot replay: {e}"),
                },
                None => "No game to replay".into(),
            },
            RecordRequest::ContinueHere => match m.as_deref_mut() {
                Some(cur) => {
                    cur.mode = MatchMode::Live;
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
