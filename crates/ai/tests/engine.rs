//! Engines owned by the caller: a search with one engine leaves another's kept state (the
//! time bank, the kept tables) as it was, so a hint never changes a seat's next search.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use sowing_ai::players::Ai;
use sowing_ai::{Engine, Level};
use sowing_rules::{AnyGame, GameKind};

/// Myra with two players a few moves in, where Hard's timed search banks time.
fn position() -> AnyGame {
    let mut g = AnyGame::new(GameKind::Myra, Some(2), Default::default()).unwrap();
    for _ in 0..4 {
        let mv = g.legal_unsorted()[0].clone();
        g.play_text(&mv).unwrap();
    }
    g
}

fn think(engine: &mut Engine, game: &AnyGame, ms: u64) -> Option<String> {
    let mut cfg = Level::Hard.timed(7);
    cfg.time = Some(Duration::from_millis(ms));
    engine.choose_text(
        Ai::Search(Level::Hard),
        game,
        Some(cfg),
        7,
        &AtomicBool::new(false),
    )
}

#[test]
fn a_hint_between_two_moves_leaves_the_seats_engine_as_it_was() {
    let game = position();
    let mut seat = Engine::new();
    let mut hints = Engine::new();
    assert!(think(&mut seat, &game, 200).is_some());
    let banked = seat.banked();
    assert!(banked > Duration::ZERO, "Hard banks what its move left");
    // A hint on the same thread, with its own engine: the seat's bank is untouched, and
    // the hint's own engine banks for itself.
    assert!(think(&mut hints, &game, 200).is_some());
    assert_eq!(seat.banked(), banked);
    assert!(hints.banked() > Duration::ZERO);
    // Without engines of their own (one thread's state, as before) the hint's search
    // would have drawn on the seat's bank: the thread's state is the last search's.
    let mut shared = Engine::new();
    think(&mut shared, &game, 200);
    let after_seat = shared.banked();
    think(&mut shared, &game, 200);
    assert_ne!(
        shared.banked(),
        after_seat,
        "one shared state: the hint moved the bank"
    );
}
