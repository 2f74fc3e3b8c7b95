//! `Match`'s transitions as plain methods, with no App: play, undo, redo and jumps, and
//! the record a live game writes holding the moves played, never those undone.

use bevy::prelude::*;
use sowing::game::play::{History, Match, Seat};
use sowing::game::records::{RecordRequest, ResumeOffer, record_of};
use sowing_rules::{GameKind, Rng};

use crate::support::*;

/// `n` random moves played on `m`, their texts.
fn random_line(m: &mut Match, n: usize, seed: u64) -> Vec<String> {
    let mut rng = Rng::new(seed);
    let mut line = Vec::new();
    for _ in 0..n {
        let Some(mv) = m.game.random_move_text(&mut rng) else {
            break;
        };
        m.play(&mv).expect("a legal move plays");
        line.push(mv);
    }
    line
}

#[test]
fn undone_moves_are_not_in_the_record_and_a_new_move_forgets_them() {
    let mut m = small(GameKind::UmelBagara, 2);
    let line = random_line(&mut m, 6, 5);
    assert_eq!(line.len(), 6);
    let after4 = {
        let mut n = small(GameKind::UmelBagara, 2);
        for mv in &line[..4] {
            n.play(mv).unwrap();
        }
        n.game.to_json()
    };
    assert_eq!(m.undo_one().as_deref(), Some(line[5].as_str()));
    assert_eq!(m.undo_one().as_deref(), Some(line[4].as_str()));
    assert_eq!(m.game.to_json(), after4);
    // The record is the game on the board: four moves, not the six once played.
    let rec = record_of(&m);
    assert_eq!(rec.moves, line[..4].to_vec());
    assert_eq!(rec.replay().unwrap().last().to_json(), after4);
    // Redo plays the undone moves back in order.
    let (mv, played) = m.redo().unwrap().unwrap();
    assert_eq!(mv, line[4]);
    assert!(!played.events.is_empty());
    assert_eq!(m.moves, line[..5].to_vec());
    // A new move starts a new line: nothing is left to redo.
    m.undo_one();
    let other = m.game.legal_texts(1000).unwrap().pop().unwrap();
    m.play(&other).unwrap();
    assert!(m.redo.is_empty());
    assert!(m.redo().is_none());
}

#[test]
fn a_refused_move_changes_nothing() {
    let mut m = small(GameKind::Tricala, 2);
    random_line(&mut m, 4, 2);
    let before = m.clone();
    m.undo_one();
    m.redo();
    assert!(m.play("not a move").is_err());
    assert_eq!(m.game.to_json(), before.game.to_json());
    assert_eq!(m.moves, before.moves);
    assert_eq!(m.history.len(), before.history.len());
}

#[test]
fn undo_against_a_computer_goes_back_to_the_human_turn_and_jumps_reach_the_whole_line() {
    let mut m = against_computer(GameKind::UmelBagara);
    let line = random_line(&mut m, 8, 11);
    let played = m.moves.len();
    let undone = m.undo_to_human();
    assert!(undone >= 1);
    assert_eq!(m.seat_to_move(), Seat::Human);
    assert_eq!(m.moves.len(), played - undone);
    m.jump(0);
    assert!(m.moves.is_empty() && m.history.is_empty());
    assert_eq!(m.game.to_json(), m.start.to_json());
    m.jump(line.len());
    assert_eq!(m.moves, line);
    m.jump(line.len() + 5);
    assert_eq!(m.moves, line, "a jump stops at the line's end");
}

/// With computers in every seat, Undo takes back one move and Redo brings one back: it
/// went back to the start, the whole game of 176 moves lost (the eighth play-test).
#[test]
fn undo_among_computers_alone_takes_back_one_move() {
    let mut m = against_computer(GameKind::UmelBagara);
    m.seats = vec![Seat::Computer(sowing_ai::Level::Easy); 2];
    let line = random_line(&mut m, 12, 5);
    assert_eq!(m.undo_to_human(), 1);
    assert_eq!(m.moves, line[..line.len() - 1]);
    let again = m.redo_to_human().expect("it plays again");
    assert_eq!(again.len(), 1);
    assert_eq!(m.moves, line);
}

/// The journey the play-test found broken: moves played, two undone, then the autosave
/// and Resume after a restart (and a named save loaded) bring back what the player saw.
#[test]
fn undone_moves_never_come_back_through_the_autosave_resume_or_a_save() {
    let dir = data_dir("undone");
    let mut app = app_in(small(GameKind::UmelBagara, 2), &dir);
    play_random(&mut app, 6, 8);
    app.world_mut().write_message(History::Undo);
    settle(&mut app);
    app.world_mut().write_message(History::Undo);
    settle(&mut app);
    wait_for_autosave(&mut app);
    let seen = app.world().resource::<Match>().clone();
    assert_eq!(seen.redo.len(), 2);
    app.world_mut()
        .write_message(RecordRequest::Save("after undo".into()));
    settle(&mut app);
    drop(app);

    let mut app = app_at_title(&dir);
    let offer = app.world().resource::<ResumeOffer>().0.clone().unwrap();
    assert_eq!(
        offer.moves,
        seen.moves.len(),
        "the title offers what was seen"
    );
    app.world_mut().write_message(RecordRequest::Resume);
    settle(&mut app);
    let m = app.world().resource::<Match>();
    assert_eq!(m.moves, seen.moves);
    assert_eq!(m.game.to_json(), seen.game.to_json());

    let mut app = app_at_title(&dir);
    let path = dir.save_path("after undo").unwrap();
    app.world_mut().write_message(RecordRequest::Load(path));
    settle(&mut app);
    assert_eq!(app.world().resource::<Match>().moves, seen.moves);
}

/// Back on the new-game screen opened from a game's menu goes back to that game, paused
/// as it was left (it went to the title); opened from the title, back to the title.
#[test]
fn back_from_a_new_game_opened_in_a_game_returns_to_it_paused() {
    use sowing::game::screens::{Overlay, Screen};
    use sowing::game::start::{BackFromNewGame, NewGameFromPlay};
    let mut app = app_with(humans(GameKind::UmelBagara, 2));
    request(&mut app, "1");
    let moves = app.world().resource::<Match>().moves.clone();
    // The menu's New game.
    app.world_mut().insert_resource(NewGameFromPlay);
    set_screen(&mut app, Screen::NewGame);
    app.world_mut().commands().queue(BackFromNewGame);
    settle(&mut app);
    let w = app.world();
    assert_eq!(*w.resource::<State<Screen>>().get(), Screen::Play);
    assert_eq!(*w.resource::<State<Overlay>>().get(), Overlay::Paused);
    assert_eq!(w.resource::<Match>().moves, moves, "the same game");
    let said = |app: &App| {
        app.world()
            .resource::<sowing::a11y::speech::Announcer>()
            .live
            .clone()
    };
    assert!(said(&app).contains("paused"), "{}", said(&app));
    // The menu closed, the game goes on, and is said to ("…paused: Resume goes on with it"
    // stayed the news: the eighth play-test).
    set_overlay(&mut app, Overlay::None);
    assert!(
        said(&app).starts_with("Your game of Umel Bagara goes on."),
        "{}",
        said(&app)
    );
    // From the title: back to the title.
    set_screen(&mut app, Screen::Title);
    set_screen(&mut app, Screen::NewGame);
    app.world_mut().commands().queue(BackFromNewGame);
    settle(&mut app);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Title
    );
}

/// Against a computer, Redo brings back what Undo took back: the player's move and the
/// computer's answer (one Redo brought back the player's move, and the computer chose
/// anew, with nothing said).
#[test]
fn redo_against_a_computer_brings_back_its_answer_too() {
    use sowing::game::play::MoveRequest;
    let m = against_computer(GameKind::UmelBagara);
    let mut app = app_with(m);
    app.world_mut().write_message(MoveRequest("1".into()));
    for _ in 0..10_000 {
        app.update();
        if app.world().resource::<Match>().moves.len() >= 2 {
            break;
        }
    }
    settle(&mut app);
    let played = app.world().resource::<Match>().moves.clone();
    assert_eq!(played.len(), 2);
    app.world_mut().write_message(History::Undo);
    settle(&mut app);
    assert!(app.world().resource::<Match>().moves.is_empty());
    app.world_mut().write_message(History::Redo);
    app.update();
    assert_eq!(
        app.world().resource::<Match>().moves,
        played,
        "both back at once"
    );
    settle(&mut app);
    assert_eq!(
        app.world().resource::<Match>().moves,
        played,
        "both moves back"
    );
}

/// A game of computers started again plays another game: "Play again" among computers
/// played the very same moves, as if the button had done nothing.
#[test]
fn computers_play_another_game_when_started_again() {
    use sowing::game::start::{StartMatch, Started};
    use sowing_ai::Level;
    let computers = || {
        let mut m = crate::support::humans(GameKind::Tricala, 2);
        m.seats = vec![Seat::Computer(Level::Easy); 2];
        m
    };
    let mut app = crate::support::app_with(computers());
    let line = |app: &mut App| {
        for _ in 0..20_000 {
            app.update();
            if app.world().resource::<Match>().moves.len() >= 8 {
                break;
            }
        }
        app.world().resource::<Match>().moves[..8].to_vec()
    };
    let first = line(&mut app);
    app.world_mut()
        .commands()
        .queue(StartMatch(computers(), Started::New));
    app.update();
    let second = line(&mut app);
    assert_ne!(first, second, "the same game again");
}
