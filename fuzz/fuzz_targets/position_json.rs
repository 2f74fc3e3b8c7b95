//! Position JSON from any bytes: never panics; a position that parses prints canonically
//! (printing it and parsing that again gives the same text) and lists its moves.
#![no_main]

use libfuzzer_sys::fuzz_target;
use serde_json::Value;
use sowing_rules::AnyGame;
use sowing_rules::json::canonical_text;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(game) = AnyGame::from_json_str(text) else {
        return;
    };
    let printed = canonical_text(&Value::Object(game.to_json()));
    let again = AnyGame::from_json_str(&printed).expect("a printed position reads back");
    assert_eq!(canonical_text(&Value::Object(again.to_json())), printed);
    // Listing and counting must not panic either (bounded: huge counts are refused).
    let _ = game.legal_texts(2_000);
});
