//! Game records: round trips of random games of every kind, and every kind of bad
//! input refused with its message while the file on disk stays as it was.

use std::path::PathBuf;

use serde_json::{Map, json};
use sowing_rules::record::{RECORD_VERSION, temp_path, write_atomic};
use sowing_rules::{
    AnyGame, GameKind, MoveError, PositionError, PositionErrorKind, Record, RecordError, Rng,
    SeatRecord,
};

fn seats(n: u8) -> Vec<SeatRecord> {
    (1..=n)
        .map(|p| SeatRecord {
            name: format!("Player {p}"),
            computer: (p > 1).then(|| "hard".to_string()),
        })
        .collect()
}

fn random_game(kind: GameKind, players: u8, plies: usize, seed: u64) -> (AnyGame, Vec<String>) {
    let mut o = Map::new();
    if kind == GameKind::Esiema {
        o.insert("spheres".into(), json!(vec![6; players as usize]));
    }
    let start = AnyGame::new(kind, Some(players), o).unwrap();
    let mut g = start.clone();
    let mut rng = Rng::new(seed);
    let mut moves = Vec::new();
    for _ in 0..plies {
        let Some(m) = g.random_move_text(&mut rng) else {
            break;
        };
        g.play_text(&m).unwrap();
        moves.push(m);
    }
    (start, moves)
}

/// A fresh, empty folder for one test, in the build's folder for test scratch files
/// (reused by the next run rather than left behind in the system's temporary folder).
fn dir(name: &str) -> PathBuf {
    let d = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("sowing-records-{name}"));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

const KINDS: [(GameKind, u8); 7] = [
    (GameKind::UmelBagara, 2),
    (GameKind::Tricala, 2),
    (GameKind::Tricala, 3),
    (GameKind::Myra, 2),
    (GameKind::Myra, 3),
    (GameKind::Esiema, 2),
    (GameKind::Esiema, 5),
];

#[test]
fn random_games_of_every_kind_round_trip_through_a_file() {
    let d = dir("round");
    for (i, (kind, players)) in KINDS.into_iter().enumerate() {
        for seed in 0..3 {
            let (start, moves) = random_game(kind, players, 80, seed + 10 * i as u64);
            let mut end = start.clone();
            for m in &moves {
                end.play_text(m).unwrap();
            }
            let rec = Record::new(&start, seats(players), moves.clone());
            let path = d.join(format!("{kind}-{players}-{seed}.json"));
            rec.save(&path).unwrap();
            assert!(!temp_path(&path).exists(), "no temporary file is left");
            let back = Record::load(&path).unwrap();
            assert_eq!(back.record, rec);
            assert_eq!(back.record.moves, moves);
            assert_eq!(back.positions.len(), moves.len() + 1);
            assert_eq!(back.last().to_json(), end.to_json(), "{kind} {players}");
            assert_eq!(back.positions[0].to_json(), start.to_json());
        }
    }
}

#[test]
fn repetition_counts_along_the_replayed_record() {
    // Umel Bagara draws on the third occurrence of a position; the replay keeps the line's
    // history, so the finished flag after loading equals the one of the game itself.
    for seed in 0..20 {
        let (start, moves) = random_game(GameKind::UmelBagara, 2, 400, seed);
        let mut end = start.clone();
        for m in &moves {
            end.play_text(m).unwrap();
        }
        let back = Record::new(&start, seats(2), moves).replay().unwrap();
        assert_eq!(
            back.last().finished().map(|f| f.reason),
            end.finished().map(|f| f.reason)
        );
    }
}

fn refused(text: &str) -> RecordError {
    let d = dir("bad");
    let path = d.join("bad.json");
    std::fs::write(&path, text).unwrap();
    let before = std::fs::read(&path).unwrap();
    let modified = std::fs::metadata(&path).unwrap().modified().unwrap();
    let e = Record::load(&path).unwrap_err();
    assert_eq!(
        std::fs::read(&path).unwrap(),
        before,
        "the file is untouched"
    );
    assert_eq!(
        std::fs::metadata(&path).unwrap().modified().unwrap(),
        modified
    );
    e
}

#[test]
fn bad_records_are_refused_with_their_reason_and_left_untouched() {
    let (start, moves) = random_game(GameKind::Tricala, 2, 30, 5);
    let good = Record::new(&start, seats(2), moves.clone()).to_text();

    assert_eq!(refused(""), RecordError::Empty);
    assert_eq!(refused("  \n"), RecordError::Empty);
    let cut = refused(&good[..good.len() / 2]);
    assert!(matches!(cut, RecordError::Malformed(_)), "{cut}");
    assert!(matches!(refused("[1, 2"), RecordError::Malformed(_)));
    assert_eq!(refused("{\"game\": \"myra\"}"), RecordError::NotARecord);
    assert_eq!(refused("42"), RecordError::NotARecord);

    let newer = good.replace(
        &format!("\"version\": {RECORD_VERSION}"),
        &format!("\"version\": {}", RECORD_VERSION + 1),
    );
    let e = refused(&newer);
    assert_eq!(e, RecordError::Version(RECORD_VERSION + 1));
    assert!(e.to_string().contains("newer"), "{e}");

    // An illegal move in the middle names that move.
    let mut bad = moves.clone();
    bad[12] = "6f>E".into();
    let e = refused(&Record::new(&start, seats(2), bad).to_text());
    match &e {
        RecordError::BadMove {
            number,
            text,
            reason,
        } => {
            assert_eq!((*number, text.as_str()), (13, "6f>E"));
            assert!(matches!(
                reason,
                MoveError::Illegal(..) | MoveError::Syntax(_)
            ));
        }
        other => panic!("{other}"),
    }
    assert!(e.to_string().starts_with("move 13 '6f>E'"), "{e}");

    // A start position the rules refuse, and a record whose seats do not fit.
    let mut r = Record::new(&start, seats(2), moves.clone());
    r.start.insert("to_move".into(), json!(7));
    assert!(matches!(
        refused(&r.to_text()),
        RecordError::Start(PositionError {
            kind: PositionErrorKind::Players,
            ..
        })
    ));
    let mut r = Record::new(&start, seats(3), moves);
    r.players = 2;
    assert!(matches!(refused(&r.to_text()), RecordError::Malformed(_)));
}

#[test]
fn a_missing_file_is_an_error_not_a_panic() {
    let e = Record::load(&dir("missing").join("nothing.json")).unwrap_err();
    assert!(matches!(e, RecordError::Io(_)), "{e}");
}

#[test]
fn an_atomic_write_replaces_the_whole_file() {
    let d = dir("atomic");
    let path = d.join("sub").join("f.json");
    write_atomic(&path, b"a long first version of the file").unwrap();
    write_atomic(&path, b"short").unwrap();
    assert_eq!(std::fs::read(&path).unwrap(), b"short");
    assert!(!temp_path(&path).exists());
}

/// Found by fuzzing (`scripts/fuzz.sh`, target `record`): a record whose options differ
/// from its start position's was accepted, and a huge number in them printed as a
/// different number after reading back.
#[test]
fn fuzz_found_records_with_other_options_or_huge_numbers() {
    let start = AnyGame::new(GameKind::Esiema, Some(2), Map::new()).unwrap();
    let mut r = Record::new(&start, seats(2), vec!["@f4".into()]);
    r.options.insert(
        "spheres".into(),
        serde_json::from_str(
            "[70, 499999999999999999999999999999999999999999999999999999999999999999990]",
        )
        .unwrap(),
    );
    let printed = r.to_text();
    assert_eq!(
        Record::parse(&printed).unwrap().to_text(),
        printed,
        "numbers round-trip"
    );
    match Record::parse(&printed).unwrap().replay() {
        Err(RecordError::Malformed(why)) => assert!(why.contains("options"), "{why}"),
        other => panic!("a record with other options than its start replayed: {other:?}"),
    }
    // The options of a real record agree with its start.
    let good = Record::new(&start, seats(2), vec!["@f4".into()]);
    assert!(good.replay().is_ok());
}
