//! Pit contents tokens (`M2 1*3 2`) from any text: never panics; parsed runs have
//! counts of at least 1 and players within range.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sowing_rules::piece::{BigLetter, parse_contents};

fuzz_target!(|data: &[u8]| {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let Ok(text) = std::str::from_utf8(rest) else {
        return;
    };
    let players = 1 + first % 6;
    let big = match first % 3 {
        0 => None,
        1 => Some(BigLetter::M),
        _ => Some(BigLetter::Q),
    };
    if let Ok(runs) = parse_contents(text, players, big) {
        for (piece, n) in runs {
            assert!(n >= 1);
            assert!((1..=players).contains(&piece.owner()));
        }
    }
});
