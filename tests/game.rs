//! Headless tests of the game: `MinimalPlugins` and the logic plugins, no window. Moves
//! go through the same request path as clicks; after each animation the piece entities
//! under each pit must equal the rules position.

use std::collections::HashMap;

use std::time::Duration;

use bevy::input::InputPlugin;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use sowing::animation::anim::Visual;
use sowing::animation::motion::{Ghost, Glide};
use sowing::board::pieces::{Pit, Sphere};
use sowing::game::computer::{ThinkBudget, Thinking};
use sowing::game::play::{History, Match, MoveRequest, Seat, Status};
use sowing::game::queue::AnimQueue;
use sowing::game::records::autosave::Autosaver;
use sowing::game::records::{DataDir, RecordRequest, ResumeOffer};
use sowing::game::screens::{Overlay, Screen};
use sowing::game::setup::{NewGame, default_options};
use sowing::settings::AnimSpeed;
use sowing::settings::PieceStyle;
use sowing_ai::Level;
use sowing_rules::{GameKind, Piece};

/// A fresh folder for one test's saved games.
fn data_dir(name: &str) -> DataDir {
    let d = std::env::temp_dir().join(format!("sowing-game-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    DataDir(d)
}

/// The game's logic with no window, saving into `dir`, every frame 16 ms long.
fn bare_app(dir: &DataDir) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin))
        .add_plugins(sowing::logic_plugin);
    // As `App::run` does: plugins finish setting up (the input contexts need it).
    app.finish();
    app.cleanup();
    app.insert_resource(dir.clone());
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
fn app_at_title(dir: &DataDir) -> App {
    let mut app = bare_app(dir);
    app.update();
    app
}

fn app_with(m: Match) -> App {
    static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    app_in(m, &data_dir(&format!("scratch{n}")))
}

fn app_in(m: Match, dir: &DataDir) -> App {
    let mut app = bare_app(dir);
    app.insert_resource(m);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Play);
    settle(&mut app);
    app
}

fn humans(kind: GameKind, players: u8) -> Match {
    Match::new(
        kind,
        players,
        Default::default(),
        vec![Seat::Human; players as usize],
    )
    .unwrap()
}

fn settle(app: &mut App) {
    for _ in 0..10 {
        app.update();
    }
    assert!(app.world().resource::<AnimQueue>().is_idle());
}

fn request(app: &mut App, text: &str) {
    app.world_mut().write_message(MoveRequest(text.to_string()));
    settle(app);
}

/// The piece entities under each pit, as (owner, big) counts, against the position.
fn assert_board_matches(app: &mut App) {
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
        .query::<(&Sphere, &ChildOf)>()
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
fn first_legal(app: &App) -> String {
    let g = &app.world().resource::<Match>().game;
    match g.legal_texts(100_000) {
        Ok(mut v) => v.remove(0),
        Err(_) => g.random_move_text(&mut sowing_rules::Rng::new(1)).unwrap(),
    }
}

#[test]
fn every_game_plays_scripted_moves_through_the_request_path() {
    for (kind, players, plies) in [
        (GameKind::UmelBagara, 2, 12),
        (GameKind::Tricala, 3, 14),
        (GameKind::Myra, 2, 10),
        (GameKind::Myra, 3, 6),
    ] {
        let mut app = app_with(humans(kind, players));
        assert_board_matches(&mut app);
        for _ in 0..plies {
            if app.world().resource::<Match>().game.finished().is_some() {
                break;
            }
            let m = first_legal(&app);
            request(&mut app, &m);
            assert_eq!(
                app.world().resource::<Match>().moves.last(),
                Some(&m),
                "{kind}"
            );
            assert_board_matches(&mut app);
        }
    }
}

#[test]
fn esiema_plays_setup_and_sowings() {
    let mut o = serde_json::Map::new();
    o.insert("spheres".into(), serde_json::json!([3, 3, 3]));
    let m = Match::new(GameKind::Esiema, 3, o, vec![Seat::Human; 3]).unwrap();
    let mut app = app_with(m);
    let mut rng = sowing_rules::Rng::new(4);
    for _ in 0..40 {
        let g = app.world().resource::<Match>().game.clone();
        let Some(m) = g.random_move_text(&mut rng) else {
            break;
        };
        request(&mut app, &m);
        assert_board_matches(&mut app);
    }
    assert!(app.world().resource::<Match>().moves.len() >= 12);
}

#[test]
fn an_illegal_request_changes_nothing_and_says_why() {
    let mut app = app_with(humans(GameKind::UmelBagara, 2));
    let before = app.world().resource::<Match>().game.to_json();
    request(&mut app, "3");
    assert_eq!(app.world().resource::<Match>().game.to_json(), before);
    assert!(
        app.world()
            .resource::<Status>()
            .0
            .contains("cup 3 needs a side")
    );
    request(&mut app, "nonsense");
    assert_eq!(app.world().resource::<Match>().game.to_json(), before);
    assert!(app.world().resource::<Match>().moves.is_empty());
}

#[test]
fn undo_and_redo_restore_the_earlier_state() {
    let mut app = app_with(humans(GameKind::Tricala, 2));
    let start = app.world().resource::<Match>().game.to_json();
    request(&mut app, "@2a,2a,2a");
    let after = app.world().resource::<Match>().game.to_json();
    app.world_mut().write_message(History::Undo);
    settle(&mut app);
    assert_eq!(app.world().resource::<Match>().game.to_json(), start);
    assert_board_matches(&mut app);
    app.world_mut().write_message(History::Redo);
    settle(&mut app);
    assert_eq!(app.world().resource::<Match>().game.to_json(), after);
    assert_board_matches(&mut app);
}

#[test]
fn animation_plays_event_by_event() {
    let mut app = app_with(humans(GameKind::UmelBagara, 2));
    app.insert_resource(AnimSpeed(10.0));
    app.world_mut().write_message(MoveRequest("1".into()));
    app.update();
    app.update();
    // Nothing but the first visible event has played: the move waits on the clock.
    assert!(!app.world().resource::<AnimQueue>().is_idle());
    let before = app.world().resource::<Match>().game.to_json();
    app.world_mut().write_message(MoveRequest("1".into()));
    app.update();
    assert_eq!(
        app.world().resource::<Match>().game.to_json(),
        before,
        "no move while one animates"
    );
    app.insert_resource(AnimSpeed(0.0));
    settle(&mut app);
    assert_board_matches(&mut app);
}

#[test]
fn two_computer_seats_play_to_the_end_while_frames_go_on() {
    let m = Match::new(
        GameKind::UmelBagara,
        2,
        Default::default(),
        vec![Seat::Computer(Level::Easy); 2],
    )
    .unwrap();
    let mut app = app_with(m);
    let mut frames_while_thinking = 0;
    for _ in 0..200_000 {
        app.update();
        if app.world().resource::<Thinking>().busy() {
            frames_while_thinking += 1;
        }
        if app.world().resource::<Match>().game.finished().is_some()
            && app.world().resource::<AnimQueue>().is_idle()
        {
            break;
        }
    }
    let m = app.world().resource::<Match>();
    assert!(
        m.game.finished().is_some(),
        "the game ended after {} moves",
        m.moves.len()
    );
    assert!(
        frames_while_thinking > 0,
        "frames completed while a search was pending"
    );
    assert_board_matches(&mut app);
    // The finished game opens the game-over window once its last move has played out.
    app.update();
    app.update();
    assert_eq!(
        *app.world().resource::<State<Overlay>>().get(),
        Overlay::GameOver
    );
}

fn set_overlay(app: &mut App, o: Overlay) {
    app.world_mut().resource_mut::<NextState<Overlay>>().set(o);
    app.update();
}

#[test]
fn pause_holds_the_animation_and_the_computer() {
    let mut app = app_with(humans(GameKind::UmelBagara, 2));
    app.insert_resource(AnimSpeed(10.0));
    app.world_mut().write_message(MoveRequest("1".into()));
    app.update();
    set_overlay(&mut app, Overlay::Paused);
    app.insert_resource(AnimSpeed(0.0));
    for _ in 0..5 {
        app.update();
    }
    assert!(
        !app.world().resource::<AnimQueue>().is_idle(),
        "a paused move does not play on"
    );
    set_overlay(&mut app, Overlay::None);
    settle(&mut app);
    assert_board_matches(&mut app);

    // A computer to move does not think while paused, and thinks again on resuming.
    let m = Match::new(
        GameKind::UmelBagara,
        2,
        Default::default(),
        vec![Seat::Human, Seat::Computer(Level::Easy)],
    )
    .unwrap();
    let mut app = app_with(m);
    set_overlay(&mut app, Overlay::Paused);
    app.world_mut().write_message(MoveRequest("1".into()));
    for _ in 0..20 {
        app.update();
        assert!(!app.world().resource::<Thinking>().busy());
    }
    assert_eq!(app.world().resource::<Match>().moves.len(), 1);
    set_overlay(&mut app, Overlay::None);
    settle(&mut app);
    for _ in 0..10_000 {
        app.update();
        if app.world().resource::<Match>().moves.len() > 1 {
            break;
        }
    }
    assert_eq!(app.world().resource::<Match>().moves.len(), 2);
}

#[test]
fn pieces_glide_between_pits_and_land_in_place() {
    let mut app = app_with(humans(GameKind::UmelBagara, 2));
    app.insert_resource(AnimSpeed(0.05));
    app.world_mut().write_message(MoveRequest("1".into()));
    let mut glided = 0;
    for _ in 0..100 {
        app.update();
        glided += app
            .world_mut()
            .query_filtered::<(), With<Glide>>()
            .iter(app.world())
            .count();
    }
    assert!(glided > 0, "dropped pieces glide in");
    let left: Vec<String> = app
        .world_mut()
        .query::<(&Name, &Glide)>()
        .iter(app.world())
        .map(|(n, g)| format!("{n} {g:?}"))
        .collect();
    assert!(left.is_empty(), "every glide ends: {left:?}");
    assert_eq!(
        app.world_mut()
            .query_filtered::<(), With<Ghost>>()
            .iter(app.world())
            .count(),
        0,
        "no flying piece is left behind"
    );
    assert_board_matches(&mut app);
    // Every piece rests at its place in its pit.
    let pits: HashMap<Entity, Vec<Piece>> = app
        .world_mut()
        .query::<(Entity, &Pit)>()
        .iter(app.world())
        .map(|(e, p)| (e, vec![Piece::Small(p.index as u8)]))
        .collect();
    let mut per_pit: HashMap<Entity, Vec<Vec3>> = HashMap::new();
    for (t, parent) in app
        .world_mut()
        .query_filtered::<(&Transform, &ChildOf), With<Sphere>>()
        .iter(app.world())
    {
        assert!(pits.contains_key(&parent.parent()));
        per_pit
            .entry(parent.parent())
            .or_default()
            .push(t.translation);
    }
    for spots in per_pit.values() {
        for (i, p) in spots.iter().enumerate() {
            assert!(p.y < 0.5, "piece {i} rests in its pit, not in the air: {p}");
        }
    }
}

#[test]
fn captured_pieces_fly_off_and_the_board_still_matches() {
    // A Tricala game played with a visible (short) animation: captures leave ghosts that
    // fly off and vanish; the pits always end equal to the position.
    let mut app = app_with(humans(GameKind::Tricala, 2));
    app.insert_resource(AnimSpeed(0.05));
    let mut rng = sowing_rules::Rng::new(11);
    let mut ghosts = 0;
    for _ in 0..60 {
        let g = app.world().resource::<Match>().game.clone();
        if g.finished().is_some() {
            break;
        }
        let Some(m) = g.random_move_text(&mut rng) else {
            break;
        };
        app.world_mut().write_message(MoveRequest(m));
        for _ in 0..5000 {
            app.update();
            ghosts += app
                .world_mut()
                .query_filtered::<(), With<Ghost>>()
                .iter(app.world())
                .count();
            if app.world().resource::<AnimQueue>().is_idle() {
                break;
            }
        }
        settle(&mut app);
        assert_board_matches(&mut app);
    }
    let captured: u64 = app.world().resource::<Match>().game.to_json()["captured"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .sum();
    assert_eq!(
        ghosts > 0,
        captured > 0,
        "captures fly off ({captured} captured)"
    );
}

#[test]
fn new_game_options_reach_the_rules() {
    let mut choice = NewGame {
        kind: GameKind::UmelBagara,
        players: 2,
        options: default_options(GameKind::UmelBagara, 2),
        ..Default::default()
    };
    assert_eq!(choice.options["seeds"], serde_json::json!(5));
    choice.options.insert("seeds".into(), serde_json::json!(3));
    choice.seats[1] = Seat::Human;
    let m = choice.start().unwrap();
    assert_eq!(
        m.game.to_json()["rows"],
        serde_json::json!([[3, 3, 3, 3, 3], [3, 3, 3, 3, 3]])
    );
    assert_eq!(m.options()["seeds"], serde_json::json!(3));
    // A bad option value is refused with the rules crate's reason.
    choice.options.insert("seeds".into(), serde_json::json!(9));
    let e = choice.start().unwrap_err();
    assert!(e.contains("seeds"), "{e}");
    // Every game's options are offered with their values.
    assert!(default_options(GameKind::Tricala, 3).contains_key("simultaneous"));
    assert_eq!(
        default_options(GameKind::Esiema, 4)["spheres"],
        serde_json::json!([70, 70, 70, 70])
    );
}

#[test]
fn crowded_pits_show_counts_per_player() {
    use sowing::ui::pit_counts::count_text;
    assert_eq!(count_text(&[Piece::Small(0); 12], PieceStyle::Balls), "12");
    let mixed = [
        Piece::Big(2),
        Piece::Small(1),
        Piece::Small(1),
        Piece::Small(3),
        Piece::Small(1),
    ];
    assert_eq!(
        count_text(&mixed, PieceStyle::Balls),
        "P1 ×3 · P2 M · P3 ×1"
    );
}

#[test]
fn the_camera_frames_every_board_at_any_window_size() {
    use sowing::render::camera::{CameraRig, PANEL_WIDTH, frame};
    use sowing::settings::View;
    for kind in GameKind::ALL {
        let m = humans(kind, *kind.player_range().start());
        let visual = Visual::of(&m);
        let radius = sowing::board::pieces::board_radius(&visual);
        for size in [
            Vec2::new(1280.0, 720.0),
            Vec2::new(800.0, 600.0),
            Vec2::new(600.0, 900.0),
            Vec2::new(1920.0, 1080.0),
        ] {
            for view in [View::Table, View::TopDown] {
                let (t, mut proj) = frame(&CameraRig::default(), view, radius, size);
                proj.update(size.x, size.y);
                let clip_from_world = proj.get_clip_from_view() * t.to_matrix().inverse();
                let free = if size.x > 2.5 * PANEL_WIDTH {
                    size.x - PANEL_WIDTH
                } else {
                    size.x
                };
                for i in 0..visual.pits.len() {
                    let p = sowing::board::pieces::pit_position(&visual, i);
                    let c = clip_from_world * p.extend(1.0);
                    let ndc = c.truncate() / c.w;
                    let x = (ndc.x + 1.0) / 2.0 * size.x;
                    assert!(
                        ndc.y.abs() <= 1.0 && x >= 0.0 && x <= free,
                        "{kind} {view:?} {size}: pit {i} at {ndc} (x {x} of {free})"
                    );
                }
            }
        }
    }
}

fn play_random(app: &mut App, plies: usize, seed: u64) {
    let mut rng = sowing_rules::Rng::new(seed);
    for _ in 0..plies {
        let g = app.world().resource::<Match>().game.clone();
        let Some(m) = g.random_move_text(&mut rng) else {
            break;
        };
        request(app, &m);
    }
}

fn wait_for_autosave(app: &mut App) {
    for _ in 0..10_000 {
        app.update();
        if app.world().resource::<Autosaver>().idle() {
            return;
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    panic!("the autosave never finished");
}

fn small(kind: GameKind, players: u8) -> Match {
    let mut o = serde_json::Map::new();
    if kind == GameKind::Esiema {
        o.insert(
            "spheres".into(),
            serde_json::json!(vec![5; players as usize]),
        );
    }
    Match::new(kind, players, o, vec![Seat::Human; players as usize]).unwrap()
}

#[test]
fn saved_games_of_every_kind_load_back_identical() {
    let dir = data_dir("saveload");
    for (i, (kind, players)) in [
        (GameKind::UmelBagara, 2),
        (GameKind::Tricala, 3),
        (GameKind::Myra, 2),
        (GameKind::Esiema, 3),
    ]
    .into_iter()
    .enumerate()
    {
        let mut app = app_in(small(kind, players), &dir);
        play_random(&mut app, 40, i as u64);
        let name = format!("game {i}");
        app.world_mut()
            .write_message(RecordRequest::Save(name.clone()));
        settle(&mut app);
        let (json, moves) = {
            let m = app.world().resource::<Match>();
            (m.game.to_json(), m.moves.clone())
        };
        assert!(!moves.is_empty());

        let mut fresh = app_at_title(&dir);
        let path = dir.save_path(&name).unwrap();
        fresh.world_mut().write_message(RecordRequest::Load(path));
        settle(&mut fresh);
        assert_eq!(
            *fresh.world().resource::<State<Screen>>().get(),
            Screen::Play
        );
        let m = fresh.world().resource::<Match>();
        assert_eq!(m.game.to_json(), json, "{kind}");
        assert_eq!(m.moves, moves);
        assert_board_matches(&mut fresh);
    }
}

#[test]
fn a_restarted_game_resumes_where_it_stopped() {
    let dir = data_dir("resume");
    let mut app = app_in(small(GameKind::Tricala, 2), &dir);
    play_random(&mut app, 25, 3);
    wait_for_autosave(&mut app);
    let before = app.world().resource::<Match>().clone();
    let pits_before = app.world().resource::<Visual>().pits.clone();
    drop(app); // the window closes, or the process dies

    let mut app = app_at_title(&dir);
    let offer = app
        .world()
        .resource::<ResumeOffer>()
        .0
        .clone()
        .expect("resume offered");
    assert_eq!(offer.moves, before.moves.len());
    app.world_mut().write_message(RecordRequest::Resume);
    settle(&mut app);
    let m = app.world().resource::<Match>();
    assert_eq!(m.moves, before.moves);
    assert_eq!(m.game.to_json(), before.game.to_json());
    assert_eq!(
        m.history.len(),
        before.history.len(),
        "undo still reaches the start"
    );
    assert_eq!(app.world().resource::<Visual>().pits, pits_before);
    assert_board_matches(&mut app);

    // A corrupt autosave is not offered and stays on disk as it was.
    std::fs::write(dir.autosave(), "{\"format\": \"sowing-record\", \"vers").unwrap();
    let app = app_at_title(&dir);
    assert!(app.world().resource::<ResumeOffer>().0.is_none());
    assert_eq!(
        std::fs::read_to_string(dir.autosave()).unwrap(),
        "{\"format\": \"sowing-record\", \"vers"
    );
}

#[test]
fn a_replay_steps_back_and_forth_through_the_rules_positions() {
    let dir = data_dir("replay");
    let mut app = app_in(small(GameKind::UmelBagara, 2), &dir);
    play_random(&mut app, 20, 9);
    let line = app.world().resource::<Match>().moves.clone();
    let rec = sowing::game::records::record_of(app.world().resource::<Match>());
    let positions = rec.clone().replay().unwrap().positions;
    app.world_mut().write_message(RecordRequest::ReplayCurrent);
    settle(&mut app);
    let check = |app: &mut App, at: usize| {
        let m = app.world().resource::<Match>();
        assert!(m.is_replay());
        assert_eq!(m.moves.len(), at);
        assert_eq!(m.moves[..], line[..at]);
        assert_eq!(m.game.to_json(), positions[at].to_json(), "at move {at}");
        assert_board_matches(app);
    };
    check(&mut app, 0);
    for at in 1..=5 {
        app.world_mut().write_message(History::Redo);
        settle(&mut app);
        check(&mut app, at);
    }
    app.world_mut().write_message(History::Back);
    settle(&mut app);
    check(&mut app, 4);
    app.world_mut().write_message(History::Jump(15));
    settle(&mut app);
    check(&mut app, 15);
    app.world_mut().write_message(History::Jump(2));
    settle(&mut app);
    check(&mut app, 2);
    // Moves cannot be played into a replay; continuing from here plays on.
    let legal = first_legal(&app);
    request(&mut app, &legal);
    check(&mut app, 2);
    app.world_mut().write_message(RecordRequest::ContinueHere);
    settle(&mut app);
    request(&mut app, &legal);
    let m = app.world().resource::<Match>();
    assert!(!m.is_replay());
    assert_eq!(m.moves.len(), 3);
    assert_eq!(m.moves[..2], line[..2]);
}

// ---------------------------------------------------------------------------------
// Keyboard, gamepad and blind-friendly play.

use bevy::input::ButtonState;
use bevy::input::gamepad::{
    GamepadConnection, GamepadConnectionEvent, RawGamepadButtonChangedEvent, RawGamepadEvent,
};
use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use sowing::a11y::speech::Announcer;
use sowing::board::focus::{Focus, ScreenPits, focus_points, focus_step};
use sowing::game::build::Options;
use sowing::input::choices::{Choice, ChoiceCursor};
use sowing_rules::Step;

/// How a scripted player presses things.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Device {
    Keyboard,
    Gamepad(Entity),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Press {
    Up,
    Down,
    Left,
    Right,
    Select,
    NextChoice,
    PickChoice,
}

fn key_message(app: &mut App, key: KeyCode, state: ButtonState) {
    app.world_mut().write_message(KeyboardInput {
        key_code: key,
        logical_key: Key::Unidentified(NativeKey::Unidentified),
        state,
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    });
}

/// Press in one frame, release in the next.
fn tap_key(app: &mut App, key: KeyCode) {
    for state in [ButtonState::Pressed, ButtonState::Released] {
        key_message(app, key, state);
        app.update();
    }
}

fn tap_button(app: &mut App, pad: Entity, b: GamepadButton) {
    for v in [1.0, 0.0] {
        app.world_mut()
            .write_message(RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(
                pad, b, v,
            )));
        app.update();
    }
}

fn connect_pad(app: &mut App) -> Entity {
    let pad = app.world_mut().spawn_empty().id();
    // As the gamepad backend does: a connection message, then raw button changes.
    app.world_mut().write_message(GamepadConnectionEvent::new(
        pad,
        GamepadConnection::Connected {
            name: "Test pad".into(),
            vendor_id: None,
            product_id: None,
        },
    ));
    app.update();
    app.update();
    pad
}

fn press(app: &mut App, device: Device, p: Press) {
    match device {
        Device::Keyboard => tap_key(
            app,
            match p {
                Press::Up => KeyCode::ArrowUp,
                Press::Down => KeyCode::ArrowDown,
                Press::Left => KeyCode::KeyA,
                Press::Right => KeyCode::KeyD,
                Press::Select => KeyCode::Enter,
                Press::NextChoice => KeyCode::BracketRight,
                Press::PickChoice => KeyCode::KeyC,
            },
        ),
        Device::Gamepad(pad) => tap_button(
            app,
            pad,
            match p {
                Press::Up => GamepadButton::DPadUp,
                Press::Down => GamepadButton::DPadDown,
                Press::Left => GamepadButton::DPadLeft,
                Press::Right => GamepadButton::DPadRight,
                Press::Select => GamepadButton::South,
                Press::NextChoice => GamepadButton::RightTrigger,
                Press::PickChoice => GamepadButton::North,
            },
        ),
    }
}

/// The presses that move the focus from one pit to another (breadth-first over the
/// four directions, as the focus rule moves).
fn route(points: &[Vec2], from: usize, to: usize) -> Vec<Press> {
    let dirs = [
        (Press::Up, Vec2::new(0.0, -1.0)),
        (Press::Down, Vec2::new(0.0, 1.0)),
        (Press::Left, Vec2::new(-1.0, 0.0)),
        (Press::Right, Vec2::new(1.0, 0.0)),
    ];
    let mut prev: Vec<Option<(usize, Press)>> = vec![None; points.len()];
    let mut seen = vec![false; points.len()];
    let mut queue = std::collections::VecDeque::from([from]);
    seen[from] = true;
    while let Some(i) = queue.pop_front() {
        if i == to {
            break;
        }
        for (p, d) in dirs {
            if let Some(j) = focus_step(points, i, d)
                && !seen[j]
            {
                seen[j] = true;
                prev[j] = Some((i, p));
                queue.push_back(j);
            }
        }
    }
    assert!(
        seen[to],
        "pit {to} can be reached from pit {from} with the focus"
    );
    let mut path = Vec::new();
    let mut at = to;
    while let Some((i, p)) = prev[at] {
        path.push(p);
        at = i;
    }
    path.reverse();
    path
}

fn wait_idle(app: &mut App) {
    // A picked choice becomes a build action, then a move: two frames.
    app.update();
    app.update();
    for _ in 0..200 {
        if app.world().resource::<AnimQueue>().is_idle() {
            return;
        }
        app.update();
    }
}

/// Plays one move with presses only: random offered pits (reached with the focus) and
/// choices (reached with next-choice), until the move is sent.
fn play_move_by_presses(app: &mut App, device: Device, rng: &mut sowing_rules::Rng) {
    let before = app.world().resource::<Match>().moves.len();
    for _ in 0..200 {
        wait_idle(app);
        if app.world().resource::<Match>().moves.len() > before {
            return;
        }
        let options = app.world().resource::<Options>().clone();
        let cursor = app.world().resource::<ChoiceCursor>().clone();
        let pits: Vec<usize> = options
            .next
            .iter()
            .filter_map(|s| match s {
                Step::Pit(p) => Some(*p as usize),
                _ => None,
            })
            .collect();
        let choices: Vec<usize> = (0..cursor.items.len())
            .filter(|&i| !matches!(cursor.items[i], Choice::CancelMove | Choice::UndoStep))
            .collect();
        let n = pits.len() + choices.len();
        assert!(n > 0, "something to choose: {options:?}");
        let k = rng.below(n as u64) as usize;
        if k < pits.len() {
            let target = pits[k];
            if app.world().resource::<Focus>().0.is_none() {
                press(app, device, Press::Right);
            }
            let points = focus_points(
                app.world().resource::<ScreenPits>(),
                app.world().resource::<Visual>(),
            );
            let from = app.world().resource::<Focus>().0.unwrap();
            for p in route(&points, from, target) {
                press(app, device, p);
            }
            assert_eq!(app.world().resource::<Focus>().0, Some(target));
            press(app, device, Press::Select);
        } else {
            let want = choices[k - pits.len()];
            let mut guard = 0;
            while app.world().resource::<ChoiceCursor>().at != want {
                press(app, device, Press::NextChoice);
                guard += 1;
                assert!(guard < 100);
            }
            press(app, device, Press::PickChoice);
        }
    }
    panic!("the move was never sent");
}

fn short_game(kind: GameKind) -> Match {
    let (players, options) = match kind {
        GameKind::UmelBagara => (2, serde_json::json!({"seeds": 3})),
        GameKind::Tricala => (2, serde_json::json!({"quiet_limit": 12})),
        GameKind::Myra => (2, serde_json::json!({"quiet_limit": 6})),
        GameKind::Esiema => (2, serde_json::json!({"spheres": [3, 3], "quiet_limit": 8})),
    };
    Match::new(
        kind,
        players,
        options.as_object().unwrap().clone(),
        vec![Seat::Human; players as usize],
    )
    .unwrap()
}

fn play_to_the_end(device_of: impl Fn(&mut App) -> Device) {
    for (i, kind) in GameKind::ALL.into_iter().enumerate() {
        let mut app = app_with(short_game(kind));
        let device = device_of(&mut app);
        let mut rng = sowing_rules::Rng::new(100 + i as u64);
        let mut announced = 0;
        for _ in 0..2000 {
            if app.world().resource::<Match>().game.finished().is_some() {
                break;
            }
            let seq = app.world().resource::<Announcer>().seq;
            play_move_by_presses(&mut app, device, &mut rng);
            wait_idle(&mut app);
            assert_board_matches(&mut app);
            let a = app.world().resource::<Announcer>();
            assert!(
                a.seq > seq,
                "every move is announced: {kind}, {:?}, {}",
                app.world().resource::<Match>().moves,
                a.live
            );
            announced += 1;
        }
        let m = app.world().resource::<Match>();
        assert!(
            m.game.finished().is_some(),
            "{kind} with {device:?} ended ({} moves)",
            m.moves.len()
        );
        assert!(announced > 0);
    }
}

#[test]
fn every_game_plays_to_the_end_with_the_keyboard_alone() {
    play_to_the_end(|_| Device::Keyboard);
}

#[test]
fn every_game_plays_to_the_end_with_a_gamepad_alone() {
    play_to_the_end(|app| Device::Gamepad(connect_pad(app)));
}

#[test]
fn the_focus_follows_each_boards_geometry_at_edges_and_corners() {
    let name_of = |v: &Visual, i: usize| v.pits[i].name.clone();
    let index = |v: &Visual, n: &str| v.pits.iter().position(|p| p.name == n).unwrap();
    let up = Vec2::new(0.0, -1.0);
    let down = Vec2::new(0.0, 1.0);
    let left = Vec2::new(-1.0, 0.0);
    let right = Vec2::new(1.0, 0.0);
    // The hexagon from above: f1 is the bottom corner.
    let v = Visual::of(&humans(GameKind::Myra, 2));
    let pts = focus_points(&ScreenPits::default(), &v);
    let f1 = index(&v, "f1");
    assert_eq!(
        focus_step(&pts, f1, down),
        None,
        "nothing below the bottom corner"
    );
    assert_eq!(name_of(&v, focus_step(&pts, f1, up).unwrap()), "f2");
    // Left of f1, within 60°, the nearest pit is e1 (up-left), not a farther one.
    assert_eq!(name_of(&v, focus_step(&pts, f1, left).unwrap()), "e1");
    assert_eq!(name_of(&v, focus_step(&pts, f1, right).unwrap()), "g1");
    let f11 = index(&v, "f11");
    assert_eq!(
        focus_step(&pts, f11, up),
        None,
        "nothing above the top corner"
    );
    let a1 = index(&v, "a1");
    assert_eq!(focus_step(&pts, a1, left), None, "the left edge");
    // The triangle: 1a is the apex, 6a and 6f the bottom corners.
    let v = Visual::of(&humans(GameKind::Tricala, 2));
    let pts = focus_points(&ScreenPits::default(), &v);
    let apex = index(&v, "1a");
    assert_eq!(focus_step(&pts, apex, up), None);
    assert_eq!(focus_step(&pts, apex, left), None);
    assert_eq!(focus_step(&pts, apex, right), None);
    let below = name_of(&v, focus_step(&pts, apex, down).unwrap());
    assert!(below == "2a" || below == "2b", "{below}");
    let c6a = index(&v, "6a");
    assert_eq!(focus_step(&pts, c6a, down), None);
    assert_eq!(focus_step(&pts, c6a, left), None);
    assert_eq!(name_of(&v, focus_step(&pts, c6a, right).unwrap()), "6b");
    // Two rows: right along player 1's row, up to the facing cup, stores at the ends.
    let v = Visual::of(&humans(GameKind::UmelBagara, 2));
    let pts = focus_points(&ScreenPits::default(), &v);
    let c11 = index(&v, "1.1");
    assert_eq!(name_of(&v, focus_step(&pts, c11, right).unwrap()), "1.2");
    assert_eq!(focus_step(&pts, c11, down), None);
    // Any camera: the same rule on turned screen positions keeps the neighbours.
    let turned: Vec<Vec2> = pts.iter().map(|p| Vec2::new(-p.y, p.x)).collect();
    assert_eq!(
        focus_step(&turned, c11, Vec2::new(0.0, 1.0)),
        focus_step(&pts, c11, right),
        "a quarter turn of the camera turns the directions with it"
    );
}

#[test]
fn every_pit_has_a_label_matching_the_position_after_each_move() {
    use sowing::a11y::speech::{board_labels, pit_label};
    let mut app = app_with(small(GameKind::Esiema, 3));
    let mut rng = sowing_rules::Rng::new(5);
    for _ in 0..30 {
        let g = app.world().resource::<Match>().game.clone();
        let Some(mv) = g.random_move_text(&mut rng) else {
            break;
        };
        request(&mut app, &mv);
        let m = app.world().resource::<Match>();
        let labels = board_labels(
            app.world().resource::<Visual>(),
            m.game.kind(),
            PieceStyle::Balls,
        );
        let truth = m.game.pit_views();
        assert_eq!(labels.len(), truth.len());
        for (l, p) in labels.iter().zip(&truth) {
            assert_eq!(*l, pit_label(GameKind::Esiema, p, PieceStyle::Balls));
            assert!(l.starts_with(&format!("{}: ", p.name)), "{l}");
            let mothers = p
                .pieces
                .iter()
                .filter(|x| matches!(x, Piece::Big(_)))
                .count();
            assert_eq!(l.matches("mother of").count(), mothers, "{l}");
        }
    }
    let v = Visual::of(&humans(GameKind::UmelBagara, 2));
    assert_eq!(
        pit_label(GameKind::UmelBagara, &v.pits[0], PieceStyle::Balls),
        "cup 1.1: 5 beans"
    );
    let mut p = v.pits[0].clone();
    p.pieces = vec![Piece::Small(0)];
    assert_eq!(
        pit_label(GameKind::UmelBagara, &p, PieceStyle::Balls),
        "cup 1.1: 1 bean"
    );
}

#[test]
fn the_accessibility_tree_has_every_pit_and_every_button_labelled() {
    use bevy_egui::egui;
    use sowing::a11y::speech::board_labels;
    use sowing::ui::board_list::board_list;
    let mut app = app_with(humans(GameKind::Tricala, 2));
    let mut rng = sowing_rules::Rng::new(8);
    let ctx = egui::Context::default();
    ctx.enable_accesskit();
    for _ in 0..8 {
        let g = app.world().resource::<Match>().game.clone();
        let mv = g.random_move_text(&mut rng).unwrap();
        request(&mut app, &mv);
        let labels = board_labels(
            app.world().resource::<Visual>(),
            GameKind::Tricala,
            PieceStyle::Balls,
        );
        let a = app.world().resource::<Announcer>().clone();
        let mut follow = sowing::ui::board_list::ListFollow::default();
        let out = ctx.run_ui(egui::RawInput::default(), |ui| {
            board_list(ui, &labels, Some(3), &a.live, a.seq, &mut follow);
            let _ = ui.button("Undo");
        });
        let mut out = out;
        out.textures_delta.clear();
        let update = out
            .platform_output
            .accesskit_update
            .expect("egui sends an AccessKit tree");
        let names: Vec<(egui::accesskit::Role, String)> = update
            .nodes
            .iter()
            .filter_map(|(_, n)| n.label().map(|l| (n.role(), l.to_string())))
            .collect();
        for l in &labels {
            assert!(
                names.iter().any(|(_, n)| n == l),
                "the pit '{l}' is in the accessibility tree"
            );
        }
        for (_, n) in update.nodes.iter() {
            if n.role() == egui::accesskit::Role::Button {
                assert!(
                    n.label().is_some_and(|l| !l.is_empty()),
                    "every button has a label"
                );
            }
        }
        assert!(
            update
                .nodes
                .iter()
                .any(|(_, n)| n.live() == Some(egui::accesskit::Live::Polite)),
            "the live region is there"
        );
        assert!(
            a.live.contains(&mv),
            "the announcement names the move: {}",
            a.live
        );
    }
}

#[test]
fn a_repeated_announcement_is_still_a_new_one() {
    let mut a = Announcer::default();
    a.say("Player 1 (Orange) played 1.");
    let first = a.seq;
    a.say("Player 1 (Orange) played 1.");
    assert!(a.seq > first);
    assert_eq!(a.log.len(), 2);
}

#[test]
fn players_differ_by_colour_shape_and_name_and_text_is_readable() {
    use sowing::settings::palette::{
        Deficiency, PLAYER_COLOURS, contrast, delta_e, simulate, ui_colours,
    };
    use sowing::settings::{SHAPE_NAMES, Theme};
    for i in 0..6 {
        for j in (i + 1)..6 {
            let (a, b) = (PLAYER_COLOURS[i].1, PLAYER_COLOURS[j].1);
            assert!(delta_e(a, b) > 20.0, "players {i} and {j} differ in colour");
            for d in [
                Deficiency::Protanopia,
                Deficiency::Deuteranopia,
                Deficiency::Tritanopia,
            ] {
                let e = delta_e(simulate(a, d), simulate(b, d));
                // Under a deficiency some pairs come close: shape and name still differ.
                assert!(e > 4.0, "players {i} and {j} still differ under {d:?}: {e}");
            }
            assert_ne!(SHAPE_NAMES[i], SHAPE_NAMES[j]);
            assert_ne!(PLAYER_COLOURS[i].0, PLAYER_COLOURS[j].0);
            assert_ne!(
                sowing::a11y::speech::player_name(i as u8 + 1, PieceStyle::Shapes),
                sowing::a11y::speech::player_name(j as u8 + 1, PieceStyle::Shapes)
            );
        }
    }
    for theme in [Theme::Standard, Theme::HighContrast] {
        let c = ui_colours(theme);
        assert!(contrast(c.text, c.background) >= 4.5, "{theme:?} text");
        assert!(
            contrast(c.weak_text, c.background) >= 4.5,
            "{theme:?} weak text"
        );
        assert!(contrast(c.text, c.button) >= 4.5, "{theme:?} button text");
    }
    assert!(contrast([0, 0, 0], [255, 255, 255]) > 20.9);
    assert!((contrast([10, 10, 10], [10, 10, 10]) - 1.0).abs() < 1e-9);
}

#[test]
fn settings_round_trip_and_a_corrupt_file_gives_defaults_and_a_warning() {
    use sowing::settings::{Settings, Theme, load, save};
    let dir = data_dir("settings");
    let path = dir.0.join("settings.json");
    let (s, w) = load(&path);
    assert_eq!(s, Settings::default());
    assert!(w.is_none(), "a missing file is no warning");
    let mut mine = Settings {
        pieces: PieceStyle::Shapes,
        theme: Theme::HighContrast,
        text_scale: 1.5,
        volume: 0.2,
        seconds_per_step: 0.0,
        ..Settings::default()
    };
    mine.keys
        .insert(sowing::settings::keys::Command::Select, vec!["K".into()]);
    save(&path, &mine).unwrap();
    assert_eq!(load(&path), (mine.clone(), None));
    assert_eq!(
        sowing::settings::keys::keys_of(&mine, sowing::settings::keys::Command::Select),
        vec![KeyCode::KeyK]
    );
    for bad in ["", "{", "[1,2]", "{\"text_scale\": \"big\"}"] {
        std::fs::write(&path, bad).unwrap();
        let (s, w) = load(&path);
        assert_eq!(s, Settings::default(), "{bad:?}");
        assert!(w.is_some_and(|w| w.contains("damaged")), "{bad:?}");
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            bad,
            "left untouched"
        );
    }
    // Out-of-range values are brought into range.
    std::fs::write(&path, "{\"text_scale\": 9.0, \"volume\": -1}").unwrap();
    let (s, _) = load(&path);
    assert_eq!((s.text_scale, s.volume), (2.0, 0.0));
}

#[test]
fn with_a_menu_open_the_gamepad_drives_egui_navigation() {
    use bevy_egui::egui;
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, InputPlugin));
    app.init_state::<Screen>().init_state::<Overlay>();
    app.add_systems(
        PreUpdate,
        sowing::ui::menus::pad_drives_menus.after(bevy::input::InputSystems),
    );
    let ctx = app
        .world_mut()
        .spawn((
            bevy_egui::EguiInput::default(),
            bevy_egui::PrimaryEguiContext,
        ))
        .id();
    app.update();
    let pad = connect_pad(&mut app);
    let keys_after =
        |app: &mut App, b: GamepadButton| -> Vec<(egui::Key, bool)> {
            app.world_mut()
                .get_mut::<bevy_egui::EguiInput>(ctx)
                .unwrap()
                .0
                .events
                .clear();
            app.world_mut().write_message(RawGamepadEvent::Button(
                RawGamepadButtonChangedEvent::new(pad, b, 1.0),
            ));
            app.update();
            let events = app
                .world()
                .get::<bevy_egui::EguiInput>(ctx)
                .unwrap()
                .0
                .events
                .clone();
            app.world_mut().write_message(RawGamepadEvent::Button(
                RawGamepadButtonChangedEvent::new(pad, b, 0.0),
            ));
            app.update();
            events
                .iter()
                .filter_map(|e| match e {
                    egui::Event::Key {
                        key,
                        pressed: true,
                        modifiers,
                        ..
                    } => Some((*key, modifiers.shift)),
                    _ => None,
                })
                .collect()
        };
    // On the title screen (a menu): down and up walk the widgets, South presses.
    assert_eq!(
        keys_after(&mut app, GamepadButton::DPadDown),
        vec![(egui::Key::Tab, false)]
    );
    assert_eq!(
        keys_after(&mut app, GamepadButton::DPadUp),
        vec![(egui::Key::Tab, true)]
    );
    assert_eq!(
        keys_after(&mut app, GamepadButton::South),
        vec![(egui::Key::Enter, false)]
    );
    assert_eq!(
        keys_after(&mut app, GamepadButton::DPadRight),
        vec![(egui::Key::ArrowRight, false)]
    );
    // On the live board the pad plays instead: nothing goes to the menus.
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Play);
    app.update();
    assert!(keys_after(&mut app, GamepadButton::DPadDown).is_empty());
    // With the pause menu open over the board, it drives the menu again.
    app.world_mut()
        .resource_mut::<NextState<Overlay>>()
        .set(Overlay::Paused);
    app.update();
    assert_eq!(
        keys_after(&mut app, GamepadButton::DPadDown),
        vec![(egui::Key::Tab, false)]
    );
}

#[test]
fn a_step_of_a_move_being_built_can_be_undone() {
    use sowing::game::build::Building;
    // Tricala setup: three pits one by one; the last one chosen can be taken back.
    let mut app = app_with(humans(GameKind::Tricala, 2));
    let v = app.world().resource::<Visual>().clone();
    let index = |n: &str| v.pits.iter().position(|p| p.name == n).unwrap();
    let points = focus_points(&ScreenPits::default(), &v);
    tap_key(&mut app, KeyCode::ArrowRight);
    for target in ["4a", "5b"] {
        let from = app.world().resource::<Focus>().0.unwrap();
        for p in route(&points, from, index(target)) {
            press(&mut app, Device::Keyboard, p);
        }
        tap_key(&mut app, KeyCode::Enter);
    }
    let pit = |n: &str| Step::Pit(index(n) as u8);
    assert_eq!(
        app.world().resource::<Building>().steps,
        vec![pit("4a"), pit("5b")]
    );
    let items = app.world().resource::<ChoiceCursor>().items.clone();
    let at = items
        .iter()
        .position(|c| *c == Choice::UndoStep)
        .expect("undo offered");
    while app.world().resource::<ChoiceCursor>().at != at {
        tap_key(&mut app, KeyCode::BracketRight);
    }
    tap_key(&mut app, KeyCode::KeyC);
    assert_eq!(app.world().resource::<Building>().steps, vec![pit("4a")]);
    assert!(
        app.world().resource::<Match>().moves.is_empty(),
        "nothing played"
    );
}

#[test]
fn remapped_keys_and_buttons_drive_the_game() {
    use sowing::input::RebuildControls;
    use sowing::settings::Settings;
    use sowing::settings::keys::{Command, buttons_of};
    let mut app = app_with(humans(GameKind::UmelBagara, 2));
    let pad = connect_pad(&mut app);
    {
        let mut s = app.world_mut().resource_mut::<Settings>();
        s.keys.insert(Command::FocusRight, vec!["L".into()]);
        s.buttons.insert(Command::Select, vec!["RT".into()]);
    }
    app.world_mut().resource_mut::<RebuildControls>().0 = true;
    app.update();
    assert_eq!(
        buttons_of(app.world().resource::<Settings>(), Command::Select),
        vec![GamepadButton::RightTrigger2]
    );
    tap_key(&mut app, KeyCode::KeyL); // the focus starts on the first pit
    let first = app.world().resource::<Focus>().0;
    tap_key(&mut app, KeyCode::KeyL);
    assert_ne!(
        app.world().resource::<Focus>().0,
        first,
        "L now moves right"
    );
    tap_key(&mut app, KeyCode::KeyD);
    let after_l = app.world().resource::<Focus>().0;
    // D was a default key of focus-right; with L bound instead it does nothing.
    assert_eq!(app.world().resource::<Focus>().0, after_l);
    // The old South no longer selects; RT does.
    let before = app
        .world()
        .resource::<sowing::game::build::Building>()
        .steps
        .clone();
    tap_button(&mut app, pad, GamepadButton::South);
    wait_idle(&mut app);
    assert_eq!(
        app.world()
            .resource::<sowing::game::build::Building>()
            .steps,
        before
    );
    assert!(app.world().resource::<Match>().moves.is_empty());
    tap_button(&mut app, pad, GamepadButton::RightTrigger2);
    wait_idle(&mut app);
    assert_eq!(
        app.world().resource::<Match>().moves.len(),
        1,
        "RT selected cup and played"
    );
}

/// Press and release in the same frame, as `xdotool key` or a slow frame gives them.
fn tap_key_in_one_frame(app: &mut App, key: KeyCode) {
    for state in [ButtonState::Pressed, ButtonState::Released] {
        key_message(app, key, state);
    }
    app.update();
}

#[test]
fn a_key_tapped_within_one_frame_still_plays() {
    use sowing::board::focus::Focus;
    let mut app = app_with(humans(GameKind::UmelBagara, 2));
    let index = |app: &App, n: &str| {
        app.world()
            .resource::<Visual>()
            .pits
            .iter()
            .position(|p| p.name == n)
            .unwrap()
    };
    // The first arrow puts the cursor on pit 0.
    tap_key_in_one_frame(&mut app, KeyCode::ArrowRight);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<Focus>().0,
        Some(0),
        "the tap was seen"
    );
    // Two taps in two frames, each pressed and released within its frame: two steps.
    let c11 = index(&app, "1.1");
    app.world_mut().resource_mut::<Focus>().0 = Some(c11);
    tap_key_in_one_frame(&mut app, KeyCode::ArrowRight);
    tap_key_in_one_frame(&mut app, KeyCode::ArrowRight);
    for _ in 0..6 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<Focus>().0,
        Some(index(&app, "1.3")),
        "both taps moved the cursor"
    );
    app.world_mut().resource_mut::<Focus>().0 = Some(c11);
    tap_key_in_one_frame(&mut app, KeyCode::Enter);
    settle(&mut app);
    assert_eq!(
        app.world().resource::<Match>().moves.len(),
        1,
        "Enter tapped within one frame played the focused cup"
    );
}

#[test]
fn taps_are_shown_in_order_one_press_a_frame() {
    use sowing::input::latch::Latch;
    let mut l: Latch<u8> = Latch::default();
    // Right, Right, Up within one frame: three presses, never two at once.
    for k in [1, 1, 2] {
        l.feed(k, true, 1.0);
        l.feed(k, false, 0.0);
    }
    let mut presses = Vec::new();
    for _ in 0..8 {
        let shown = l.step();
        let down: Vec<u8> = shown
            .iter()
            .filter(|s| s.pressed)
            .map(|s| s.input)
            .collect();
        assert!(down.len() <= 1, "one button down at a time: {down:?}");
        presses.extend(
            shown
                .iter()
                .filter(|s| s.pressed && s.changed)
                .map(|s| s.input),
        );
    }
    assert_eq!(presses, [1, 1, 2]);
    assert!(!l.pending());
    // A held button keeps its analog value.
    l.feed(3, true, 0.6);
    let s = l.step();
    assert_eq!((s[0].pressed, s[0].value), (true, 0.6));
    let s = l.step();
    assert_eq!((s[0].pressed, s[0].changed, s[0].value), (true, false, 0.6));
}

#[test]
fn every_front_end_builds_through_one_owner_with_typed_refusals() {
    use sowing::game::build::{Build, Refusal, Refused};
    let mut app = app_with(humans(GameKind::UmelBagara, 2));
    let refusals = |app: &mut App| -> Vec<Refusal> {
        app.world_mut()
            .resource_mut::<Messages<Refused>>()
            .drain()
            .map(|r| r.0)
            .collect()
    };
    let store = app
        .world()
        .resource::<Visual>()
        .pits
        .iter()
        .position(|p| p.store)
        .unwrap();
    app.world_mut()
        .write_message(Build::Step(sowing_rules::Step::Pit(store as u8)));
    app.update();
    assert_eq!(refusals(&mut app), [Refusal::Store]);
    app.world_mut().write_message(Build::Cancel);
    app.update();
    assert_eq!(refusals(&mut app), [Refusal::NothingToDo]);
    assert!(app.world().resource::<Match>().moves.is_empty());
    // Cup 1 of player 1 is a complete move.
    let cup = app
        .world()
        .resource::<Visual>()
        .pits
        .iter()
        .position(|p| p.name == "1.1")
        .unwrap();
    app.world_mut()
        .write_message(Build::Step(sowing_rules::Step::Pit(cup as u8)));
    settle(&mut app);
    assert_eq!(app.world().resource::<Match>().moves, ["1"]);
    assert!(refusals(&mut app).is_empty());
}
