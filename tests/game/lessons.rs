//! Lessons: every step's position loads and teaches a legal move, with its words in both
//! languages; each game's lesson is finished through the normal request path by
//! keyboard and by gamepad alone, a wrong move is refused, and undo, Again and Leave
//! work.

use bevy::prelude::*;
use sowing::a11y::speech::Announcer;
use sowing::game::build::Building;
use sowing::game::hint::Hint;
use sowing::game::lessons::{Lesson, LessonRequest, lesson_steps};
use sowing::game::play::{History, Match, Status};
use sowing::game::screens::{Overlay, RulesShown, Screen};
use sowing::i18n::{Lang, Texts};
use sowing::input::choices::{Choice, ChoiceCursor};
use sowing_rules::{GameKind, Step};

use crate::support::presses::Press;
use crate::support::*;

#[test]
fn every_step_teaches_a_legal_move_in_both_languages() {
    for kind in GameKind::ALL {
        let steps = lesson_steps(kind);
        assert!((5..=10).contains(&steps.len()), "{kind:?}: 5 to 10 steps");
        for (i, s) in steps.iter().enumerate() {
            let g = s.game(kind).unwrap_or_else(|e| panic!("{kind:?} {i}: {e}"));
            assert!(
                g.legal_unsorted().contains(&s.teaches.to_string()),
                "{kind:?} step {}: {} is legal",
                i + 1,
                s.teaches
            );
            // Umel Bagara's 50 beans never leave the board: a step of 47 (step 3 had)
            // confuses a player who counts.
            if kind == GameKind::UmelBagara {
                let beans: usize = g.pit_views().iter().map(|p| p.pieces.len()).sum();
                assert_eq!(beans, 50, "Umel Bagara step {}", i + 1);
            }
            // So are Myra's 50 soldiers and Esiema's 70 small spheres: on the board or in
            // reserve, none captured yet (a card said "In reserve 41" beside 5 spheres).
            let whole = match kind {
                GameKind::Myra => 50,
                GameKind::Esiema => 70,
                _ => 0,
            };
            let json = g.to_json();
            if whole > 0 && json["phase"] != "setup" {
                for p in 1..=g.players() {
                    let small = (g.pit_views().iter())
                        .flat_map(|v| &v.pieces)
                        .filter(|x| **x == sowing_rules::Piece::Small(p))
                        .count() as u64;
                    let k = usize::from(p - 1);
                    let reserve = json["reserve"][k].as_u64().unwrap();
                    assert_eq!(json["captured"][k], 0, "{kind:?} step {}", i + 1);
                    assert_eq!(
                        small + reserve,
                        whole,
                        "{kind:?} step {}, player {p}",
                        i + 1
                    );
                }
            }
            for lang in Lang::ALL {
                let t = Texts::new(lang);
                let id = format!("lesson-{}-{}", kind.as_str(), i + 1);
                assert!(t.has(&id) && t.has(&format!("{id}-done")), "{lang:?} {id}");
            }
        }
    }
}

/// Builds a given move with presses alone: the focus to each pit and Select, the
/// choice cursor to each other step and Pick.
fn play_by_presses(app: &mut App, device: Device, text: &str) {
    let game = app.world().resource::<Match>().game.clone();
    let steps = game.steps_of(text).expect("the move can be built");
    let before = app.world().resource::<Match>().moves.len();
    for _ in 0..40 {
        wait_idle(app);
        if app.world().resource::<Match>().moves.len() > before {
            return;
        }
        // The build may take a forced step by itself: go on from what is built.
        let built = app.world().resource::<Building>().steps.len();
        match steps[built] {
            Step::Pit(target) => press_pit(app, device, target as usize),
            other => {
                let items = app.world().resource::<ChoiceCursor>().items.clone();
                let at = items.iter().position(|c| *c == Choice::Step(other));
                press_choice(app, device, at.expect("the step is offered"));
            }
        }
    }
    panic!("{text} was never sent");
}

fn lesson(app: &App) -> Lesson {
    *app.world().resource::<Lesson>()
}

#[test]
fn every_lesson_is_finished_by_keyboard_and_by_gamepad_alone() {
    for (n, kind) in GameKind::ALL.into_iter().enumerate() {
        let mut app = app_at_title(&data_dir(&format!("lesson-{n}")));
        let device = if n % 2 == 0 {
            Device::Keyboard
        } else {
            Device::Gamepad(connect_pad(&mut app))
        };
        app.world_mut().write_message(LessonRequest::Start(kind));
        settle(&mut app);
        for (i, s) in lesson_steps(kind).iter().enumerate() {
            let l = lesson(&app);
            assert_eq!((l.kind, l.step, l.done), (kind, i, false), "{kind:?}");
            let hinted = app.world().resource::<Hint>().shown.clone();
            assert_eq!(
                hinted.map(|h| h.text),
                Some(s.teaches.to_string()),
                "marked"
            );
            let said = app.world().resource::<Announcer>().live.clone();
            assert_eq!(said, l.text(app.world().resource::<Texts>()), "said");
            play_by_presses(&mut app, device, &s.teaches);
            let m = app.world().resource::<Match>();
            assert_eq!(
                m.moves,
                vec![s.teaches.to_string()],
                "{kind:?} step {}",
                i + 1
            );
            assert!(lesson(&app).done);
            assert_board_matches(&mut app);
            // Select (Enter, South) goes on.
            press(&mut app, device, Press::Select);
            settle(&mut app);
        }
        assert_eq!(
            *app.world().resource::<State<Screen>>().get(),
            Screen::Title,
            "{kind:?}: the last step leads back to the title"
        );
        // To How to play, on the game's rules, where the lesson was opened.
        assert_eq!(
            *app.world().resource::<State<Overlay>>().get(),
            Overlay::HowToPlay,
            "{kind:?}: back to How to play"
        );
        assert_eq!(app.world().resource::<RulesShown>().kind, kind);
        assert!(app.world().get_resource::<Lesson>().is_none());
    }
}

#[test]
fn a_lesson_refuses_other_moves_and_undo_again_and_leave_work() {
    let dir = data_dir("lesson-refuse");
    let mut app = app_at_title(&dir);
    app.world_mut()
        .write_message(LessonRequest::Start(GameKind::UmelBagara));
    settle(&mut app);
    // Cup 5 is legal in the game but not what step 1 teaches.
    request(&mut app, "5");
    assert!(app.world().resource::<Match>().moves.is_empty(), "refused");
    let status = app.world().resource::<Status>().0.clone();
    // Said by where the taught move goes, not its notation ("teaches 4").
    assert!(
        status.starts_with("This step teaches the move from cup 1.4 to cup "),
        "{status}"
    );
    request(&mut app, "4");
    assert!(lesson(&app).done);
    settle(&mut app);
    // The step's words are in its panel, not shown a second time as the status.
    let done = lesson(&app).text(app.world().resource::<sowing::i18n::Texts>());
    let status = app.world().resource::<Status>().0.clone();
    assert_ne!(status, done, "the lesson's words shown twice");
    assert!(!dir.autosave().exists(), "a lesson is not autosaved");
    request(&mut app, "1");
    assert_eq!(
        app.world().resource::<Match>().moves.len(),
        1,
        "done: wait for Next"
    );
    // Undo: the step waits for its move again, marked again.
    app.world_mut().write_message(History::Undo);
    settle(&mut app);
    assert!(!lesson(&app).done);
    assert!(app.world().resource::<Hint>().shown.is_some());
    // Redo plays the step's move again: the step is done again, with its words and Next
    // (the play-test's redo left the step asking the other player for the same move).
    app.world_mut().write_message(History::Redo);
    settle(&mut app);
    assert_eq!(app.world().resource::<Match>().moves, ["4"]);
    assert!(
        lesson(&app).done,
        "the step's move redone, the step is done"
    );
    request(&mut app, "1");
    assert_eq!(
        app.world().resource::<Match>().moves.len(),
        1,
        "done after a redo: wait for Next"
    );
    app.world_mut().write_message(History::Undo);
    settle(&mut app);
    assert!(!lesson(&app).done);
    request(&mut app, "4");
    app.world_mut().write_message(LessonRequest::Again);
    settle(&mut app);
    assert!(
        app.world().resource::<Match>().moves.is_empty(),
        "again from the start"
    );
    assert_eq!(lesson(&app).step, 0);
    app.world_mut().write_message(LessonRequest::Leave);
    settle(&mut app);
    assert_eq!(
        *app.world().resource::<State<Screen>>().get(),
        Screen::Title
    );
}

#[test]
fn another_game_started_ends_the_lesson() {
    use sowing::game::start::{StartMatch, Started};
    let mut app = app_at_title(&data_dir("lesson-other"));
    app.world_mut()
        .write_message(LessonRequest::Start(GameKind::Tricala));
    settle(&mut app);
    assert!(app.world().get_resource::<Lesson>().is_some());
    app.world_mut()
        .commands()
        .queue(StartMatch(humans(GameKind::UmelBagara, 2), Started::New));
    settle(&mut app);
    assert!(app.world().get_resource::<Lesson>().is_none());
    request(&mut app, "5");
    assert_eq!(
        app.world().resource::<Match>().moves.len(),
        1,
        "a free game"
    );
}

#[test]
fn a_lesson_offers_only_the_move_it_teaches_and_nothing_once_it_is_played() {
    use sowing::game::build::Options;
    let dir = data_dir("lesson-offers");
    let mut app = app_at_title(&dir);
    app.world_mut()
        .write_message(LessonRequest::Start(GameKind::UmelBagara));
    settle(&mut app);
    // Step 1 teaches cup 4: the other cups, legal in the game, are not offered.
    let offered = app.world().resource::<Options>().next.clone();
    let m = app.world().resource::<Match>();
    let way = m.game.steps_of(&lesson(&app).current().teaches).unwrap();
    assert_eq!(offered, vec![way[0]], "only the taught move's first step");
    assert!(matches!(way[0], Step::Pit(_)));
    request(&mut app, "4");
    settle(&mut app);
    assert!(lesson(&app).done);
    assert!(
        app.world().resource::<Options>().next.is_empty(),
        "the other side's move is not offered in the middle of a lesson"
    );
}

/// A lesson opened from a game and left at once leaves nothing of itself in the game: its
/// marked move (shown as a hint) said "Hint: from cup 1.4 to cup 2.4 (marked on the
/// board)" on the finished game's status line, every cup empty.
#[test]
fn leaving_a_lesson_leaves_no_hint_in_the_game() {
    let mut app = app_with(humans(GameKind::UmelBagara, 2));
    play_random(&mut app, 6, 5);
    let moves = app.world().resource::<Match>().moves.clone();
    app.world_mut()
        .write_message(LessonRequest::Start(GameKind::UmelBagara));
    settle(&mut app);
    assert!(
        app.world().resource::<Hint>().shown.is_some(),
        "the lesson marks its move as a hint"
    );
    app.world_mut().write_message(LessonRequest::Leave);
    settle(&mut app);
    assert_eq!(
        app.world().resource::<Match>().moves,
        moves,
        "the game is back"
    );
    // Said as given back, paused (it said "resumed" under the open menu).
    let live = app.world().resource::<Announcer>().live.clone();
    assert!(live.starts_with("Back to your game of"), "{live}");
    assert!(
        app.world().resource::<Hint>().shown.is_none(),
        "no hint left"
    );
    let status = app.world().resource::<Status>().0.clone();
    assert!(!status.starts_with("Hint"), "status: {status}");
}

/// A pit off the lesson's way is refused at once with the move the step teaches: cup 1.3
/// was taken as chosen, waiting for a side no lesson offered, with no word why.
#[test]
fn a_pit_off_the_lessons_way_is_refused_with_the_move_it_teaches() {
    use sowing::game::build::Build;
    let dir = data_dir("lesson-off-the-way");
    let mut app = app_at_title(&dir);
    app.world_mut()
        .write_message(LessonRequest::Start(GameKind::UmelBagara));
    settle(&mut app);
    // Step 1 teaches cup 1.4; cup 1.3 (index 2) is legal in the game.
    app.world_mut().write_message(Build::Step(Step::Pit(2)));
    settle(&mut app);
    assert!(
        app.world().resource::<Building>().steps.is_empty(),
        "nothing chosen"
    );
    let status = app.world().resource::<Status>().0.clone();
    assert!(
        status.starts_with("This step teaches the move from cup 1.4 to cup "),
        "{status}"
    );
    // The taught cup is taken.
    app.world_mut().write_message(Build::Step(Step::Pit(3)));
    settle(&mut app);
    assert_eq!(app.world().resource::<Match>().moves, ["4"]);
}

/// Asking for a hint in a lesson says the lesson marks its move, and keeps the marks (it
/// said "Hint hidden" and hid nothing, at every press).
#[test]
fn a_hint_in_a_lesson_points_to_the_lessons_marks() {
    use sowing::game::hint::HintRequest;
    let dir = data_dir("lesson-hint");
    let mut app = app_at_title(&dir);
    app.world_mut()
        .write_message(LessonRequest::Start(GameKind::UmelBagara));
    settle(&mut app);
    assert!(
        app.world().resource::<Hint>().shown.is_some(),
        "the lesson marks its move"
    );
    for _ in 0..2 {
        app.world_mut().write_message(HintRequest);
        settle(&mut app);
        let status = app.world().resource::<Status>().0.clone();
        assert!(
            status.starts_with("In a lesson the move to make"),
            "{status}"
        );
        assert!(
            app.world().resource::<Hint>().shown.is_some(),
            "the marks stay"
        );
    }
}

/// Each step of a taught move's way, clicked in order, is taken without a word against
/// it: Myra's chain c1, d1, e1 was scolded at d1 ("This step teaches…") though on its way.
#[test]
fn every_step_on_the_way_is_taken_without_a_refusal() {
    use sowing::game::build::Build;
    for kind in GameKind::ALL {
        let dir = data_dir(&format!("lesson-on-the-way-{}", kind.as_str()));
        let mut app = app_at_title(&dir);
        app.world_mut().write_message(LessonRequest::Start(kind));
        settle(&mut app);
        for i in 0..lesson_steps(kind).len() {
            assert_eq!(lesson(&app).step, i);
            let game = app.world().resource::<Match>().game.clone();
            let taught = lesson_steps(kind)[i].teaches.to_string();
            let way = game.steps_of(&taught).expect("the way");
            let before = app.world().resource::<Match>().moves.len();
            for (n, s) in way.iter().enumerate() {
                if app.world().resource::<Match>().moves.len() > before {
                    break;
                }
                // A forced step may have been taken already.
                let built = app.world().resource::<Building>().steps.clone();
                if built.len() > n {
                    continue;
                }
                app.world_mut().write_message(Build::Step(*s));
                settle(&mut app);
                let status = app.world().resource::<Status>().0.clone();
                assert!(
                    !status.starts_with("This step teaches"),
                    "{kind:?} step {} ({taught}), after {s:?}: {status}",
                    i + 1
                );
            }
            if app.world().resource::<Match>().moves.len() == before {
                app.world_mut().write_message(Build::Confirm);
                settle(&mut app);
            }
            assert_eq!(
                app.world().resource::<Match>().moves.len(),
                before + 1,
                "{kind:?} step {} played",
                i + 1
            );
            app.world_mut().write_message(LessonRequest::Next);
            settle(&mut app);
        }
    }
}

/// A pit the taught move passes, chosen a step early, is said as on its way with the
/// step to take first: Myra's troop from e3 to e5 scolded e4 as another move.
#[test]
fn a_pit_on_the_taught_way_chosen_early_names_the_step_first() {
    use sowing::game::build::Build;
    let dir = data_dir("lesson-early");
    let mut app = app_at_title(&dir);
    app.world_mut()
        .write_message(LessonRequest::Start(GameKind::Myra));
    settle(&mut app);
    // Step 3 teaches e3-e5, the whole troop of three over e4.
    for _ in 0..2 {
        let taught = lesson(&app).current().teaches.clone();
        play_by_presses(&mut app, Device::Keyboard, &taught);
        app.world_mut().write_message(LessonRequest::Next);
        settle(&mut app);
    }
    let game = app.world().resource::<Match>().game.clone();
    assert_eq!(lesson(&app).current().teaches, "e3-e5");
    let way = game.steps_of("e3-e5").expect("the way");
    let pit = |name: &str| {
        let layout = sowing_rules::view::layout(GameKind::Myra);
        layout.iter().position(|p| p.name == name).expect("a pit") as u8
    };
    app.world_mut().write_message(Build::Step(way[0]));
    settle(&mut app);
    app.world_mut()
        .write_message(Build::Step(Step::Pit(pit("e4"))));
    settle(&mut app);
    let status = app.world().resource::<Status>().0.clone();
    assert!(
        status.starts_with("e4 is on the way of the move this step teaches"),
        "{status}"
    );
    assert!(status.ends_with("first"), "{status}");
    // A pit off the way is still another move.
    app.world_mut()
        .write_message(Build::Step(Step::Pit(pit("a1"))));
    settle(&mut app);
    let status = app.world().resource::<Status>().0.clone();
    assert!(status.starts_with("This step teaches the move"), "{status}");
    // So is a cup Umel Bagara's taught move sows into: just another cup, not a step.
    app.world_mut()
        .write_message(LessonRequest::Start(GameKind::UmelBagara));
    settle(&mut app);
    assert_eq!(lesson(&app).current().teaches, "4");
    app.world_mut().write_message(Build::Step(Step::Pit(4)));
    settle(&mut app);
    let status = app.world().resource::<Status>().0.clone();
    assert!(
        status.starts_with("This step teaches the move from cup 1.4"),
        "{status}"
    );
}

/// Once a step's move is played the board takes no other pick until the lesson goes on:
/// the other player's pieces could be chosen, under words of the lesson's Next alone.
#[test]
fn a_played_step_takes_no_pick_until_the_lesson_goes_on() {
    use sowing::game::build::Build;
    let dir = data_dir("lesson-played");
    let mut app = app_at_title(&dir);
    app.world_mut()
        .write_message(LessonRequest::Start(GameKind::Myra));
    settle(&mut app);
    let taught = lesson(&app).current().teaches.clone();
    play_by_presses(&mut app, Device::Keyboard, &taught);
    settle(&mut app);
    assert!(lesson(&app).done);
    // Player 2's troop on g9.
    let layout = sowing_rules::view::layout(GameKind::Myra);
    let g9 = layout.iter().position(|p| p.name == "g9").unwrap() as u8;
    app.world_mut().write_message(Build::Step(Step::Pit(g9)));
    settle(&mut app);
    assert!(
        app.world().resource::<Building>().steps.is_empty(),
        "nothing chosen"
    );
    let status = app.world().resource::<Status>().0.clone();
    assert!(status.starts_with("This step's move is played"), "{status}");
}

/// A pit on the taught move's way, clicked before the pit that comes first, is told by
/// name which to choose first ("choose pit 4 first" named Tricala's 3b by its index).
#[test]
fn a_pit_chosen_too_early_is_told_the_first_by_name() {
    let mut app = app_at_title(&data_dir("lesson-first-by-name"));
    app.world_mut()
        .write_message(LessonRequest::Start(GameKind::Tricala));
    settle(&mut app);
    let game = app.world().resource::<Match>().game.clone();
    let taught = lesson(&app).current().teaches.clone();
    let way = game.steps_of(&taught).expect("the way");
    let layout = sowing_rules::view::layout(GameKind::Tricala);
    let (Step::Pit(first), Step::Pit(second)) = (way[0], way[1]) else {
        panic!("a placement: {way:?}");
    };
    app.world_mut()
        .write_message(sowing::game::build::Build::Step(Step::Pit(second)));
    settle(&mut app);
    let status = app.world().resource::<Status>().0.clone();
    let want = format!("choose {} first", layout[first as usize].name);
    assert!(status.ends_with(&want), "{status:?}, not {want:?}");
}

/// Every pit a lesson's words name is labelled on the board with the coordinates off, in
/// both languages, before its move and after ("2.1 just before it will hold two" was
/// ringed and unnamed, the thirteenth hour).
#[test]
fn every_pit_a_lessons_words_name_is_labelled() {
    use sowing::board::labelled::Labelled;
    use sowing::settings::Settings;
    // Whether `name` stands in `text` as a word of its own ("1.5," and "2.4." do).
    let names = |text: &str, name: &str| {
        text.match_indices(name).any(|(i, _)| {
            let before = text[..i].chars().next_back();
            let mut after = text[i + name.len()..].chars();
            let next = after.next();
            let then = after.next();
            before.is_none_or(|c| !c.is_alphanumeric() && c != '.')
                && match next {
                    None => true,
                    Some('.') => then.is_none_or(|c| !c.is_ascii_digit()),
                    Some(c) => !c.is_alphanumeric(),
                }
        })
    };
    for lang in [Lang::En, Lang::De] {
        for kind in GameKind::ALL {
            let mut app = app_at_title(&data_dir(&format!("lesson-names-{kind}-{lang:?}")));
            app.world_mut().resource_mut::<Settings>().coordinates = false;
            app.insert_resource(Texts::new(lang));
            app.world_mut().write_message(LessonRequest::Start(kind));
            settle(&mut app);
            for (i, s) in lesson_steps(kind).iter().enumerate() {
                for _ in 0..2 {
                    let text = lesson(&app).text(app.world().resource::<Texts>());
                    let labelled = app.world().resource::<Labelled>().0.clone();
                    let labelled = labelled.expect("the coordinates are off");
                    let views = app.world().resource::<Match>().game.pit_views();
                    for (p, v) in views.iter().enumerate() {
                        if !v.store && names(&text, &v.name) {
                            assert!(
                                labelled.contains(&p),
                                "{kind:?} {lang:?} step {}: {} named in {text:?}, unlabelled",
                                i + 1,
                                v.name
                            );
                        }
                    }
                    if !lesson(&app).done {
                        request(&mut app, &s.teaches);
                        settle(&mut app);
                    }
                }
                app.world_mut().write_message(LessonRequest::Next);
                settle(&mut app);
            }
        }
    }
}
