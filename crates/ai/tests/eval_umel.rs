//! Hard's Umel Bagara evaluation: its capture features agree with the rules (the most
//! a sowing of the player to move takes, the sum and the count of capturing sowings,
//! found by playing every legal move), its other features and the cup and pair
//! tables' columns count what they say, and the score ranks a position with more in
//! the mover's store above the same position with less.

mod common;

use common::{random_position, umel};
use sowing_ai::eval_umel::{
    BUCKETS, HARD, PAIR_COLUMNS, bucket, captures, features, pair_column, score,
};
use sowing_rules::event::Event;
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
