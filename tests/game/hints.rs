//! The board explains itself: the last move's marks (pits touched, pits captured from)
//! follow every move, undo and redo; a hint is searched for on request (button message,
//! key, pad), is a legal move with its marks, and goes away with the next move.

use bevy::prelude::*;
use sowing::a11y::speech::Announcer;
use sowing::game::computer::ThinkBudget;
use sowing::game::hint::{Hint, HintRequest};
use sowing::game::marks::LastMove;
use sowing::game::play::{History, Match, MoveRequest, Seat, Status};
use sowing::settings::Settings;
use sowing_ai::Level;
use sowing_rules::{GameKind, Rng};

use crate::support::*;

fn stores(app: &App) -> u32 {
    let c = app.world().resource::<Match>().game.counters();
    c.stores.expect("umel bagara").iter().sum()
}

#[test]
fn the_last_move_is_marked_with_its_path_and_captures() {
    let mut app = app_with(humans(GameKind::UmelBagara, 2));
    assert_eq!(
        app.world().resource::<LastMove>().0.path,
        Vec::<usize>::new()
    );
    // Cup 1.4 (index 3) sows its five beans right: 1.5, 2.1 .. 2.4.
    request(&mut app, "4");
    let last = app.world().resource::<LastMove>().0.clone();
    assert_eq!(last.path, vec![3, 4, 5, 6, 7, 8]);
    assert!(last.captures.is_empty());
    app.world_mut().write_message(History::Undo);
    settle(&mut app);
    assert!(
        app.world().resource::<LastMove>().0.path.is_empty(),
        "undone"
    );
    app.world_mut().write_message(History::Redo);
    settle(&mut app);
    assert_eq!(app.world().resource::<LastMove>().0, last, "redone");
    // Over random moves the marked captures are what went into the stores.
    let mut rng = Rng::new(7);
    let mut seen = 0;
    for _ in 0..60 {
        let m = app.world().resource::<Match>();
        if m.game.finished().is_some() {
            break;
        }
        let mv = m.game.random_move_text(&mut rng).expect("a move");
        let before = stores(&app);
        request(&mut app, &mv);
        if app.world().resource::<Match>().game.finished().is_some() {
            break;
        }
        let last = app.world().resource::<LastMove>().0.clone();
        assert_eq!(last.captured, stores(&app) - before, "{mv}");
        assert_eq!(last.captured > 0, !last.captures.is_empty(), "{mv}");
        seen += usize::from(last.captured > 0);
    }
    assert!(seen > 0, "some move captured");
}

fn wait_hint(app: &mut App) {
    for _ in 0..600 {
        app.update();
        if !app.world().resource::<Hint>().busy() {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    panic!("the hint search did not end");
}

#[test]
fn a_hint_is_a_legal_move_shown_until_the_next_move() {
    for kind in GameKind::ALL {
        let mut app = app_with(humans(kind, 2));
        // Past setup, where it has one.
        play_random(
            &mut app,
            if kind == GameKind::UmelBagara { 2 } else { 6 },
            3,
        );
        app.world_mut().write_message(HintRequest);
        app.update();
        assert!(app.world().resource::<Hint>().busy(), "{kind}: searching");
        wait_hint(&mut app);
        let shown = app
            .world()
            .resource::<Hint>()
            .shown
            .clone()
            .expect("a hint");
        let m = app.world().resource::<Match>();
        assert_eq!(shown.ply, m.moves.len());
        assert!(
            m.game.legal_unsorted().contains(&shown.text),
            "{kind}: {} is legal",
            shown.text
        );
        assert!(!shown.marks.path.is_empty(), "{kind}: marked on the board");
        let status = app.world().resource::<Status>().0.clone();
        // Where the move goes in words, not its notation (a pass has no way to go).
        assert!(
            status.starts_with("Hint: from ")
                || status.starts_with("Hint: on ")
                || status.starts_with("Hint: pass"),
            "{kind}: {status}"
        );
        // The hinted move played: the hint is gone.
        request(&mut app, &shown.text);
        assert!(app.world().resource::<Hint>().shown.is_none(), "{kind}");
    }
}

/// A hint is said once: Orca spoke it twice (the second time on the next key press), as
/// the hint's resource changed again on the frame after it was found. Asked again after
/// hiding it, it is said again.
#[test]
fn a_hint_is_said_once_however_many_frames_follow() {
    let mut app = app_with(humans(GameKind::UmelBagara, 2));
    let hints = |app: &App| {
        let log = &app.world().resource::<Announcer>().log;
        log.iter().filter(|t| t.starts_with("Hint: ")).count()
    };
    for asked in 1..=2 {
        tap_key(&mut app, KeyCode::KeyH);
        wait_hint(&mut app);
        for _ in 0..5 {
            app.world_mut().resource_mut::<Hint>().set_changed();
            app.update();
        }
        assert_eq!(
            hints(&app),
            asked,
            "the hint said once each time it is asked"
        );
        tap_key(&mut app, KeyCode::KeyH);
        app.update();
    }
}

#[test]
fn the_hint_key_asks_and_hides_and_a_computer_turn_gets_none() {
    let mut app = app_with(humans(GameKind::Tricala, 2));
    tap_key(&mut app, KeyCode::KeyH);
    wait_hint(&mut app);
    assert!(app.world().resource::<Hint>().shown.is_some(), "H asks");
    tap_key(&mut app, KeyCode::KeyH);
    assert!(
        app.world().resource::<Hint>().shown.is_none(),
        "H again hides"
    );
    // The coordinates key toggles the setting.
    let before = app.world().resource::<Settings>().coordinates;
    tap_key(&mut app, KeyCode::KeyK);
    assert_ne!(app.world().resource::<Settings>().coordinates, before);

    let mut m = humans(GameKind::UmelBagara, 2);
    m.seats[0] = Seat::Computer(Level::Easy);
    m.seats[1] = Seat::Computer(Level::Easy);
    let mut app = app_with(m);
    app.world_mut().write_message(HintRequest);
    app.update();
    assert!(
        !app.world().resource::<Hint>().busy(),
        "no hint for a computer seat"
    );
}

#[test]
fn moves_and_hints_are_said_with_where_they_go() {
    use sowing::a11y::speech::Announcer;
    let mut app = app_with(humans(GameKind::UmelBagara, 2));
    request(&mut app, "4");
    let said = app.world().resource::<Announcer>().live.clone();
    assert!(
        said.contains("played from cup 1.4 to cup 2.4"),
        "the move in words: {said}"
    );
    app.world_mut().write_message(HintRequest);
    app.update();
    wait_hint(&mut app);
    let h = app
        .world()
        .resource::<Hint>()
        .shown
        .clone()
        .expect("a hint");
    let said = app.world().resource::<Announcer>().live.clone();
    assert!(
        said.starts_with("Hint: from cup 2.") && !h.text.is_empty(),
        "the hint in words: {said}"
    );
}

#[test]
fn a_choice_in_view_previews_its_move_and_reads_it_on_request() {
    use sowing::a11y::speech::Announcer;
    use sowing::board::focus::{Focus, Hovered};
    use sowing::game::build::Building;
    use sowing::game::marks::Preview;
    use sowing::input::choices::{Choice, ChoiceCursor};
    use sowing_rules::{Side, Step};
    let mut app = app_with(humans(GameKind::UmelBagara, 2));
    // The focused cup 1.4 (index 3) would sow 4: the path and no capture.
    app.world_mut().resource_mut::<Focus>().0 = Some(3);
    app.update();
    let p = app
        .world()
        .resource::<Preview>()
        .0
        .clone()
        .expect("a preview");
    assert_eq!(p.0, "4");
    assert_eq!(p.1.path, vec![3, 4, 5, 6, 7, 8]);
    tap_key(&mut app, KeyCode::KeyV);
    let said = app.world().resource::<Announcer>().live.clone();
    assert_eq!(said, "Preview: from cup 1.4 to cup 2.4");
    // The pointer wins over the focus; cup 1.3 needs a direction: no preview yet.
    app.world_mut().resource_mut::<Hovered>().0 = Some(2);
    app.update();
    assert_eq!(app.world().resource::<Preview>().0, None);
    // Cup 1.3 chosen, the choice cursor on "left": 3L is previewed.
    app.world_mut().resource_mut::<Hovered>().0 = None;
    app.world_mut().resource_mut::<Building>().steps = vec![Step::Pit(2)];
    app.update();
    let items = app.world().resource::<ChoiceCursor>().items.clone();
    let at = items
        .iter()
        .position(|c| *c == Choice::Step(Step::Side(Side::Left)))
        .expect("left is offered");
    {
        // Walked there with `]`: a choice is lit (and previewed) once walked.
        let mut c = app.world_mut().resource_mut::<ChoiceCursor>();
        c.at = at;
        c.walked = true;
    }
    app.update();
    let p = app.world().resource::<Preview>().0.clone().expect("3L");
    assert_eq!(p.0, "3L");
    tap_key(&mut app, KeyCode::KeyV);
    assert!(
        app.world()
            .resource::<Announcer>()
            .live
            .starts_with("Preview: from cup 1.3")
    );
    // The pointer last over "Sow right" (it then left the window, leaving its button
    // hovered): 3R; then `]` walks the choices by keys: the preview follows the keys
    // again, not the pointer's stale button (it kept showing the hovered side). The
    // choices as when they appear: none walked yet (the first `]` lights "Sow left").
    *app.world_mut().resource_mut::<ChoiceCursor>() = ChoiceCursor {
        items: items.clone(),
        ..Default::default()
    };
    app.world_mut()
        .resource_mut::<sowing::board::focus::HoveredStep>()
        .panel = Some(Step::Side(Side::Right));
    app.update();
    let p = app.world().resource::<Preview>().0.clone().expect("3R");
    assert_eq!(p.0, "3R", "the side under the pointer");
    app.world_mut()
        .write_message(sowing::input::choices::ChoiceNav::Next);
    app.update();
    let p = app.world().resource::<Preview>().0.clone().expect("3L");
    assert_eq!(p.0, "3L", "the lit side once the keys walk the choices");
}

/// The choices changing under a resting pointer do not make its button the preview: the
/// keys walked them, and Enter takes the lit one (the twelfth hour saw the preview of the
/// button under the pointer while Enter took the keys' choice). Once the pointer moves,
/// its button leads.
#[test]
fn a_resting_pointer_does_not_take_the_preview_from_the_keys() {
    use sowing::board::focus::HoveredStep;
    use sowing::game::build::Building;
    use sowing::game::marks::Preview;
    use sowing::input::choices::{Choice, ChoiceCursor, ChoiceNav};
    use sowing_rules::{Side, Step};
    let mut app = app_with(humans(GameKind::UmelBagara, 2));
    let window = app
        .world_mut()
        .spawn((Window::default(), bevy::window::PrimaryWindow))
        .id();
    let put_pointer = |app: &mut App, x: f64| {
        let mut e = app.world_mut().entity_mut(window);
        let mut w = e.get_mut::<Window>().unwrap();
        w.set_physical_cursor_position(Some(bevy::math::DVec2::new(x, 300.0)));
    };
    put_pointer(&mut app, 900.0);
    app.world_mut().resource_mut::<Building>().steps = vec![Step::Pit(2)];
    app.update();
    let items = app.world().resource::<ChoiceCursor>().items.clone();
    assert!(items.contains(&Choice::Step(Step::Side(Side::Left))));
    // `]` lights the first choice, "Sow left".
    app.world_mut().write_message(ChoiceNav::Next);
    app.update();
    let shown = |app: &App| app.world().resource::<Preview>().0.clone().map(|p| p.0);
    assert_eq!(shown(&app).as_deref(), Some("3L"));
    // The buttons move under the resting pointer: "Sow right" is now under it.
    app.world_mut().resource_mut::<HoveredStep>().panel = Some(Step::Side(Side::Right));
    app.update();
    assert_eq!(
        shown(&app).as_deref(),
        Some("3L"),
        "the keys' choice, still"
    );
    // The pointer moves over it: its button leads.
    put_pointer(&mut app, 905.0);
    app.world_mut().resource_mut::<HoveredStep>().panel = None;
    app.update();
    app.world_mut().resource_mut::<HoveredStep>().panel = Some(Step::Side(Side::Right));
    app.update();
    assert_eq!(
        shown(&app).as_deref(),
        Some("3R"),
        "the pointer's, once it moved"
    );
}

#[test]
fn the_goal_and_each_players_progress_are_said() {
    use sowing::a11y::words::Words;
    use sowing::game::play::MatchMode;
    use sowing::i18n::Texts;
    use sowing::settings::PieceStyle;
    let texts = Texts::new(sowing::i18n::Lang::En);
    let w = Words::new(&texts, PieceStyle::Balls);
    // Player 1 holds 1a and 6a of three corners, with three stones on the board.
    let game = sowing_rules::AnyGame::from_json_str(
        r#"{"game":"tricala","phase":"play","to_move":1,"pits":{"1a":"1","6a":"1","6e":"1","5c":"2*2","3b":"2"},"captured":[4,0]}"#,
    )
    .unwrap();
    let m = Match {
        start: game.clone(),
        game,
        seats: vec![Seat::Human; 2],
        history: vec![],
        moves: vec![],
        redo: vec![],
        mode: MatchMode::Live,
    };
    let goal = w.goal(&m);
    assert!(goal.starts_with("Goal: capture 9 stones"), "{goal}");
    assert!(
        goal.contains("Player 1 in Orange: 4 of 9 captured, 2 of 3 corners"),
        "{goal}"
    );
    assert!(
        goal.contains("Player 2 in Sky blue: 0 of 9 captured, 0 of 3 corners"),
        "{goal}"
    );
    // With fewer than three stones on the board fewer corners are enough, and the goal
    // says why the count is not "of 3".
    let few = sowing_rules::AnyGame::from_json_str(
        r#"{"game":"tricala","phase":"play","to_move":1,"pits":{"1a":"1","5c":"2*2"},"captured":[8,7]}"#,
    )
    .unwrap();
    let m = Match {
        start: few.clone(),
        game: few,
        ..m
    };
    let goal = w.goal(&m);
    assert!(
        goal.contains("Player 1 in Orange: 8 of 9 captured, 1 of 1 corners (1 stone left on the board: 1 corner is enough)"),
        "{goal}"
    );
    assert!(
        goal.contains("0 of 2 corners (2 stones left on the board: 2 corners are enough)"),
        "{goal}"
    );
    let umel = humans(GameKind::UmelBagara, 2);
    assert!(
        w.goal(&umel).ends_with("Beans still in the cups: 50."),
        "{}",
        w.goal(&umel)
    );
}

#[test]
fn arrows_point_at_the_first_pit_sown() {
    use sowing::ui::arrows::first_pit;
    use sowing_rules::board::Tri;
    use sowing_rules::{Dir, Side, Step};
    let t = Tri::get();
    let at = |n: &str| usize::from(t.parse(n).unwrap());
    let to = first_pit(GameKind::Tricala, at("4b"), Step::Dir(Dir::E));
    assert_eq!(to, Some(at("4c")));
    assert_eq!(
        first_pit(GameKind::Tricala, at("1a"), Step::Dir(Dir::W)),
        None
    );
    // Umel Bagara's cups in ring order: 1.3 is 2; left is clockwise, back along it.
    let left = first_pit(GameKind::UmelBagara, 2, Step::Side(Side::Left));
    assert_eq!(left, Some(1));
    let right = first_pit(GameKind::UmelBagara, 2, Step::Side(Side::Right));
    assert_eq!(right, Some(3));
    assert_eq!(
        first_pit(GameKind::UmelBagara, 0, Step::Side(Side::Left)),
        Some(9)
    );
}

#[test]
fn the_glyph_follows_the_screen_direction() {
    use sowing::ui::arrows::glyph;
    assert_eq!(glyph(Vec2::new(1.0, 0.0)), "➡");
    assert_eq!(glyph(Vec2::new(0.0, -1.0)), "⬆", "y grows downwards");
    assert_eq!(glyph(Vec2::new(-1.0, 1.0)), "⬋");
}

#[test]
fn a_turn_at_an_edge_gets_its_arrows_where_the_sowing_turns() {
    use sowing::ui::arrows::anchor;
    use sowing_rules::board::Tri;
    use sowing_rules::{Dir, Step};
    let t = Tri::get();
    let at = |n: &str| t.parse(n).unwrap();
    // Three stones from 2a going east reach the edge at 2b with two left.
    let game = sowing_rules::AnyGame::from_json_str(
        r#"{"game":"tricala","phase":"play","to_move":1,"pits":{"2a":"1*3","6c":"2"}}"#,
    )
    .unwrap();
    let origin = vec![Step::Pit(at("2a"))];
    assert_eq!(anchor(&game, &origin), Some(usize::from(at("2a"))));
    let turned = vec![Step::Pit(at("2a")), Step::Dir(Dir::E)];
    let (next, complete) = game.step_info(&turned).unwrap();
    assert!(
        complete.is_none() && next.iter().all(|s| matches!(s, Step::Dir(_))),
        "{next:?}"
    );
    assert_eq!(
        anchor(&game, &turned),
        Some(usize::from(at("2b"))),
        "the turn at 2b"
    );
    assert_eq!(anchor(&game, &[]), None);
}

#[test]
fn a_chosen_direction_marks_its_way_on_the_board() {
    use sowing::game::marks::{MoveMarks, way_so_far};
    use sowing::render::highlight::{Ring, RingMarks, ring_of};
    use sowing::ui::arrows::first_pit;
    use sowing_rules::board::Tri;
    use sowing_rules::{Dir, Step};
    let t = Tri::get();
    let at = |n: &str| t.parse(n).unwrap();
    let game = sowing_rules::AnyGame::from_json_str(
        r#"{"game":"tricala","phase":"play","to_move":1,"pits":{"2a":"1*3","6c":"2"}}"#,
    )
    .unwrap();
    // Before a direction the arrows show the way; nothing is marked yet.
    assert_eq!(
        way_so_far(&game, &[Step::Pit(at("2a"))]),
        Vec::<usize>::new()
    );
    // East from 2a: one stone into 2b, then the turn at the edge is still to choose.
    let mut steps = vec![Step::Pit(at("2a")), Step::Dir(Dir::E)];
    let b2 = usize::from(at("2b"));
    assert_eq!(way_so_far(&game, &steps), vec![b2], "the step east marked");
    // The turn chosen: the two stones left go on from 2b along it.
    let (next, _) = game.step_info(&steps).unwrap();
    let (d, second, third) = next
        .iter()
        .find_map(|&d| {
            let second = first_pit(GameKind::Tricala, b2, d)?;
            Some((d, second, first_pit(GameKind::Tricala, second, d)?))
        })
        .expect("a turn that goes two pits on");
    steps.push(d);
    assert_eq!(way_so_far(&game, &steps), vec![b2, second, third]);
    // The board rings the way as chosen.
    let way = way_so_far(&game, &steps);
    let marks = RingMarks {
        chosen: &steps,
        way: &way,
        focus: None,
        previewed: None,
        hinted: None,
        offered: &[],
        hovered: None,
        last: &MoveMarks::default(),
    };
    for p in [usize::from(at("2a")), b2, second, third] {
        assert_eq!(ring_of(p, &marks), Some(Ring::Chosen), "pit {p}");
    }
}

#[test]
fn seats_and_hints_search_with_engines_of_their_own() {
    use sowing::game::computer::Engines;
    use std::sync::Arc;
    let mut e = Engines::default();
    let one = e.seat(1, 2, 0);
    let two = e.seat(1, 2, 1);
    let hints = e.hints(1, 2);
    assert!(!Arc::ptr_eq(&one, &two), "each seat its own");
    assert!(
        !Arc::ptr_eq(&one, &hints) && !Arc::ptr_eq(&two, &hints),
        "hints their own"
    );
    assert!(
        Arc::ptr_eq(&one, &e.seat(1, 2, 0)),
        "a seat keeps its engine move to move"
    );
    assert!(
        !Arc::ptr_eq(&one, &e.seat(2, 2, 0)),
        "a new match starts afresh"
    );
}

#[test]
fn a_hint_asked_during_the_computers_turn_comes_on_the_players_turn() {
    let mut m = humans(GameKind::Myra, 2);
    // Hard thinks for its time (not the tests' few iterations): the hint is asked for
    // during its turn.
    m.seats[1] = Seat::Computer(Level::Hard);
    let mut app = app_with(m);
    app.insert_resource(ThinkBudget { iterations: None });
    while app.world().resource::<Match>().human_to_move() {
        let text = first_legal(&app);
        app.world_mut().write_message(MoveRequest(text));
        app.update();
    }
    let ply = app.world().resource::<Match>().moves.len();
    app.world_mut().write_message(HintRequest);
    app.update();
    let status = app.world().resource::<Status>().0.clone();
    assert!(
        status.starts_with("Your hint comes when your turn does"),
        "{status:?}"
    );
    // The computer moves; the player's turn brings the hint asked for, of that position.
    for _ in 0..6000 {
        app.update();
        if app.world().resource::<Hint>().shown.is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    let shown = app.world().resource::<Hint>().shown.clone();
    assert!(app.world().resource::<Match>().human_to_move());
    assert!(
        shown.is_some_and(|h| h.ply > ply),
        "the hint came on the player's turn"
    );
}

/// A Myra hint names the kind of move and how many, as the buttons say them: "from f2 to
/// e2" alone was followed with Split, and the hinted move could not be built.
#[test]
fn a_myra_hint_names_the_kind_of_move() {
    use sowing::a11y::words::Words;
    use sowing::i18n::{Lang, Texts};
    use sowing::settings::PieceStyle;
    use sowing_rules::Step;
    let mut app = app_with(humans(GameKind::Myra, 2));
    app.world_mut().write_message(HintRequest);
    app.update();
    wait_hint(&mut app);
    for _ in 0..3 {
        app.update();
    }
    let hint = app
        .world()
        .resource::<Hint>()
        .shown
        .clone()
        .expect("a hint");
    let m = app.world().resource::<Match>();
    let steps = m.game.steps_of(&hint.text).unwrap();
    let texts = Texts::new(Lang::En);
    let w = Words::new(&texts, PieceStyle::Balls);
    let kinds: Vec<String> = (steps.iter())
        .filter(|s| matches!(s, Step::Mode(_) | Step::Count(_)))
        .map(|s| w.step(GameKind::Myra, *s))
        .collect();
    assert!(
        !kinds.is_empty(),
        "Myra's opening moves choose a kind: {steps:?}"
    );
    let status = app.world().resource::<Status>().0.clone();
    assert!(
        status.contains(&format!("({})", kinds.join(", "))),
        "{status}"
    );
}
