//! Moves through the one request path and the one build owner: every game, illegal requests, undo and redo, options, refusals.

use bevy::prelude::*;
use sowing::animation::anim::Visual;
use sowing::board::focus::{Focus, ViewTurn, focus_points};
use sowing::game::play::{History, Match, Seat, Status};
use sowing::game::setup::{NewGame, default_options};
use sowing::input::choices::{Choice, ChoiceCursor};
use sowing_rules::GameKind;
use sowing_rules::Step;

use crate::support::*;

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
    // Said by the error's kind, in the player's words (the rules' English detail stays
    // the engine's).
    let en = sowing::i18n::Texts::new(sowing::i18n::Lang::En);
    let words = |e| sowing::game::errors::move_error(&en, &e);
    request(&mut app, "3");
    assert_eq!(app.world().resource::<Match>().game.to_json(), before);
    let status = app.world().resource::<Status>().0.clone();
    assert!(
        status.contains(&words(sowing_rules::MoveError::Syntax(String::new()))),
        "{status}"
    );
    request(&mut app, "pass");
    assert_eq!(app.world().resource::<Match>().game.to_json(), before);
    let status = app.world().resource::<Status>().0.clone();
    let pass = words(sowing_rules::MoveError::illegal(
        sowing_rules::IllegalKind::Pass,
        "",
    ));
    assert!(
        status.contains(&pass) && status.contains("pass only when"),
        "{status}"
    );
    assert!(!status.contains("cup"), "{status}");
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
    // The status says it in words, not notation ("Replayed @2a,2a,2a").
    assert_eq!(app.world().resource::<Status>().0, "Move 1 played again");
}

/// Redo that brings back several moves (the player's and the computer's answer) says
/// so: it said "Move 26 played again" when moves 25 and 26 came back.
#[test]
fn a_redo_of_several_moves_says_them_all() {
    let mut app = app_with(humans(GameKind::UmelBagara, 2));
    for _ in 0..2 {
        let mv = first_legal(&app);
        request(&mut app, &mv);
    }
    // Both seats are the computer's now, but for one: Undo takes back to the human's turn.
    app.world_mut().resource_mut::<Match>().seats[1] = Seat::Computer(sowing_ai::Level::Easy);
    app.world_mut().write_message(History::Undo);
    settle(&mut app);
    assert_eq!(app.world().resource::<Match>().moves.len(), 0);
    app.world_mut().write_message(History::Redo);
    settle(&mut app);
    assert_eq!(
        app.world().resource::<Status>().0,
        "Moves 1 to 2 played again"
    );
}

/// A pick on a finished game says the game is over (it said "It is not a human
/// player's turn", as if someone else were to move).
#[test]
fn a_pick_after_the_end_says_the_game_is_over() {
    use sowing::game::build::Build;
    let mut app = app_with(humans(GameKind::UmelBagara, 2));
    play_random(&mut app, 2000, 11);
    assert!(app.world().resource::<Match>().game.finished().is_some());
    app.world_mut().write_message(Build::Step(Step::Pit(0)));
    app.update();
    assert_eq!(
        app.world().resource::<Status>().0,
        "The game is over: nobody moves any more"
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
    assert!(
        matches!(&e, sowing::game::play::StartError::Rules(why) if why.contains("seeds")),
        "{e:?}"
    );
    // Every game's options are offered with their values.
    assert!(default_options(GameKind::Tricala, 3).contains_key("simultaneous"));
    assert_eq!(
        default_options(GameKind::Esiema, 4)["spheres"],
        serde_json::json!([70, 70, 70, 70])
    );
}

#[test]
fn a_step_of_a_move_being_built_can_be_undone() {
    use sowing::game::build::Building;
    // Tricala setup: three pits one by one; the last one chosen can be taken back.
    let mut app = app_with(humans(GameKind::Tricala, 2));
    let v = app.world().resource::<Visual>().clone();
    let index = |n: &str| v.pits.iter().position(|p| p.name == n).unwrap();
    let points = focus_points(&ViewTurn::default(), &v);
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

/// A pit that cannot begin a move says why, from the position as it stands (a click on
/// the other player's cup said only "not a legal choice here", found in a play-test):
/// another's cup names the mover's row, a cup of one bean the two a sowing needs, an
/// empty pit or another's pieces their own words; nothing changes.
#[test]
fn a_pit_that_cannot_begin_a_move_says_why() {
    use sowing::game::build::{Build, NoStart, Refusal, Refused};
    let refused = |app: &mut App, name: &str| -> (Vec<Refusal>, String) {
        let at = app
            .world()
            .resource::<Visual>()
            .pits
            .iter()
            .position(|p| p.name == name)
            .unwrap();
        app.world_mut()
            .write_message(Build::Step(Step::Pit(at as u8)));
        app.update();
        let r = app
            .world_mut()
            .resource_mut::<Messages<Refused>>()
            .drain()
            .map(|r| r.0)
            .collect();
        (r, app.world().resource::<Status>().0.clone())
    };
    let mut app = app_with(humans(GameKind::UmelBagara, 2));
    let (r, said) = refused(&mut app, "2.1");
    assert_eq!(r, [Refusal::NoStart(NoStart::OthersCup { row: 1 })]);
    assert!(
        said.contains("other player's") && said.contains("1.1 to 1.5"),
        "{said}"
    );
    // A cup of one bean, and an empty one.
    let mut m = humans(GameKind::UmelBagara, 2);
    let mut at = serde_json::Value::Object(m.game.to_json());
    at["rows"] = serde_json::json!([[1, 0, 7, 7, 5], [5, 5, 5, 5, 5]]);
    at["stores"] = serde_json::json!([3, 2]);
    m.game = sowing_rules::AnyGame::from_json(&at).unwrap();
    let mut app = app_with(m);
    let (r, said) = refused(&mut app, "1.1");
    assert_eq!(r, [Refusal::NoStart(NoStart::FewBeans { n: 1 })]);
    assert!(
        said.contains("one bean") && said.contains("two beans or more"),
        "{said}"
    );
    let (r, said) = refused(&mut app, "1.2");
    assert_eq!(r, [Refusal::NoStart(NoStart::FewBeans { n: 0 })]);
    assert!(said.contains("empty"), "{said}");
    // Myra: an empty pit, and another player's troop.
    let mut app = app_with(humans(GameKind::Myra, 2));
    let views = app.world().resource::<Match>().game.pit_views();
    let empty = views
        .iter()
        .find(|p| p.pieces.is_empty())
        .unwrap()
        .name
        .clone();
    let theirs = views
        .iter()
        .find(|p| !p.pieces.is_empty() && p.pieces.iter().all(|q| q.owner() == 2))
        .unwrap()
        .name
        .clone();
    let (r, said) = refused(&mut app, &empty);
    assert_eq!(r, [Refusal::NoStart(NoStart::Empty)]);
    assert!(said.contains("empty"), "{said}");
    let (r, said) = refused(&mut app, &theirs);
    assert_eq!(r, [Refusal::NoStart(NoStart::Others)]);
    assert!(said.contains("another player's"), "{said}");
    assert!(app.world().resource::<Match>().moves.is_empty());
}

/// "Place the rest of the setup at random": the placements of this machine's players are
/// made for them, each a move the rules accept, until play begins (Esiema asked thirty
/// clicks a player, found in the play-test); a new match starts with it off.
#[test]
fn the_setup_is_placed_at_random_when_asked() {
    use sowing::game::random_setup::RandomSetup;
    use sowing::game::start::{StartMatch, Started};
    use sowing_rules::Phase;
    let mut app = app_with(humans(GameKind::Esiema, 2));
    let phase = |app: &App| app.world().resource::<Match>().game.phase();
    assert_eq!(phase(&app), Phase::Setup);
    app.world_mut().resource_mut::<RandomSetup>().0 = true;
    for _ in 0..2000 {
        app.update();
        if phase(&app) != Phase::Setup {
            break;
        }
    }
    assert_eq!(phase(&app), Phase::Play, "the setup was placed");
    let m = app.world().resource::<Match>();
    assert_eq!(m.moves.len(), 60, "thirty placements a player");
    assert!(
        m.moves.iter().all(|mv| mv.starts_with('@')),
        "{:?}",
        m.moves
    );
    assert!(app.world().resource::<RandomSetup>().0);
    // Undo back into the setup turns it off: ticked, it placed nothing (that point had
    // been asked before), and a click only unticked it.
    app.world_mut().write_message(History::Undo);
    settle(&mut app);
    assert_eq!(phase(&app), Phase::Setup);
    assert!(!app.world().resource::<RandomSetup>().0, "off after undo");
    app.world_mut()
        .commands()
        .queue(StartMatch(humans(GameKind::Tricala, 2), Started::New));
    settle(&mut app);
    assert!(
        !app.world().resource::<RandomSetup>().0,
        "off for the new match"
    );
    assert_eq!(phase(&app), Phase::Setup);
    // Ticked again at the very point the last game's random placing stopped (the same
    // count of moves, the same player): it places (it had "asked there already", and a
    // room's opener ticked the box to no effect).
    app.world_mut().resource_mut::<RandomSetup>().0 = true;
    for _ in 0..400 {
        app.update();
        if phase(&app) != Phase::Setup {
            break;
        }
    }
    let setup = app.world().resource::<Match>().moves.len();
    app.world_mut()
        .commands()
        .queue(StartMatch(humans(GameKind::Tricala, 2), Started::New));
    settle(&mut app);
    let mut rng = sowing_rules::Rng::new(3);
    while app.world().resource::<Match>().moves.len() + 1 < setup {
        let mv = (app.world().resource::<Match>().game)
            .random_move_text(&mut rng)
            .unwrap();
        request(&mut app, &mv);
    }
    app.world_mut().resource_mut::<RandomSetup>().0 = true;
    for _ in 0..400 {
        app.update();
        if phase(&app) != Phase::Setup {
            break;
        }
    }
    assert_eq!(
        phase(&app),
        Phase::Play,
        "the last placement was made at random"
    );
}

/// The rest of a Tricala placement at random keeps the stones already picked for it: the
/// box ticked after a first stone on 3a dropped that stone (the play-test's trap).
#[test]
fn the_setup_at_random_keeps_the_stones_picked() {
    use sowing::game::build::{Build, Building};
    use sowing::game::random_setup::RandomSetup;
    let mut app = app_with(humans(GameKind::Tricala, 2));
    let layout = sowing_rules::view::layout(GameKind::Tricala);
    let a3 = layout.iter().position(|p| p.name == "3a").unwrap() as u8;
    app.world_mut().write_message(Build::Step(Step::Pit(a3)));
    settle(&mut app);
    assert_eq!(app.world().resource::<Building>().steps, [Step::Pit(a3)]);
    app.world_mut().resource_mut::<RandomSetup>().0 = true;
    for _ in 0..20 {
        app.update();
    }
    let m = app.world().resource::<Match>();
    let first = m.moves.first().expect("a placement made");
    let pits = m.history[0].steps_of(first).unwrap();
    assert!(pits.contains(&Step::Pit(a3)), "3a kept: {first}");
}

/// A pit off the move being built begins a new move from it, and the status line says
/// so with both pits (the move from the first pit was dropped without a word).
#[test]
fn a_pit_off_the_move_begun_says_a_new_move_begins() {
    use sowing::game::build::{Build, Building};
    let mut app = app_with(humans(GameKind::Myra, 2));
    let game = app.world().resource::<Match>().game.clone();
    let views = game.pit_views();
    // Two pits each beginning a move with more to choose, the second no step of the first.
    let open = |steps: &[Step]| {
        game.step_info(steps)
            .ok()
            .filter(|(next, _)| next.len() > 1)
    };
    let starts: Vec<u8> = (0..views.len() as u8)
        .filter(|&p| open(&[Step::Pit(p)]).is_some())
        .collect();
    let (a, b) = starts
        .iter()
        .flat_map(|&a| starts.iter().map(move |&b| (a, b)))
        .find(|&(a, b)| a != b && game.step_info(&[Step::Pit(a), Step::Pit(b)]).is_err())
        .expect("two such pits");
    app.world_mut().write_message(Build::Step(Step::Pit(a)));
    app.update();
    app.world_mut().write_message(Build::Step(Step::Pit(b)));
    app.update();
    assert_eq!(
        app.world().resource::<Building>().steps.first(),
        Some(&Step::Pit(b))
    );
    let status = app.world().resource::<Status>().0.clone();
    let (na, nb) = (&views[a as usize].name, &views[b as usize].name);
    assert_eq!(
        status,
        format!("{nb} is no next step of the move from {na}: a new move begins from {nb}")
    );
}
