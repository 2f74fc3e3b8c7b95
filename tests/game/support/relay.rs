//! A packet capture on loopback without privileges: a UDP relay between peers and a host
//! that forwards every datagram both ways and keeps a copy of its bytes.

use std::collections::HashMap;
use std::net::{SocketAddr, UdpSocket};
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
        let front = UdpSocket::bind("127.0.0.1:0").unwrap();
        front.set_nonblocking(true).unwrap();
        let port = front.local_addr().unwrap().port();
        let captured = Arc::new(Mutex::new(Capture::default()));
        let stop = Arc::new(AtomicBool::new(false));
        let (c, s) = (captured.clone(), stop.clone());
        let thread = std::thread::spawn(move || relay(front, host, &c, &s));
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

fn relay(front: UdpSocket, host: SocketAddr, captured: &Mutex<Capture>, stop: &AtomicBool) {
    // One socket towards the host per peer, so the host tells the peers apart.
    let mut peers: HashMap<SocketAddr, UdpSocket> = HashMap::new();
    let mut buf = [0u8; 2048];
    let until = Instant::now() + LIFETIME;
    while !stop.load(Ordering::Relaxed) && Instant::now() < until {
        let mut quiet = true;
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
