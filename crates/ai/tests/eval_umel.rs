//! Hard's Umel Bagara evaluation: its capture features agree with the rules (the most
//! a sowing of the player to move takes, the sum and the count of capturing sowings,
//! found by playing every legal move) and the capturing moves it reads for the quiescence
//! search are the legal moves that capture, its other features and the cup and pair
//! tables' columns count what they say, and the score ranks a position with more in
//! the mover's store above the same position with less; the network on top of it reads
//! each cup's count (15 and more alike), `late` and both players' features by their
//! columns through a rectified hidden layer, and Hard's whole evaluation counts it for
//! the mover only.

mod common;

use common::{random_position, umel};
use sowing_ai::eval_umel::{
    BUCKETS, FEATURES, HARD, PAIR_COLUMNS, bucket, captures, capturing_moves, features, late,
    pair_column, score, score_with,
};
use sowing_ai::umel_net::{COUNTS, HARD_NET, HIDDEN, INPUTS, Net, value};
use sowing_rules::event::Event;
use sowing_rules::games::umel::{UmelBagara, UmelMove};
use sowing_rules::{Rng, Rules};

#[test]
fn the_capture_feature_agrees_with_playing_every_move() {
    let mut rng = Rng::new(5);
    let mut capturing = 0;
    for beans in [6, 12, 20, 30, 44] {
        for _ in 0..60 {
            let g = random_position(&mut rng, beans);
            let pos = g.position();
            let me = pos.to_move() as usize - 1;
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            let played: Vec<u32> = moves
                .iter()
                .map(|m| {
                    // Counted by the capture events: a move that ends the game also
                    // sends the rows home, which is no capture.
                    let mut events = Vec::new();
                    pos.clone().play_unchecked(m, Some(&mut events));
                    events
                        .iter()
                        .map(|e| match e {
                            Event::Capture { pieces, .. } => pieces.total(),
                            _ => 0,
                        })
                        .sum::<u32>()
                })
                .collect();
            let best = played.iter().copied().max().unwrap_or(0);
            let sum = played.iter().sum();
            let count = played.iter().filter(|&&c| c > 0).count() as u32;
            assert_eq!(captures(pos, me), (best, sum, count), "{:?}", pos.cups());
            capturing += usize::from(best > 0);
        }
    }
    // Both kinds of position were met.
    assert!(capturing > 20 && capturing < 280, "{capturing}");
}

#[test]
fn the_capturing_moves_are_the_legal_moves_that_capture_in_their_order() {
    let mut rng = Rng::new(9);
    let mut capturing = 0;
    for directions in ["free", "right", "left"] {
        for beans in [6, 12, 20, 30, 44] {
            for _ in 0..40 {
                let g = random_position(&mut rng, beans);
                let mut json = g.position().to_json();
                json.insert(
                    "options".into(),
                    serde_json::json!({ "directions": directions }),
                );
                let pos = UmelBagara::from_json(&json).expect("a valid position");
                let mut moves = Vec::new();
                pos.legal_moves(&mut moves);
                let takes = |m: &UmelMove| {
                    let mut events = Vec::new();
                    pos.clone().play_unchecked(m, Some(&mut events));
                    events.iter().any(|e| matches!(e, Event::Capture { .. }))
                };
                let expected: Vec<UmelMove> = moves.into_iter().filter(|m| takes(m)).collect();
                let mut read = vec![UmelMove::Pass];
                capturing_moves(&pos, &mut read);
                assert_eq!(read[1..], expected[..], "{directions} {:?}", pos.cups());
                capturing += usize::from(!expected.is_empty());
            }
        }
    }
    assert!(capturing > 60 && capturing < 540, "{capturing}");
}

#[test]
fn the_features_count_the_rows() {
    // Player 1: 2 0 1 3 12 (a cup of 12 goes round the ring); player 2: 4 4 0 0 1.
    let g = umel([[2, 0, 1, 3, 12], [4, 4, 0, 0, 1]], [10, 13], 1);
    let f = features(g.position(), 0);
    assert_eq!([f[0], f[1], f[5]], [10.0, 18.0, 12.0]);
    let f = features(g.position(), 1);
    assert_eq!([f[0], f[1], f[5]], [13.0, 9.0, 0.0]);
}

#[test]
fn the_buckets_split_bean_counts_as_the_tables_say() {
    let columns: Vec<usize> = (0..=20).map(bucket).collect();
    assert_eq!(
        columns,
        [
            0, 1, 2, 3, 4, 5, 5, 6, 6, 6, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7
        ]
    );
    assert_eq!(bucket(u8::MAX), BUCKETS - 1);
    // Pairs: 0..4 each, then 5 and more as one; every column met once.
    let mut met = vec![0; PAIR_COLUMNS];
    for a in 0..=5 {
        for b in 0..=5 {
            met[pair_column(a, b)] += 1;
        }
    }
    assert!(met.iter().all(|&n| n == 1), "{met:?}");
    assert_eq!(pair_column(9, 30), pair_column(5, 5));
    assert_ne!(pair_column(1, 2), pair_column(2, 1));
}

#[test]
fn more_in_the_store_scores_higher() {
    let rows = [[2, 0, 1, 3, 5], [4, 4, 0, 0, 1]];
    let less = score(umel(rows, [10, 20], 1).position(), &HARD);
    let more = score(umel(rows, [14, 16], 1).position(), &HARD);
    assert!(
        more[0] - more[1] > less[0] - less[1] + 4.0,
        "{less:?} {more:?}"
    );
}

/// A network whose first hidden unit sums `w` over the inputs and passes its positive
/// part out once, the rest nothing.
fn probe(w: impl Fn(usize) -> f32) -> Net {
    let mut net = Net {
        w1: [[0.0; HIDDEN]; INPUTS],
        b1: [0.0; HIDDEN],
        w2: [0.0; HIDDEN],
    };
    for (i, row) in net.w1.iter_mut().enumerate() {
        row[0] = w(i);
    }
    net.w2[0] = 1.0;
    net
}

#[test]
fn each_cup_count_has_its_own_column() {
    // Input i weighs i + 1: cup k with c beans reads column k * COUNTS + min(c, 15).
    let net = probe(|i| if i < 10 * COUNTS { (i + 1) as f32 } else { 0.0 });
    let cups = [0, 1, 2, 14, 15, 16, 40, 3, 0, 7];
    let want: f32 = cups
        .iter()
        .enumerate()
        .map(|(k, &c)| (k * COUNTS + (c as usize).min(COUNTS - 1) + 1) as f32)
        .sum();
    let zero = [0.0; FEATURES];
    assert_eq!(value(&net, cups, 0.0, &zero, &zero), want);
    // Only the sum's positive part passes: negated inputs give nothing.
    let neg = probe(|i| {
        if i < 10 * COUNTS {
            -((i + 1) as f32)
        } else {
            0.0
        }
    });
    assert_eq!(value(&neg, cups, 0.0, &zero, &zero), 0.0);
}

#[test]
fn late_and_the_features_enter_scaled_in_order() {
    let at = 10 * COUNTS;
    let net = probe(|i| match i {
        i if i == at => 100.0,
        i if i > at && i <= at + FEATURES => 1.0,
        i if i > at + FEATURES => 1000.0,
        _ => 0.0,
    });
    let mover = [20.0, 0.0, 0.0, 0.0, 5.0, 0.0];
    let other = [0.0, 0.0, 10.0, 0.0, 0.0, 0.0];
    // late 0.5 -> 50; the mover's store and capture count -> 1 + 1; the other's best capture -> 1000.
    assert_eq!(value(&net, [0; 10], 0.5, &mover, &other), 1052.0);
}

#[test]
fn hard_counts_the_network_for_the_mover_only() {
    let rows = [[2, 0, 1, 3, 5], [4, 4, 0, 0, 1]];
    for mover in [1, 2] {
        let g = umel(rows, [10, 20], mover);
        let pos = g.position();
        let p = pos.to_move() as usize - 1;
        let plain = score(pos, &HARD);
        let with = score_with(pos, &HARD, Some(&HARD_NET));
        let cups = pos.cups();
        let turned = std::array::from_fn(|i| cups[(i + 5 * p) % 10]);
        let net = value(
            &HARD_NET,
            turned,
            late(pos),
            &features(pos, p),
            &features(pos, 1 - p),
        );
        assert_eq!(with[1 - p], plain[1 - p]);
        assert!(
            (with[p] - plain[p] - net).abs() < 1e-4,
            "{with:?} {plain:?} {net}"
        );
    }
}

#[test]
fn more_in_the_store_scores_higher_with_the_network() {
    let rows = [[2, 0, 1, 3, 5], [4, 4, 0, 0, 1]];
    let eval = |stores| score_with(umel(rows, stores, 1).position(), &HARD, Some(&HARD_NET));
    let (less, more) = (eval([10, 20]), eval([14, 16]));
    assert!(
        more[0] - more[1] > less[0] - less[1] + 4.0,
        "{less:?} {more:?}"
    );
}
