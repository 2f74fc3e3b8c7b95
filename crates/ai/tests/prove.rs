//! Tricala's proof search: on small positions (a few stones left, a short quiet limit, so
//! that every line can be played out) it agrees with an exhaustive minimax, its winning
//! move keeps the win, and it gives up past its budget.

use std::collections::HashMap;

use sowing_ai::prove::{Proof, prove};
use sowing_rules::board::{TRI_PITS, Tri};
use sowing_rules::games::tricala::Tricala;
use sowing_rules::{AnyGame, Outcome, Rng, Rules};

/// Win, draw or loss for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Exact {
    Loss,
    Draw,
    Win,
}

/// The exact result for the player to move by trying every line; the table only keeps
/// results already found (the position with its quiet count: the game has no
/// repetition rule, so that is all its future depends on).
fn minimax(p: &Tricala, memo: &mut HashMap<(u128, u32), Exact>) -> Exact {
    if let Some(f) = p.finished() {
        return match f.outcome {
            Outcome::Winner(w) if w == p.to_move() => Exact::Win,
            Outcome::Winner(_) => Exact::Loss,
            Outcome::Draw(_) => Exact::Draw,
        };
    }
    if let Some(&e) = memo.get(&(p.key(), p.quiet())) {
        return e;
    }
    let mut moves = Vec::new();
    p.legal_moves(&mut moves);
    let mut best = Exact::Loss;
    for m in &moves {
        let mut c = p.clone();
        c.play_unchecked(m, None);
        let mine = match (minimax(&c, memo), c.to_move() == p.to_move()) {
            (e, true) => e,
            (Exact::Win, false) => Exact::Loss,
            (Exact::Loss, false) => Exact::Win,
            (Exact::Draw, false) => Exact::Draw,
        };
        best = best.max(mine);
    }
    memo.insert((p.key(), p.quiet()), best);
    best
}

/// A two-player play-phase position: one to three stones of each player in random pits
/// (corners too), the rest of the 18 captured, neither capture count a win yet, and a
/// quiet limit of 6 plies.
fn small_position(rng: &mut Rng) -> Tricala {
    let mut pits = [[0u8; 2]; TRI_PITS];
    let on_board = [1 + rng.below(3) as u8, 1 + rng.below(3) as u8];
    for (p, &n) in on_board.iter().enumerate() {
        for _ in 0..n {
            pits[rng.below(TRI_PITS as u64) as usize][p] += 1;
        }
    }
    let rest = 18 - on_board[0] - on_board[1];
    let first = rest - 8 + rng.below(17 - rest as u64) as u8;
    let mut json_pits = serde_json::Map::new();
    for (i, stones) in pits.iter().enumerate() {
        let text: Vec<String> = (0..2)
            .filter(|&p| stones[p] > 0)
            .map(|p| match stones[p] {
                1 => format!("{}", p + 1),
                n => format!("{}*{n}", p + 1),
            })
            .collect();
        if !text.is_empty() {
            json_pits.insert(Tri::get().name(i as u8).to_string(), text.join(" ").into());
        }
    }
    let json = serde_json::json!({
        "game": "tricala", "players": 2, "to_move": 1 + rng.below(2), "phase": "play",
        "pits": json_pits, "hand": [0, 0], "captured": [first, rest - first], "quiet": 0,
        "options": {"quiet_limit": 6},
    });
    match AnyGame::from_json(&json).expect("a valid position") {
        AnyGame::Tricala(g) => g.position().clone(),
        _ => unreachable!(),
    }
}

#[test]
fn the_proof_search_agrees_with_exhaustive_minimax() {
    let mut rng = Rng::new(7);
    let mut memo = HashMap::new();
    let mut seen = HashMap::new();
    for _ in 0..60 {
        let p = small_position(&mut rng);
        if p.finished().is_some() {
            continue;
        }
        let me = p.to_move();
        let other = 3 - me;
        let want = minimax(&p, &mut memo);
        let mine = prove(&p, me, u64::MAX);
        let theirs = prove(&p, other, u64::MAX);
        let (mine_wins, theirs_wins) = match want {
            Exact::Win => (Proof::Wins, Proof::CannotWin),
            Exact::Draw => (Proof::CannotWin, Proof::CannotWin),
            Exact::Loss => (Proof::CannotWin, Proof::Wins),
        };
        assert_eq!(mine.proof, mine_wins, "{:?}", p);
        assert_eq!(theirs.proof, theirs_wins, "{:?}", p);
        // The winning move it names wins: the opponent, to move after it, loses.
        if want == Exact::Win {
            let mut after = p.clone();
            after.play_unchecked(&mine.best.expect("a winning move"), None);
            assert_eq!(minimax(&after, &mut memo), Exact::Loss, "{:?}", p);
        }
        *seen.entry(format!("{want:?}")).or_insert(0) += 1;
    }
    // The positions test every result, not one kind only.
    assert_eq!(seen.len(), 3, "results seen: {seen:?}");
}

#[test]
fn it_gives_up_past_its_budget() {
    // A game after its random setup is far too large for a hundred positions.
    let mut rng = Rng::new(3);
    let mut p = Tricala::new(2, Default::default()).expect("two players");
    let mut buf = Vec::new();
    while p.phase() == sowing_rules::Phase::Setup {
        let m = p.random_move(&mut rng, &mut buf).expect("a placement");
        p.play_unchecked(&m, None);
    }
    let r = prove(&p, 1, 100);
    assert_eq!(r.proof, Proof::Unknown);
    assert_eq!(r.best, None);
    assert!(r.nodes <= 101, "{} nodes", r.nodes);
}
