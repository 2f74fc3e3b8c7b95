//! Esiema's moves built, listed, counted and found: the step-by-step builder and its undo,
//! no dead ends offered, capture sowings, the notation, and properties on the positions of
//! random games (capped counts, captures, counts against listings, spheres conserved).

mod common;
use common::*;
use proptest::prelude::*;
use serde_json::json;
use sowing_rules::games::esiema::{EsiemaMove, SowBuilder};
use sowing_rules::{AnyGame, GameKind, Piece, Rng, Rules, Step};

#[test]
fn the_builder_offers_only_completable_steps_and_supports_undo() {
    let g = es(2, r#""d4":"1 2*2","a1":"M1","l1":"M2","k1":"2""#, "");
    let pos = esiema(&g);
    let mut b = sowing_rules::MoveBuilder::new(pos).unwrap();
    b.push(pos, Step::Pit(p("d4"))).unwrap();
    let first = b.options().to_vec();
    assert_eq!(
        first.len(),
        6,
        "all six neighbours have room for two more pits"
    );
    b.push(pos, Step::Pit(p("e4"))).unwrap();
    // The own sphere must stay for last: only player 2's sphere may drop first.
    assert_eq!(b.options(), [Step::Piece(Piece::Small(2))]);
    assert!(b.push(pos, Step::Piece(Piece::Small(1))).is_err());
    b.undo(pos);
    assert_eq!(b.options(), first.as_slice());
    // A corner path: from a1's neighbour a2 along the edge, every offered pit keeps room.
    let g = es(2, r#""a1":"1*8","f6":"M1","l1":"M2","k1":"2""#, "");
    let pos = esiema(&g);
    let mut sb = SowBuilder::new(pos, p("a1")).unwrap();
    let mut rng = Rng::new(3);
    for _ in 0..8 {
        let mut pits = smallvec::SmallVec::new();
        sb.next_pits(&mut pits);
        assert!(!pits.is_empty(), "never a dead end");
        let q = pits[rng.below(pits.len() as u64) as usize];
        assert!(sb.push_pit(q));
        let mut ks = smallvec::SmallVec::new();
        sb.next_pieces(&mut ks);
        assert!(sb.push_piece(ks[0]));
    }
    let m = sb.complete().unwrap();
    assert!(g.clone().play_text(&m.to_string()).is_ok());
}

#[test]
fn dead_ends_are_not_offered() {
    // d4's sowing needs 3 pits; from c1 (a corner region walled by player 2's mother…)
    // only neighbours that still lead on are offered: a2 next to a1 with a1, b1, b2
    // walled leaves no room, so the path a1-… is impossible from a2 of length >…
    let g = es(2, r#""b2":"1*3","a1":"M2","a3":"M1","k1":"2""#, "");
    let pos = esiema(&g);
    let b = SowBuilder::new(pos, p("b2")).unwrap();
    let mut pits = smallvec::SmallVec::new();
    b.next_pits(&mut pits);
    // Every offered first pit leads to at least one complete move.
    for q in pits {
        let mut c = b.clone();
        assert!(c.push_pit(q));
        let mut rng = Rng::new(q as u64);
        let m = c.finish_random(&mut rng);
        assert!(g.clone().play_text(&m.to_string()).is_ok(), "{m}");
    }
}

#[test]
fn random_moves_are_legal() {
    let mut rng = Rng::new(9);
    let mut g = start(GameKind::Esiema, 2);
    for _ in 0..400 {
        let Some(m) = g.random_move_text(&mut rng) else {
            break;
        };
        g.play_text(&m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

#[test]
fn capture_sowings_find_the_capture_and_respect_mothers() {
    // d4 (two spheres) can reach e5 in two steps: the only capture on the board.
    let g = es(
        2,
        r#""d4":"1*2","e5":"2*3","a1":"M1","k1":"2","h1":"2*2 M2""#,
        "",
    );
    let mut rng = Rng::new(1);
    let mut caps = Vec::new();
    esiema(&g).capture_sowings(&mut rng, 10, &mut caps);
    let texts: Vec<String> = caps.iter().map(|m| m.to_string()).collect();
    assert_eq!(texts.len(), 1, "{texts:?}");
    let mut after = g.clone();
    after.play_text(&texts[0]).unwrap();
    assert_eq!(field(&after, "captured"), json!([3, 0]));
    assert_eq!(pit(&after, "e5"), "1");
    // No limit, no moves; a mother on the target, no capture either.
    let mut none = Vec::new();
    esiema(&g).capture_sowings(&mut rng, 0, &mut none);
    let guarded = es(2, r#""d4":"1*2","e5":"2*3 M2","a1":"M1","k1":"2""#, "");
    esiema(&guarded).capture_sowings(&mut rng, 10, &mut none);
    assert!(none.is_empty(), "{none:?}");
}

#[test]
fn notation_round_trips() {
    let g = es(2, r#""d4":"1 M1 2","l1":"M2","k1":"2""#, "");
    for m in g.legal_unsorted() {
        let parsed = esiema(&g).parse_move(&m).unwrap();
        assert_eq!(parsed.to_string(), m);
    }
    assert!(matches!(EsiemaMove::Pass.to_string().as_str(), "pass"));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// The capped count agrees with the exact one: the number when it is within the
    /// limit, nothing when it is above (or too many to count).
    #[test]
    fn moves_at_most_agrees_with_count(seed in any::<u64>(), plies in 0u32..400, players in 2u8..=4) {
        let g = reachable(GameKind::Esiema, players, seed, plies);
        let e = esiema(&g);
        let exact = e.count_moves().ok();
        for limit in [0u128, 1, 7, 50, 400, 3000, 100_000] {
            prop_assert_eq!(e.moves_at_most(limit), exact.filter(|&n| n <= limit), "limit {}", limit);
        }
    }

    /// Every capture sowing is legal, captures every other player's small sphere in its
    /// last pit, and none is found where the listed moves capture nothing.
    #[test]
    fn capture_sowings_are_legal_and_capture(seed in any::<u64>(), plies in 60u32..600, players in 2u8..=4) {
        let g = reachable(GameKind::Esiema, players, seed, plies);
        let e = esiema(&g);
        prop_assume!(g.finished().is_none() && g.phase() == sowing_rules::Phase::Play);
        let me = e.to_move() as usize - 1;
        let mut caps = Vec::new();
        e.capture_sowings(&mut Rng::new(seed), 40, &mut caps);
        prop_assert!(caps.len() <= 40);
        for m in &caps {
            let EsiemaMove::Sow { drops, .. } = m else {
                return Err(TestCaseError::fail(format!("not a sowing: {m}")));
            };
            let last = e.pit(drops.last().unwrap().0);
            let theirs: u32 = last.small.iter().map(|&n| n as u32).sum::<u32>() - last.small[me] as u32;
            let mut after = g.clone();
            after.play_text(&m.to_string()).map_err(|err| TestCaseError::fail(format!("{m}: {err}")))?;
            let gained = esiema(&after).captured()[me] - e.captured()[me];
            prop_assert!(theirs > 0);
            prop_assert_eq!(gained as u32, theirs, "{}", m);
        }
        if caps.is_empty() && e.moves_at_most(20_000).is_some() {
            let mut all = Vec::new();
            e.legal_moves(&mut all);
            for m in all {
                let mut after = e.clone();
                after.play_unchecked(&m, None);
                prop_assert_eq!(after.captured()[me], e.captured()[me], "missed capture {}", m);
            }
        }
    }

    /// `count` per origin equals the number listed, for every pit of up to 7 spheres.
    #[test]
    fn count_matches_listing(seed in any::<u64>(), plies in 60u32..400, players in 2u8..=4) {
        let g = reachable(GameKind::Esiema, players, seed, plies);
        let e = esiema(&g);
        prop_assume!(g.finished().is_none() && g.phase() == sowing_rules::Phase::Play);
        for o in 0..91u8 {
            let s = e.pit(o);
            if s.total() <= 7 {
                let listed = e.list_sowings(o);
                prop_assert_eq!(e.count_sowings(o), listed.len() as u128, "pit {}", o);
                let mut texts: Vec<String> = listed.iter().map(|m| m.to_string()).collect();
                texts.sort();
                texts.dedup();
                prop_assert_eq!(texts.len(), listed.len(), "distinct");
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Full-size games: board + reserves + captured + mothers stay constant, every random
    /// move replays from its events, and positions survive a JSON round trip.
    #[test]
    fn full_size_games_conserve_spheres(seed in any::<u64>(), players in 2u8..=6, plies in 0u32..300) {
        let mut g = reachable(GameKind::Esiema, players, seed, plies);
        let total = start(GameKind::Esiema, players).pieces_total();
        prop_assert_eq!(total, 71 * players as u32);
        let mut rng = Rng::new(seed ^ 1);
        for i in 0..150 {
            let Some(m) = g.random_move_text(&mut rng) else { break };
            if i % 10 == 0 {
                g.check_replay(&m).map_err(|e| TestCaseError::fail(e.to_string()))?;
            }
            g.play_text(&m).unwrap();
            prop_assert_eq!(g.pieces_total(), total);
        }
        let back = AnyGame::from_json(&serde_json::Value::Object(g.to_json())).unwrap();
        prop_assert_eq!(back.to_json(), g.to_json());
        prop_assert_eq!(back.pieces_total(), total);
    }
}
