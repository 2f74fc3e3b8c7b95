//! Headless tests of the game: `MinimalPlugins` and the logic plugins, no window. Moves
//! go through the same request path as clicks; after each animation the piece entities
//! under each pit must equal the rules position.

use std::collections::HashMap;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use sowing::anim::{AnimQueue, AnimSpeed, Visual};
use sowing::board::{Pit, Sphere};
use sowing::computer::{ThinkBudget, Thinking};
use sowing::play::{History, Match, MoveRequest, Seat, Status};
use sowing::screens::Screen;
use sowing_ai::Level;
use sowing_rules::{GameKind, Piece};

fn app_with(m: Match) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .add_plugins(sowing::logic_plugin);
    app.insert_resource(AnimSpeed(0.0));
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
}
