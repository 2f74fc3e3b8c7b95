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
        assert!(w.is_some_and(|w| w.contains("damaged")), "{bad:?}");
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
