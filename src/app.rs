//! Builds the windowed app from the command line: Bevy's plugins, the game's plugins,
//! the player's settings, and the screen to open (the title, a new game, a demo).

use bevy::prelude::*;

use crate::args::Args;
use crate::game::computer::ThinkBudget;
use crate::game::play::Match;
use crate::game::records::autosave::Autosave;
use crate::game::screens::Screen;
use crate::settings::{ConfigDir, SettingsNotice};

/// The app `args` ask for, ready to run.
pub fn build(args: &Args) -> Result<App, String> {
    // The player's saved settings; a damaged file gives the defaults and a warning.
    let config = ConfigDir::default();
    let (mut settings, settings_warning) = crate::settings::load(&config.file());
    if let Some(p) = args.pieces {
        settings.pieces = p;
    }
    if let Some(v) = args.view {
        settings.view = v;
    }
    // The language: --lang, else the saved one, else the system's locale.
    let lang = args
        .lang
        .or(settings.language)
        .unwrap_or_else(crate::i18n::Lang::from_env);
    settings.language = Some(lang);
    let opening = match args.game() {
        // Hosting: the match waits in the lobby (below).
        Some(_) if args.host.is_some() => None,
        Some((kind, demo)) => {
            let (n, seats) = args.seats_for(kind, demo)?;
            let mut m = Match::new(kind, n, args.options_for(kind)?, seats)
                .map_err(|e| format!("cannot start: {e:?}"))?; // not shown: the command line's error
            if args.after_setup {
                fill_setup(&mut m);
            }
            Some((m, demo))
        }
        None => None,
    };
    let mut app = App::new();
    // Screenshots and benchmarks compile pipelines before drawing: no frame is blank.
    let measured = args.measured();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: crate::tr!(crate::i18n::Texts::new(lang), "app-title"),
                    // The X11 class and Wayland app id the desktop entry names.
                    name: Some("sowing".into()),
                    resolution: args.window.into(),
                    ..default()
                }),
                ..default()
            })
            .set(bevy::render::RenderPlugin {
                synchronous_pipeline_compilation: measured,
                ..default()
            }),
    );
    app.add_plugins((crate::logic_plugin, crate::render_plugin));
    app.add_plugins(crate::net::transport::plugin);
    app.add_plugins((
        crate::dev_tools::screenshot::plugin,
        crate::dev_tools::bench::plugin,
        crate::dev_tools::frame_log::plugin,
    ));
    if let Some(f) = &args.frame_log {
        app.insert_resource(crate::dev_tools::frame_log::FrameLog(f.clone()));
    }
    // The real window draws on demand only; the dev tools draw every frame.
    if !measured {
        app.add_plugins(crate::render::redraw::plugin);
    }
    app.insert_resource(crate::render::quality::GraphicsFlag(args.graphics));
    app.insert_resource(crate::settings::AnimSpeed(settings.seconds_per_step));
    app.insert_resource(crate::i18n::Texts::new(lang));
    // The last game's choices and the name last used online are offered again.
    if let Some(choice) = settings
        .last_game
        .as_ref()
        .and_then(crate::game::setup::NewGame::from_remembered)
    {
        app.insert_resource(choice);
    }
    app.insert_resource(settings);
    app.insert_resource(config);
    if let Some(w) = settings_warning {
        warn!("settings: {w:?}");
        app.insert_resource(SettingsNotice(Some(w)));
    }
    online(&mut app, args)?;
    main_world_on_one_thread(&mut app);
    if let Some((m, demo)) = opening {
        if demo {
            // A demo never replaces the player's autosaved game, and plays quickly.
            app.insert_resource(Autosave(false));
            app.insert_resource(ThinkBudget {
                iterations: Some(40),
            });
        }
        // Put in place the one way every match is (said as a new game, the play screen
        // entered with the first frame).
        bevy::ecs::system::Command::apply(
            crate::game::start::StartMatch(m, crate::game::start::Started::New),
            app.world_mut(),
        );
    }
    Ok(app)
}

/// Runs every schedule of the main world, and of the render world where it has no
/// system that must run on the main thread (macOS and iOS create window surfaces there),
/// on the thread that runs it. Their systems are small (well under a millisecond each);
/// handing them to the compute pool's threads and back cost more than it saved: measured
/// with `--bench` on 2 cores (Esiema, 6 players, release build), 4.7–5.0 ms of main-world
/// CPU a frame on the multi-threaded executor against 2.0–2.2 ms on this one, and the
/// compute pool's 1.6–1.8 ms of render work a frame became 0.2 ms. Parallel queries
/// inside a system still use the pool. Called once every plugin has added its schedules.
pub fn main_world_on_one_thread(app: &mut App) {
    one_thread(app.world_mut());
    #[cfg(not(any(target_os = "macos", target_os = "ios")))]
    if let Some(render) = app.get_sub_app_mut(bevy::render::RenderApp) {
        one_thread(render.world_mut());
    }
}

fn one_thread(world: &mut World) {
    if let Some(mut schedules) = world.get_resource_mut::<Schedules>() {
        for (_, schedule) in schedules.iter_mut() {
            schedule.set_executor(bevy::ecs::schedule::SingleThreadedExecutor::new());
        }
    }
}

/// `--host` opens the lobby of a hosted game, `--join` joins one.
fn online(app: &mut App, args: &Args) -> Result<(), String> {
    if let (Some(port), Some(m)) = (args.host, args.hosted_match()?) {
        crate::net::host(app.world_mut(), m, port, args.password.clone())?;
    } else if let Some(joined) = args.joined() {
        crate::net::join(app.world_mut(), joined)?;
    } else {
        return Ok(());
    }
    app.insert_state(Screen::Lobby);
    Ok(())
}

/// Random placements fill the board, as after a real setup.
fn fill_setup(m: &mut Match) {
    let mut rng = sowing_rules::Rng::new(7);
    while m.game.phase() == sowing_rules::Phase::Setup {
        let Some(mv) = m.game.random_move_text(&mut rng) else {
            break;
        };
        if m.game.play_text(&mv).is_err() {
            break;
        }
    }
}
