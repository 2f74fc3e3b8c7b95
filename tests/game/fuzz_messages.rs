//! The online messages fuzzed where they are decoded: thousands of byte strings (random
//! bytes, and real messages cut short, grown and with bytes flipped or put in) reach a
//! room server, a host and a joined player on every channel, through replicon's own
//! decoding and the game's handlers. None of them panics; a game is moved only by its
//! players (its moves and seats are as they were), and the players play on afterwards.

use bevy::prelude::*;
use bevy_replicon::prelude::*;
use bevy_replicon::test_app::{ServerTestAppExt, TestClientEntity};
use proptest::prelude::Rng;
use proptest::test_runner::{RngAlgorithm, TestRng};
use sowing::game::play::MoveRequest;
use sowing::game::protocol::{Hello, ListRooms, OpenRoom, PROTOCOL_VERSION, Resync};
use sowing::net::client::Joined;
use sowing::net::rooms::Rooms;
use sowing_rules::GameKind;

use crate::online::{lobby, moves, peer, play_turn as host_turn, pump_n};
use crate::rooms::{opening, play_turn, player, pump, room_moves, to_room};

/// Garbled messages sent to each app.
const INPUTS: usize = 3000;

fn below(rng: &mut TestRng, n: usize) -> usize {
    rng.next_u32() as usize % n.max(1)
}

/// A channel and bytes: mostly a real message (of `seeds`) garbled, sometimes on another
/// channel, sometimes random bytes.
fn garble(rng: &mut TestRng, seeds: &[(usize, Vec<u8>)], channels: &[usize]) -> (usize, Vec<u8>) {
    let other = |rng: &mut TestRng| channels[below(rng, channels.len())];
    if seeds.is_empty() || below(rng, 6) == 0 {
        let len = below(rng, 300);
        let bytes = (0..len).map(|_| rng.next_u32() as u8).collect();
        return (other(rng), bytes);
    }
    let (mut channel, mut b) = seeds[below(rng, seeds.len())].clone();
    if below(rng, 8) == 0 {
        channel = other(rng);
    }
    for _ in 0..1 + below(rng, 4) {
        match below(rng, 5) {
            0 if !b.is_empty() => {
                let i = below(rng, b.len());
                b[i] ^= 1 << below(rng, 8);
            }
            1 if !b.is_empty() => {
                let i = below(rng, b.len());
                b[i] = rng.next_u32() as u8;
            }
            2 => b.truncate(below(rng, b.len() + 1)),
            3 => {
                let i = below(rng, b.len() + 1);
                b.insert(i, rng.next_u32() as u8);
            }
            _ => {
                let more = below(rng, 64);
                b.extend((0..more).map(|_| rng.next_u32() as u8));
            }
        }
    }
    (channel, b)
}

/// What `fuzzer` sends when it writes one of every message a player sends: the seeds.
/// (A hello to `room`, so its garbled moves come from a watcher of that room.)
fn client_seeds(fuzzer: &mut App, room: &str, a_move: &str, record: &str) -> Vec<(usize, Vec<u8>)> {
    let w = fuzzer.world_mut();
    w.write_message(Hello {
        version: PROTOCOL_VERSION,
        name: "mallory".into(),
        password: "pw".into(),
        token: Some(12345),
        watch: false,
        room: room.into(),
    });
    w.write_message(MoveRequest(a_move.into()));
    w.write_message(OpenRoom {
        record: record.into(),
        password: String::new(),
        public: true,
    });
    w.write_message(ListRooms);
    w.write_message(Resync);
    fuzzer.update();
    let mut sent = fuzzer.world_mut().resource_mut::<ClientMessages>();
    let seeds: Vec<_> = sent.drain_sent().map(|(c, b)| (c, b.to_vec())).collect();
    assert!(seeds.len() >= 5, "every message was sent: {}", seeds.len());
    seeds
}

/// Sends `INPUTS` garbled messages from `fuzzer`'s connection to `server` on every channel
/// (replicon's own too), a frame every few, the answers taken by the fuzzer.
fn fuzz_server(server: &mut App, fuzzer: &mut App, seeds: &[(usize, Vec<u8>)], seed: u8) {
    let mut rng = TestRng::from_seed(RngAlgorithm::ChaCha, &[seed; 32]);
    let n = server
        .world()
        .resource::<RepliconChannels>()
        .client_channels()
        .len();
    let channels: Vec<usize> = (0..n).collect();
    let from = **fuzzer.world().resource::<TestClientEntity>();
    for i in 0..INPUTS {
        let (channel, bytes) = garble(&mut rng, seeds, &channels);
        let mut inbox = server.world_mut().resource_mut::<ServerMessages>();
        inbox.insert_received(from, channel, bytes);
        if i % 16 == 15 {
            server.update();
            server.exchange_with_client(fuzzer);
            fuzzer.update();
        }
    }
    server.update();
}

/// Sends `INPUTS` garbled host messages (of `seeds`) to the player `victim`, on the
/// game's message channels: replicon's entity replication, which the game does not use,
/// checks its own updates with debug assertions (a garbled one stops a debug build), and
/// only the host, whose network is sealed, could send one.
fn fuzz_client(victim: &mut App, seeds: &[(usize, Vec<u8>)], seed: u8) {
    let mut rng = TestRng::from_seed(RngAlgorithm::ChaCha, &[seed; 32]);
    let mut channels: Vec<usize> = seeds.iter().map(|s| s.0).collect();
    channels.sort_unstable();
    channels.dedup();
    for i in 0..INPUTS {
        let (channel, bytes) = garble(&mut rng, seeds, &channels);
        let mut inbox = victim.world_mut().resource_mut::<ClientMessages>();
        inbox.insert_received(channel, bytes);
        if i % 16 == 15 {
            victim.update();
            victim
                .world_mut()
                .resource_mut::<ClientMessages>()
                .drain_sent()
                .for_each(drop);
        }
    }
    victim.update();
}

#[test]
fn garbled_messages_to_a_room_server_change_no_room() {
    let (mut s, mut peers, code) = crate::rooms::opened_room("fuzz-rooms", "pw");
    peers.push(player("fuzz-bob", to_room("bob", &code, "pw")));
    s.connect_client(&mut peers[1]);
    pump(&mut s, &mut peers, 3);
    for _ in 0..3 {
        play_turn(&mut s, &mut peers, &code);
    }
    let (before, seats) = (room_moves(&s, &code), seating(&s, &code));
    assert_eq!(before.len(), 3);

    let mut fuzzer = player(
        "fuzz-mallory",
        Joined {
            address: "test".into(),
            list: true,
            ..Default::default()
        },
    );
    s.connect_client(&mut fuzzer);
    pump(&mut s, std::slice::from_mut(&mut fuzzer), 2);
    let next = s.world().resource::<Rooms>().rooms[&code]
        .m
        .game
        .legal_texts(1000)
        .unwrap();
    let record = opening("x", GameKind::Tricala, "").open.unwrap().record;
    let seeds = client_seeds(&mut fuzzer, &code, &next[0], &record);
    fuzz_server(&mut s, &mut fuzzer, &seeds, 7);

    assert_eq!(
        room_moves(&s, &code),
        before,
        "no move from outside its seats"
    );
    assert_eq!(seating(&s, &code), seats, "the seats are its players'");
    for _ in 0..4 {
        play_turn(&mut s, &mut peers, &code);
    }
    assert_eq!(room_moves(&s, &code).len(), 7, "its players play on");
    for p in &peers {
        assert_eq!(
            crate::rooms::moves(p),
            room_moves(&s, &code),
            "and follow it"
        );
    }
}

fn seating(s: &App, code: &str) -> Vec<u64> {
    s.world().resource::<Rooms>().rooms[code]
        .seating
        .tokens
        .clone()
}

#[test]
fn garbled_messages_to_a_host_and_to_a_player_change_no_game() {
    let (mut h, mut peers) = lobby("fuzz-host", GameKind::Myra, 2);
    for _ in 0..2 {
        host_turn(&mut h, &mut peers);
    }
    // Bytes the host sends a player: the welcome, the lobby, the game so far and moves.
    let mut watcher = peer("fuzz-host-watcher", crate::online::joined("w", None));
    h.connect_client(&mut watcher);
    let to = **watcher.world().resource::<TestClientEntity>();
    // Asked again: the welcome, the lobby and the whole game; then a move.
    watcher.world_mut().write_message(Resync);
    watcher.world_mut().write_message(Hello {
        version: PROTOCOL_VERSION,
        name: "w".into(),
        password: String::new(),
        token: None,
        watch: true,
        room: String::new(),
    });
    watcher.update();
    h.exchange_with_client(&mut watcher);
    h.update();
    host_turn(&mut h, &mut peers);
    let host_seeds: Vec<(usize, Vec<u8>)> = (h.world().resource::<ServerMessages>().iter_sent())
        .filter(|(e, _, _)| *e == to)
        .map(|(_, c, b)| (c, b.to_vec()))
        .collect();
    assert!(host_seeds.len() >= 4, "seeds: {}", host_seeds.len());
    h.exchange_with_client(&mut watcher);
    watcher.update();

    let before = moves(&h);
    let next = sowing::game::play::Match::clone(h.world().resource());
    let a_move = next.game.legal_texts(1000).unwrap()[0].clone();
    let record = opening("x", GameKind::Esiema, "").open.unwrap().record;
    let seeds = client_seeds(&mut watcher, "", &a_move, &record);
    fuzz_server(&mut h, &mut watcher, &seeds, 11);
    assert_eq!(moves(&h), before, "no move from a watcher, however garbled");
    pump_n(&mut h, &mut peers, 2);
    host_turn(&mut h, &mut peers);
    assert_eq!(moves(&h).len(), before.len() + 1, "its players play on");
    for p in &peers {
        assert_eq!(moves(p), moves(&h), "and follow it");
    }

    // A player fed garbled host messages goes on running (the network is sealed, so only
    // the host could send them; a player out of step asks for the whole game again).
    fuzz_client(&mut watcher, &host_seeds, 13);
    assert!(watcher.world().contains_resource::<Joined>());
}
