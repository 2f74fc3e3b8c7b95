//! The windowless app of `--headless` and `--serve`: a room server (`net::rooms`), a host
//! that serves a game to the players who join
//! (starting once every remote seat is held, writing `--record` after every move, and
//! closing the game when it is over), or a bot that joins and plays its seat with the
//! computer player of `--bot`, leaving when the game ends.

use std::path::PathBuf;
use std::time::Duration;

use bevy::app::ScheduleRunnerPlugin;
use bevy::input::InputPlugin;
use bevy::log::LogPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use sowing_rules::record::write_atomic;

use crate::args::Args;
use crate::game::play::Match;
use crate::game::queue::AnimQueue;
use crate::game::records::autosave::Autosave;
use crate::game::records::record_of;
use crate::net::client::Joined;
use crate::net::host::{HostCommand, Hosting};

/// How often the headless app runs a frame (and reads the network).
const TICK: Duration = Duration::from_millis(20);

/// Where the headless host writes its record.
#[derive(Resource, Debug, Clone)]
struct RecordFile(PathBuf);

/// The headless host or bot `args` ask for, ready to run.
pub fn build(args: &Args) -> Result<App, String> {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins.set(ScheduleRunnerPlugin::run_loop(TICK)),
        StatesPlugin,
        InputPlugin,
        LogPlugin::default(),
    ))
    .add_plugins(crate::logic_plugin)
    .add_plugins(crate::net::transport::plugin);
    app.finish();
    app.cleanup();
    crate::app::main_world_on_one_thread(&mut app);
    let lang = args.lang.unwrap_or(crate::i18n::Lang::En);
    app.insert_resource(crate::i18n::Texts::new(lang));
    // Moves play out at once; a headless peer never writes over a player's autosave.
    app.insert_resource(crate::settings::AnimSpeed(0.0));
    app.insert_resource(Autosave(false));
    if let Some(port) = args.serve {
        let w = app.world_mut();
        let bound = crate::net::serve_rooms(w, port, args.rooms.clone(), &args.server_password)?;
        let key = crate::net::token_service::fingerprint(
            &app.world()
                .resource::<crate::net::token_service::TokenService>()
                .public,
        );
        println!("sowing: serving rooms on port {bound}, key {key}"); // not shown: a server's log
    } else if let Some(port) = args.host {
        let m = args.hosted_match()?.ok_or("--host needs --new GAME")?; // not shown: the command line's
        let kind = m.game.kind();
        let bound = crate::net::host(app.world_mut(), m, port, args.password.clone())?;
        app.world_mut().resource_mut::<Hosting>().auto_start = true;
        println!("sowing: hosting {} on port {bound}", kind.as_str()); // not shown: a server's log
        if let Some(f) = &args.record {
            app.insert_resource(RecordFile(f.clone()));
        }
        app.add_systems(Update, (write_record, close_when_over).chain());
    } else if let Some(joined) = args.joined() {
        crate::net::join(app.world_mut(), joined)?;
        app.add_systems(Update, leave_when_over);
    }
    Ok(app)
}

/// After every move the host's record is written, atomically.
fn write_record(m: Option<Res<Match>>, file: Option<Res<RecordFile>>) {
    let (Some(m), Some(file)) = (m, file) else {
        return;
    };
    if !m.is_changed() {
        return;
    }
    if let Err(e) = write_atomic(&file.0, record_of(&m).to_text().as_bytes()) {
        error!("cannot write {}: {e}", file.0.display());
    }
}

/// Once the game is over (and a moment has passed for the last move to reach every
/// peer), the host closes it for everyone and exits.
fn close_when_over(
    m: Option<Res<Match>>,
    hosting: Option<Res<Hosting>>,
    mut over_for: Local<u32>,
    mut ask: MessageWriter<HostCommand>,
    mut exit: MessageWriter<AppExit>,
) {
    let over = m.is_some_and(|m| m.game.finished().is_some());
    if !over {
        return;
    }
    *over_for += 1;
    // 50 frames of 20 ms: a second for the last move and the close to go out.
    if *over_for == 25 && hosting.is_some() {
        ask.write(HostCommand::Close);
    }
    if *over_for >= 50 {
        exit.write(AppExit::Success);
    }
}

/// A bot leaves once its game is over and shown, or the host closed it or went away.
fn leave_when_over(
    joined: Option<Res<Joined>>,
    m: Option<Res<Match>>,
    queue: Res<AnimQueue>,
    mut exit: MessageWriter<AppExit>,
) {
    let Some(joined) = joined else { return };
    let over = m.is_some_and(|m| m.game.finished().is_some()) && queue.is_idle();
    if over || joined.closed || joined.notice.as_ref().is_some_and(|n| n.ends()) {
        if let Some(n) = &joined.notice {
            info!("leaving: {n:?}");
        }
        exit.write(AppExit::Success);
    }
}
