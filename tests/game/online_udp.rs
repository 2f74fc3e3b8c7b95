//! The real network on loopback: a headless host and headless bots, each its own process
//! of the built game, play whole games over UDP; the host's record replays to the end.
//! Every wait is bounded; only 127.0.0.1 is used.

use std::net::UdpSocket;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant, SystemTime};

use renetcode::{NetcodeServer, ServerAuthentication, ServerConfig, ServerResult};
use sowing::net::transport;
use sowing_rules::Record;

pub(crate) const GAME: &str = env!("CARGO_BIN_EXE_sowing");

/// A child process that is killed if the test ends first.
pub(crate) struct Proc(pub Child);

impl Drop for Proc {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

impl Proc {
    /// Waits up to `limit` for the process to end; its success.
    pub(crate) fn wait(&mut self, limit: Duration) -> Option<bool> {
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

pub(crate) fn spawn(args: &[String], dir: &Path, log: &str) -> Proc {
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

pub(crate) fn free_port() -> u16 {
    UdpSocket::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A headless host of `game` with `players` remote seats on a free port, keeping its
/// record in `dir`; `extra` more arguments.
fn host(dir: &Path, game: &str, players: u8, options: &[&str], extra: &[&str]) -> (Proc, u16) {
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
        dir.join("record.json").display().to_string(),
    ];
    for o in options {
        args.extend(["--option".into(), o.to_string()]);
    }
    args.extend(extra.iter().map(|a| a.to_string()));
    (spawn(&args, dir, "host.log"), port)
}

/// A headless bot (Easy) named `name` joining `address`; `extra` more arguments.
pub(crate) fn bot(dir: &Path, address: &str, name: &str, extra: &[&str]) -> Proc {
    let mut args: Vec<String> = [
        "--join",
        address,
        "--headless",
        "--bot",
        "easy",
        "--name",
        name,
    ]
    .map(String::from)
    .to_vec();
    args.extend(extra.iter().map(|a| a.to_string()));
    spawn(&args, dir, &format!("{name}.log"))
}

pub(crate) fn log(dir: &Path, name: &str) -> String {
    std::fs::read_to_string(dir.join(format!("{name}.log"))).unwrap_or_default()
}

/// Waits up to `limit` for `what` to hold.
pub(crate) fn wait_until(limit: Duration, what: impl Fn() -> bool) -> bool {
    let until = Instant::now() + limit;
    while Instant::now() < until {
        if what() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    false
}

/// The host ends the game and exits, every bot leaves, and the host's record replays to
/// the game's end with `players` players.
fn finished(dir: &Path, mut host: Proc, bots: Vec<Proc>, players: u8) {
    assert_eq!(
        host.wait(Duration::from_secs(600)),
        Some(true),
        "the host finished the game and exited; its log:\n{}",
        log(dir, "host")
    );
    for (i, mut b) in bots.into_iter().enumerate() {
        assert_eq!(b.wait(Duration::from_secs(30)), Some(true), "bot {i} left");
    }
    let r = Record::load(&dir.join("record.json")).expect("the host's record replays");
    assert!(r.last().finished().is_some(), "the game is over");
    assert!(!r.record.moves.is_empty());
    assert_eq!(r.record.players, players);
}

/// Hosts `game` for `players` remote seats, joins a bot to each, and checks the record.
fn whole_game(name: &str, game: &str, players: u8, options: &[&str]) {
    let dir = crate::support::scratch_dir(&format!("sowing-udp-{name}"));
    let (host, port) = host(&dir, game, players, options, &[]);
    let address = format!("127.0.0.1:{port}");
    let bots = (0..players)
        .map(|i| bot(&dir, &address, &format!("bot{i}"), &[]))
        .collect();
    finished(&dir, host, bots, players);
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

/// The host listens on IPv6 and IPv4 at once: one bot joins by `[::1]`, one by the name
/// `localhost`, and the game is played to its end.
#[test]
fn bots_join_by_ipv6_and_by_host_name() {
    let dir = crate::support::scratch_dir("sowing-udp-ipv6");
    let (host, port) = host(&dir, "umel_bagara", 2, &[], &[]);
    let bots = vec![
        bot(&dir, &format!("[::1]:{port}"), "six", &[]),
        bot(&dir, &format!("localhost:{port}"), "named", &[]),
    ];
    finished(&dir, host, bots, 2);
}

/// A whole game of two bots through a relay on loopback, with `password` (or none): what
/// crossed the wire.
fn captured_game(name: &str, password: &[&str]) -> crate::support::relay::Capture {
    let dir = crate::support::scratch_dir(name);
    let (host, port) = host(&dir, "umel_bagara", 2, &[], password);
    let relay = crate::support::relay::Relay::start(([127, 0, 0, 1], port).into());
    let address = format!("127.0.0.1:{}", relay.port);
    let bots = ["Alice", "Bob"]
        .map(|name| bot(&dir, &address, name, password))
        .into();
    finished(&dir, host, bots, 2);
    relay.captured()
}

fn has(bytes: &[u8], text: &str) -> bool {
    bytes.windows(text.len()).any(|w| w == text.as_bytes())
}

/// Checks a capture: the real exchange crossed the relay, no connect token in it opens
/// with a key anyone has (netcode's unsecure key, which would give away every session
/// key, nor the empty password's), and no text of the game stands in it unsealed.
fn sealed(wire: &crate::support::relay::Capture, secrets: &[&str]) {
    // Netcode's version stands unsealed in each connection request.
    assert!(
        has(&wire.bytes, "NETCODE 1.02"),
        "the connection requests crossed the relay"
    );
    assert!(
        !opens(&wire.to_host, None),
        "netcode's unsecure key opens a connect token"
    );
    assert!(
        !opens(&wire.to_host, Some(transport::game_key(""))),
        "the empty password's key opens a connect token"
    );
    for secret in ["Alice", "Bob", "umel_bagara", "\"moves\""]
        .iter()
        .chain(secrets)
    {
        let both = [&wire.bytes[..], &wire.tcp[..]].concat();
        assert!(!has(&both, secret), "{secret:?} readable on the wire");
    }
}

/// A capture of every packet of a whole game with a password: sealed, and its connect
/// tokens open with the password's key.
#[test]
fn nothing_on_the_wire_is_readable() {
    let wire = captured_game("sowing-udp-sealed", &["--password", "sesame"]);
    sealed(&wire, &["sesame"]);
    let derived = Instant::now();
    let key = transport::game_key("sesame");
    eprintln!(
        "the game's key derived in {} ms",
        derived.elapsed().as_millis()
    );
    assert!(
        opens(&wire.to_host, Some(key)),
        "the password's key opens the peers' connect tokens"
    );
}

/// A game without a password is as sealed: its host hands each bot a token over TCP,
/// sealed for that bot alone, so the capture holds the tokens' exchange but no token in
/// the clear (netcode's version would stand in one) and no key that opens them.
#[test]
fn a_game_without_a_password_is_sealed_too() {
    let wire = captured_game("sowing-udp-open", &[]);
    assert!(has(&wire.tcp, "SOWTOK1"), "the bots asked for their tokens");
    assert!(
        !has(&wire.tcp, "NETCODE 1.02"),
        "a connect token crossed the wire unsealed"
    );
    sealed(&wire, &[]);
}

/// A server that answers under another key than the one this player kept for its
/// address is not joined: the player is told, and leaves.
#[test]
fn a_server_under_another_key_is_not_joined() {
    let dir = crate::support::scratch_dir("sowing-udp-key");
    let (_host, port) = host(&dir, "umel_bagara", 2, &[], &[]);
    let address = format!("127.0.0.1:{port}");
    let kept = format!("{{\"{address}\": [0, \"{}\"]}}", "ab".repeat(32));
    std::fs::write(dir.join("online-servers.json"), kept).unwrap();
    let mut wary = bot(&dir, &address, "wary", &[]);
    assert_eq!(
        wary.wait(Duration::from_secs(60)),
        Some(true),
        "the bot leaves"
    );
    assert!(
        log(&dir, "wary").contains("KeyChanged"),
        "told of the other key: {}",
        log(&dir, "wary")
    );
    // Met for the first time, the server's key is kept and the seat taken.
    std::fs::remove_file(dir.join("online-servers.json")).unwrap();
    let _first = bot(&dir, &address, "first", &[]);
    assert!(
        wait_until(Duration::from_secs(60), || log(&dir, "host")
            .contains("joins as seat Some")),
        "the first-met server seats the bot: {}",
        log(&dir, "host")
    );
    let kept = std::fs::read_to_string(dir.join("online-servers.json")).unwrap();
    assert!(kept.contains(&address), "the key kept: {kept}");
}

/// Whether a listener with `key` (`None`: netcode's unsecure one, all zeros) opens a
/// connect token among `datagrams`: it answers a connection request with a challenge only
/// when it could read the token, and with it the session's keys.
fn opens(datagrams: &[Vec<u8>], key: Option<[u8; 32]>) -> bool {
    let authentication = match key {
        Some(private_key) => ServerAuthentication::Secure { private_key },
        None => ServerAuthentication::Unsecure,
    };
    let mut listener = NetcodeServer::new(ServerConfig {
        current_time: SystemTime::now()
            .duration_since(SystemTime::UNIX_EPOCH)
            .unwrap(),
        max_clients: 16,
        protocol_id: transport::NETCODE_ID,
        public_addresses: vec![transport::SEALED_ADDRESS],
        authentication,
    });
    let from = ([127, 0, 0, 1], 9).into();
    // A connection request's first byte is 0.
    datagrams.iter().filter(|d| d.first() == Some(&0)).any(|d| {
        let mut d = d.clone();
        matches!(
            listener.process_packet(from, &mut d),
            ServerResult::PacketToSend { .. }
        )
    })
}

/// A peer with the wrong password gets no answer (the host cannot open its token) and
/// gives up within its time with the reason; the right password takes the seat.
#[test]
fn a_wrong_password_finds_no_host_and_the_right_one_a_seat() {
    let dir = crate::support::scratch_dir("sowing-udp-password");
    let (_host, port) = host(&dir, "umel_bagara", 2, &[], &["--password", "sesame"]);
    let address = format!("127.0.0.1:{port}");
    let mut wrong = bot(&dir, &address, "wrong", &["--password", "nope"]);
    assert_eq!(
        wrong.wait(Duration::from_secs(60)),
        Some(true),
        "the refused bot leaves"
    );
    assert!(
        log(&dir, "wrong").contains("Unreachable"),
        "{}",
        log(&dir, "wrong")
    );
    assert!(
        !log(&dir, "host").contains("joins as seat"),
        "{}",
        log(&dir, "host")
    );
    let _right = bot(&dir, &address, "right", &["--password", "sesame"]);
    assert!(
        wait_until(Duration::from_secs(60), || log(&dir, "host")
            .contains("joins as seat Some(")),
        "the right password takes a seat; host log:\n{}",
        log(&dir, "host")
    );
}

/// A host that falls silent (stopped, as by a crash or a lost network, with nothing sent)
/// is noticed by its peer within the silence limit (2 s, and a frame or two).
#[test]
fn a_silent_host_is_noticed_within_two_seconds() {
    let dir = crate::support::scratch_dir("sowing-udp-silent");
    let (host, port) = host(&dir, "umel_bagara", 2, &[], &[]);
    let mut peer = bot(&dir, &format!("127.0.0.1:{port}"), "peer", &[]);
    assert!(
        wait_until(Duration::from_secs(60), || log(&dir, "host")
            .contains("joins as seat")),
        "the peer joined; host log:\n{}",
        log(&dir, "host")
    );
    // The lobby waits for the second seat: both sides idle, the connection kept alive.
    std::thread::sleep(Duration::from_secs(1));
    let stopped = Instant::now();
    // SAFETY: a signal to the child this test started.
    assert_eq!(unsafe { libc::kill(host.0.id() as i32, libc::SIGSTOP) }, 0);
    assert_eq!(
        peer.wait(Duration::from_secs(30)),
        Some(true),
        "the peer left"
    );
    let noticed = stopped.elapsed();
    eprintln!("silent host noticed after {:.2} s", noticed.as_secs_f32());
    assert!(log(&dir, "peer").contains("Lost"), "{}", log(&dir, "peer"));
    // Netcode's limit is 2 s of the peer's clock; a frame or two on a busy machine more.
    assert!(
        noticed < Duration::from_secs(4),
        "noticed after {noticed:?}"
    );
}

/// The host's lobby tells what others type to join: this machine's own addresses (each
/// one a socket can bind to here), never loopback, with the port, IPv4 first.
#[test]
fn the_host_lists_the_addresses_others_join_at() {
    let ips = transport::local_addresses();
    for ip in &ips {
        assert!(!ip.is_loopback() && !ip.is_unspecified(), "{ip}");
        UdpSocket::bind((*ip, 0)).unwrap_or_else(|e| panic!("{ip} is not this machine's: {e}"));
    }
    eprintln!("this machine is reached at {ips:?}");
    let listed = transport::join_addresses(
        &["2001:db8::1".parse().unwrap(), "192.0.2.7".parse().unwrap()],
        5250,
    );
    assert_eq!(listed, ["192.0.2.7:5250", "[2001:db8::1]:5250"]);
}
