//! Helpers the game tests share: apps with the logic plugins and no window, scripted
//! moves, presses of keys and pad buttons, waiting until the board is idle.

use bevy::input::InputPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use sowing::animation::anim::Visual;
use sowing::board::pieces::{Pit, PitPiece};
use sowing::game::computer::ThinkBudget;
use sowing::game::play::{Match, MoveRequest, Seat};
use sowing::game::queue::AnimQueue;
use sowing::game::records::DataDir;
use sowing::game::records::autosave::Autosaver;
use sowing::game::screens::{Overlay, Screen};
use sowing::settings::{AnimSpeed, ConfigDir};
use sowing_rules::{GameKind, Piece};
use std::collections::HashMap;
use std::time::Duration;

pub mod presses;
pub mod relay;
pub use presses::*;

/// A fresh, empty folder `name` for one test: inside the build's folder for test
/// scratch files (Cargo's `CARGO_TARGET_TMPDIR`), emptied when the test starts, so a run
/// reuses the last run's folders rather than leaving new ones behind in the system's
/// temporary folder.
pub fn scratch_dir(name: &str) -> std::path::PathBuf {
    let d = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// A fresh folder for one test's saved games.
pub fn data_dir(name: &str) -> DataDir {
    DataDir(scratch_dir(&format!("sowing-game-{name}")))
}

/// The game's logic with no window, saving into `dir`, every frame 16 ms long.
pub fn bare_app(dir: &DataDir) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin))
        .add_plugins(sowing::logic_plugin);
    // As `App::run` does: plugins finish setting up (the input contexts need it).
    app.finish();
    app.cleanup();
    app.insert_resource(dir.clone());
    // Settings the player changes are kept beside the test's saves, never in the user's.
    app.insert_resource(ConfigDir(dir.0.join("config")));
    app.insert_resource(AnimSpeed(0.0));
    // Every frame advances the clock by the same step: tests never depend on wall time.
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        16,
    )));
    app.insert_resource(ThinkBudget {
        iterations: Some(30),
    });
    app
}

/// The game without a match, on the title screen, saving into `dir`.
pub fn app_at_title(dir: &DataDir) -> App {
    let mut app = bare_app(dir);
    app.update();
    app
}

pub fn app_with(m: Match) -> App {
    static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    app_in(m, &data_dir(&format!("scratch{n}")))
}

pub fn app_in(m: Match, dir: &DataDir) -> App {
    let mut app = bare_app(dir);
    app.insert_resource(m);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Play);
    settle(&mut app);
    app
}

pub fn humans(kind: GameKind, players: u8) -> Match {
    Match::new(
        kind,
        players,
        Default::default(),
        vec![Seat::Human; players as usize],
    )
    .unwrap()
}

pub fn settle(app: &mut App) {
    for _ in 0..10 {
        app.update();
    }
    assert!(app.world().resource::<AnimQueue>().is_idle());
}

pub fn request(app: &mut App, text: &str) {
    app.world_mut().write_message(MoveRequest(text.to_string()));
    settle(app);
}

/// The piece entities under each pit, as (owner, big) counts, against the position.
pub fn assert_board_matches(app: &mut App) {
    let truth = app.world().resource::<Match>().game.pit_views();
    assert!(
        app.world().resource::<Visual>().matches(&truth),
        "visual board equals the position"
    );
    let pits: HashMap<Entity, usize> = app
        .world_mut()
        .query::<(Entity, &Pit)>()
        .iter(app.world())
        .map(|(e, p)| (e, p.index))
        .collect();
    assert_eq!(pits.len(), truth.len(), "one entity per pit");
    let mut seen: Vec<Vec<(u8, bool)>> = vec![Vec::new(); truth.len()];
    for (s, parent) in app
        .world_mut()
        .query::<(&PitPiece, &ChildOf)>()
        .iter(app.world())
    {
        seen[pits[&parent.parent()]].push((s.owner, s.big));
    }
    for (i, pit) in truth.iter().enumerate() {
        let mut want: Vec<(u8, bool)> = pit
            .pieces
            .iter()
            .map(|p| match *p {
                Piece::Big(o) => (o, true),
                Piece::Small(o) => (o, false),
            })
            .collect();
        want.sort();
        seen[i].sort();
        assert_eq!(seen[i], want, "pieces in {}", pit.name);
    }
}

/// The first legal move in sorted order, or a random one where listing is refused.
pub fn first_legal(app: &App) -> String {
    let g = &app.world().resource::<Match>().game;
    match g.legal_texts(100_000) {
        Ok(mut v) => v.remove(0),
        Err(_) => g.random_move_text(&mut sowing_rules::Rng::new(1)).unwrap(),
    }
}

/// Player 1 at this machine against the computer at its easiest level.
pub fn against_computer(kind: GameKind) -> Match {
    let seats = vec![Seat::Human, Seat::Computer(sowing_ai::Level::Easy)];
    Match::new(kind, 2, Default::default(), seats).unwrap()
}

/// Goes to a screen and lets the frames after it run.
pub fn set_screen(app: &mut App, s: Screen) {
    app.world_mut().resource_mut::<NextState<Screen>>().set(s);
    settle(app);
}

pub fn set_overlay(app: &mut App, o: Overlay) {
    app.world_mut().resource_mut::<NextState<Overlay>>().set(o);
    app.update();
}

pub fn play_random(app: &mut App, plies: usize, seed: u64) {
    let mut rng = sowing_rules::Rng::new(seed);
    for _ in 0..plies {
        let g = app.world().resource::<Match>().game.clone();
        let Some(m) = g.random_move_text(&mut rng) else {
            break;
        };
        request(app, &m);
    }
}

pub fn wait_for_autosave(app: &mut App) {
    for _ in 0..10_000 {
        app.update();
        if app.world().resource::<Autosaver>().idle() {
            return;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    panic!("the autosave never finished");
}

pub fn small(kind: GameKind, players: u8) -> Match {
    let mut o = serde_json::Map::new();
    if kind == GameKind::Esiema {
        o.insert(
            "spheres".into(),
            serde_json::json!(vec![5; players as usize]),
        );
    }
    Match::new(kind, players, o, vec![Seat::Human; players as usize]).unwrap()
}
