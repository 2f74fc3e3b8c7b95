//! Hard's Umel Bagara evaluation: its capture feature agrees with the rules (the most a
//! sowing of the player to move takes, found by playing every legal move), its other
//! features count what they say, and the score ranks a position with more in the
//! mover's store above the same position with less.

mod common;

use common::{random_position, umel};
use sowing_ai::eval_umel::{HARD, best_capture, features, score};
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
            let played = moves
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
                .max()
                .unwrap_or(0);
            assert_eq!(best_capture(pos, me), played, "{:?}", pos.cups());
            capturing += usize::from(played > 0);
        }
    }
    // Both kinds of position were met.
    assert!(capturing > 20 && capturing < 280, "{capturing}");
}

#[test]
fn the_features_count_the_rows() {
    // Player 1: 2 0 1 3 5 (moves 3, weak 2, empty 1); player 2: 4 4 0 0 1.
    let g = umel([[2, 0, 1, 3, 5], [4, 4, 0, 0, 1]], [10, 20], 1);
    let f = features(g.position(), 0);
    assert_eq!(f[..5], [10.0, 11.0, 3.0, 2.0, 1.0]);
    let f = features(g.position(), 1);
    assert_eq!(f[..5], [20.0, 9.0, 2.0, 1.0, 2.0]);
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
