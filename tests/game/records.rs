//! Saved games: every kind saved and loaded back, resume after a restart, replays through the rules positions.

use bevy::prelude::*;
use sowing::animation::anim::Visual;
use sowing::game::play::{History, Match};
use sowing::game::records::{RecordNotice, RecordRequest, ResumeOffer};
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
        // Listed by the name as typed, its space kept (not "game_0").
        let listed = sowing::game::records::list_saves(&dir.saves());
        assert!(
            listed.iter().any(|(_, n, _)| *n == name),
            "{name} not in the list"
        );
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

    // The resumed game's own write done first (it lands on the I/O pool and would put a
    // good autosave back over the damaged one below).
    wait_for_autosave(&mut app);
    drop(app);
    // A corrupt autosave is not offered; the title says so in words, and the file is
    // kept as it was, out of the way of the next game's autosave.
    std::fs::write(dir.autosave(), "{\"format\": \"sowing-record\", \"vers").unwrap();
    let app = app_at_title(&dir);
    assert!(app.world().resource::<ResumeOffer>().0.is_none());
    let notice = &app.world().resource::<RecordNotice>().0;
    assert!(
        notice.starts_with("The last game could not be resumed: the file is damaged"),
        "{notice}"
    );
    assert!(!dir.autosave().exists());
    assert_eq!(
        std::fs::read_to_string(dir.put_aside_dir().join("autosave.json")).unwrap(),
        "{\"format\": \"sowing-record\", \"vers"
    );
}

/// A damaged save is listed in words (no system message), and any save can be taken
/// out of the list: it moves to the put-aside folder, never destroyed.
#[test]
fn a_damaged_save_is_said_in_words_and_can_be_put_aside() {
    use sowing::game::records::SaveList;
    let dir = data_dir("put-aside");
    std::fs::create_dir_all(dir.saves()).unwrap();
    let bad = dir.saves().join("broken.json");
    std::fs::write(&bad, [0xff, 0xfe, 0x00, 0x41]).unwrap();
    let mut app = app_at_title(&dir);
    let listed = app.world().resource::<SaveList>().0.clone();
    assert_eq!(listed.len(), 1);
    let texts = sowing::i18n::Texts::new(sowing::i18n::Lang::En);
    let words = sowing::game::errors::record_problem(&texts, listed[0].2.as_ref().unwrap_err());
    assert_eq!(words, "the file is damaged or cannot be read");
    app.world_mut()
        .write_message(RecordRequest::PutAside(bad.clone()));
    settle(&mut app);
    assert!(app.world().resource::<SaveList>().0.is_empty());
    assert!(!bad.exists());
    assert_eq!(
        std::fs::read(dir.put_aside_dir().join("broken.json")).unwrap(),
        vec![0xff, 0xfe, 0x00, 0x41]
    );
    assert!(
        app.world()
            .resource::<RecordNotice>()
            .0
            .starts_with("Removed from the list"),
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
    // Live play again, and the status says so (it kept "Move 2 played again").
    let status = app
        .world()
        .resource::<sowing::game::play::Status>()
        .0
        .clone();
    assert!(status.starts_with("Playing on from move 2"), "{status}");
    request(&mut app, &legal);
    let m = app.world().resource::<Match>();
    assert!(!m.is_replay());
    assert_eq!(m.moves.len(), 3);
    assert_eq!(m.moves[..2], line[..2]);
}

/// A replay of a game against the computer steps one move at a time, by Forward, the
/// redo key and Play, and says where it stands: Forward went to the next human turn (two
/// moves), "Moves 1 to 2 played again" (the twelfth hour).
#[test]
fn a_replay_against_a_computer_steps_one_move_at_a_time() {
    use sowing::game::play::{Seat, Status};
    let dir = data_dir("replay-computer");
    let mut app = app_in(small(GameKind::UmelBagara, 2), &dir);
    play_random(&mut app, 8, 3);
    app.world_mut().resource_mut::<Match>().seats[1] = Seat::Computer(sowing_ai::Level::Easy);
    app.world_mut().write_message(RecordRequest::ReplayCurrent);
    settle(&mut app);
    let at = |app: &App| app.world().resource::<Match>().moves.len();
    assert!(app.world().resource::<Match>().is_replay());
    assert_eq!(at(&app), 0);
    for n in 1..=3 {
        app.world_mut().write_message(History::Redo);
        settle(&mut app);
        assert_eq!(at(&app), n, "one move forward");
        let status = app.world().resource::<Status>().0.clone();
        assert_eq!(status, format!("At move {n}"));
    }
    for n in (0..3).rev() {
        app.world_mut().write_message(History::Undo);
        settle(&mut app);
        assert_eq!(at(&app), n, "one move back, by the undo key too");
    }
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

/// A new game takes the autosave's place: the unfinished game it held is kept among the
/// saves first (the play-test lost a 61-move game to `--new`), and a game that goes on
/// from the autosave (Resume) copies nothing.
#[test]
fn a_new_game_keeps_the_unfinished_autosaved_game_among_the_saves() {
    use sowing::game::play::Status;
    use sowing::game::start::{StartMatch, Started};
    let dir = data_dir("keep-unfinished");
    let mut app = app_in(small(GameKind::UmelBagara, 2), &dir);
    play_random(&mut app, 6, 4);
    wait_for_autosave(&mut app);
    let played = app.world().resource::<Match>().moves.clone();
    drop(app);

    // Resumed: the same game goes on, nothing is copied.
    let mut app = app_at_title(&dir);
    app.world_mut().write_message(RecordRequest::Resume);
    settle(&mut app);
    wait_for_autosave(&mut app);
    assert!(!dir.saves().exists() || std::fs::read_dir(dir.saves()).unwrap().count() == 0);

    // The game was last played a while ago (an hour), as a player who comes back.
    let mut old = sowing_rules::Record::load(&dir.autosave()).unwrap();
    old.record.saved_at -= 3600;
    std::fs::write(dir.autosave(), old.record.to_text()).unwrap();

    // Another game: the unfinished one is kept, and the player is told where.
    app.world_mut()
        .commands()
        .queue(StartMatch(small(GameKind::Tricala, 2), Started::New));
    settle(&mut app);
    wait_for_autosave(&mut app);
    let kept: Vec<_> = std::fs::read_dir(dir.saves()).unwrap().flatten().collect();
    assert_eq!(kept.len(), 1);
    let name = kept[0].file_name().to_string_lossy().into_owned();
    assert!(name.starts_with("unfinished-"), "{name}");
    // Named by the date and time, not a count of seconds: YYYY-MM-DD-HHMMSS.
    let stamp = name["unfinished-".len()..].trim_end_matches(".json");
    let shape: String = stamp
        .chars()
        .map(|c| if c.is_ascii_digit() { '9' } else { c })
        .collect();
    assert_eq!(shape, "9999-99-99-999999", "{name}");
    let rec = sowing_rules::Record::load(&kept[0].path()).unwrap();
    assert_eq!(rec.record.moves, played);
    // The time in its name is the time the list says it was saved (named by now, it
    // disagreed with "saved 19:16").
    let listed = sowing::game::records::stamp::date_text(rec.record.saved_at);
    let named = format!("{} {}:{}", &stamp[..10], &stamp[11..13], &stamp[13..15]);
    assert_eq!(named, listed, "{name}");
    let status = &app.world().resource::<Status>().0;
    assert!(
        status.starts_with("Your unfinished game is kept in Saved games"),
        "{status}"
    );
}

/// An unfinished game already among the saves (as a joined game the host ended is saved
/// when it ends) is not kept a second time when a new game takes the autosave's place
/// (found in the play-test: the same game twice in the list).
#[test]
fn an_unfinished_game_already_saved_is_not_kept_twice() {
    use sowing::game::start::{StartMatch, Started};
    let dir = data_dir("keep-unfinished-once");
    let mut app = app_in(small(GameKind::UmelBagara, 2), &dir);
    play_random(&mut app, 6, 4);
    wait_for_autosave(&mut app);
    std::fs::create_dir_all(dir.saves()).unwrap();
    std::fs::copy(dir.autosave(), dir.saves().join("online-kept.json")).unwrap();
    app.world_mut()
        .commands()
        .queue(StartMatch(small(GameKind::Tricala, 2), Started::New));
    settle(&mut app);
    wait_for_autosave(&mut app);
    let kept: Vec<_> = std::fs::read_dir(dir.saves()).unwrap().flatten().collect();
    assert_eq!(kept.len(), 1, "only the save that was there");
}

/// Another game, `other` played `plies` random moves (seed `seed`), saved; then an
/// unfinished Umel Bagara game of `mine` moves in the autosave; then the save replayed,
/// continued at its start and played one move on. Returns the saves named
/// "unfinished-…" and the moves of the game the autosave held.
fn play_on_from_a_replay(
    name: &str,
    other: (Match, usize, u64),
    mine: usize,
) -> (Vec<std::fs::DirEntry>, Vec<String>) {
    use sowing::game::records::record_of;
    let dir = data_dir(name);
    let (other, plies, seed) = other;
    let mut app = app_in(other, &dir);
    play_random(&mut app, plies, seed);
    let other = app.world().resource::<Match>().clone();
    drop(app);
    let saved = dir.saves().join("other.json");
    std::fs::create_dir_all(dir.saves()).unwrap();
    record_of(&other).save(&saved).unwrap();
    let _ = std::fs::remove_file(dir.autosave());

    // The unfinished game in the autosave.
    let mut app = app_in(small(GameKind::UmelBagara, 2), &dir);
    play_random(&mut app, mine, 4);
    wait_for_autosave(&mut app);
    let played = app.world().resource::<Match>().moves.clone();

    // The other game's replay, played on from its start.
    app.world_mut().write_message(RecordRequest::Replay(saved));
    settle(&mut app);
    app.world_mut().write_message(RecordRequest::ContinueHere);
    settle(&mut app);
    play_random(&mut app, 1, 5);
    wait_for_autosave(&mut app);
    let kept = std::fs::read_dir(dir.saves())
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().starts_with("unfinished-"))
        .collect();
    (kept, played)
}

#[test]
fn a_replay_played_on_from_keeps_the_unfinished_autosaved_game() {
    let other = (small(GameKind::Tricala, 2), 4, 9);
    let (kept, played) = play_on_from_a_replay("keep-unfinished-replay", other, 2);
    assert_eq!(kept.len(), 1, "the unfinished game is kept among the saves");
    let rec = sowing_rules::Record::load(&kept[0].path()).unwrap();
    assert_eq!(rec.record.moves, played);
}

/// The tenth play-test: a save of the same game (Umel Bagara always starts alike),
/// replayed and continued at a move its line shares with the unfinished autosave (at its
/// start, no move of it differs from the autosave's yet), is another game all the same:
/// the unfinished one is kept, not replaced unasked.
#[test]
fn a_replay_of_another_save_sharing_its_first_moves_keeps_the_unfinished_game() {
    let other = (small(GameKind::UmelBagara, 2), 3, 21);
    let (kept, played) = play_on_from_a_replay("keep-unfinished-shared", other, 6);
    assert_eq!(kept.len(), 1, "the unfinished game is kept among the saves");
    let rec = sowing_rules::Record::load(&kept[0].path()).unwrap();
    assert_eq!(rec.record.moves, played);
}

/// What the records did is news where it was done, not on a later opening of the pause
/// menu nor in another language: "Playing on from move 7" sat under the saves long after,
/// and "Saved among your games as …" stayed English once the game was German.
#[test]
fn a_records_notice_does_not_outlive_its_menu_or_its_language() {
    use sowing::game::screens::Overlay;
    use sowing::i18n::Lang;
    use sowing::settings::Settings;
    let mut app = app_with(humans(GameKind::UmelBagara, 2));
    let notice = |app: &mut App, text: &str| {
        app.world_mut().resource_mut::<RecordNotice>().0 = text.into();
    };
    notice(&mut app, "Playing on from move 7");
    set_overlay(&mut app, Overlay::Paused);
    assert_eq!(
        app.world().resource::<RecordNotice>().0,
        "",
        "a fresh opening"
    );
    notice(&mut app, "Saved among your games as umel_one");
    app.update();
    assert_ne!(
        app.world().resource::<RecordNotice>().0,
        "",
        "kept while open"
    );
    app.world_mut().resource_mut::<Settings>().language = Some(Lang::De);
    app.update();
    app.update();
    assert_eq!(
        app.world().resource::<RecordNotice>().0,
        "",
        "a new language"
    );
}

/// A replay played by Play says each move as it comes, the last too: the news strip kept
/// "Move 2 played again" after the third had played (the fourth play-test).
#[test]
fn a_replay_played_through_says_its_last_move() {
    use sowing::a11y::speech::Announcer;
    use sowing::game::records::replay::ReplayPlayer;
    let dir = data_dir("replay-play");
    let mut app = app_in(small(GameKind::UmelBagara, 2), &dir);
    play_random(&mut app, 3, 4);
    app.world_mut().write_message(RecordRequest::ReplayCurrent);
    settle(&mut app);
    {
        let mut p = app.world_mut().resource_mut::<ReplayPlayer>();
        p.pause = 0.05;
        p.playing = true;
    }
    for _ in 0..400 {
        app.update();
        if !app.world().resource::<ReplayPlayer>().playing {
            break;
        }
    }
    settle(&mut app);
    let m = app.world().resource::<Match>();
    assert_eq!(m.moves.len(), 3, "played through");
    let live = app.world().resource::<Announcer>().live.clone();
    assert!(live.starts_with("At move 3"), "the strip says {live:?}");
}

/// A finished game replayed: its game-over window shows at the end and goes when the
/// replay steps back from it (it stayed over every earlier position, with "0 moves
/// played" at the first).
#[test]
fn a_replay_stepped_back_from_the_end_closes_game_over() {
    use sowing::game::screens::Overlay;
    let dir = data_dir("replay-over");
    let mut app = app_in(small(GameKind::UmelBagara, 2), &dir);
    play_random(&mut app, 400, 11);
    assert!(
        app.world().resource::<Match>().game.finished().is_some(),
        "played to the end"
    );
    app.world_mut().write_message(RecordRequest::ReplayCurrent);
    settle(&mut app);
    let total = app.world().resource::<Match>().redo.len();
    app.world_mut().write_message(History::Jump(total));
    settle(&mut app);
    assert_eq!(
        *app.world().resource::<State<Overlay>>().get(),
        Overlay::GameOver
    );
    app.world_mut().write_message(History::Back);
    settle(&mut app);
    assert_ne!(
        *app.world().resource::<State<Overlay>>().get(),
        Overlay::GameOver
    );
}
