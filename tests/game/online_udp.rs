//! The real network on loopback: a headless host and headless bots, each its own process
//! of the built game, play whole games over UDP; the host's record replays to the end.
//! Every wait is bounded; only 127.0.0.1 is used.

use std::net::UdpSocket;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use sowing_rules::Record;

const GAME: &str = env!("CARGO_BIN_EXE_sowing");

/// A child process that is killed if the test ends first.
struct Proc(Child);

impl Drop for Proc {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

impl Proc {
    /// Waits up to `limit` for the process to end; its success.
    fn wait(&mut self, limit: Duration) -> Option<bool> {
        let until = Instant::now() + limit;
        while Instant::now() < until {
            if let Ok(Some(status)) = self.0.try_wait() {
                return Some(status.success());
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        None
    }
}

fn spawn(args: &[String], dir: &Path, log: &str) -> Proc {
    let err = std::fs::File::create(dir.join(log)).unwrap();
    Proc(
        Command::new(GAME)
            .args(args)
            .env("SOWING_DATA_DIR", dir)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(err)
            .spawn()
            .expect("the game starts"),
    )
}

fn free_port() -> u16 {
    UdpSocket::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Hosts `game` for `players` remote seats, joins a bot to each, and checks the record.
fn whole_game(name: &str, game: &str, players: u8, options: &[&str]) {
    let dir = crate::support::scratch_dir(&format!("sowing-udp-{name}"));
    let record = dir.join("record.json");
    let port = free_port();
    let mut args: Vec<String> = vec![
        "--host".into(),
        port.to_string(),
        "--headless".into(),
        "--new".into(),
        game.into(),
        "--players".into(),
        players.to_string(),
        "--seats".into(),
        vec!["remote"; players as usize].join(","),
        "--record".into(),
        record.display().to_string(),
    ];
    for o in options {
        args.extend(["--option".into(), o.to_string()]);
    }
    let mut host = spawn(&args, &dir, "host.log");
    let mut bots: Vec<Proc> = (0..players)
        .map(|i| {
            let args: Vec<String> = [
                "--join",
                &format!("127.0.0.1:{port}"),
                "--headless",
                "--bot",
                "easy",
                "--name",
                &format!("bot{i}"),
            ]
            .map(String::from)
            .to_vec();
            spawn(&args, &dir, &format!("bot{i}.log"))
        })
        .collect();
    let host_log = || std::fs::read_to_string(dir.join("host.log")).unwrap_or_default();
    assert_eq!(
        host.wait(Duration::from_secs(600)),
        Some(true),
        "the host finished the game and exited; its log:\n{}",
        host_log()
    );
    for (i, b) in bots.iter_mut().enumerate() {
        assert_eq!(b.wait(Duration::from_secs(30)), Some(true), "bot {i} left");
    }
    let r = Record::load(&record).expect("the host's record replays");
    assert!(r.last().finished().is_some(), "the game is over");
    assert!(!r.record.moves.is_empty());
    assert_eq!(r.record.players, players);
}

#[test]
fn two_bots_finish_umel_bagara_over_udp() {
    whole_game("umel", "umel_bagara", 2, &[]);
}

#[test]
fn six_bots_finish_esiema_over_udp() {
    whole_game(
        "esiema",
        "esiema",
        6,
        &["spheres=3,3,3,3,3,3", "quiet_limit=30"],
    );
}
