//! Headless tests of the game: `MinimalPlugins` and the logic plugins, no window. Moves
//! go through the same request path as clicks; after each animation the piece entities
//! under each pit must equal the rules position.

use std::collections::HashMap;

use std::time::Duration;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use sowing::anim::{AnimQueue, AnimSpeed, Visual};
use sowing::board::{Pit, Sphere};
use sowing::computer::{ThinkBudget, Thinking};
use sowing::menus::{NewGame, default_options};
use sowing::motion::{Ghost, Glide};
use sowing::play::{History, Match, MoveRequest, Seat, Status};
use sowing::records::{Autosaver, DataDir, RecordRequest, ResumeOffer};
use sowing::screens::{Overlay, Screen};
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

/// The game without a match, on the title screen, saving into `dir`.
fn app_at_title(dir: &DataDir) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .add_plugins(sowing::logic_plugin);
    app.insert_resource(dir.clone());
    app.insert_resource(AnimSpeed(0.0));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        16,
    )));
    app.insert_resource(ThinkBudget {
        iterations: Some(30),
    });
    app.update();
    app
}

fn app_with(m: Match) -> App {
    static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    app_in(m, &data_dir(&format!("scratch{n}")))
}

fn app_in(m: Match, dir: &DataDir) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .add_plugins(sowing::logic_plugin);
    app.insert_resource(dir.clone());
    app.insert_resource(AnimSpeed(0.0));
    // Every frame advances the clock by the same step: tests never depend on wall time.
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        16,
    )));
    app.insert_resource(ThinkBudget {
        iterations: Some(30),
    });
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
    use sowing::hud::count_text;
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
    use sowing::camera::{CameraRig, PANEL_WIDTH, frame};
    use sowing::settings::View;
    for kind in GameKind::ALL {
        let m = humans(kind, *kind.player_range().start());
        let visual = Visual::of(&m);
        let radius = sowing::board::board_radius(&visual);
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
                    let p = sowing::board::pit_position(&visual, i);
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
    let rec = sowing::records::record_of(app.world().resource::<Match>());
    let positions = rec.clone().replay().unwrap().positions;
    app.world_mut().write_message(RecordRequest::ReplayCurrent);
    settle(&mut app);
    let check = |app: &mut App, at: usize| {
        let m = app.world().resource::<Match>();
        assert!(m.replay);
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
    assert!(!m.replay);
    assert_eq!(m.moves.len(), 3);
    assert_eq!(m.moves[..2], line[..2]);
}
