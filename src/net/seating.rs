//! Who holds which seat of one online game: each seat's player name and token, the
//! peers watching, and the greeting of a peer's `Hello` (a seat back by its token, a free
//! remote seat, or a place to watch). The one owner of seating, for a game this machine
//! hosts (`host.rs`) and for each room of a server (`rooms.rs`).

use bevy::prelude::*;

use crate::game::play::Seat;
use crate::game::protocol::{
    Denial, Hello, LobbyView, MAX_TEXT, PROTOCOL_VERSION, SeatHolders, SeatKind, SeatView,
};

/// The seats' players and the watchers of one game.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Seating {
    /// Each seat's player name (empty: none given yet).
    pub names: Vec<String>,
    /// Each seat's token (0: none given yet).
    pub tokens: Vec<u64>,
    /// Peers watching.
    pub spectators: Vec<Entity>,
}

/// Why a peer's `Hello` is refused, if it is: another version, a wrong password, a name
/// too long.
pub fn hello_refusal(hello: &Hello, password: &str) -> Option<Denial> {
    if hello.version != PROTOCOL_VERSION {
        return Some(Denial::Version(PROTOCOL_VERSION));
    }
    // A game without a password takes anyone, whatever a form still held (a password
    // left from another game was refused as wrong by a room that has none).
    if !password.is_empty() && hello.password != password {
        return Some(Denial::Password);
    }
    if hello.name.len() > MAX_TEXT || hello.room.len() > MAX_TEXT {
        return Some(Denial::Malformed);
    }
    None
}

/// What a greeting decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Greeting {
    /// The seat given (0-based), or None: watching.
    pub seat: Option<usize>,
    /// The seat's token (0 for a watcher).
    pub token: u64,
    /// The seat was taken back by its token.
    pub back: bool,
    /// Another connection held the seat taken back: it is to be told and let go.
    pub replaced: Option<Entity>,
}

impl Seating {
    /// Free seating for `seats` seats.
    pub fn new(seats: usize) -> Seating {
        Seating {
            names: vec![String::new(); seats],
            tokens: vec![0; seats],
            spectators: Vec::new(),
        }
    }

    /// Seats `client` (its `Hello` already checked): the seat of its token, else the
    /// first free remote seat unless it asked to watch, else watching. `draw` makes a
    /// new seat's token.
    pub fn greet(
        &mut self,
        client: Entity,
        hello: &Hello,
        seats: &[Seat],
        holders: &mut SeatHolders,
        draw: impl FnOnce() -> u64,
    ) -> Greeting {
        self.names.resize(seats.len(), String::new());
        self.tokens.resize(seats.len(), 0);
        holders.0.resize(seats.len(), None);
        let by_token = hello
            .token
            .and_then(|t| self.tokens.iter().position(|&k| k != 0 && k == t));
        let free = (0..seats.len()).find(|&i| seats[i] == Seat::Remote && self.tokens[i] == 0);
        let seat = match (by_token, hello.watch) {
            (Some(i), _) => Some(i),
            (None, false) => free,
            (None, true) => None,
        };
        // The seat's token from another connection: the player is back there (a window
        // relaunched before this one noticed the old one gone).
        let replaced = by_token
            .and_then(|i| holders.0[i])
            .filter(|&old| old != client);
        let token = match seat {
            Some(i) => {
                if self.tokens[i] == 0 {
                    self.tokens[i] = draw() | 1;
                }
                self.names[i] = hello.name.trim().chars().take(32).collect();
                holders.0[i] = Some(client);
                self.tokens[i]
            }
            None => {
                self.spectators.push(client);
                0
            }
        };
        Greeting {
            seat,
            token,
            back: by_token.is_some(),
            replaced,
        }
    }

    /// `client` left: the seat it held, if any, waits for its token; a watcher goes.
    pub fn left(&mut self, client: Entity, holders: &mut SeatHolders) -> Option<usize> {
        self.spectators.retain(|&e| e != client);
        let seat = holders.0.iter().position(|h| *h == Some(client))?;
        holders.0[seat] = None;
        Some(seat)
    }

    /// Whether every remote seat is held by a connected peer.
    pub fn ready(seats: &[Seat], holders: &SeatHolders) -> bool {
        seats
            .iter()
            .enumerate()
            .all(|(i, s)| *s != Seat::Remote || holders.0.get(i).copied().flatten().is_some())
    }

    /// The seats as the peers see them.
    pub fn view(
        &self,
        seats: &[Seat],
        holders: &SeatHolders,
        game: &str,
        started: bool,
    ) -> LobbyView {
        LobbyView {
            game: game.to_string(),
            seats: seats
                .iter()
                .enumerate()
                .map(|(i, s)| SeatView {
                    kind: match s {
                        Seat::Human => SeatKind::HostPlayer,
                        Seat::Computer(_) => SeatKind::Computer,
                        Seat::Remote => SeatKind::Remote,
                    },
                    name: self.names.get(i).cloned().unwrap_or_default(),
                    present: holders.0.get(i).copied().flatten().is_some(),
                    taken: self.tokens.get(i).is_some_and(|&t| t != 0),
                })
                .collect(),
            spectators: self.spectators.len() as u32,
            started,
        }
    }
}
