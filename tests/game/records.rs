//! Saved games: every kind saved and loaded back, resume after a restart, replays through the rules positions.

use bevy::prelude::*;
use sowing::animation::anim::Visual;
use sowing::game::play::{History, Match};
use sowing::game::records::{RecordRequest, ResumeOffer};
use sowing::game::screens::Screen;
use sowing_rules::GameKind;

use crate::support::*;

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

#[test]
fn a_save_of_another_game_loads_over_the_game_in_play() {
    // Loading from the pause menu replaces the board with another game's: the old
    // pits must not be drawn with the new game's pieces (this used to panic).
    let dir = data_dir("load-over");
    let mut app = app_in(small(GameKind::UmelBagara, 2), &dir);
    play_random(&mut app, 4, 1);
    app.world_mut()
        .write_message(RecordRequest::Save("umel".into()));
    settle(&mut app);
    let mut app = app_in(small(GameKind::Esiema, 3), &dir);
    play_random(&mut app, 4, 2);
    let path = dir.save_path("umel").unwrap();
    app.world_mut().write_message(RecordRequest::Load(path));
    settle(&mut app);
    settle(&mut app);
    assert_eq!(
        app.world().resource::<Match>().game.kind(),
        GameKind::UmelBagara
    );
    assert_board_matches(&mut app);
}
