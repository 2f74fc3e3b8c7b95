//! Online play, host and peers in one process (replicon's test connection, no sockets):
//! seats given in turn and by token, the host's game followed move by move, requests for
//! another seat, out of turn, illegal or malformed refused with a reason and nothing
//! changed, a wrong password or version refused, a dropped peer's seat waiting and taken
//! back, the host closing the game with every peer keeping it.

use bevy::prelude::*;
use bevy_replicon::test_app::ServerTestAppExt;
use sowing::game::play::{Match, MoveRequest, Seat};
use sowing::game::protocol::{Denial, Hello, MoveFault, NetRole, PROTOCOL_VERSION, SeatHolders};
use sowing::game::records::online_seat::{JoinedAt, ResumeOnline};
use sowing::game::records::{DataDir, ResumeOffer};
use sowing::game::screens::Screen;
use sowing::i18n::{Lang, Texts};
use sowing::net::client::{JoinNotice, Joined};
use sowing::net::host::{HostCommand, Hosting};
use sowing_ai::Level;
use sowing_rules::GameKind;

use crate::support::{bare_app, data_dir};

/// A host of `m` (its remote seats free) and its data folder's name.
fn host(name: &str, m: Match, password: &str) -> App {
    let mut app = bare_app(&data_dir(name));
    app.insert_resource(Hosting::new(m, 0, password.into(), 7));
    *app.world_mut().resource_mut::<NetRole>() = NetRole::Host;
    app.update();
    app
}

/// A peer that joins with `name` (the computer plays its seat at `bot`).
pub(crate) fn peer(name: &str, joined: Joined) -> App {
    let mut app = bare_app(&data_dir(name));
    app.insert_resource(joined);
    *app.world_mut().resource_mut::<NetRole>() = NetRole::Client;
    app.update();
    app
}

pub(crate) fn joined(name: &str, bot: Option<Level>) -> Joined {
    Joined {
        address: "test".into(),
        name: name.into(),
        bot,
        ..Default::default()
    }
}

fn remote_match(kind: GameKind, players: u8) -> Match {
    Match::new(
        kind,
        players,
        Default::default(),
        vec![Seat::Remote; players as usize],
    )
    .unwrap()
}

/// One round of messages: every peer's to the host, the host's frame, its answers back.
fn pump(host: &mut App, peers: &mut [App]) {
    for p in peers.iter_mut() {
        p.update();
        host.exchange_with_client(p);
    }
    host.update();
    for p in peers.iter_mut() {
        host.exchange_with_client(p);
        p.update();
    }
}

pub(crate) fn pump_n(host: &mut App, peers: &mut [App], n: usize) {
    for _ in 0..n {
        pump(host, peers);
    }
}

pub(crate) fn moves(app: &App) -> Vec<String> {
    app.world()
        .get_resource::<Match>()
        .map(|m| m.moves.clone())
        .unwrap_or_default()
}

fn to_move(app: &App) -> u8 {
    app.world().resource::<Match>().game.to_move()
}

fn notice(app: &App) -> Option<JoinNotice> {
    app.world().resource::<Joined>().notice.clone()
}

/// Connects `n` peers (named p1, p2, …), each taking the next seat; starts the game.
pub(crate) fn lobby(name: &str, kind: GameKind, players: u8) -> (App, Vec<App>) {
    let mut h = host(name, remote_match(kind, players), "");
    let mut peers = Vec::new();
    for i in 0..players {
        let mut p = peer(&format!("{name}-p{i}"), joined(&format!("p{i}"), None));
        h.connect_client(&mut p);
        peers.push(p);
        pump_n(&mut h, &mut peers, 2);
        assert_eq!(
            peers[i as usize].world().resource::<Joined>().seat,
            Some(i),
            "peers take the seats in turn"
        );
    }
    h.world_mut().write_message(HostCommand::Start);
    pump_n(&mut h, &mut peers, 3);
    assert_eq!(*h.world().resource::<State<Screen>>().get(), Screen::Play);
    for p in &peers {
        assert_eq!(*p.world().resource::<State<Screen>>().get(), Screen::Play);
        let m = p.world().resource::<Match>();
        let mine = p.world().resource::<Joined>().seat.unwrap() as usize;
        assert_eq!(m.seats[mine], Seat::Human, "a peer plays its own seat");
        assert_eq!(
            m.seats.iter().filter(|s| **s == Seat::Remote).count(),
            players as usize - 1,
            "every other seat is remote to it"
        );
    }
    (h, peers)
}

/// The peer whose seat is to move plays `text` (or the first legal move).
/// Rounds of messages, player 1's peer moving on its turns, until the host has `n` moves
/// (the computer answering for another seat), for at most 400 rounds.
fn until_moves(h: &mut App, peers: &mut [App], n: usize) {
    for _ in 0..400 {
        if moves(h).len() >= n {
            break;
        }
        if to_move(h) == 1 {
            play_turn(h, peers);
        }
        pump(h, peers);
    }
}

/// A player back from the data folder `name` with the seat's `token`, joined last.
fn come_back(h: &mut App, peers: &mut Vec<App>, name: &str, token: Option<u64>) {
    let mut back = peer(
        name,
        Joined {
            token,
            ..joined("b", None)
        },
    );
    h.connect_client(&mut back);
    peers.push(back);
    pump_n(h, peers, 3);
}

pub(crate) fn play_turn(h: &mut App, peers: &mut [App]) -> String {
    let mover = to_move(h) as usize - 1;
    let text = crate::support::first_legal(h);
    peers[mover]
        .world_mut()
        .write_message(MoveRequest(text.clone()));
    pump_n(h, peers, 2);
    text
}

#[test]
fn six_peers_take_turns_and_follow_the_host() {
    let (mut h, mut peers) = lobby("online-six", GameKind::Esiema, 6);
    for _ in 0..12 {
        let before = moves(&h).len();
        let text = play_turn(&mut h, &mut peers);
        assert_eq!(moves(&h).len(), before + 1, "the host played {text}");
        for p in &peers {
            assert_eq!(moves(p), moves(&h), "every peer has the host's moves");
        }
    }
    let host_pos = h.world().resource::<Match>().game.to_json();
    for p in &peers {
        assert_eq!(p.world().resource::<Match>().game.to_json(), host_pos);
    }
}

#[test]
fn two_bots_finish_a_game_over_the_connection() {
    let mut h = host("online-bots", remote_match(GameKind::UmelBagara, 2), "");
    h.world_mut().resource_mut::<Hosting>().auto_start = true;
    let mut peers = vec![
        peer("online-bots-a", joined("a", Some(Level::Easy))),
        peer("online-bots-b", joined("b", Some(Level::Easy))),
    ];
    for p in peers.iter_mut() {
        h.connect_client(p);
    }
    let mut finished = false;
    for _ in 0..20_000 {
        pump(&mut h, &mut peers);
        if h.world()
            .get_resource::<Match>()
            .is_some_and(|m| m.game.finished().is_some())
        {
            pump_n(&mut h, &mut peers, 3);
            finished = true;
            break;
        }
    }
    assert!(finished, "the bots finished the game");
    for p in &peers {
        assert_eq!(moves(p), moves(&h));
        assert!(p.world().resource::<Match>().game.finished().is_some());
    }
}

#[test]
fn forged_out_of_turn_illegal_and_malformed_requests_change_nothing() {
    let (mut h, mut peers) = lobby("online-forged", GameKind::UmelBagara, 2);
    let mover = to_move(&h) as usize - 1;
    let other = 1 - mover;
    let legal = crate::support::first_legal(&h);
    let cases = [
        (other, legal.clone(), Denial::NotYourSeat),
        (
            mover,
            "not a move".to_string(),
            Denial::Illegal(MoveFault::Notation),
        ),
        (
            mover,
            "pass".to_string(),
            Denial::Illegal(MoveFault::NotLegal(sowing_rules::IllegalKind::Pass)),
        ),
        (mover, "x".repeat(5000), Denial::Malformed),
    ];
    for (who, text, want) in cases {
        let before = h.world().resource::<Match>().game.to_json();
        peers[who].world_mut().write_message(MoveRequest(text));
        pump_n(&mut h, &mut peers, 2);
        assert_eq!(
            h.world().resource::<Match>().game.to_json(),
            before,
            "nothing changed"
        );
        assert!(moves(&h).is_empty());
        assert_eq!(notice(&peers[who]), Some(JoinNotice::Denied(want.clone())));
        // A German peer reads the refusal in German: the host's rules text (English) does
        // not cross the network.
        let german = sowing::net::client::denial_text(&want, &Texts::new(Lang::De));
        for english in ["illegal", "move", "notation", "cup", "pass only"] {
            assert!(!german.contains(english), "{german}");
        }
    }
    // A local request on the host for a remote seat is refused too.
    h.world_mut().write_message(MoveRequest(legal.clone()));
    pump_n(&mut h, &mut peers, 2);
    assert!(
        moves(&h).is_empty(),
        "the host cannot move for a remote seat"
    );
    // The right peer's request is played.
    peers[mover].world_mut().write_message(MoveRequest(legal));
    pump_n(&mut h, &mut peers, 2);
    assert_eq!(moves(&h).len(), 1);
    assert_eq!(moves(&peers[other]), moves(&h));
}

#[test]
fn wrong_password_and_version_are_refused_with_the_reason() {
    let mut h = host("online-pw", remote_match(GameKind::UmelBagara, 2), "secret");
    let mut wrong = peer("online-pw-a", joined("a", None));
    h.connect_client(&mut wrong);
    let mut ps = vec![wrong];
    pump_n(&mut h, &mut ps, 2);
    assert_eq!(notice(&ps[0]), Some(JoinNotice::Denied(Denial::Password)));
    assert_eq!(ps[0].world().resource::<Joined>().seat, None);
    assert!(
        h.world()
            .resource::<SeatHolders>()
            .0
            .iter()
            .all(Option::is_none),
        "no seat was given"
    );

    let mut h = host("online-ver", remote_match(GameKind::UmelBagara, 2), "");
    let mut old = peer("online-ver-a", joined("a", None));
    h.connect_client(&mut old);
    // This peer speaks another version: its hello says so.
    old.world_mut().write_message(Hello {
        version: PROTOCOL_VERSION + 1,
        name: "old".into(),
        password: String::new(),
        token: None,
        watch: false,
        room: String::new(),
    });
    let mut ps = vec![old];
    pump_n(&mut h, &mut ps, 2);
    assert_eq!(
        notice(&ps[0]),
        Some(JoinNotice::Denied(Denial::Version(PROTOCOL_VERSION)))
    );
}

#[test]
fn a_dropped_peer_takes_its_seat_back_by_token_and_a_spectator_watches() {
    let (mut h, mut peers) = lobby("online-drop", GameKind::UmelBagara, 2);
    play_turn(&mut h, &mut peers);
    let token = peers[1].world().resource::<Joined>().token;
    let seat = peers[1].world().resource::<Joined>().seat;
    assert!(token.is_some());
    let mut gone = peers.pop().unwrap();
    h.disconnect_client(&mut gone);
    h.update();
    assert_eq!(
        h.world().resource::<SeatHolders>().0[1],
        None,
        "the seat waits"
    );
    let status = |app: &App| {
        app.world()
            .resource::<sowing::game::play::Status>()
            .0
            .clone()
    };
    let left = sowing::tr!(
        h.world().resource::<Texts>(),
        "online-seat-left",
        player = 2u32
    );
    assert_eq!(status(&h), left, "the host is told");

    // Someone new cannot take the waiting seat: they watch.
    let mut watcher = peer("online-drop-w", joined("w", None));
    h.connect_client(&mut watcher);
    peers.push(watcher);
    pump_n(&mut h, &mut peers, 3);
    assert_eq!(peers[1].world().resource::<Joined>().seat, None);
    assert_eq!(moves(&peers[1]), moves(&h), "a spectator follows the game");
    // Seated as a watcher without asking to: a pick says so (it said "It is not a human
    // player's turn" on a human's turn).
    assert_eq!(
        *peers[1]
            .world()
            .resource::<sowing::game::protocol::NobodyHere>(),
        sowing::game::protocol::NobodyHere::Watching
    );
    // A game only watched is not this player's to resume: no autosave of it.
    play_turn(&mut h, &mut peers);
    pump_n(&mut h, &mut peers, 20);
    let dir = peers[1].world().resource::<DataDir>().0.clone();
    assert!(
        !dir.join("autosave.json").exists(),
        "a watched game is not autosaved"
    );

    // The dropped player comes back with its token: the same seat and the game so far.
    come_back(&mut h, &mut peers, "online-drop-b", token);
    assert_eq!(peers[2].world().resource::<Joined>().seat, seat);
    assert_eq!(moves(&peers[2]), moves(&h));
    // The host's status no longer says the player left.
    let back = sowing::tr!(
        h.world().resource::<Texts>(),
        "online-seat-back",
        player = 2u32
    );
    assert_eq!(status(&h), back);
    plays_on(&mut h, &mut peers, "the returned player plays on");
}

/// A seat the computer played while its player was away is theirs again when they come
/// back with its token: the host gave it to the computer, and the returning player could
/// only watch, for good (a dead end, the fourteenth hour).
#[test]
fn a_seat_the_computer_played_is_given_back_to_its_player() {
    let (mut h, mut peers) = lobby("online-computer-back", GameKind::UmelBagara, 2);
    play_turn(&mut h, &mut peers);
    let token = peers[1].world().resource::<Joined>().token;
    let mut gone = peers.pop().unwrap();
    h.disconnect_client(&mut gone);
    h.update();
    h.world_mut().write_message(HostCommand::ComputerTakes(1));
    until_moves(&mut h, &mut peers, 3);
    assert!(moves(&h).len() >= 3, "the computer played the seat");
    assert!(matches!(
        h.world().resource::<Match>().seats[1],
        Seat::Computer(_)
    ));
    come_back(&mut h, &mut peers, "online-computer-back-b", token);
    assert_eq!(peers[1].world().resource::<Joined>().seat, Some(1));
    assert_eq!(h.world().resource::<Match>().seats[1], Seat::Remote);
    assert_eq!(
        *peers[1]
            .world()
            .resource::<sowing::game::protocol::NobodyHere>(),
        sowing::game::protocol::NobodyHere::Playing
    );
    // The player back moves for their seat.
    for _ in 0..2 {
        let before = moves(&h).len();
        play_turn(&mut h, &mut peers);
        assert_eq!(moves(&h).len(), before + 1, "the player back plays on");
    }
}

/// The same player joining again while the host still counts the old connection (a
/// window relaunched before the host noticed the first one gone): the seat goes to the
/// new connection, and the old one is told why and leaves, rather than both believing
/// they hold the seat.
#[test]
fn a_seat_taken_back_from_another_connection_tells_the_old_one() {
    let (mut h, mut peers) = lobby("online-replaced", GameKind::UmelBagara, 2);
    play_turn(&mut h, &mut peers);
    let (token, seat) = {
        let j = peers[1].world().resource::<Joined>();
        (j.token, j.seat)
    };
    let mut again = peer(
        "online-replaced-again",
        Joined {
            token,
            ..joined("p1", None)
        },
    );
    h.connect_client(&mut again);
    peers.push(again);
    pump_n(&mut h, &mut peers, 3);
    assert_eq!(
        peers[2].world().resource::<Joined>().seat,
        seat,
        "the seat goes to the new one"
    );
    assert_eq!(
        notice(&peers[1]),
        Some(JoinNotice::Denied(Denial::Replaced)),
        "the old connection is told"
    );
    assert!(
        JoinNotice::Denied(Denial::Replaced).ends(),
        "and leaves the game"
    );
    plays_on(&mut h, &mut peers, "the new connection plays on");
}

/// The seat to move plays a legal move, from the first peer for seat 1 and from the third
/// (the one that came back) for seat 2; the host plays it.
fn plays_on(h: &mut App, peers: &mut [App], what: &str) {
    let before = moves(h).len();
    let who = if to_move(h) == 1 { 0 } else { 2 };
    let text = crate::support::first_legal(h);
    peers[who].world_mut().write_message(MoveRequest(text));
    pump_n(h, peers, 2);
    assert_eq!(moves(h).len(), before + 1, "{what}");
}

/// A joined game's autosave is the host's game: on the title afterwards (a relaunch) it
/// is offered as joining that host again, not resumed alone, where it would part from the
/// host's (the found defect: Resume turned it into a local game). A game of this machine
/// afterwards makes the autosave its own again.
#[test]
fn a_joined_games_autosave_is_offered_as_joining_its_host_again() {
    let (mut h, mut peers) = lobby("online-resume", GameKind::UmelBagara, 2);
    play_turn(&mut h, &mut peers);
    crate::support::wait_for_autosave(&mut peers[0]);
    let dir = peers[0].world().resource::<DataDir>().clone();
    drop(peers);
    let at = JoinedAt {
        address: "test".into(),
        name: "p0".into(),
        password: String::new(),
        room: String::new(),
    };
    let title = crate::support::app_at_title(&dir);
    assert!(title.world().resource::<ResumeOffer>().0.is_some());
    assert_eq!(
        title.world().resource::<ResumeOnline>().0,
        Some(at),
        "offered as joining the host again"
    );
    drop(title);

    let mut local = crate::support::app_in(crate::support::humans(GameKind::UmelBagara, 2), &dir);
    crate::support::play_random(&mut local, 2, 1);
    crate::support::wait_for_autosave(&mut local);
    drop(local);
    let title = crate::support::app_at_title(&dir);
    assert!(title.world().resource::<ResumeOffer>().0.is_some());
    assert_eq!(
        title.world().resource::<ResumeOnline>().0,
        None,
        "a game of this machine resumes here"
    );
}

/// A game hosted here and resumed goes on here alone, and the title says so before it is
/// chosen (resumed, the joined players' seats became this machine's without a word, the
/// thirteenth hour); a game of this machine is resumed as before.
#[test]
fn a_hosted_games_autosave_says_it_goes_on_here_alone() {
    use sowing::game::records::online_seat::ResumeHosted;
    let (mut h, mut peers) = lobby("online-resume-hosted", GameKind::UmelBagara, 2);
    play_turn(&mut h, &mut peers);
    crate::support::wait_for_autosave(&mut h);
    let dir = h.world().resource::<DataDir>().clone();
    drop((h, peers));
    let title = crate::support::app_at_title(&dir);
    assert!(title.world().resource::<ResumeOffer>().0.is_some());
    assert_eq!(
        *title.world().resource::<ResumeHosted>(),
        ResumeHosted(true)
    );
    drop(title);
    let mut local = crate::support::app_in(crate::support::humans(GameKind::UmelBagara, 2), &dir);
    crate::support::play_random(&mut local, 2, 1);
    crate::support::wait_for_autosave(&mut local);
    drop(local);
    let title = crate::support::app_at_title(&dir);
    assert_eq!(
        *title.world().resource::<ResumeHosted>(),
        ResumeHosted(false)
    );
}

#[test]
fn the_computer_takes_a_seat_and_the_host_closing_ends_the_game_for_all() {
    let (mut h, mut peers) = lobby("online-close", GameKind::UmelBagara, 2);
    let mut gone = peers.pop().unwrap();
    h.disconnect_client(&mut gone);
    h.world_mut().write_message(HostCommand::ComputerTakes(1));
    pump_n(&mut h, &mut peers, 2);
    assert!(matches!(
        h.world().resource::<Match>().seats[1],
        Seat::Computer(_)
    ));
    // The computer now answers for seat 2.
    until_moves(&mut h, &mut peers, 2);
    assert!(moves(&h).len() >= 2, "the computer moved for the seat");
    let dir = peers[0].world().resource::<DataDir>().clone();
    let marked = || sowing::game::records::online_seat::marked(&dir);
    assert!(marked().is_some(), "the autosave is the host's game");
    h.world_mut().write_message(HostCommand::Close);
    pump_n(&mut h, &mut peers, 5);
    // A closed game is nobody's to join again: the title offers it as this machine's (it
    // offered "Join again" right after "The host closed the game").
    assert!(marked().is_none(), "no longer marked as the host's");
    assert!(!peers[0].world().contains_resource::<JoinedAt>());
    assert_eq!(notice(&peers[0]), Some(JoinNotice::HostClosed));
    assert!(peers[0].world().resource::<Joined>().closed);
    // The status line says so too, not the last news before it ("Player 2 is back.").
    let status = peers[0]
        .world()
        .resource::<sowing::game::play::Status>()
        .0
        .clone();
    assert!(status.contains("host closed"), "status: {status:?}");
    assert_eq!(*h.world().resource::<NetRole>(), NetRole::Local);
    // On the title the ended join is let go: "Join again" opened the last lobby's seats
    // ("away: the seat waits") with no host listening.
    let p = &mut peers[0];
    p.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    p.update();
    p.update();
    assert!(
        !p.world().contains_resource::<Joined>(),
        "the join is let go"
    );
    assert_eq!(*p.world().resource::<NetRole>(), NetRole::Local);
}

/// The play-test's dead end: a player whose window closed (or crashed) and who joins
/// again from the same data folder, with no token in memory, was seated as a spectator.
/// The token kept with the player's data takes the seat back, and the game goes on.
#[test]
fn a_player_relaunched_from_the_same_data_folder_takes_its_seat_back() {
    use sowing::game::records::DataDir;
    let (mut h, mut peers) = lobby("online-relaunch", GameKind::UmelBagara, 2);
    play_turn(&mut h, &mut peers);
    let seat = peers[1].world().resource::<Joined>().seat;
    let dir = peers[1].world().resource::<DataDir>().clone();
    let mut gone = peers.pop().unwrap();
    h.disconnect_client(&mut gone);
    drop(gone); // the window closes: nothing of it is left in memory
    h.update();

    // The same player starts the game again and joins through the menus: no token given.
    let mut back = bare_app(&dir);
    back.insert_resource(joined("p1", None));
    *back.world_mut().resource_mut::<NetRole>() = NetRole::Client;
    back.update();
    h.connect_client(&mut back);
    peers.push(back);
    pump_n(&mut h, &mut peers, 3);
    assert_eq!(
        peers[1].world().resource::<Joined>().seat,
        seat,
        "the same seat"
    );
    assert_eq!(moves(&peers[1]), moves(&h), "the game so far");
    let before = moves(&h).len();
    while to_move(&h) as usize - 1 != seat.unwrap() as usize {
        play_turn(&mut h, &mut peers);
    }
    let n = moves(&h).len();
    play_turn(&mut h, &mut peers);
    assert_eq!(moves(&h).len(), n + 1, "the returned player plays on");
    assert!(n >= before);
}

/// Joining where no host answers gives up after `CONNECT_SECONDS` with the reason (the
/// window said "Connecting…" for ever); nothing is left waiting.
#[test]
fn a_join_no_host_answers_gives_up_with_the_reason() {
    use sowing::net::client::CONNECT_SECONDS;
    let mut p = peer("online-nobody", joined("p", None));
    // Every frame is 16 ms of the app's clock (tests never wait on the wall clock).
    let frames = (CONNECT_SECONDS / 0.016) as usize;
    p.update();
    // The wait says how long it has left (it said nothing of 15 s).
    let left = |p: &App| p.world().resource::<Joined>().seconds_left();
    assert_eq!(left(&p), CONNECT_SECONDS as u32);
    for _ in 1..frames - 20 {
        p.update();
    }
    assert_eq!(notice(&p), None, "still waiting just before the limit");
    assert_eq!(left(&p), 1, "a second left");
    for _ in 0..40 {
        p.update();
    }
    assert_eq!(notice(&p), Some(JoinNotice::Unreachable("test".into())));
    let texts = sowing::i18n::Texts::new(sowing::i18n::Lang::En);
    assert!(
        notice(&p)
            .unwrap()
            .text(&texts)
            .starts_with("No host answered at test within 15 seconds")
    );
}

/// Joining again after the connection was lost keeps this player's seat and the seats as
/// last seen until the host answers, and the cards say so: after a Join again that found
/// no host, both cards read "Online player", this player's own too (the thirteenth hour).
#[test]
fn joining_again_keeps_the_seats_as_last_seen() {
    use sowing::game::protocol::{LobbyView, SeatKind, SeatView};
    use sowing::ui::player_cards::{Busy, cards_of, with_host_seats};
    let mut app = crate::support::app_at_title(&crate::support::data_dir("rejoin-seats"));
    let seat = |kind, name: &str| SeatView {
        kind,
        name: name.into(),
        present: true,
        taken: true,
    };
    let lobby = LobbyView {
        game: "umel_bagara".into(),
        seats: vec![
            seat(SeatKind::HostPlayer, "Ada"),
            seat(SeatKind::Remote, "Bea"),
        ],
        spectators: 0,
        started: true,
    };
    app.insert_resource(Joined {
        address: "127.0.0.1:9".into(),
        name: "Bea".into(),
        seat: Some(1),
        token: Some(7),
        welcomed: true,
        lobby: Some(lobby),
        notice: Some(JoinNotice::Lost),
        ..default()
    });
    sowing::net::rejoin(app.world_mut());
    let j = app.world().resource::<Joined>().clone();
    assert_eq!((j.seat, j.token, j.welcomed), (Some(1), Some(7), false));
    assert_eq!(j.notice, None, "asking again");
    // A stopped game's seats are all played elsewhere; the cards still name them.
    let mut m = remote_match(GameKind::UmelBagara, 2);
    m.seats = vec![Seat::Remote; 2];
    let texts = sowing::i18n::Texts::new(sowing::i18n::Lang::En);
    let w = sowing::a11y::words::Words::new(&texts, sowing::settings::PieceStyle::Balls);
    let cards = cards_of(&m, &w, Busy::default(), &[], false);
    let cards = with_host_seats(cards, Some(&j), &texts);
    assert_eq!(cards[1].seat, "Human: Bea", "this player's own seat");
    assert!(cards[0].seat.contains("host"), "{}", cards[0].seat);
}

/// While joining again the game is stopped here, by the one owner of that (`NobodyHere`):
/// the panel said "Stopped: joining the host again" while a pick on this player's turn
/// was taken as a move for a host not there; a join again that found no host is lost.
#[test]
fn joining_again_stops_the_game_until_the_host_answers() {
    use sowing::game::build::{Build, Refusal, Refused};
    use sowing::game::protocol::NobodyHere;
    let mut m = remote_match(GameKind::UmelBagara, 2);
    m.seats = vec![Seat::Human, Seat::Remote];
    let mut app = crate::support::app_with(m);
    app.insert_resource(Joined {
        address: "127.0.0.1:9".into(),
        name: "Bea".into(),
        seat: Some(0),
        token: Some(7),
        welcomed: false,
        ..default()
    });
    app.update();
    assert_eq!(*app.world().resource::<NobodyHere>(), NobodyHere::Rejoining);
    app.world_mut()
        .write_message(Build::Step(sowing_rules::Step::Pit(0)));
    app.update();
    let refused: Vec<Refusal> = (app.world_mut())
        .resource_mut::<Messages<Refused>>()
        .drain()
        .map(|r| r.0)
        .collect();
    assert_eq!(refused, [Refusal::NotHere(NobodyHere::Rejoining)]);
    let status = app
        .world()
        .resource::<sowing::game::play::Status>()
        .0
        .clone();
    assert!(status.starts_with("Joining the host again"), "{status}");
    assert!(app.world().resource::<Match>().moves.is_empty());
    app.world_mut().resource_mut::<Joined>().notice =
        Some(JoinNotice::Unreachable("127.0.0.1:9".into()));
    app.update();
    assert_eq!(*app.world().resource::<NobodyHere>(), NobodyHere::Lost);
    // A lost connection's words promise nothing a closed host cannot do: they said "once
    // the host offers it again", which a host who closed Sowing cannot (the fifteenth
    // hour).
    let lost = JoinNotice::Lost.text(app.world().resource::<Texts>());
    assert!(
        lost.contains("while the host still has it open") && !lost.contains("offers it again"),
        "{lost}"
    );
}

/// A host that closes a game not yet begun leaves nothing saved at its peer: the match
/// still in the peer's world, an earlier game's, was saved as this one's with its move
/// (a revived move, the fifteenth hour), and the words said "It is saved with your games".
#[test]
fn a_game_closed_before_it_began_saves_nothing() {
    let mut h = host(
        "online-unstarted",
        remote_match(GameKind::UmelBagara, 2),
        "",
    );
    let mut p = peer("online-unstarted-p", joined("Bea", None));
    h.connect_client(&mut p);
    let mut peers = vec![p];
    pump_n(&mut h, &mut peers, 3);
    assert_eq!(peers[0].world().resource::<Joined>().seat, Some(0));
    // An earlier game's match, still in the world.
    let mut old = crate::support::humans(GameKind::UmelBagara, 2);
    old.play("4").unwrap();
    peers[0].world_mut().insert_resource(old);
    h.world_mut().write_message(HostCommand::Close);
    pump_n(&mut h, &mut peers, 5);
    let j = peers[0].world().resource::<Joined>().clone();
    assert_eq!(j.notice, Some(JoinNotice::HostClosed));
    let said = j.notice_text(peers[0].world().resource::<Texts>()).unwrap();
    assert!(said.contains("before it began"), "{said}");
    for _ in 0..10 {
        peers[0].update();
    }
    let saves = peers[0].world().resource::<DataDir>().0.join("saves");
    let kept = std::fs::read_dir(&saves).map(|d| d.count()).unwrap_or(0);
    assert_eq!(kept, 0, "nothing saved in {saves:?}");
}

/// A join begun anew waits its whole time before giving up: the count of an earlier join
/// that ended while still asking (Back to the join form) was kept apart from the join, and
/// the next one said "No host answered … within 15 seconds" at once.
#[test]
fn a_new_join_waits_its_whole_time() {
    use bevy::time::TimeUpdateStrategy;
    let mut app = crate::support::app_at_title(&crate::support::data_dir("join-count"));
    let frames = |app: &mut App, ms: u64, n: usize| {
        app.insert_resource(TimeUpdateStrategy::ManualDuration(
            std::time::Duration::from_millis(ms),
        ));
        for _ in 0..n {
            app.update();
        }
    };
    let asking = || Joined {
        address: "127.0.0.1:9".into(),
        ..default()
    };
    app.insert_resource(asking());
    frames(&mut app, 200, 20);
    assert_eq!(app.world().resource::<Joined>().notice, None);
    app.world_mut().remove_resource::<Joined>();
    app.update();
    // The first frame after the title idled for half a minute (a relaunched window's
    // Join again gave up within a second): a frame counts a quarter second at most.
    app.insert_resource(asking());
    frames(&mut app, 30_000, 1);
    frames(&mut app, 200, 39);
    assert_eq!(
        app.world().resource::<Joined>().notice,
        None,
        "this join has asked for 8 s, not 15"
    );
    frames(&mut app, 200, 40);
    assert!(
        matches!(
            app.world().resource::<Joined>().notice,
            Some(JoinNotice::Unreachable(_))
        ),
        "after its own 15 s it gives up"
    );
}

/// The title is outside every online game: a host who goes there (Menu → Title, asked
/// twice) closes the game for everyone, and a peer who goes there leaves it. The host
/// went on hosting (the port open, a newcomer let in as a watcher and sent the host's
/// next game), and a peer's Join again from the title was never answered.
#[test]
fn going_to_the_title_leaves_the_online_game() {
    use crate::support::set_screen;
    let (mut h, mut peers) = lobby("online-title", GameKind::UmelBagara, 2);
    play_turn(&mut h, &mut peers);
    set_screen(&mut h, Screen::Title);
    pump_n(&mut h, &mut peers, 4);
    assert!(
        !h.world().contains_resource::<Hosting>(),
        "the host hosts no more"
    );
    assert_eq!(*h.world().resource::<NetRole>(), NetRole::Local);
    for p in &peers {
        assert_eq!(
            notice(p),
            Some(JoinNotice::HostClosed),
            "every peer is told"
        );
    }
    let (mut h, mut peers) = lobby("online-title-peer", GameKind::UmelBagara, 2);
    set_screen(&mut peers[1], Screen::Title);
    pump_n(&mut h, &mut peers, 2);
    assert!(
        !peers[1].world().contains_resource::<Joined>(),
        "the peer left"
    );
    assert_eq!(*peers[1].world().resource::<NetRole>(), NetRole::Local);
}

/// A press on the other player's turn online says whose turn it is: a player at another
/// machine, not "not a human player's turn" (a play-tester read that as nobody's).
#[test]
fn a_step_on_the_other_players_turn_says_they_play_at_another_machine() {
    use sowing::game::build::Build;
    use sowing::game::play::Status;
    let (mut h, mut peers) = lobby("online-their-turn", GameKind::UmelBagara, 2);
    assert_eq!(to_move(&h), 1);
    peers[1]
        .world_mut()
        .write_message(Build::Step(sowing_rules::Step::Pit(7)));
    pump_n(&mut h, &mut peers, 2);
    let status = peers[1].world().resource::<Status>().0.clone();
    assert!(
        status.contains("another machine"),
        "the waiting player is told whom they wait for: {status:?}"
    );
    assert!(moves(&h).is_empty(), "nothing was played");
    // Undo is off online, said in one sentence with one full stop.
    peers[1]
        .world_mut()
        .write_message(sowing::game::play::History::Undo);
    pump_n(&mut h, &mut peers, 1);
    let said = peers[1]
        .world()
        .resource::<sowing::a11y::speech::Announcer>()
        .live
        .clone();
    assert!(
        said.starts_with("Online games cannot be undone. "),
        "{said:?}"
    );
    assert!(!said.contains(".."), "{said:?}");
    // Nor replayed and played on from here: the other seat became this window's human,
    // its cups offered, every click refused (the eleventh play-test).
    use sowing::game::records::{RecordNotice, RecordRequest};
    for r in [RecordRequest::ReplayCurrent, RecordRequest::ContinueHere] {
        peers[1].world_mut().write_message(r);
        pump_n(&mut h, &mut peers, 1);
    }
    let m = peers[1].world().resource::<Match>();
    assert!(!m.is_replay(), "an online game replayed here");
    assert_eq!(
        m.seats[0],
        Seat::Remote,
        "the other seat made this window's"
    );
    let notice = peers[1].world().resource::<RecordNotice>().0.clone();
    assert!(notice.contains("everyone's"), "{notice:?}");
}
