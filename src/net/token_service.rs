//! Connect tokens handed out by whoever serves a game (a host, a room server) over TCP on
//! its game's port number, sealed for the one who asked: a game without a password is as
//! closed to a listener as one with.
//!
//! The server has a lasting X25519 key of its own (kept in a file beside its data). A
//! joiner sends a fresh public key; the server answers with its own public key and a
//! netcode connect token sealed (ChaCha20-Poly1305) with a key both derive from their
//! Diffie-Hellman secret: only the joiner can open the token, and only the holder of the
//! server's key can have made it. The joiner keeps the server's public key the first
//! time (`server_keys`) and refuses a later answer under another key, so a machine that
//! puts itself between them is found out. A server whose game has a password hands out
//! no token: its tokens are made by the joiners from the password (`transport`), and it
//! says so, so a joiner without the password is told instead of left waiting.

use std::io::{Read, Write};
use std::net::{Ipv4Addr, Ipv6Addr, SocketAddr, TcpListener, TcpStream};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

use bevy::prelude::Resource;
use bevy_replicon_renet::netcode::ConnectToken;
use blake2::{Blake2s256, Digest};
use chacha20poly1305::aead::{Aead, KeyInit};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};
use x25519_dalek::{PublicKey, StaticSecret};

/// The salt of the key a token is sealed with.
const TOKEN_KEY_SALT: &[u8] = b"sowing token key 1"; // not shown: bytes of the key's salt
/// The salt of a key's fingerprint.
const FINGERPRINT_SALT: &[u8] = b"sowing fingerprint"; // not shown: bytes of a hash's salt

/// What every question and answer begins with: this scheme and its version.
const MAGIC: &[u8; 8] = b"SOWTOK1\0";
/// A question: the magic and the joiner's fresh public key.
const QUESTION_BYTES: usize = 8 + 32;
/// An answer's status: a token follows.
const GIVEN: u8 = 0;
/// An answer's status: this game's tokens are made from its password.
const PASSWORD: u8 = 1;
/// The longest sealed token an answer may carry (netcode's token is 2 KiB and a little).
const SEALED_MAX: usize = 4096;
/// How long either side waits on the other's bytes.
const PATIENCE: Duration = Duration::from_secs(3);
/// The most questions answered at once: more wait for the next free place or are dropped.
const AT_ONCE: usize = 32;

/// What a server answered.
pub enum Answer {
    /// A token for this joiner, and the server's public key.
    Token(Box<ConnectToken>, [u8; 32]),
    /// The game has a password: the joiner makes its token from it.
    Password([u8; 32]),
}

/// The key both ends seal the token with, from their shared secret and both public keys.
fn sealing_key(shared: &[u8; 32], joiner: &[u8; 32], server: &[u8; 32]) -> Key {
    let digest = Blake2s256::new()
        .chain_update(TOKEN_KEY_SALT)
        .chain_update(shared)
        .chain_update(joiner)
        .chain_update(server)
        .finalize();
    let mut key = Key::default();
    key.copy_from_slice(&digest);
    key
}

/// Fresh random bytes from the system.
pub fn random_bytes() -> [u8; 32] {
    let mut bytes = [0; 32];
    getrandom::getrandom(&mut bytes).expect("the system's random numbers");
    bytes
}

/// The server's lasting key from `file`, made and kept there the first time (or only for
/// this run when there is no file, or it cannot be written).
pub fn server_secret(file: Option<&Path>) -> StaticSecret {
    if let Some(f) = file
        && let Ok(bytes) = std::fs::read(f)
        && let Ok(b) = <[u8; 32]>::try_from(bytes.as_slice())
    {
        return StaticSecret::from(b);
    }
    let bytes = random_bytes();
    if let Some(f) = file {
        if let Some(parent) = f.parent() {
            let _ = std::fs::create_dir_all(parent);
        }
        if let Err(e) = sowing_rules::record::write_atomic(f, &bytes) {
            bevy::log::warn!("the server's key is kept for this run only: {e}");
        }
    }
    StaticSecret::from(bytes)
}

/// A public key as people compare it: its first ten bytes' hash in five groups.
pub fn fingerprint(public: &[u8; 32]) -> String {
    let digest = Blake2s256::new()
        .chain_update(FINGERPRINT_SALT)
        .chain_update(public)
        .finalize();
    digest[..10]
        .chunks(2)
        .map(|c| format!("{:02x}{:02x}", c[0], c[1]))
        .collect::<Vec<_>>()
        .join("-")
}

/// The running service; it stops (and frees its port) when dropped.
#[derive(Resource)]
pub struct TokenService {
    /// The server's public key, to show and to compare.
    pub public: [u8; 32],
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl Drop for TokenService {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// Binds TCP `port` on every address, IPv6 and IPv4 on one socket where the system has it.
pub fn bind(port: u16) -> std::io::Result<TcpListener> {
    TcpListener::bind((Ipv6Addr::UNSPECIFIED, port))
        .or_else(|_| TcpListener::bind((Ipv4Addr::UNSPECIFIED, port)))
}

/// Serves tokens on `listener` with the server's `secret`: sealed with `netcode_key` for
/// a game without a password, none (the password is asked for) with `None`.
pub fn start(
    listener: TcpListener,
    secret: StaticSecret,
    netcode_key: Option<[u8; 32]>,
    make: fn(&[u8; 32]) -> Option<ConnectToken>,
) -> std::io::Result<TokenService> {
    listener.set_nonblocking(true)?;
    let public = PublicKey::from(&secret).to_bytes();
    let stop = Arc::new(AtomicBool::new(false));
    let busy = Arc::new(AtomicUsize::new(0));
    let s = stop.clone();
    let secret = Arc::new(secret);
    let thread = std::thread::spawn(move || {
        while !s.load(Ordering::Relaxed) {
            let Ok((stream, _)) = listener.accept() else {
                std::thread::sleep(Duration::from_millis(20));
                continue;
            };
            if busy.load(Ordering::Relaxed) >= AT_ONCE {
                continue; // dropped: the joiner asks again
            }
            busy.fetch_add(1, Ordering::Relaxed);
            let (secret, busy) = (secret.clone(), busy.clone());
            std::thread::spawn(move || {
                let _ = answer(stream, &secret, netcode_key, make);
                busy.fetch_sub(1, Ordering::Relaxed);
            });
        }
    });
    Ok(TokenService {
        public,
        stop,
        thread: Some(thread),
    })
}

/// Answers one question on `stream`; anything malformed is dropped unanswered.
fn answer(
    mut stream: TcpStream,
    secret: &StaticSecret,
    netcode_key: Option<[u8; 32]>,
    make: fn(&[u8; 32]) -> Option<ConnectToken>,
) -> std::io::Result<()> {
    stream.set_nonblocking(false)?;
    stream.set_read_timeout(Some(PATIENCE))?;
    stream.set_write_timeout(Some(PATIENCE))?;
    let mut question = [0; QUESTION_BYTES];
    stream.read_exact(&mut question)?;
    if &question[..8] != MAGIC {
        return Ok(());
    }
    let joiner: [u8; 32] = question[8..].try_into().expect("32 bytes");
    let public = PublicKey::from(secret).to_bytes();
    let mut reply = MAGIC.to_vec();
    let Some(key) = netcode_key else {
        reply.push(PASSWORD);
        reply.extend_from_slice(&public);
        return stream.write_all(&reply);
    };
    let shared = secret.diffie_hellman(&PublicKey::from(joiner));
    if !shared.was_contributory() {
        return Ok(());
    }
    let Some(token) = make(&key) else {
        return Ok(());
    };
    let mut plain = Vec::new();
    token.write(&mut plain)?;
    let cipher = ChaCha20Poly1305::new(&sealing_key(shared.as_bytes(), &joiner, &public));
    // The sealing key is new with each joiner's fresh key, so one nonce serves.
    let sealed = cipher
        .encrypt(&Nonce::default(), plain.as_slice())
        .map_err(|_| std::io::Error::other("sealing"))?;
    reply.push(GIVEN);
    reply.extend_from_slice(&public);
    reply.extend_from_slice(&(sealed.len() as u16).to_le_bytes());
    reply.extend_from_slice(&sealed);
    stream.write_all(&reply)
}

/// Asks the server at `server` (its game's address: the same port, over TCP) for a token.
/// Blocks for at most a few seconds; meant for a thread of its own.
pub fn ask(server: SocketAddr) -> Result<Answer, String> {
    let mut stream = TcpStream::connect_timeout(&server, PATIENCE).map_err(|e| e.to_string())?;
    stream
        .set_read_timeout(Some(PATIENCE))
        .map_err(|e| e.to_string())?;
    stream
        .set_write_timeout(Some(PATIENCE))
        .map_err(|e| e.to_string())?;
    let mine = StaticSecret::from(random_bytes());
    let joiner = PublicKey::from(&mine).to_bytes();
    let mut question = MAGIC.to_vec();
    question.extend_from_slice(&joiner);
    stream.write_all(&question).map_err(|e| e.to_string())?;
    let mut head = [0; 8 + 1 + 32];
    stream.read_exact(&mut head).map_err(|e| e.to_string())?;
    if &head[..8] != MAGIC {
        return Err("not a Sowing server".into()); // not shown: the log's
    }
    let public: [u8; 32] = head[9..].try_into().expect("32 bytes");
    match head[8] {
        PASSWORD => return Ok(Answer::Password(public)),
        GIVEN => {}
        _ => return Err("an unknown answer".into()), // not shown: the log's
    }
    let mut len = [0; 2];
    stream.read_exact(&mut len).map_err(|e| e.to_string())?;
    let len = usize::from(u16::from_le_bytes(len));
    if len > SEALED_MAX {
        return Err("an answer too long".into()); // not shown: the log's
    }
    let mut sealed = vec![0; len];
    stream.read_exact(&mut sealed).map_err(|e| e.to_string())?;
    let shared = mine.diffie_hellman(&PublicKey::from(public));
    let cipher = ChaCha20Poly1305::new(&sealing_key(shared.as_bytes(), &joiner, &public));
    let plain = cipher
        .decrypt(&Nonce::default(), sealed.as_slice())
        .map_err(|_| "a token not sealed for us".to_string())?; // not shown: the log's
    let token = ConnectToken::read(&mut plain.as_slice()).map_err(|e| e.to_string())?;
    Ok(Answer::Token(Box::new(token), public))
}
