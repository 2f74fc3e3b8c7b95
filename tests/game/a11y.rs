//! For players who listen: pit labels, the accessibility tree, announcements, colours and shapes, pit counts.

use bevy::prelude::*;
use sowing::a11y::speech::Announcer;
use sowing::a11y::words::Words;
use sowing::animation::anim::Visual;
use sowing::game::play::Match;
use sowing::i18n::{Lang, Texts};
use sowing::settings::PieceStyle;
use sowing_rules::{GameKind, Piece};

use crate::support::*;

#[test]
fn every_pit_has_a_label_matching_the_position_after_each_move() {
    let texts = Texts::new(Lang::En);
    let w = Words::new(&texts, PieceStyle::Balls);
    let mut app = app_with(small(GameKind::Esiema, 3));
    let mut rng = sowing_rules::Rng::new(5);
    for _ in 0..30 {
        let g = app.world().resource::<Match>().game.clone();
        let Some(mv) = g.random_move_text(&mut rng) else {
            break;
        };
        request(&mut app, &mv);
        let m = app.world().resource::<Match>();
        let labels = w.board_labels(app.world().resource::<Visual>(), m.game.kind());
        let truth = m.game.pit_views();
        assert_eq!(labels.len(), truth.len());
        for (l, p) in labels.iter().zip(&truth) {
            assert_eq!(*l, w.pit(GameKind::Esiema, p));
            assert!(l.starts_with(&format!("{}, ", p.name)), "{l}");
            let mothers = p
                .pieces
                .iter()
                .filter(|x| matches!(x, Piece::Big(_)))
                .count();
            assert_eq!(l.matches("mother of").count(), mothers, "{l}");
        }
    }
    let v = Visual::of(&humans(GameKind::UmelBagara, 2));
    assert_eq!(w.pit(GameKind::UmelBagara, &v.pits[0]), "cup 1.1, 5 beans");
    let mut p = v.pits[0].clone();
    p.pieces = vec![Piece::Small(0)];
    assert_eq!(w.pit(GameKind::UmelBagara, &p), "cup 1.1, 1 bean");
    // The same pits in German, plurals through Fluent.
    let de = Texts::new(Lang::De);
    let wd = Words::new(&de, PieceStyle::Balls);
    assert_eq!(wd.pit(GameKind::UmelBagara, &p), "Mulde 1.1, 1 Bohne");
    assert_eq!(
        wd.pit(GameKind::UmelBagara, &v.pits[0]),
        "Mulde 1.1, 5 Bohnen"
    );
}

#[test]
fn the_accessibility_tree_has_every_pit_and_every_button_labelled() {
    use bevy_egui::egui;
    use sowing::ui::board_list::board_list;
    let texts = Texts::new(Lang::En);
    let w = Words::new(&texts, PieceStyle::Balls);
    let mut app = app_with(humans(GameKind::Tricala, 2));
    let mut rng = sowing_rules::Rng::new(8);
    let ctx = egui::Context::default();
    ctx.enable_accesskit();
    for _ in 0..8 {
        let g = app.world().resource::<Match>().game.clone();
        let mv = g.random_move_text(&mut rng).unwrap();
        request(&mut app, &mv);
        let labels = w.board_labels(app.world().resource::<Visual>(), GameKind::Tricala);
        let a = app.world().resource::<Announcer>().clone();
        let mut follow = sowing::ui::board_list::ListFollow::default();
        let out = ctx.run_ui(egui::RawInput::default(), |ui| {
            board_list(
                ui,
                &labels,
                Some(3),
                (&a.live, a.seq),
                &mut follow,
                &texts,
                false,
            );
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
            // A pit is a plain button: a toggled one is read "toggle button pressed".
            if n.label().is_some_and(|l| labels.iter().any(|p| p == l)) {
                assert_eq!(n.toggled(), None, "{:?} is no toggle button", n.label());
            }
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
        // The move in words (where it went), never its notation.
        assert!(
            ["played from", "played on", "placed on", "passed", "brought"]
                .iter()
                .any(|w| a.live.contains(w)),
            "the announcement says the move in words: {}",
            a.live
        );
        assert!(
            mv == "pass" || !a.live.contains(&mv),
            "no notation ({mv}) in: {}",
            a.live
        );
    }
}

#[test]
fn a_repeated_announcement_is_still_a_new_one() {
    let mut a = Announcer::default();
    a.say("Player 1 in Orange played 1.");
    let first = a.seq;
    a.say("Player 1 in Orange played 1.");
    assert!(a.seq > first);
    assert_eq!(a.log.len(), 2);
}

#[test]
fn the_rings_differ_from_each_other_and_from_the_players_colours() {
    use sowing::settings::palette::{Deficiency, PLAYER_COLOURS, RING_COLOURS, delta_e, simulate};
    // The play-test found the cursor's white and the pointer's pale blue alike (8.7),
    // and the amber of a pit that may be chosen and the gold of a chosen one alike
    // under colour blindness (2.6).
    for (i, (a, ca)) in RING_COLOURS.iter().enumerate() {
        for (b, cb) in &RING_COLOURS[i + 1..] {
            let e = delta_e(*ca, *cb);
            assert!(e > 30.0, "rings {a} and {b}: {e:.1}");
            for d in [
                Deficiency::Protanopia,
                Deficiency::Deuteranopia,
                Deficiency::Tritanopia,
            ] {
                let e = delta_e(simulate(*ca, d), simulate(*cb, d));
                assert!(e > 12.0, "rings {a} and {b} under {d:?}: {e:.1}");
            }
        }
        for (p, cp) in PLAYER_COLOURS {
            let e = delta_e(*ca, cp);
            assert!(e > 15.0, "ring {a} and player colour {p}: {e:.1}");
        }
    }
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
            for lang in Lang::ALL {
                let texts = Texts::new(lang);
                let w = Words::new(&texts, PieceStyle::Shapes);
                assert_ne!(w.player(i as u8 + 1), w.player(j as u8 + 1));
            }
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
        assert!(
            contrast(c.text, c.hovered) >= 4.5,
            "{theme:?} hovered button text"
        );
        // The focus and frames: 3:1 at least against what they stand on (WCAG's measure
        // for what is not text).
        assert!(contrast(c.accent, c.background) >= 3.0, "{theme:?} focus");
        // A text field is seen as one before it has the focus.
        assert!(
            contrast(c.edge, c.background) >= 3.0,
            "{theme:?} a field's edge"
        );
        assert!(
            contrast(c.accent, c.button) >= 3.0,
            "{theme:?} focus on a button"
        );
    }
    assert!(contrast([0, 0, 0], [255, 255, 255]) > 20.9);
    assert!((contrast([10, 10, 10], [10, 10, 10]) - 1.0).abs() < 1e-9);
}

#[test]
fn crowded_pits_show_counts_per_player() {
    use sowing::ui::pit_counts::count_parts;
    let texts = Texts::new(Lang::En);
    // Beans are nobody's: one number.
    assert!(count_parts(&[Piece::Small(0); 12]).is_empty());
    // Umel Bagara counts every cup and store, an empty store too; elsewhere crowds only.
    use sowing::ui::pit_counts::shows_count;
    assert!(shows_count(&[], true));
    assert!(!shows_count(&[], false));
    assert!(!shows_count(&[Piece::Small(1); 5], false));
    assert!(shows_count(&[Piece::Small(1); 6], false));
    let mixed = [
        Piece::Big(2),
        Piece::Small(1),
        Piece::Small(1),
        Piece::Small(3),
        Piece::Small(1),
        Piece::Small(2),
    ];
    // Each player once, in order, with their big piece and small ones.
    assert_eq!(
        count_parts(&mixed),
        [(1, false, 3), (2, true, 1), (3, false, 1)]
    );
    let chip = |big: &str, n: usize| sowing::tr!(texts, "count-chip", big = big, n = n);
    assert_eq!(chip("no", 3), "3");
    assert_eq!(chip("yes", 1), "M+1");
    assert_eq!(chip("yes", 0), "M");
    // Umel Bagara's stores say whose they are (the play-test found out only at a capture).
    use sowing::ui::pit_counts::store_owner;
    let stores: Vec<_> = sowing_rules::view::layout(GameKind::UmelBagara)
        .into_iter()
        .filter(|p| p.store)
        .map(|p| store_owner(&p.name))
        .collect();
    assert_eq!(stores, [Some(1), Some(2)]);
    assert_eq!(store_owner("1.3"), None);
    assert_eq!(
        sowing::tr!(texts, "count-store", player = 2u8, n = 7usize),
        "Store P2: 7"
    );
}

#[test]
fn walking_the_choices_names_players_as_the_piece_style_shows_them() {
    use sowing::input::choices::{Choice, ChoiceCursor, ChoiceNav};
    use sowing::settings::{SHAPE_NAMES, Settings};
    use sowing_rules::Step;
    let mut app = app_with(humans(GameKind::Esiema, 2));
    settle(&mut app);
    app.world_mut().resource_mut::<Settings>().pieces = PieceStyle::Shapes;
    *app.world_mut().resource_mut::<ChoiceCursor>() = ChoiceCursor {
        items: vec![
            Choice::Step(Step::Piece(Piece::Small(2))),
            Choice::Step(Step::Piece(Piece::Big(2))),
        ],
        at: 0,
        walked: true,
    };
    app.world_mut().write_message(ChoiceNav::Next);
    app.update();
    let said = app.world().resource::<Announcer>().live.clone();
    assert!(
        said.contains(SHAPE_NAMES[1]) && said.contains("mother"),
        "the choice is said with the player's shape: {said}"
    );
}

/// The first `]` says the lit choice (a listening player has heard none yet), the next
/// walks on, and `[` comes back: Orca's player heard "Sow right" first, past "Sow left".
#[test]
fn the_first_next_choice_says_the_lit_one() {
    use sowing::input::choices::{Choice, ChoiceCursor, ChoiceNav};
    use sowing_rules::Step;
    let mut app = app_with(humans(GameKind::Esiema, 2));
    settle(&mut app);
    let items = vec![
        Choice::Step(Step::Piece(Piece::Small(1))),
        Choice::Step(Step::Piece(Piece::Big(1))),
    ];
    *app.world_mut().resource_mut::<ChoiceCursor>() = ChoiceCursor {
        items: items.clone(),
        ..default()
    };
    let mut said = Vec::new();
    for nav in [ChoiceNav::Next, ChoiceNav::Next, ChoiceNav::Prev] {
        app.world_mut().write_message(nav);
        app.update();
        let c = app.world().resource::<ChoiceCursor>();
        said.push((
            c.at,
            app.world().resource::<Announcer>().live.contains("mother"),
        ));
    }
    assert_eq!(
        said,
        [(0, false), (1, true), (0, false)],
        "the first ] says the lit (first) choice, the second the next, [ the first again"
    );
}

#[test]
fn why_a_game_ended_reads_in_each_language() {
    use sowing_rules::EndReason;
    let reasons = [
        EndReason::QueenCaptured { by: 1, of: 2 },
        EndReason::LastQueen(3),
        EndReason::LastPlayer(2),
        EndReason::OneSphereEach,
        EndReason::CapturedNine(1),
        EndReason::Corners(2),
        EndReason::AmongWinners(3),
        EndReason::WinnersTied,
        EndReason::Quiet {
            plies: 300,
            eliminations: true,
        },
        EndReason::Repetition,
        EndReason::NoMoves,
    ];
    let (en, de) = (Texts::new(Lang::En), Texts::new(Lang::De));
    let (we, wd) = (
        Words::new(&en, PieceStyle::Balls),
        Words::new(&de, PieceStyle::Balls),
    );
    for r in &reasons {
        let (e, d) = (we.reason(r), wd.reason(r));
        assert_ne!(e, d, "{r:?} is said the same in both");
        assert!(
            !d.contains("player") && !d.contains("plies"),
            "English in German: {d}"
        );
    }
    assert_eq!(wd.reason(&EndReason::NoMoves), "keiner kann mehr ziehen");
    // The result names the winner ("Player 3 wins, "); its reason does not again (the
    // twelfth hour read "Player 2 wins, Player 2 wins among several winners…").
    for w in [&we, &wd] {
        let why = w.reason(&EndReason::AmongWinners(3));
        assert!(!why.contains(&w.player(3)), "the winner named twice: {why}");
    }
    assert_eq!(
        we.reason(&EndReason::Quiet {
            plies: 200,
            eliminations: false
        }),
        "200 turns without a capture"
    );
}

#[test]
fn the_next_choice_is_said_in_words_while_a_move_is_built() {
    use sowing::game::build::Options;
    let mut app = app_with(humans(GameKind::UmelBagara, 2));
    settle(&mut app);
    let m = app.world().resource::<Match>().clone();
    let next = app.world().resource::<Options>().next.clone();
    let texts = Texts::new(Lang::En);
    let w = Words::new(&texts, PieceStyle::Balls);
    assert_eq!(
        w.next_choice(&m, &next, &[]).unwrap(),
        "Choose a cup to move from: cup 1.1, cup 1.2, cup 1.3, cup 1.4, cup 1.5"
    );
    // Cup 3 asks for a side next.
    let side = [sowing_rules::Step::Side(sowing_rules::Side::Left)];
    assert!(
        w.next_choice(&m, &side, &[sowing_rules::Step::Pit(2)])
            .unwrap()
            .starts_with("Choose the side")
    );
    let de = Texts::new(Lang::De);
    let wd = Words::new(&de, PieceStyle::Balls);
    assert!(
        wd.next_choice(&m, &next, &[])
            .unwrap()
            .starts_with("Eine Mulde wählen")
    );
    assert_eq!(w.next_choice(&m, &[], &[]), None);
}

#[test]
fn a_new_match_is_said_and_forgets_the_last_ones_cursor_and_news() {
    use sowing::board::focus::Focus;
    use sowing::game::start::{StartMatch, Started};
    let mut app = app_with(humans(GameKind::Tricala, 2));
    let mv = first_legal(&app);
    request(&mut app, &mv);
    app.world_mut().resource_mut::<Focus>().0 = Some(5);
    let before = app.world().resource::<Announcer>().live.clone();
    assert!(
        before.starts_with("Player 1 in Orange p"),
        "the move was said: {before}"
    );
    app.world_mut()
        .commands()
        .queue(StartMatch(humans(GameKind::Myra, 2), Started::New));
    settle(&mut app);
    assert_eq!(
        app.world().resource::<Focus>().0,
        None,
        "no cursor left over"
    );
    let live = app.world().resource::<Announcer>().live.clone();
    assert!(
        live.starts_with("New game of Myra.") && live.contains("Player 1 in Orange to move"),
        "{live}"
    );
}

#[test]
fn a_new_language_clears_the_status_line_and_the_news_of_the_old_one() {
    use sowing::game::play::Status;
    use sowing::settings::Settings;
    let mut app = app_with(humans(GameKind::UmelBagara, 2));
    let mv = first_legal(&app);
    request(&mut app, &mv);
    app.world_mut().resource_mut::<Status>().0 = "That is not a legal choice here".into();
    assert!(!app.world().resource::<Announcer>().live.is_empty());
    app.world_mut().resource_mut::<Settings>().language = Some(Lang::De);
    settle(&mut app);
    assert_eq!(app.world().resource::<Texts>().lang(), Lang::De);
    assert_eq!(app.world().resource::<Status>().0, "");
    // The change is said in the new language, nothing of the old news.
    let live = app.world().resource::<Announcer>().live.clone();
    assert!(
        live.starts_with("Das Spiel ist jetzt auf Deutsch"),
        "{live}"
    );
}

#[test]
fn a_placement_is_said_on_its_pits_and_tricalas_corners_count_three_before_any() {
    use sowing::game::marks::MoveMarks;
    let texts = Texts::new(Lang::En);
    let w = Words::new(&texts, PieceStyle::Balls);
    let app = app_with(humans(GameKind::Tricala, 2));
    let m = app.world().resource::<Match>();
    assert!(
        w.goal(m).contains("0 of 9 captured, 0 of 3 corners"),
        "{}",
        w.goal(m)
    );
    // A placement on three different pits (several stones may go into one pit).
    let placement = m
        .game
        .legal_texts(100_000)
        .unwrap()
        .into_iter()
        .find(|mv| {
            let mut pits: Vec<&str> = mv.trim_start_matches('@').split(',').collect();
            pits.dedup();
            pits.len() == 3
        })
        .unwrap();
    assert!(placement.starts_with('@'), "{placement}");
    let marks = MoveMarks::of_move(&m.game, &placement).unwrap();
    let pits: Vec<&str> = placement[1..].split(',').collect();
    let route = w.route(&m.game, &marks);
    assert!(marks.placed);
    assert!(!route.contains("from"), "{route}");
    for p in &pits {
        assert!(route.contains(p), "{route} names {p}");
    }
    // A sowing still goes from one pit to another.
    let mut g = m.game.clone();
    while g.phase() != sowing_rules::Phase::Play {
        let mv = g.legal_texts(100_000).unwrap().remove(0);
        g.play_text(&mv).unwrap();
    }
    let sow = g.random_move_text(&mut sowing_rules::Rng::new(3)).unwrap();
    let marks = MoveMarks::of_move(&g, &sow).unwrap();
    assert!(!marks.placed);
    assert!(w.route(&g, &marks).starts_with("from "), "{sow}");
}

/// A Tricala placement counts down as each stone's pit is chosen (the play-test saw
/// nothing change until all three were chosen).
#[test]
fn a_placement_says_how_many_are_still_to_place() {
    use sowing::a11y::words::Words;
    use sowing::i18n::{Lang, Texts};
    use sowing::settings::PieceStyle;
    let texts = Texts::new(Lang::En);
    let w = Words::new(&texts, PieceStyle::Balls);
    let m = small(sowing_rules::GameKind::Tricala, 2);
    let (next, _) = m.game.step_info(&[]).unwrap();
    let said = w.next_choice(&m, &next, &[]).unwrap();
    assert!(said.contains("(3 still to place this turn)"), "{said}");
    let built = vec![next[0]];
    let (next, _) = m.game.step_info(&built).unwrap();
    let said = w.next_choice(&m, &next, &built).unwrap();
    assert!(said.contains("(2 still to place this turn)"), "{said}");
    // A placement of one piece a turn (Esiema) says no count.
    let m = small(sowing_rules::GameKind::Esiema, 2);
    let (next, _) = m.game.step_info(&[]).unwrap();
    let said = w.next_choice(&m, &next, &[]).unwrap();
    assert!(!said.contains("still to place"), "{said}");
}

/// A move in words ends on the pit its last piece went to. Umel Bagara's sowings of ten
/// beans or more pass pits twice and may end on one passed before, or where they started:
/// the words named the last pit reached for the first time ("from cup 1.1 to cup 1.2"
/// for ten beans that ended back in 1.1).
#[test]
fn a_sowing_of_a_lap_or_more_is_said_to_end_where_its_last_bean_went() {
    use sowing::game::marks::MoveMarks;
    use sowing_rules::Event;
    let texts = Texts::new(Lang::En);
    let w = Words::new(&texts, PieceStyle::Balls);
    let layout = sowing_rules::view::layout(GameKind::UmelBagara);
    let mut laps = 0;
    for seed in 0..60 {
        let mut g = humans(GameKind::UmelBagara, 2).game;
        let mut rng = sowing_rules::Rng::new(seed);
        while let Some(mv) = g.random_move_text(&mut rng) {
            let before = g.clone();
            let events = g.play_text(&mv).unwrap();
            let Some(last) = events.iter().rev().find_map(|e| match e {
                Event::Drop { pit, .. } => Some(*pit as usize),
                _ => None,
            }) else {
                continue;
            };
            let marks = MoveMarks::of(&events);
            let to = w.pit_name(GameKind::UmelBagara, &layout[last]);
            let route = w.route(&before, &marks);
            assert!(
                route.ends_with(&format!("to {to}")),
                "{mv}: {route}, last bean in {to}"
            );
            if marks.path.last() != Some(&last) {
                laps += 1;
            }
        }
    }
    assert!(laps > 0, "some sowing went round past pits it had passed");
}

/// The status line says the last move in words, as the news does ("Player 1 in Orange
/// played from cup 1.4 to cup 2.4"), never its notation ("Player 2 played 6c:E/1,2",
/// found in the play-test), in every game.
#[test]
fn the_status_line_says_the_move_in_words() {
    use sowing::game::play::Status;
    for (kind, players) in [
        (GameKind::UmelBagara, 2),
        (GameKind::Tricala, 2),
        (GameKind::Myra, 2),
        (GameKind::Esiema, 3),
    ] {
        let mut app = app_with(small(kind, players));
        let mut rng = sowing_rules::Rng::new(3);
        for _ in 0..12 {
            let g = app.world().resource::<Match>().game.clone();
            let Some(mv) = g.random_move_text(&mut rng) else {
                break;
            };
            request(&mut app, &mv);
            settle(&mut app);
            let status = app.world().resource::<Status>().0.clone();
            let live = app.world().resource::<Announcer>().live.clone();
            assert!(
                status.starts_with("Player ") && live.starts_with(&status),
                "{kind}: {mv}: status {status:?}, news {live:?}"
            );
            if mv != "pass" {
                assert!(
                    !status.contains(&mv)
                        || mv.chars().all(|c| c.is_ascii_digit()) && status.contains(" cup "),
                    "{kind}: the notation {mv} in {status:?}"
                );
            }
        }
    }
}

/// The reading keys say the game in words, not notation: L the last move with who played
/// it and where it went, M the whole move a cup starts by where it goes, P the score and
/// the goal as two sentences. Orca heard "Move 2: 3R", "From 1.2: the move 2" and
/// "… Player 2 in Sky blue 0 Goal: …".
#[test]
fn the_reading_keys_say_words_not_notation() {
    use sowing::board::focus::Focus;
    use sowing::settings::Settings;
    let mut app = app_with(humans(GameKind::UmelBagara, 2));
    request(&mut app, "2");
    settle(&mut app);
    let said = |app: &mut App, key: KeyCode| {
        tap_key(app, key);
        app.world().resource::<Announcer>().live.clone()
    };
    let cup = |app: &App, name: &str| {
        let v = app.world().resource::<Visual>();
        v.pits.iter().position(|p| p.name == name)
    };
    for (lang, last, whole, goal) in [
        (
            Lang::En,
            "Move 1: Player 1 in Orange played from cup 1.2 to cup ",
            "From cup 2.1: a whole move from cup 2.1 to cup ",
            ". Goal",
        ),
        (
            Lang::De,
            "Zug 1: Spieler 1 in Orange spielte von Mulde 1.2 nach Mulde ",
            "Von Mulde 2.1: ein ganzer Zug von Mulde 2.1 nach Mulde ",
            ". Ziel",
        ),
    ] {
        app.world_mut().resource_mut::<Settings>().language = Some(lang);
        app.update();
        let l = said(&mut app, KeyCode::KeyL);
        assert!(l.starts_with(last), "{lang:?} L: {l}");
        app.world_mut().resource_mut::<Focus>().0 = cup(&app, "2.1");
        let m = said(&mut app, KeyCode::KeyM);
        assert!(m.starts_with(whole), "{lang:?} M: {m}");
        let p = said(&mut app, KeyCode::KeyP);
        assert!(p.contains(goal), "{lang:?} P: {p}");
    }
    // Typing in a text field (a save's name) reads nothing: "L" typed read the last move.
    app.world_mut()
        .resource_mut::<sowing::input::UiKeyboard>()
        .captured = true;
    let seq = app.world().resource::<Announcer>().seq;
    for key in [
        KeyCode::KeyI,
        KeyCode::KeyL,
        KeyCode::KeyB,
        KeyCode::KeyM,
        KeyCode::KeyP,
    ] {
        tap_key(&mut app, key);
    }
    assert_eq!(
        app.world().resource::<Announcer>().seq,
        seq,
        "nothing read while a text field takes the keys"
    );
}

/// The rules pages are read by focus with the marks a reader names aloud turned into
/// pauses: Orca said "anticlockwise left paren seen with player 1 at the bottom right
/// paren" and "own left colon" from Umel Bagara's page.
#[test]
fn rules_text_is_given_to_a_reader_without_named_marks() {
    use sowing::a11y::plain::{NAMED_MARKS, for_speech};
    use sowing::ui::rules_page::{Block, lead, parse};
    use sowing::ui::rules_text::rules_page;
    assert_eq!(
        for_speech("Going round anticlockwise (seen with player 1 at the bottom) the cups follow."),
        "Going round anticlockwise, seen with player 1 at the bottom, the cups follow."
    );
    assert_eq!(
        for_speech("from the owner's own left: player 1's cups (1.1 to 1.5)."),
        "from the owner's own left, player 1's cups, 1.1 to 1.5."
    );
    assert_eq!(
        for_speech("the option „Remis nach 200 Zügen“ — 0,18 s; • done"),
        "the option Remis nach 200 Zügen, 0,18 s, done"
    );
    // A saved game's name as its buttons say it: Orca read "Load my dash game".
    assert_eq!(
        for_speech("umel_bagara-unfinished-2026-11-29"),
        "umel bagara unfinished 2026 11 29"
    );
    let mut blocks = 0;
    for lang in Lang::ALL {
        for kind in GameKind::ALL {
            for b in parse(rules_page(kind, lang)).expect("the page parses") {
                let text = match b {
                    Block::Heading(_, t) | Block::Paragraph(t) | Block::Bullet(t) => t,
                    Block::Diagram(_) => continue,
                };
                let (bold, rest) = lead(&text);
                let said = for_speech(&format!("{}{rest}", bold.unwrap_or_default()));
                assert!(
                    !said.contains(NAMED_MARKS),
                    "{lang:?} {kind}: a named mark in {said}"
                );
                assert!(
                    said.chars().filter(|c| c.is_alphanumeric()).count()
                        >= text.chars().filter(|c| c.is_alphanumeric()).count() * 9 / 10,
                    "{lang:?} {kind}: the words are kept: {text} / {said}"
                );
                blocks += 1;
            }
        }
    }
    assert!(blocks > 100, "{blocks} blocks read");
}

/// Both sides of Umel Bagara's cup 1.3 may end on cup 2.3: the words say the side ("Hint:
/// from cup 1.3 to cup 2.3" fitted both).
#[test]
fn a_cup_three_is_said_with_its_side() {
    use sowing::game::marks::MoveMarks;
    let texts = Texts::new(Lang::En);
    let w = Words::new(&texts, PieceStyle::Balls);
    let m = humans(GameKind::UmelBagara, 2);
    let said = |mv: &str| {
        let marks = MoveMarks::of_move(&m.game, mv).expect("legal");
        w.way(&m.game, &marks, mv)
    };
    assert!(said("3L").ends_with(", sowing left"), "{}", said("3L"));
    assert!(said("3R").ends_with(", sowing right"), "{}", said("3R"));
    assert!(!said("4").contains("sowing"), "{}", said("4"));
    let de = Texts::new(Lang::De);
    let wd = Words::new(&de, PieceStyle::Balls);
    let marks = MoveMarks::of_move(&m.game, "3L").unwrap();
    assert!(
        wd.way(&m.game, &marks, "3L")
            .ends_with(", nach links gesät")
    );
}

/// The labels on the board (counts, stores, coordinates) keep their contrast over any
/// board, the high contrast theme's pale one and white included: a store's label in its
/// player's colour at least 4.5:1, white counts 7:1 (the play-test found the stores'
/// labels faint in high contrast).
#[test]
fn the_boards_labels_keep_their_contrast_over_a_pale_board() {
    use sowing::settings::palette::{PLAYER_COLOURS, contrast};
    use sowing::ui::pit_counts::label_box_over;
    for under in [[237, 237, 230], [255, 255, 255], [150, 100, 60]] {
        let back = label_box_over(under);
        assert!(
            contrast([255, 255, 255], back) >= 7.0,
            "white over {under:?}"
        );
        // Stores are Umel Bagara's, a game of two: players 1 and 2.
        for (name, c) in &PLAYER_COLOURS[..2] {
            let ratio = contrast(*c, back);
            assert!(ratio >= 4.5, "{name} over {under:?}: {ratio:.1}");
        }
    }
}

/// A label on the board is moved into the board's area, never cut by a panel: a store's
/// count at the board's edge read "2" for 23 under the side panel.
#[test]
fn a_label_at_the_boards_edge_is_moved_inside_not_cut() {
    use bevy_egui::egui::{Rect, pos2};
    use sowing::ui::pit_counts::kept_inside;
    let free = Rect::from_min_max(pos2(200.0, 0.0), pos2(800.0, 600.0));
    // Over the right panel: moved left, whole.
    let r = kept_inside(
        Rect::from_min_max(pos2(770.0, 300.0), pos2(860.0, 318.0)),
        free,
    );
    assert!(free.contains_rect(r), "{r:?}");
    assert_eq!(r.width(), 90.0);
    // Over the left one: moved right.
    let r = kept_inside(
        Rect::from_min_max(pos2(150.0, 300.0), pos2(240.0, 318.0)),
        free,
    );
    assert_eq!(r.min.x, 200.0);
    // Inside: where it was.
    let inside = Rect::from_min_max(pos2(300.0, 300.0), pos2(390.0, 318.0));
    assert_eq!(kept_inside(inside, free), inside);
}

/// Where a move's way is the player's choice (Esiema's sowing), its words name the pits
/// between: two moves from one pit to another by different ways are told apart ("from i7
/// to i8" fitted both, and a hint so said could not be followed).
#[test]
fn a_chosen_way_is_said_with_the_pits_between() {
    use sowing::game::marks::MoveMarks;
    let texts = Texts::new(Lang::En);
    let w = Words::new(&texts, PieceStyle::Balls);
    let mut game =
        sowing_rules::AnyGame::new(GameKind::Esiema, Some(2), Default::default()).unwrap();
    let mut seed = 7u64;
    let mut pairs = 0;
    for _ in 0..400 {
        let mut legal = game.legal_unsorted();
        legal.sort();
        if legal.is_empty() || game.finished().is_some() {
            break;
        }
        if game.phase() != sowing_rules::Phase::Setup {
            // Moves with the same start and end: their words differ.
            let mut said = std::collections::HashMap::new();
            for mv in &legal {
                let marks = MoveMarks::of_move(&game, mv).unwrap();
                let key = (marks.path.first().copied(), marks.end, marks.path.clone());
                let words = w.way(&game, &marks, mv);
                if let Some((path, other)) =
                    said.insert((key.0, key.1), (key.2.clone(), words.clone()))
                    && path != key.2
                {
                    assert_ne!(other, words, "two ways said alike: {mv}");
                    pairs += 1;
                }
            }
        }
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let mv = legal[(seed >> 33) as usize % legal.len()].clone();
        game.play_text(&mv).unwrap();
    }
    assert!(pairs > 0, "no two ways between the same pits were met");
}

/// With the coordinates off, the pits the words name are labelled on the board: a
/// move's start and end ("from h9 to g7" named pits the board did not show), a hint's,
/// and the cursor's pit; nothing else.
#[test]
fn the_pits_the_words_name_are_labelled() {
    use sowing::board::labelled::named_pits;
    use sowing::game::marks::MoveMarks;
    let texts = Texts::new(Lang::En);
    let w = Words::new(&texts, PieceStyle::Balls);
    let game = sowing_rules::AnyGame::new(GameKind::Myra, Some(2), Default::default()).unwrap();
    let views = game.pit_views();
    let mut legal = game.legal_unsorted();
    legal.sort();
    for mv in legal.iter().take(30) {
        let marks = MoveMarks::of_move(&game, mv).unwrap();
        let named = named_pits(&marks, None, None);
        let words = w.way(&game, &marks, mv);
        assert!(!named.is_empty() && named.len() <= 2, "{mv}: {named:?}");
        for i in &named {
            assert!(
                words.contains(&views[*i].name),
                "{mv}: {} not in {words:?}",
                views[*i].name
            );
        }
    }
    // A placement names each pit it places on, and each is labelled ("placed on 3b, 4b,
    // 4c" left 4b unlabelled).
    let tricala =
        sowing_rules::AnyGame::new(GameKind::Tricala, Some(2), Default::default()).unwrap();
    let tviews = tricala.pit_views();
    let mut placements = tricala.legal_unsorted();
    placements.sort();
    for mv in placements.iter().take(30) {
        let marks = MoveMarks::of_move(&tricala, mv).unwrap();
        let words = w.way(&tricala, &marks, mv);
        // Each stone's pit said, twice where two go ("on 4c, 4d" for @4c,4d,4d said one
        // stone less, the thirteenth hour).
        let said = (words.split(|c: char| !c.is_alphanumeric()))
            .filter(|t| tviews.iter().any(|v| v.name == *t))
            .count();
        assert_eq!(said, 3, "{mv}: {words}");
        // As the last move, and as a hint (a lesson's step: "on 3b, 4b and 5c").
        let none = MoveMarks::default();
        for named in [
            named_pits(&marks, None, None),
            named_pits(&none, Some(&marks), None),
        ] {
            for token in words.split(|c: char| !c.is_alphanumeric()) {
                if let Some(i) = tviews.iter().position(|v| v.name == token) {
                    assert!(
                        named.contains(&i),
                        "{mv}: {token} said in {words:?}, not labelled"
                    );
                }
            }
        }
    }
    let a = MoveMarks::of_move(&game, &legal[0]).unwrap();
    let b = MoveMarks::of_move(&game, &legal[legal.len() - 1]).unwrap();
    let both = named_pits(&a, Some(&b), Some(90));
    assert!(both.contains(&90) && both.len() > named_pits(&a, None, None).len());
    assert!(named_pits(&MoveMarks::default(), None, None).is_empty());
}

/// A computer's move is told once its pieces land, in the news and the status line alike,
/// and meanwhile the panel says the player is moving: the status named the move at once,
/// beside the pits' old counts, while the beans still flew.
#[test]
fn a_computers_move_is_told_when_its_pieces_land() {
    use sowing::a11y::speech::Landing;
    use sowing::game::play::{MoveRequest, Status};
    use sowing::game::queue::AnimQueue;
    let m = against_computer(GameKind::UmelBagara);
    let mut app = app_with(m);
    app.insert_resource(sowing::settings::AnimSpeed(0.05));
    app.world_mut().write_message(MoveRequest("1".into()));
    let mut seen_landing = false;
    for _ in 0..100_000 {
        app.update();
        let w = app.world();
        if w.resource::<Match>().moves.len() < 2 {
            continue;
        }
        let status = w.resource::<Status>().0.clone();
        if w.resource::<AnimQueue>().is_idle() {
            break;
        }
        // The computer's move is in the match, its pieces still moving.
        seen_landing = true;
        assert_eq!(w.resource::<Landing>().player, Some(2));
        assert!(!status.contains("Player 2"), "said early: {status}");
        let log = &w.resource::<Announcer>().log;
        assert!(
            !log.iter().any(|l| l.starts_with("Player 2")),
            "announced early: {log:?}"
        );
    }
    assert!(seen_landing, "the computer's pieces took frames to land");
    app.update();
    let w = app.world();
    assert_eq!(w.resource::<Landing>().player, None);
    let status = w.resource::<Status>().0.clone();
    assert!(status.starts_with("Player 2"), "{status}");
}

/// The count labels of crowded positions, set in the game's fonts and placed on the board
/// as the game frames it in a 1280×720 window (from above, and in the table view), never
/// overlap each other nor any pieces: each finds a free place beside its pit, in its short
/// form where crowded, and a pit ringed by heaps at the table has its label farther out
/// with a line to it (it lay on its own pieces). At 200 % text (1280×720 and 1920×1080)
/// the same. (The play-test saw "P1 ×2 · P4 ×3 · P5P1 ×2" where two labels ran together
/// over the pieces.)
#[test]
fn count_labels_never_overlap_each_other_or_the_pieces() {
    use bevy_egui::egui::{Rect, pos2};
    use sowing::render::camera::{CameraRig, frame};
    use sowing::settings::View;
    use sowing::ui::label_place::{LabelAsk, PitOnScreen, over_pile, place, reach};
    use sowing::ui::pit_counts::{label_sizes, pit_on_screen, shows_count};
    // Labels as the game's fonts set them.
    let texts = Texts::new(Lang::En);
    let ctx = bevy_egui::egui::Context::default();
    ctx.run_ui(Default::default(), |_| {})
        .textures_delta
        .clear();
    let mut placed_labels = 0;
    // Esiema's crowds: every pit within `reach` of f6 holding six spheres or more, of
    // three players each (and a mother in some), the rest as a random game left them.
    let crowd = |reach: f32, seed: u64| {
        let layout = sowing_rules::view::layout(GameKind::Esiema);
        let f6 = layout.iter().find(|p| p.name == "f6").unwrap().center;
        let mut pits = serde_json::Map::new();
        let mut rng = sowing_rules::Rng::new(seed);
        let mut mothers = std::collections::BTreeSet::new();
        for (i, p) in layout.iter().enumerate() {
            let d = ((p.center.0 - f6.0).powi(2) + (p.center.1 - f6.1).powi(2)).sqrt();
            if d <= reach {
                let a = 1 + (i % 6) as u8;
                let (b, c) = (1 + (a % 6), 1 + ((a + 2) % 6));
                let n = 2 + rng.below(2) as u8;
                let mother = match mothers.insert(a) {
                    true => format!("M{a} "),
                    false => String::new(),
                };
                pits.insert(
                    p.name.clone(),
                    format!("{mother}{a}*{n} {b}*2 {c}*2").into(),
                );
            }
        }
        // Every player has a mother: those not in the crowd at the board's edge.
        let edge: Vec<String> = (layout.iter().rev())
            .filter(|p| !pits.contains_key(&p.name))
            .map(|p| p.name.clone())
            .collect();
        for (a, name) in (1..=6u8).filter(|a| !mothers.contains(a)).zip(edge) {
            pits.insert(name, format!("M{a}").into());
        }
        let json = serde_json::json!({"game": "esiema", "players": 6, "phase": "play", "to_move": 1, "pits": pits});
        sowing_rules::AnyGame::from_json(&json).unwrap()
    };
    let random = |kind: GameKind, players: u8, seed: u64, plies: usize| {
        let mut g = sowing_rules::AnyGame::new(kind, Some(players), Default::default()).unwrap();
        let mut rng = sowing_rules::Rng::new(seed);
        for _ in 0..plies {
            let Some(mv) = g.random_move_text(&mut rng) else {
                break;
            };
            g.play_text(&mv).unwrap();
        }
        g
    };
    // The window, the board's area between the docked panels (in points) and the text
    // size: 1280×720 at 100 %; at 200 % the Board list folds to its strip on 1280×720,
    // and stays docked on 1920×1080 (`ui::dock`).
    let layouts = [
        (
            (1280.0, 720.0),
            Rect::from_min_max(pos2(230.0, 0.0), pos2(990.0, 720.0)),
            1.0,
        ),
        (
            (1280.0, 720.0),
            Rect::from_min_max(pos2(40.0, 0.0), pos2(350.0, 360.0)),
            2.0,
        ),
        (
            (1920.0, 1080.0),
            Rect::from_min_max(pos2(230.0, 0.0), pos2(670.0, 540.0)),
            2.0,
        ),
    ];
    let mut figures = Vec::new();
    for ((width, height), area, zoom) in layouts {
        let (mut placed_here, mut away) = (0, 0);
        for (g, seed) in [
            (crowd(1.1, 1), 1),
            (crowd(2.1, 2), 2),
            (crowd(3.1, 3), 3),
            (random(GameKind::Esiema, 6, 4, 400), 4),
            (random(GameKind::UmelBagara, 2, 5, 30), 5),
            (random(GameKind::Tricala, 3, 6, 60), 6),
        ] {
            let (kind, players) = (g.kind(), g.players());
            let views = g.pit_views();
            let layout = sowing_rules::view::layout(kind);
            let radius = layout
                .iter()
                .map(|p| p.center.0.hypot(p.center.1))
                .fold(0.0, f32::max)
                + 0.9;
            for view in [View::TopDown, View::Table] {
                // The camera as the game frames the board in that area of the window.
                let size = Vec2::new(width, height);
                let board_area = bevy::math::Rect::new(
                    area.min.x * zoom,
                    area.min.y * zoom,
                    area.max.x * zoom,
                    area.max.y * zoom,
                );
                let (t, mut projection) =
                    frame(&CameraRig::default(), view, radius, size, board_area);
                projection.update(size.x, size.y);
                let clip_from_world = projection.get_clip_from_view() * t.to_matrix().inverse();
                let project = |w: Vec3| {
                    let ndc = clip_from_world.project_point3(w);
                    Some(pos2(
                        (ndc.x + 1.0) / 2.0 * size.x / zoom,
                        (1.0 - ndc.y) / 2.0 * size.y / zoom,
                    ))
                };
                let cam = GlobalTransform::from(t);
                let pits: Vec<PitOnScreen> = layout
                    .iter()
                    .zip(&views)
                    .map(|(p, v)| {
                        let at = Vec3::new(p.center.0, 0.0, -p.center.1);
                        pit_on_screen(project, &cam, at, &v.pieces).expect("on screen")
                    })
                    .collect();
                let beans = kind == GameKind::UmelBagara;
                let asks: Vec<LabelAsk> = views
                    .iter()
                    .enumerate()
                    .filter(|(_, v)| shows_count(&v.pieces, beans))
                    .map(|(i, v)| {
                        let (full, short, small) = label_sizes(&ctx, v, true, &texts, zoom);
                        LabelAsk {
                            pit: i,
                            full,
                            short,
                            small,
                        }
                    })
                    .collect();
                let placed = place(&asks, &pits, area);
                placed_labels += placed.len();
                placed_here += placed.len();
                let at = format!(
                    "{kind:?} {players} players, seed {seed}, {view:?}, {width}×{height} at {zoom}"
                );
                for (i, a) in placed.iter().enumerate() {
                    for b in &placed[i + 1..] {
                        assert!(!a.rect.intersects(b.rect), "{at}: two labels overlap");
                    }
                    // Every label finds a free place: beside its pit, or farther out with a
                    // line to it (counted below).
                    assert!(a.free, "{at}: a label found no free place");
                    if let Some(to) = a.leader {
                        away += 1;
                        assert_eq!(to, pits[asks[i].pit].centre, "{at}: a line to its own pit");
                    } else {
                        // Beside its pit, nearer it than any other counted pit (a label
                        // between two rows read as the other's count).
                        let mine = reach(a.rect, &pits[asks[i].pit]);
                        for o in asks.iter().filter(|o| o.pit != asks[i].pit) {
                            let theirs = reach(a.rect, &pits[o.pit]);
                            assert!(
                                theirs > mine,
                                "{at}: pit {}'s label nearer pit {}",
                                asks[i].pit,
                                o.pit
                            );
                        }
                    }
                    for (k, p) in pits.iter().enumerate() {
                        assert!(!over_pile(a.rect, p), "{at}: a label over pit {k}'s pieces");
                    }
                }
            }
        }
        figures.push(format!(
            "{width}×{height} at {zoom}: {away} of {placed_here} away from their pit, none on pieces"
        ));
    }
    // The figures of docs/performance.md's count labels.
    println!("count labels: {}", figures.join("; "));
    assert!(
        placed_labels > 40,
        "crowded enough to test: {placed_labels} labels"
    );
}

/// A sowing whose stones are chosen one by one (Tricala) says, with the next choice,
/// where each stone chosen so far went and how many are still in hand: the board shows
/// the move only once it is whole (a player dropping stones saw no change at all).
#[test]
fn the_stones_dropped_so_far_are_said_with_the_next_choice() {
    use sowing::a11y::dropped::dropped_so_far;
    use sowing_rules::Step;
    let texts = Texts::new(Lang::En);
    let mut rng = sowing_rules::Rng::new(11);
    let mut checked = 0;
    for _ in 0..40 {
        let mut g =
            sowing_rules::AnyGame::new(GameKind::Tricala, Some(3), Default::default()).unwrap();
        for _ in 0..40 {
            // A prefix of pit, directions and one or two stones chosen, if the position has one.
            let mut prefix = Vec::new();
            while let Ok((next, _)) = g.step_info(&prefix) {
                let Some(&s) = next.get(rng.below(next.len().max(1) as u64) as usize) else {
                    break;
                };
                prefix.push(s);
                let stones = prefix
                    .iter()
                    .filter(|s| matches!(s, Step::Piece(_)))
                    .count();
                if stones == 0 || !matches!(s, Step::Piece(_)) {
                    continue;
                }
                let (drops, left) =
                    dropped_so_far(&g, &prefix).expect("said once a stone is chosen");
                assert_eq!(drops.len(), stones, "{prefix:?}");
                let chosen: Vec<Piece> = (prefix.iter())
                    .filter_map(|s| match s {
                        Step::Piece(p) => Some(*p),
                        _ => None,
                    })
                    .collect();
                assert_eq!(drops.iter().map(|d| d.1).collect::<Vec<_>>(), chosen);
                let Some(Step::Pit(from)) = prefix.first() else {
                    unreachable!()
                };
                // The first stone goes to the pit the first direction leads to.
                let dir = prefix
                    .iter()
                    .find(|s| matches!(s, Step::Dir(_)))
                    .copied()
                    .unwrap();
                let first = sowing::ui::arrows::first_pit(GameKind::Tricala, *from as usize, dir);
                assert_eq!(Some(drops[0].0), first, "{prefix:?}");
                let lifted = g.pit_views()[*from as usize].pieces.len();
                assert!(left < lifted, "{left} of {lifted} in hand");
                let m = Match::new(
                    GameKind::Tricala,
                    3,
                    Default::default(),
                    vec![sowing::game::play::Seat::Human; 3],
                )
                .unwrap();
                let mut m = m;
                m.game = g.clone();
                let w = Words::new(&texts, PieceStyle::Shapes);
                let (next, _) = g.step_info(&prefix).unwrap();
                if let Some(said) = w
                    .next_choice(&m, &next, &prefix)
                    .filter(|_| matches!(next.first(), Some(Step::Piece(_))))
                {
                    assert!(said.starts_with("Dropped so far: "), "{said}");
                    assert!(said.contains(&g.pit_views()[drops[0].0].name), "{said}");
                }
                checked += 1;
            }
            let Some(mv) = g.random_move_text(&mut rng) else {
                break;
            };
            g.play_text(&mv).unwrap();
        }
    }
    assert!(checked > 20, "stones chosen in {checked} prefixes");
}

/// Undo pressed while the computer's answer still lands takes back both moves, and the
/// words say so: the status line and the news told of the computer's move taken back
/// (the board at the start, "Player 2 … played from f10 …" beside it).
#[test]
fn undo_while_the_computers_move_lands_says_what_is_on_the_board() {
    use sowing::game::play::{History, MoveRequest, Status};
    use sowing::game::queue::AnimQueue;
    let m = against_computer(GameKind::UmelBagara);
    let mut app = app_with(m);
    app.insert_resource(sowing::settings::AnimSpeed(0.05));
    app.world_mut().write_message(MoveRequest("1".into()));
    let mut undone = false;
    for _ in 0..100_000 {
        app.update();
        let w = app.world();
        if !undone && w.resource::<Match>().moves.len() == 2 && !w.resource::<AnimQueue>().is_idle()
        {
            // The computer's pieces are still moving.
            app.world_mut().write_message(History::Undo);
            undone = true;
            continue;
        }
        if undone && w.resource::<AnimQueue>().is_idle() {
            break;
        }
    }
    assert!(undone, "the computer's move took frames to land");
    for _ in 0..5 {
        app.update();
    }
    let w = app.world();
    assert!(
        w.resource::<Match>().moves.is_empty(),
        "both moves taken back"
    );
    let status = w.resource::<Status>().0.clone();
    let news = w.resource::<Announcer>().live.clone();
    assert!(!status.contains("Player 2"), "status: {status}");
    assert!(news.starts_with("Back 2 moves"), "news: {news}");
}

/// Esiema's spheres drawn as distinct solids are called pieces: "1 sphere of Player 2 in
/// Sky blue with the cube" named a cube a sphere. The mother keeps her name.
#[test]
fn esiemas_pieces_drawn_as_solids_are_not_called_spheres() {
    let texts = Texts::new(Lang::En);
    let json = serde_json::json!({"game": "esiema", "players": 2, "phase": "play", "to_move": 1,
        "pits": {"a1": "M1 1*2", "f6": "M2 2*1"}});
    let g = sowing_rules::AnyGame::from_json(&json).unwrap();
    let views = g.pit_views();
    let pit = views.iter().find(|v| v.name == "f6").unwrap();
    let shapes = Words::new(&texts, PieceStyle::Shapes).pit(GameKind::Esiema, pit);
    assert!(
        shapes.contains("piece") && !shapes.contains("sphere"),
        "{shapes}"
    );
    assert!(shapes.contains("with the cube"), "{shapes}");
    let balls = Words::new(&texts, PieceStyle::Balls).pit(GameKind::Esiema, pit);
    assert!(balls.contains("sphere"), "{balls}");
}

/// A step taken while the move goes on is said with what to choose next, and a step
/// taken back too: a Tricala direction that led to a turn at an edge, and "Undo the last
/// step", were met with silence (the thirteenth hour, under Orca).
#[test]
fn a_step_taken_is_said_with_the_next_choice() {
    use sowing::game::build::Build;
    use sowing::game::play::{MatchMode, Seat};
    use sowing_rules::board::Tri;
    use sowing_rules::{Dir, Step};
    let game = sowing_rules::AnyGame::from_json_str(
        r#"{"game":"tricala","phase":"play","to_move":1,"pits":{"2a":"1*3","6c":"2"}}"#,
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
    let mut app = app_with(m);
    let at = |n: &str| Tri::get().parse(n).unwrap();
    let said = |app: &App| app.world().resource::<Announcer>().live.clone();
    app.world_mut()
        .write_message(Build::Step(Step::Pit(at("2a"))));
    settle(&mut app);
    app.world_mut()
        .write_message(Build::Step(Step::Dir(Dir::E)));
    settle(&mut app);
    let live = said(&app);
    assert!(
        live.starts_with(
            "Direction east. At 2b with 2 stones of Player 1 in Orange in hand. Choose a direction"
        ),
        "{live}"
    );
    assert!(
        !live.contains(sowing::a11y::plain::NAMED_MARKS),
        "no mark a reader names: {live}"
    );
    app.world_mut().write_message(Build::UndoStep);
    settle(&mut app);
    let live = said(&app);
    assert!(
        live.starts_with(
            "The last step is taken back. At 2a with 3 stones of Player 1 in Orange in hand. Choose a direction"
        ),
        "{live}"
    );
}

/// A reproduction is said with how many spheres came from the reserve, in both languages
/// (Esiema's "k5+8" was said "played on k5", as a placement of one, the thirteenth hour);
/// Myra's produce the same.
#[test]
fn pieces_from_the_reserve_are_said_with_how_many() {
    use sowing::game::marks::MoveMarks;
    let es = sowing_rules::AnyGame::from_json_str(
        r#"{"game":"esiema","phase":"play","to_move":1,"pits":{"c3":"M1","a1":"1*3","l6":"M2 2*4"},"reserve":[67,66]}"#,
    )
    .unwrap();
    let myra = sowing_rules::AnyGame::from_json_str(
        r#"{"game":"myra","to_move":1,"pits":{"f1":"Q1","e3":"1","f11":"Q2","g9":"2*5"}}"#,
    )
    .unwrap();
    let produce = (myra.legal_unsorted().into_iter())
        .find(|m| m.starts_with('*'))
        .expect("a produce beside the queen");
    for (game, mv, n) in [(&es, "c3+3".to_string(), 3), (&myra, produce, 1)] {
        let marks = MoveMarks::of_move(game, &mv).unwrap();
        let pit = &mv.trim_start_matches('*')[..2];
        for (lang, words) in [
            (Lang::En, "brought {n} from the reserve to"),
            (Lang::De, "holte {n} aus der Reserve nach"),
        ] {
            let texts = Texts::new(lang);
            let w = Words::new(&texts, PieceStyle::Balls);
            let said = w.played(game, 1, &mv, &marks, 0, "");
            let want = words.replace("{n}", &n.to_string());
            assert!(said.contains(&format!("{want} {pit}")), "{mv}: {said}");
        }
    }
}

/// Before a direction chosen in the middle of a sowing, the words say where it stands and
/// what is in hand: a lap lifted 4c's stones, went on to 3c and turned at the edge while
/// the board (showing the move once it is whole) and the words said nothing of it, the
/// fourteenth hour. Said as the step is taken, and on the panel's Next.
#[test]
fn a_sowing_being_built_says_where_it_stands_before_a_direction() {
    use sowing::game::build::Build;
    use sowing_rules::{Dir, Step};
    let g = sowing_rules::AnyGame::from_json_str(
        r#"{"game":"tricala","players":2,"to_move":1,"phase":"play","pits":{"6c":"1 2","4c":"1","6f":"2"}}"#,
    )
    .unwrap();
    let pit = |name: &str| {
        let views = g.pit_views();
        Step::Pit(views.iter().position(|p| p.name == name).unwrap() as u8)
    };
    let seats = vec![sowing::game::play::Seat::Human; 2];
    let mut app = app_with(Match::at(g.clone(), seats));
    for s in [pit("6c"), Step::Dir(Dir::NE), Step::Piece(Piece::Small(2))] {
        app.world_mut().write_message(Build::Step(s));
        settle(&mut app);
    }
    // 3c, named, is labelled on the board.
    let labelled = app.world().resource::<sowing::board::labelled::Labelled>();
    let Step::Pit(at) = pit("3c") else {
        unreachable!()
    };
    assert!(labelled.0.as_ref().unwrap().contains(&usize::from(at)));
    let said = app.world().resource::<Announcer>().live.clone();
    assert!(
        said.contains("At 3c with 1 stone of Player 1 in Orange in hand. Choose a direction"),
        "{said}"
    );
    let texts = Texts::new(Lang::De);
    let w = Words::new(&texts, PieceStyle::Balls);
    let m = app.world().resource::<Match>();
    let built = app
        .world()
        .resource::<sowing::game::build::Building>()
        .steps
        .clone();
    let (next, _) = g.step_info(&built).unwrap();
    let de = w.next_choice(m, &next, &built).unwrap();
    assert!(
        de.starts_with("Auf 3c, in der Hand 1 Stein von Spieler 1"),
        "{de}"
    );
}

/// While an Esiema sowing is built, the Board list shows each pit as the sowing has left
/// it so far, and a later pit chosen is said with what to choose next: the list read
/// "e5, empty, chosen" of a pit the mother had been dropped into, and the words went on
/// listing the pits offered before (the fourteenth hour).
#[test]
fn a_sowing_being_built_is_listed_and_said_as_far_as_it_goes() {
    use sowing::game::build::{Build, Building, Options};
    use sowing::ui::board_list::pit_labels;
    use sowing_rules::Step;
    let g = sowing_rules::AnyGame::from_json_str(
        r#"{"game":"esiema","phase":"play","to_move":1,"pits":{"f6":"M1 1*3","l6":"M2 2*4"},"reserve":[66,66]}"#,
    )
    .unwrap();
    let views = g.pit_views();
    let f6 = views.iter().position(|p| p.name == "f6").unwrap();
    let seats = vec![sowing::game::play::Seat::Human; 2];
    let mut app = app_with(Match::at(g, seats));
    let step = |app: &mut App, s: Step| {
        app.world_mut().write_message(Build::Step(s));
        settle(app);
    };
    step(&mut app, Step::Pit(f6 as u8));
    let Some(&Step::Pit(q)) = app.world().resource::<Options>().next.first() else {
        panic!("a pit next")
    };
    step(&mut app, Step::Pit(q));
    let name = &views[q as usize].name;
    let said = app.world().resource::<Announcer>().live.clone();
    assert!(
        said.starts_with(&format!("{name}. Choose which piece")),
        "{said}"
    );
    step(&mut app, Step::Piece(Piece::Big(1)));
    let texts = Texts::new(Lang::En);
    let w = Words::new(&texts, PieceStyle::Balls);
    let steps = app.world().resource::<Building>().steps.clone();
    assert_eq!(steps.len(), 3, "{steps:?}");
    let labels = pit_labels(
        &w,
        app.world().resource::<Match>(),
        app.world().resource::<Visual>(),
        &steps,
    );
    assert_eq!(
        labels[q as usize],
        format!("{name}, mother of Player 1 in Orange (so far in this move), chosen")
    );
    assert_eq!(labels[f6], "f6, empty (so far in this move), chosen");
    // The board shows it too: the mother in its new pit, f6's spheres hidden.
    use sowing::board::pieces::{Pit, PitPiece};
    use sowing::board::provisional::Provisional;
    let world = app.world_mut();
    let shown: Vec<String> = (world.query_filtered::<&Name, With<Provisional>>())
        .iter(world)
        .map(|n| n.as_str().to_string())
        .collect();
    assert_eq!(shown, [format!("So far in {name}")]);
    let f6_entity = (world.query::<(Entity, &Pit)>())
        .iter(world)
        .find(|(_, p)| p.index == f6)
        .unwrap()
        .0;
    let hidden: Vec<bool> = (world.query_filtered::<(&ChildOf, &Visibility), With<PitPiece>>())
        .iter(world)
        .filter(|(c, _)| c.parent() == f6_entity)
        .map(|(_, v)| *v == Visibility::Hidden)
        .collect();
    assert!(
        !hidden.is_empty() && hidden.iter().all(|h| *h),
        "{hidden:?}"
    );
    // Taken back, the board is its own again.
    step(&mut app, Step::Pit(0));
    app.world_mut().write_message(Build::Cancel);
    settle(&mut app);
    let world = app.world_mut();
    assert_eq!(
        (world.query_filtered::<(), With<Provisional>>())
            .iter(world)
            .count(),
        0
    );
    assert!(
        (world.query_filtered::<&Visibility, With<PitPiece>>())
            .iter(world)
            .all(|v| *v != Visibility::Hidden)
    );
}

/// A choice in the new-game dialog is said once made: the game, the players, a seat
/// (under Orca, Space on a game and a seat picked from its list were met with silence,
/// the fourteenth hour); what the dialog opens with is not said over its reading.
#[test]
fn a_choice_in_the_new_game_dialog_is_said() {
    use sowing::game::play::Seat;
    use sowing::game::screens::Screen;
    use sowing::game::setup::NewGame;
    let mut app = app_at_title(&data_dir("a11y-new-game-said"));
    set_screen(&mut app, Screen::NewGame);
    settle(&mut app);
    let said = |app: &App| app.world().resource::<Announcer>().live.clone();
    let before = said(&app);
    app.update();
    assert_eq!(said(&app), before, "nothing said on opening");
    app.world_mut().resource_mut::<NewGame>().kind = GameKind::Tricala;
    app.update();
    assert_eq!(said(&app), "Tricala chosen");
    app.world_mut().resource_mut::<NewGame>().players = 3;
    app.update();
    assert_eq!(said(&app), "3 players");
    let other = match app.world().resource::<NewGame>().seats[1] {
        Seat::Human => Seat::Computer(sowing_ai::Level::Hard),
        _ => Seat::Human,
    };
    app.world_mut().resource_mut::<NewGame>().seats[1] = other;
    app.update();
    let want = match other {
        Seat::Human => "Player 2 in Sky blue: Human",
        _ => "Player 2 in Sky blue: Computer, hard",
    };
    assert_eq!(said(&app), want);
}

/// A Tricala game won past nine captures says so truly: "captured 9 stones" stood over
/// "Captured … 10", and the goal read "10 of 9 captured" (the fifteenth hour).
#[test]
fn a_win_past_nine_captures_is_said_truly() {
    let g = sowing_rules::AnyGame::from_json_str(
        r#"{"game":"tricala","players":2,"to_move":1,"phase":"play","pits":{"6b":"1","6c":"2","3b":"1 2","4b":"2"},"captured":[8,0]}"#,
    )
    .unwrap();
    let mut m = Match::at(g, vec![sowing::game::play::Seat::Human; 2]);
    m.play("6b:E").unwrap();
    assert_eq!(m.game.counters().captured.unwrap()[0], 10);
    for (lang, result, goal) in [
        (
            Lang::En,
            "captured at least 9 stones",
            "10 captured (9 win)",
        ),
        (
            Lang::De,
            "hat mindestens 9 Steine geschlagen",
            "10 geschlagen (9 gewinnen)",
        ),
    ] {
        let texts = Texts::new(lang);
        let w = Words::new(&texts, PieceStyle::Balls);
        let said = w.result(&m).unwrap();
        assert!(said.contains(result), "{said}");
        let progress = w.goal(&m);
        assert!(progress.contains(goal), "{progress}");
    }
}

/// A pit whose drop is forced is said with the next choice too: the words went on
/// listing the pits offered before it (an Esiema sowing's second pit, its sphere the
/// only kind left to drop, the fifteenth hour).
#[test]
fn a_pit_with_a_forced_drop_is_said_with_the_next_choice() {
    use sowing::game::build::{Build, Building, Options};
    use sowing_rules::Step;
    let g = sowing_rules::AnyGame::from_json_str(
        r#"{"game":"esiema","phase":"play","to_move":1,"pits":{"i4":"1*2 2","f6":"M1","l6":"M2 2*4"},"reserve":[66,66]}"#,
    )
    .unwrap();
    let views = g.pit_views();
    let i4 = views.iter().position(|p| p.name == "i4").unwrap() as u8;
    let mut app = app_with(Match::at(g, vec![sowing::game::play::Seat::Human; 2]));
    let step = |app: &mut App, s: Step| {
        app.world_mut().write_message(Build::Step(s));
        settle(app);
    };
    let next_pit = |app: &App| match app.world().resource::<Options>().next.first() {
        Some(&Step::Pit(q)) => q,
        other => panic!("a pit next, not {other:?}"),
    };
    step(&mut app, Step::Pit(i4));
    let q1 = next_pit(&app);
    step(&mut app, Step::Pit(q1));
    step(&mut app, Step::Piece(Piece::Small(2)));
    let q2 = next_pit(&app);
    let before = app.world().resource::<Building>().steps.len();
    step(&mut app, Step::Pit(q2));
    let steps = app.world().resource::<Building>().steps.clone();
    assert_eq!(
        steps.len(),
        before + 2,
        "the drop into {q2} forced: {steps:?}"
    );
    let name = &views[q2 as usize].name;
    let said = app.world().resource::<Announcer>().live.clone();
    assert!(
        said.starts_with(&format!("{name}. Choose the next pit")),
        "{said}"
    );
}
