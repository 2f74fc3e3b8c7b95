//! Game records from any bytes: never panics; a record that parses prints and parses
//! back the same, and replaying it either refuses with an error or gives one position
//! per move.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sowing_rules::Record;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(record) = Record::parse(text) else {
        return;
    };
    let printed = record.to_text();
    let again = Record::parse(&printed).expect("a printed record reads back");
    assert_eq!(again.to_text(), printed);
    let moves = record.moves.len();
    if let Ok(replayed) = record.replay() {
        assert_eq!(replayed.positions.len(), moves + 1);
    }
});
