//! A room server on loopback, each player its own process: a bot opens a room, another
//! joins it by its code; mid-game the server is killed (no word to anyone) and a bot
//! with it; started again from its rooms folder, the server has every move kept, the
//! bots started again from their data folders take their seats back by the code alone,
//! and the game ends; its record replays to the end. Only 127.0.0.1 is used.

use bevy::prelude::*;
use std::path::Path;
use std::time::Duration;

use sowing_rules::Record;

use crate::online_udp::{Proc, bot, free_port, log, spawn, wait_until};

/// A room server on `port`, its rooms kept in `dir`/rooms.
fn server(dir: &Path, port: u16, log: &str) -> Proc {
    let args = [
        "--serve".into(),
        port.to_string(),
        "--rooms".into(),
        dir.join("rooms").display().to_string(),
    ];
    spawn(&args, dir, log)
}

/// The code the opener's log says its room was opened with.
fn code_in(text: &str) -> Option<String> {
    text.lines()
        .filter_map(|l| l.split("room ").nth(1))
        .filter_map(|rest| rest.strip_suffix(" opened"))
        .map(|c| c.trim().to_string())
        .find(|c| c.len() == 5)
}

/// The moves of the room's kept record (`finished/` once it is over and left).
fn kept_moves(dir: &Path, code: &str, under: &str) -> Option<(Vec<String>, bool)> {
    let path = dir.join("rooms").join(under).join(format!("{code}.json"));
    let text = std::fs::read_to_string(path).ok()?;
    let kept: serde_json::Value = serde_json::from_str(&text).ok()?;
    let replayed = Record::parse(&kept["record"].to_string())
        .ok()?
        .replay()
        .ok()?;
    let over = replayed.last().finished().is_some();
    Some((replayed.record.moves, over))
}

#[test]
fn a_room_server_restarted_mid_game_loses_no_move_and_its_players_take_their_seats_back() {
    let dir = crate::support::scratch_dir("sowing-udp-rooms");
    let port = free_port();
    let address = format!("127.0.0.1:{port}");
    let mut first = server(&dir, port, "server.log");
    let mut a = bot(&dir, &address, "a", &["--open-room", "umel_bagara"]);
    assert!(
        wait_until(Duration::from_secs(60), || code_in(&log(&dir, "a"))
            .is_some()),
        "the room opened; the opener's log:\n{}\nthe server's:\n{}",
        log(&dir, "a"),
        log(&dir, "server")
    );
    let code = code_in(&log(&dir, "a")).unwrap();
    let b = bot(&dir, &address, "b", &["--room", &code]);
    let mid = || kept_moves(&dir, &code, "").is_some_and(|(m, _)| m.len() >= 8);
    assert!(
        wait_until(Duration::from_secs(120), mid),
        "the game under way; the server's log:\n{}",
        log(&dir, "server")
    );
    // Killed: the server and one bot; the other notices the silence and leaves.
    let _ = first.0.kill();
    first.wait(Duration::from_secs(10));
    drop(b);
    let (before, over) = kept_moves(&dir, &code, "").expect("the room is kept");
    assert!(!over, "mid-game");
    assert_eq!(
        a.wait(Duration::from_secs(30)),
        Some(true),
        "the opener left"
    );

    // Again, from the folders: the same moves, the same seats, to the end.
    let mut second = server(&dir, port, "server2.log");
    let mut a = bot(&dir, &address, "a", &["--room", &code]);
    let mut b = bot(&dir, &address, "b", &["--room", &code]);
    for (name, p) in [("a", &mut a), ("b", &mut b)] {
        assert_eq!(
            p.wait(Duration::from_secs(300)),
            Some(true),
            "bot {name} played to the end and left; its log:\n{}\nthe server's:\n{}",
            log(&dir, name),
            log(&dir, "server2")
        );
    }
    let closed = || kept_moves(&dir, &code, "finished").is_some();
    assert!(
        wait_until(Duration::from_secs(10), closed),
        "the finished room closed"
    );
    let (all, over) = kept_moves(&dir, &code, "finished").unwrap();
    assert!(over, "the record replays to the game's end");
    assert_eq!(
        all[..before.len()],
        before[..],
        "no move lost in the restart"
    );
    assert!(all.len() > before.len(), "played on after the restart");
    let seated = log(&dir, "server2");
    assert_eq!(
        seated.matches("joins as seat Some(").count(),
        2,
        "both seated:\n{seated}"
    );
    assert!(!seated.contains("seat None"), "nobody watching:\n{seated}");
    let _ = second.0.kill();
}

/// A player who leaves a room and joins it again in the same running app (the title's
/// "Join again") takes the same seat back.
#[test]
fn a_player_who_left_joins_again_from_the_same_app() {
    use clap::Parser;
    use sowing::net::client::Joined;
    let dir = crate::support::scratch_dir("sowing-udp-rooms-again");
    let port = free_port();
    let address = format!("127.0.0.1:{port}");
    let _server = server(&dir, port, "server.log");
    let args = sowing::args::Args::try_parse_from([
        "sowing",
        "--join",
        &address,
        "--headless",
        "--open-room",
        "umel_bagara",
        "--name",
        "ann",
    ])
    .unwrap();
    let mut app = sowing::headless::build(&args).unwrap();
    app.insert_resource(sowing::game::records::DataDir(dir.clone()));
    let seated = |app: &App| app.world().get_resource::<Joined>().and_then(|j| j.seat);
    let run = |app: &mut App, until: &dyn Fn(&App) -> bool| {
        for _ in 0..1500 {
            app.update();
            if until(app) {
                return true;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        false
    };
    assert!(
        run(&mut app, &|a| seated(a) == Some(0)),
        "seated in the room opened; {}",
        log(&dir, "server")
    );
    let code = app.world().resource::<Joined>().room.clone();
    sowing::net::leave(app.world_mut());
    for _ in 0..20 {
        app.update();
    }
    let again = Joined {
        address,
        room: code,
        name: "ann".into(),
        ..Default::default()
    };
    sowing::net::join(app.world_mut(), again).unwrap();
    assert!(
        run(&mut app, &|a| seated(a) == Some(0)),
        "the same seat again; the server's log:\n{}",
        log(&dir, "server")
    );
}
