//! Myra's queries for the search (the attackers of a pit, the captures, a move's forecast,
//! the survey of the board), each checked against the legal moves on the positions of
//! random games with two and three players.

use sowing_rules::board::HEX_PITS;
use sowing_rules::games::myra::{Myra, MyraMove};
use sowing_rules::{Game, Rng, Rules};

/// Calls `f` with each position of a seeded game between random players, up to `plies`,
/// drawn after `quiet_limit` plies without a capture.
fn each_random_position(
    (players, quiet_limit): (u8, u32),
    seed: u64,
    plies: usize,
    mut f: impl FnMut(&Myra),
) {
    let mut rng = Rng::new(seed);
    let mut g = Game::new(Myra::new(players, quiet_limit).unwrap());
    let mut buf = Vec::new();
    for _ in 0..plies {
        let pos = g.position();
        if pos.finished().is_some() {
            break;
        }
        f(pos);
        let m = pos.random_move(&mut rng, &mut buf).unwrap();
        g.play_unchecked(&m, None);
    }
}

#[test]
fn attackers_match_the_capturing_moves_of_the_side_to_move() {
    let mut checked = 0;
    for seed in 0..12u64 {
        each_random_position((2, 200), seed, 160, |pos| {
            let me = pos.to_move() as usize - 1;
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            for target in 0..91u8 {
                let c = pos.cell(target);
                if c.is_empty() || c.owner() == me {
                    continue;
                }
                let mut origins: Vec<u8> = moves
                    .iter()
                    .filter_map(|m| match m {
                        MyraMove::Whole { from, to } if *to == target => Some(*from),
                        _ => None,
                    })
                    .collect();
                origins.dedup();
                assert_eq!(
                    pos.attackers(target) as usize,
                    origins.len(),
                    "pit {target} in {:?}",
                    pos.to_json()
                );
                checked += 1;
            }
        });
    }
    assert!(checked > 1000, "only {checked} pits checked");
}

#[test]
fn captures_are_the_legal_moves_onto_enemy_pieces() {
    let (mut positions, mut found) = (0, 0);
    for seed in 0..16u64 {
        each_random_position((2 + (seed % 2) as u8, 200), seed, 200, |pos| {
            let me = pos.to_move() as usize - 1;
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            moves.retain(|m| match m {
                MyraMove::Whole { to, .. } => {
                    let c = pos.cell(*to);
                    !c.is_empty() && c.owner() != me
                }
                _ => false,
            });
            let mut captures = Vec::new();
            pos.captures(&mut captures);
            assert_eq!(captures, moves, "in {:?}", pos.to_json());
            positions += 1;
            found += captures.len();
        });
    }
    assert!(
        positions > 1000 && found > 500,
        "{positions} positions, {found} captures"
    );
}

#[test]
fn a_forecast_tells_what_a_move_takes_and_whether_it_ends_the_game() {
    // Every legal move of the positions of random games, with two and three players and
    // short quiet limits too (so that quiet moves end games), forecast and then played.
    let (mut moves_seen, mut takes, mut ends) = (0, 0, 0);
    // With three players: queens taken with all three in play, and with two.
    let mut queens = [0, 0];
    for seed in 0..40u64 {
        let seats = (2 + (seed % 2) as u8, [200, 8, 30][seed as usize % 3]);
        each_random_position(seats, seed, 400, |pos| {
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            let before: u16 = pos.captured().iter().sum();
            let out = (1..=pos.players()).filter(|&p| pos.is_out(p)).count();
            for m in &moves {
                let mut after = pos.clone();
                after.play_unchecked(m, None);
                let taken = after.captured().iter().sum::<u16>() - before;
                let over = after.finished().is_some();
                assert_eq!(pos.forecast(m), (taken, over), "{m} in {:?}", pos.to_json());
                moves_seen += 1;
                takes += usize::from(taken > 0);
                ends += usize::from(over);
                let queen = (1..=pos.players()).any(|p| after.is_out(p) && !pos.is_out(p));
                if pos.players() == 3 && (queen || (over && taken > 0)) {
                    queens[out] += 1;
                }
            }
        });
    }
    assert!(
        moves_seen > 10_000 && takes > 500 && ends > 100 && queens[0] > 5 && queens[1] > 5,
        "{moves_seen} moves, {takes} captures, {ends} ends, queens taken by seats in play {queens:?}"
    );
}

#[test]
fn the_survey_sorts_every_pit_by_its_contents() {
    let mut positions = 0;
    for seed in 0..8u64 {
        each_random_position((2 + (seed % 2) as u8, 200), seed, 200, |pos| {
            let s = pos.survey();
            for p in 0..HEX_PITS as u8 {
                let c = pos.cell(p);
                let bit = |set: u128| set >> p & 1 == 1;
                assert_eq!(bit(s.empty), c.is_empty(), "pit {p}");
                for owner in 0..3 {
                    for (k, set) in s.soldiers[owner].iter().enumerate() {
                        let here = !c.is_empty() && c.owner() == owner;
                        let want = here && c.soldiers_count() as usize == k + 1;
                        assert_eq!(bit(*set), want, "pit {p}, player {owner}, {k}");
                    }
                }
            }
            for q in 1..=Rules::players(pos) {
                assert_eq!(s.queens[q as usize - 1], pos.queen_pit(q));
            }
            positions += 1;
        });
    }
    assert!(positions > 1000, "{positions} positions");
}
