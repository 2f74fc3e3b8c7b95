//! A packet capture on loopback without privileges: a UDP relay between peers and a host
//! that forwards every datagram both ways and keeps a copy of its bytes, and a TCP relay
//! on the same port number for the host's tokens, kept apart.

use std::collections::HashMap;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream, UdpSocket};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// What crossed a relay.
#[derive(Default, Clone)]
pub struct Capture {
    /// Every byte, both ways.
    pub bytes: Vec<u8>,
    /// The peers' datagrams to the host, each whole.
    pub to_host: Vec<Vec<u8>>,
    /// Every byte of the TCP connections (the tokens asked for and given), both ways.
    pub tcp: Vec<u8>,
}

/// The relay: peers send to `port`; what crossed it is in `captured`.
pub struct Relay {
    pub port: u16,
    captured: Arc<Mutex<Capture>>,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

/// The longest a relay runs, whatever the test does.
const LIFETIME: Duration = Duration::from_secs(600);

impl Relay {
    /// Starts relaying 127.0.0.1:`port` ↔ `host`.
    pub fn start(host: SocketAddr) -> Relay {
        // A UDP port whose TCP twin is free too.
        let (front, tcp) = loop {
            let front = UdpSocket::bind("127.0.0.1:0").unwrap();
            let port = front.local_addr().unwrap().port();
            if let Ok(tcp) = TcpListener::bind(("127.0.0.1", port)) {
                break (front, tcp);
            }
        };
        front.set_nonblocking(true).unwrap();
        tcp.set_nonblocking(true).unwrap();
        let port = front.local_addr().unwrap().port();
        let captured = Arc::new(Mutex::new(Capture::default()));
        let stop = Arc::new(AtomicBool::new(false));
        let (c, s) = (captured.clone(), stop.clone());
        let thread = std::thread::spawn(move || relay(front, tcp, host, &c, &s));
        Relay {
            port,
            captured,
            stop,
            thread: Some(thread),
        }
    }

    /// What crossed so far.
    pub fn captured(&self) -> Capture {
        self.captured.lock().unwrap().clone()
    }
}

impl Drop for Relay {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// Copies what `from` sends to `to` and into the capture's TCP bytes, until either closes.
fn pump(mut from: TcpStream, mut to: TcpStream, captured: Arc<Mutex<Capture>>) {
    let mut buf = [0u8; 4096];
    from.set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    while let Ok(n) = from.read(&mut buf) {
        if n == 0 || to.write_all(&buf[..n]).is_err() {
            break;
        }
        captured.lock().unwrap().tcp.extend_from_slice(&buf[..n]);
    }
    let _ = to.shutdown(std::net::Shutdown::Write);
}

/// Relays one TCP connection to the host's port both ways.
fn relay_tcp(peer: TcpStream, host: SocketAddr, captured: &Arc<Mutex<Capture>>) {
    let _ = peer.set_nonblocking(false);
    let Ok(up) = TcpStream::connect(host) else {
        return;
    };
    let (p2, u2, c2) = (
        peer.try_clone().unwrap(),
        up.try_clone().unwrap(),
        captured.clone(),
    );
    std::thread::spawn(move || pump(p2, u2, c2));
    let c = captured.clone();
    std::thread::spawn(move || pump(up, peer, c));
}

fn relay(
    front: UdpSocket,
    tcp: TcpListener,
    host: SocketAddr,
    captured: &Arc<Mutex<Capture>>,
    stop: &AtomicBool,
) {
    // One socket towards the host per peer, so the host tells the peers apart.
    let mut peers: HashMap<SocketAddr, UdpSocket> = HashMap::new();
    let mut buf = [0u8; 2048];
    let until = Instant::now() + LIFETIME;
    while !stop.load(Ordering::Relaxed) && Instant::now() < until {
        let mut quiet = true;
        while let Ok((peer, _)) = tcp.accept() {
            relay_tcp(peer, host, captured);
        }
        while let Ok((n, from)) = front.recv_from(&mut buf) {
            quiet = false;
            let up = peers.entry(from).or_insert_with(|| {
                let s = UdpSocket::bind("127.0.0.1:0").unwrap();
                s.set_nonblocking(true).unwrap();
                s
            });
            let _ = up.send_to(&buf[..n], host);
            let mut c = captured.lock().unwrap();
            c.bytes.extend_from_slice(&buf[..n]);
            c.to_host.push(buf[..n].to_vec());
        }
        for (peer, up) in &peers {
            while let Ok((n, _)) = up.recv_from(&mut buf) {
                quiet = false;
                let _ = front.send_to(&buf[..n], peer);
                captured.lock().unwrap().bytes.extend_from_slice(&buf[..n]);
            }
        }
        if quiet {
            std::thread::sleep(Duration::from_millis(1));
        }
    }
}
