//! A room server in one process with its players (replicon's test connection): a room
//! opened with a code and found among the public rooms, friends joining it by the code,
//! a wrong code or password refused, moves kept to their own room, and a server started
//! again from its rooms folder with every move, its players back at their seats by
//! token, playing the game to its end, whose record is kept.

use bevy::prelude::*;
use bevy_replicon::test_app::ServerTestAppExt;
use sowing::game::play::{Match, MoveRequest, Seat};
use sowing::game::protocol::{Denial, NetRole, OpenRoom};
use sowing::game::records::{DataDir, record_of};
use sowing::net::client::{JoinNotice, Joined};
use sowing::net::rooms::Rooms;
use sowing_rules::GameKind;

use crate::support::{bare_app, data_dir, scratch_dir};

/// A server of rooms kept in `dir`.
pub(crate) fn server(name: &str, dir: &std::path::Path) -> App {
    let mut app = bare_app(&data_dir(name));
    app.insert_resource(Rooms::new(Some(dir.to_path_buf()), 100, 11));
    *app.world_mut().resource_mut::<NetRole>() = NetRole::Host;
    app.update();
    app
}

/// A player's app with a fresh data folder of its own.
pub(crate) fn player(name: &str, joined: Joined) -> App {
    player_in(&data_dir(name), joined)
}

/// A player's app on the data folder `dir` (a relaunch).
fn player_in(dir: &DataDir, joined: Joined) -> App {
    let mut app = bare_app(dir);
    app.insert_resource(joined);
    *app.world_mut().resource_mut::<NetRole>() = NetRole::Client;
    app.update();
    app
}

pub(crate) fn to_room(name: &str, code: &str, password: &str) -> Joined {
    Joined {
        address: "test".into(),
        room: code.into(),
        name: name.into(),
        password: password.into(),
        ..Default::default()
    }
}

pub(crate) fn opening(name: &str, kind: GameKind, password: &str) -> Joined {
    let m = Match::new(kind, 2, Default::default(), vec![Seat::Remote; 2]).unwrap();
    Joined {
        address: "test".into(),
        name: name.into(),
        password: password.into(),
        open: Some(OpenRoom {
            record: record_of(&m).to_text(),
            password: password.into(),
            public: true,
        }),
        ..Default::default()
    }
}

pub(crate) fn pump(s: &mut App, peers: &mut [App], n: usize) {
    for _ in 0..n {
        for p in peers.iter_mut() {
            p.update();
            s.exchange_with_client(p);
        }
        s.update();
        for p in peers.iter_mut() {
            s.exchange_with_client(p);
            p.update();
        }
    }
}

pub(crate) fn joined(app: &App) -> &Joined {
    app.world().resource::<Joined>()
}

pub(crate) fn moves(app: &App) -> Vec<String> {
    app.world()
        .get_resource::<Match>()
        .map(|m| m.moves.clone())
        .unwrap_or_default()
}

/// The room's moves on the server.
pub(crate) fn room_moves(s: &App, code: &str) -> Vec<String> {
    s.world().resource::<Rooms>().rooms[code].m.moves.clone()
}

/// The player to move in `code` plays its first legal move.
pub(crate) fn play_turn(s: &mut App, peers: &mut [App], code: &str) {
    let room = &s.world().resource::<Rooms>().rooms[code];
    let mover = room.m.game.to_move() as usize - 1;
    let text = room.m.game.legal_texts(1000).unwrap()[0].clone();
    let at = peers
        .iter()
        .position(|p| {
            joined(p).seat == Some(mover as u8) && joined(p).room.eq_ignore_ascii_case(code)
        })
        .expect("the mover is here");
    peers[at].world_mut().write_message(MoveRequest(text));
    pump(s, peers, 2);
}

/// A server kept in a scratch folder named `name`, and Ann's app, which opened a room of
/// Umel Bagara there with `password` and took its first seat: the room's code.
pub(crate) fn opened_room(name: &str, password: &str) -> (App, Vec<App>, String) {
    let dir = scratch_dir(name);
    let mut s = server(&format!("{name}-server"), &dir);
    let mut peers = vec![player(
        &format!("{name}-ann"),
        opening("ann", GameKind::UmelBagara, password),
    )];
    s.connect_client(&mut peers[0]);
    pump(&mut s, &mut peers, 3);
    let code = joined(&peers[0]).room.clone();
    (s, peers, code)
}

#[test]
fn a_room_is_joined_by_its_code_and_a_restarted_server_plays_it_to_the_end() {
    let dir = scratch_dir("rooms-kept");
    let mut s = server("rooms-server", &dir);
    // Ann opens a room and takes its first seat; its code lists it as public.
    let mut peers = vec![player(
        "rooms-ann",
        opening("ann", GameKind::UmelBagara, "pw"),
    )];
    s.connect_client(&mut peers[0]);
    pump(&mut s, &mut peers, 3);
    let code = joined(&peers[0]).room.clone();
    assert_eq!(code.len(), 5, "a short code: {code:?}");
    assert_eq!(joined(&peers[0]).seat, Some(0));
    // Seated, the room is remembered with its server for the join form (its opener, off
    // to another game, had no way back: the code was shown nowhere).
    let kept = peers[0].world().resource::<sowing::settings::Settings>();
    assert_eq!(
        (kept.online_address.as_str(), kept.online_room.as_str()),
        ("test", code.as_str())
    );
    peers[0]
        .world_mut()
        .write_message(sowing::game::protocol::ListRooms);
    pump(&mut s, &mut peers, 2);
    let listed = joined(&peers[0]).rooms.clone().expect("the list came");
    assert!(
        listed
            .iter()
            .any(|r| r.code == code && r.free == 1 && r.game == "umel_bagara"),
        "{listed:?}"
    );

    // A player looking for a game asks for the list alone: it is told of the room and
    // takes no seat (the join form's "Find the public rooms").
    let looking = Joined {
        address: "test".into(),
        list: true,
        // The room's password typed in the form: a list is no room's join, and the
        // server's network is not sealed with it (the list was never answered).
        password: "pw".into(),
        ..Default::default()
    };
    assert_eq!(
        looking.sealed_with(),
        "",
        "a list is sealed as the server is"
    );
    let mut lister = player("rooms-lister", looking);
    s.connect_client(&mut lister);
    pump(&mut s, std::slice::from_mut(&mut lister), 2);
    let found = joined(&lister)
        .rooms
        .clone()
        .expect("the list came, unasked by hand");
    // Its password is said with it: pressed without one, the join could only be refused.
    assert!(
        found
            .iter()
            .any(|r| r.code == code && r.free == 1 && r.password),
        "{found:?}"
    );
    assert!(!joined(&lister).welcomed && joined(&lister).notice.is_none());
    let seated = |s: &App| {
        s.world().resource::<Rooms>().rooms[&code]
            .seating
            .tokens
            .clone()
    };
    assert_eq!(
        seated(&s).iter().filter(|&&t| t != 0).count(),
        1,
        "no seat taken"
    );

    // A wrong code and a wrong password are refused with the reason.
    let mut stranger = player("rooms-stranger", to_room("eve", "ZZZZZ", "pw"));
    s.connect_client(&mut stranger);
    pump(&mut s, std::slice::from_mut(&mut stranger), 2);
    assert_eq!(
        joined(&stranger).notice,
        Some(JoinNotice::Denied(Denial::NoRoom))
    );
    let mut guesser = player("rooms-guesser", to_room("eve", &code, "nope"));
    s.connect_client(&mut guesser);
    pump(&mut s, std::slice::from_mut(&mut guesser), 2);
    assert_eq!(
        joined(&guesser).notice,
        Some(JoinNotice::Denied(Denial::Password))
    );

    // Bob joins by the code (in small letters, as typed): the room starts for both.
    peers.push(player(
        "rooms-bob",
        to_room("bob", &code.to_lowercase(), "pw"),
    ));
    s.connect_client(&mut peers[1]);
    pump(&mut s, &mut peers, 3);
    assert_eq!(joined(&peers[1]).seat, Some(1));
    assert!(moves(&peers[0]).is_empty() && peers[1].world().contains_resource::<Match>());

    // A second room beside it: moves stay in their own room.
    let mut other = vec![player(
        "rooms-cid",
        opening("cid", GameKind::UmelBagara, ""),
    )];
    s.connect_client(&mut other[0]);
    pump(&mut s, &mut other, 3);
    let code2 = joined(&other[0]).room.clone();
    assert_ne!(code2, code);
    other.push(player("rooms-dan", to_room("dan", &code2, "")));
    s.connect_client(&mut other[1]);
    pump(&mut s, &mut other, 3);
    for _ in 0..6 {
        play_turn(&mut s, &mut peers, &code);
    }
    pump(&mut s, &mut other, 2);
    assert_eq!(room_moves(&s, &code).len(), 6);
    assert!(
        room_moves(&s, &code2).is_empty(),
        "the other room has no move"
    );
    assert!(moves(&other[0]).is_empty() && moves(&other[1]).is_empty());
    for p in &peers {
        assert_eq!(
            moves(p),
            room_moves(&s, &code),
            "each player has the room's moves"
        );
    }
    // Bob plays out of turn: refused, nothing changes.
    let mover = s.world().resource::<Rooms>().rooms[&code].m.game.to_move();
    let idle = if mover == 1 { 1 } else { 0 };
    peers[idle]
        .world_mut()
        .write_message(MoveRequest("1".into()));
    pump(&mut s, &mut peers, 2);
    assert_eq!(room_moves(&s, &code).len(), 6);
    assert_eq!(
        joined(&peers[idle]).notice,
        Some(JoinNotice::Denied(Denial::NotYourSeat))
    );

    // The server stops mid-game (its process gone) and starts again from its folder;
    // the players, relaunched from their own data folders, join by the code alone.
    let played = room_moves(&s, &code);
    let dirs: Vec<DataDir> = peers
        .iter()
        .map(|p| p.world().resource::<DataDir>().clone())
        .collect();
    drop(peers);
    drop(s);
    let mut s = server("rooms-server-again", &dir);
    assert_eq!(room_moves(&s, &code), played, "no move lost");
    let mut peers = vec![
        player_in(&dirs[0], to_room("ann", &code, "pw")),
        player_in(&dirs[1], to_room("bob", &code, "pw")),
    ];
    for p in peers.iter_mut() {
        s.connect_client(p);
    }
    pump(&mut s, &mut peers, 3);
    assert_eq!(
        joined(&peers[0]).seat,
        Some(0),
        "ann's seat back by its token"
    );
    assert_eq!(
        joined(&peers[1]).seat,
        Some(1),
        "bob's seat back by its token"
    );
    assert_eq!(moves(&peers[0]), played, "the game so far");
    for _ in 0..2000 {
        if s.world().resource::<Rooms>().rooms[&code]
            .m
            .game
            .finished()
            .is_some()
        {
            break;
        }
        play_turn(&mut s, &mut peers, &code);
    }
    let all = room_moves(&s, &code);
    assert!(
        s.world().resource::<Rooms>().rooms[&code]
            .m
            .game
            .finished()
            .is_some()
    );
    assert_eq!(moves(&peers[1]), all);
    // Both leave: the finished room closes, its record kept and replayable.
    for p in peers.iter_mut() {
        s.disconnect_client(p);
    }
    s.update();
    assert!(!s.world().resource::<Rooms>().rooms.contains_key(&code));
    let kept = std::fs::read_to_string(dir.join("finished").join(format!("{code}.json"))).unwrap();
    let kept: serde_json::Value = serde_json::from_str(&kept).unwrap();
    let record = sowing_rules::Record::parse(&kept["record"].to_string()).unwrap();
    let replayed = record.replay().unwrap();
    assert_eq!(replayed.record.moves, all, "the record replays to the end");
    assert!(replayed.positions.last().unwrap().finished().is_some());
}

/// In a room, a player whose partner leaves is told so on the status line, and told
/// again when the partner is back (a room's player heard nothing: the seat only turned
/// "away" in the panel).
#[test]
fn a_rooms_player_hears_the_partner_leave_and_come_back() {
    use sowing::game::play::Status;
    let (mut s, mut peers, code) = opened_room("rooms-left", "");
    let bob_dir = data_dir("rooms-left-bob");
    peers.push(player_in(&bob_dir, to_room("bob", &code, "")));
    s.connect_client(&mut peers[1]);
    pump(&mut s, &mut peers, 3);
    play_turn(&mut s, &mut peers, &code);
    let status = |p: &App| p.world().resource::<Status>().0.clone();

    let mut bob = peers.pop().unwrap();
    s.disconnect_client(&mut bob);
    pump(&mut s, &mut peers, 2);
    assert_eq!(
        status(&peers[0]),
        "Player 2 left; their seat waits for them."
    );
    // The lobby tells a seat kept for a player who left from a free one ("free" was said
    // of it, and a newcomer was then seated to watch).
    let seat = joined(&peers[0]).lobby.as_ref().unwrap().seats[1].clone();
    assert!(seat.taken && !seat.present, "{seat:?}");
    let fresh = opened_room("rooms-left-fresh", "");
    let free = joined(&fresh.1[0]).lobby.as_ref().unwrap().seats[1].clone();
    assert!(!free.taken, "a seat nobody took is free: {free:?}");

    // Relaunched from the same data folder: the seat's token is there.
    let mut bob = player_in(&bob_dir, to_room("bob", &code, ""));
    s.connect_client(&mut bob);
    peers.push(bob);
    pump(&mut s, &mut peers, 3);
    assert_eq!(
        joined(&peers[1]).seat,
        Some(1),
        "back at the seat by its token"
    );
    assert_eq!(status(&peers[0]), "Player 2 is back.");
}

/// A room nobody comes back to is closed once its time is up, not before, and its file
/// moves to `abandoned/` with its record: a server's rooms do not grow without end.
#[test]
fn a_room_nobody_comes_back_to_is_closed_and_its_record_kept() {
    use sowing::net::room_expiry::RoomExpiry;
    use std::time::Duration;
    let (mut s, mut peers, code) = opened_room("rooms-expiry", "");
    let hour = Duration::from_secs(3600);
    let dir = s.world().resource::<Rooms>().dir.clone().unwrap();
    let expiry = |unstarted| RoomExpiry {
        unstarted,
        started: hour,
        every: Duration::ZERO,
    };
    // Ann is in it: it stays whatever the time.
    s.insert_resource(expiry(Duration::ZERO));
    s.update();
    assert!(s.world().resource::<Rooms>().rooms.contains_key(&code));
    // Ann left: it stays within its time.
    s.insert_resource(expiry(hour));
    s.disconnect_client(&mut peers[0]);
    pump(&mut s, &mut [], 2);
    assert!(
        s.world().resource::<Rooms>().rooms.contains_key(&code),
        "closed before its time"
    );
    // Its time is up: closed, its record kept aside.
    s.insert_resource(expiry(Duration::ZERO));
    s.update();
    assert!(
        !s.world().resource::<Rooms>().rooms.contains_key(&code),
        "an empty room past its time is still open"
    );
    let kept = dir.join("abandoned").join(format!("{code}.json"));
    let text = std::fs::read_to_string(&kept).expect("its file kept in abandoned/");
    assert!(text.contains("umel_bagara"), "its record kept: {text}");
    assert!(!dir.join(format!("{code}.json")).exists());
}

/// A room without a password takes a joiner whatever password their form still held
/// (the eleventh play-test's list join sent one left from another game: "Wrong password.").
#[test]
fn a_room_without_a_password_takes_a_joiner_with_one() {
    let (mut s, mut peers, code) = opened_room("rooms-no-password", "");
    peers.push(player(
        "rooms-no-password-cy",
        to_room("cy", &code, "left-over"),
    ));
    s.connect_client(&mut peers[1]);
    pump(&mut s, &mut peers, 3);
    assert_eq!(joined(&peers[1]).notice, None);
    assert_eq!(joined(&peers[1]).seat, Some(1), "seated");
}
