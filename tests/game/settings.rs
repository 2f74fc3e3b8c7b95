//! Settings: the file round trip, and a corrupt file giving defaults and a warning.

use bevy::prelude::*;
use sowing::settings::PieceStyle;

use crate::support::*;

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
        assert!(
            matches!(w, Some(sowing::settings::SettingsWarning::Damaged(_))),
            "{bad:?}"
        );
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

/// The settings parser fuzzed in the test suite (cargo-fuzz would instrument all of
/// Bevy): seeded mutations of a real settings file — bytes flipped, cut, doubled,
/// JSON tokens put in — never panic; what parses is in range and saves and reads back
/// the same.
#[test]
fn mutated_settings_files_never_panic_and_what_parses_round_trips() {
    use sowing::settings::{Settings, Theme, parse, to_text};
    let mut mine = Settings {
        pieces: PieceStyle::Shapes,
        theme: Theme::HighContrast,
        ..Settings::default()
    };
    mine.keys
        .insert(sowing::settings::keys::Command::Undo, vec!["K".into()]);
    let base = to_text(&mine).into_bytes();
    let tokens: [&[u8]; 10] = [
        b"null",
        b"-1e309",
        b"\"\\u0000\"",
        b"[]",
        b"{}",
        b"9999999999",
        b",",
        b":",
        b"\"x\"",
        b"true",
    ];
    let mut rng = sowing_rules::Rng::new(18);
    let (mut parsed, mut refused) = (0, 0);
    for _ in 0..4000 {
        let mut t = base.clone();
        for _ in 0..1 + rng.below(4) {
            let at = rng.below(t.len() as u64 + 1) as usize;
            match rng.below(5) {
                0 if at < t.len() => t[at] ^= 1 << rng.below(8),
                1 => t.truncate(at),
                2 => t
                    .splice(at..at, tokens[rng.below(10) as usize].iter().copied())
                    .for_each(drop),
                3 if at < t.len() => {
                    t.remove(at);
                }
                _ => {
                    let end = (at + rng.below(20) as usize).min(t.len());
                    let copy = t[at..end].to_vec();
                    t.splice(at..at, copy).for_each(drop);
                }
            }
        }
        let Ok(text) = String::from_utf8(t) else {
            continue;
        };
        match parse(&text) {
            Ok(s) => {
                parsed += 1;
                assert!((1.0..=2.0).contains(&s.text_scale) && (0.0..=1.0).contains(&s.volume));
                assert_eq!(parse(&to_text(&s)).unwrap(), s, "{text}");
            }
            Err(_) => refused += 1,
        }
    }
    assert!(
        parsed > 50 && refused > 50,
        "{parsed} parsed, {refused} refused"
    );
}

/// The play-test's "Done applies but does not keep": a change made in the game is in
/// the settings file once it has rested, with no Save to press; a damaged file is moved
/// aside, not overwritten unread.
#[test]
fn a_change_is_kept_without_saving_and_a_damaged_file_is_moved_aside() {
    use sowing::settings::keep::SettingsKept;
    use sowing::settings::{ConfigDir, Settings, SettingsNotice, SettingsWarning, Theme, load};
    let dir = data_dir("settings-kept");
    let mut app = app_at_title(&dir);
    let file = app.world().resource::<ConfigDir>().file();
    for _ in 0..40 {
        app.update();
    }
    assert!(
        !file.exists(),
        "nothing is written before the player changes something"
    );
    app.world_mut().resource_mut::<Settings>().theme = Theme::HighContrast;
    app.world_mut().resource_mut::<Settings>().coordinates = true;
    for _ in 0..40 {
        app.update();
    }
    assert!(app.world().resource::<SettingsKept>().idle());
    let (kept, warning) = load(&file);
    assert!(warning.is_none());
    assert_eq!(kept.theme, Theme::HighContrast);
    assert!(kept.coordinates);

    // A damaged file: the game starts on the defaults with a warning; the first change
    // keeps the damaged text beside the new file.
    std::fs::write(&file, "{ damaged").unwrap();
    let mut app = app_at_title(&dir);
    app.insert_resource(SettingsNotice(Some(SettingsWarning::Damaged(
        "test".into(),
    ))));
    app.world_mut().resource_mut::<Settings>().volume = 0.25;
    for _ in 0..40 {
        app.update();
    }
    assert_eq!(
        std::fs::read_to_string(file.with_extension("json.damaged")).unwrap(),
        "{ damaged"
    );
    assert_eq!(load(&file).0.volume, 0.25);
    assert!(app.world().resource::<SettingsNotice>().0.is_none());
}

/// The new-game choices are kept with the settings and offered again (the play-test found
/// the seats forgotten); what no longer makes a game is not offered.
#[test]
fn the_last_games_choices_come_back_and_bad_ones_do_not() {
    use sowing::game::play::Seat;
    use sowing::game::setup::NewGame;
    use sowing::settings::{LastGame, Settings, parse, to_text};
    use sowing_ai::Level;
    let mut n = NewGame {
        kind: sowing_rules::GameKind::Esiema,
        players: 4,
        ..NewGame::default()
    };
    n.options = sowing::game::setup::default_options(n.kind, 4);
    n.seats[1] = Seat::Computer(Level::Hard);
    n.seats[2] = Seat::Remote;
    n.seats[3] = Seat::Human;
    let key = n.options.keys().next().cloned().unwrap();
    let kept = Settings {
        last_game: Some(n.remembered()),
        online_name: "Ada".into(),
        ..Settings::default()
    };
    let back = parse(&to_text(&kept)).unwrap();
    assert_eq!(back, kept);
    let again = NewGame::from_remembered(back.last_game.as_ref().unwrap()).unwrap();
    assert_eq!((again.kind, again.players), (n.kind, 4));
    assert_eq!(again.seats[..4], n.seats[..4]);
    assert_eq!(again.options.get(&key), n.options.get(&key));
    for bad in [
        LastGame {
            game: "chess".into(),
            ..n.remembered()
        },
        LastGame {
            players: 9,
            ..n.remembered()
        },
        LastGame {
            seats: vec!["human".into(), "wizard".into()],
            ..n.remembered()
        },
    ] {
        assert!(NewGame::from_remembered(&bad).is_none(), "{bad:?}");
    }
}

/// The keyboard's focus (a focused widget is drawn as active) stands out from every
/// other frame in both colour themes: thicker, in the accent colour (in high contrast
/// every button was framed in white and the focused one differed by its fill alone, the
/// thirteenth hour).
#[test]
fn the_keyboard_focus_stands_out_in_both_themes() {
    use sowing::settings::Theme;
    use sowing::ui::menus::visuals;
    for theme in [Theme::Standard, Theme::HighContrast] {
        let v = visuals(theme);
        let focus = v.widgets.active.bg_stroke;
        for (what, other) in [
            ("a button", v.widgets.inactive.bg_stroke),
            ("a hovered button", v.widgets.hovered.bg_stroke),
            ("a window", v.window_stroke),
        ] {
            assert!(
                focus.width > other.width,
                "{theme:?}: the focus is no stronger than {what}: {focus:?} against {other:?}"
            );
        }
        assert_ne!(focus.color, v.widgets.inactive.bg_stroke.color, "{theme:?}");
    }
}

/// The animation speed follows the speed setting when it changes, and only then: another
/// setting changed (a joined game's address, kept once seated) put the settings' speed
/// back over the one this run set (a test's instant moves, a headless peer's), and a
/// host's closing went unsaid while moves kept playing out.
#[test]
fn the_speed_follows_its_own_setting_only() {
    use sowing::settings::{AnimSpeed, Settings};
    use sowing_rules::GameKind;
    let mut app = app_with(humans(GameKind::UmelBagara, 2));
    assert_eq!(app.world().resource::<AnimSpeed>().0, 0.0);
    app.world_mut().resource_mut::<Settings>().online_address = "127.0.0.1:5000".into();
    settle(&mut app);
    assert_eq!(
        app.world().resource::<AnimSpeed>().0,
        0.0,
        "another setting"
    );
    app.world_mut().resource_mut::<Settings>().seconds_per_step = 0.5;
    app.update();
    assert_eq!(
        app.world().resource::<AnimSpeed>().0,
        0.5,
        "the speed setting"
    );
}
