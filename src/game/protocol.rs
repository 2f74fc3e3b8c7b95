//! What the peers of an online game send each other (bevy_replicon messages), registered
//! in the same order in every app, and who may move for which seat. A local game uses
//! the same messages: replicon hands a request to the match at once when nothing is
//! connected, so hot-seat, computer seats and online play take one path.

use bevy::prelude::*;
use bevy_replicon::prelude::*;
use serde::{Deserialize, Serialize};

/// The version of these messages; a peer with another is refused with a clear reason.
pub const PROTOCOL_VERSION: u32 = 6;

/// The longest move text, name or password a peer may send (longer is malformed).
pub const MAX_TEXT: usize = 512;

/// Ask to play a move, in notation, from any source: a click, a key, the pad, the
/// computer, a lesson, or a peer online (replicon delivers it to the host's match as
/// `FromClient<MoveRequest>`, at once when nothing is connected).
#[derive(Message, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveRequest(pub String);

/// What this app is in an online game.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub enum NetRole {
    /// Not online: every seat is played here.
    #[default]
    Local,
    /// Hosting: the match is decided here and sent to the others.
    Host,
    /// Joined to a host: moves are sent there and come back from it.
    Client,
}

/// Why no seat is played in this window though the game is not over, where the reason
/// is online: it only watches, the host closed the game, the connection to the host was
/// lost (or a join again found no host), or it is joining again. Written by `net` from
/// the join, its one owner; a pick or a hint then says so, not "It is not a human
/// player's turn" (untrue to the player whose turn it was when the host left), and the
/// panel says the game is stopped.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub enum NobodyHere {
    #[default]
    Playing,
    Watching,
    HostClosed,
    Lost,
    /// Joining the host again, the seat kept: nobody moves until it answers.
    Rejoining,
}

impl NobodyHere {
    /// Its words' key in the refusal message, or None while a seat is played here.
    pub fn why(self) -> Option<&'static str> {
        match self {
            NobodyHere::Playing => None,
            NobodyHere::Watching => Some("watching"),
            NobodyHere::HostClosed => Some("host-closed"),
            NobodyHere::Lost => Some("lost"),
            NobodyHere::Rejoining => Some("rejoining"),
        }
    }
}

/// The host's record of which connected client holds each seat (`None`: nobody here
/// holds it, or it is played on this machine).
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct SeatHolders(pub Vec<Option<Entity>>);

impl SeatHolders {
    /// Whether `client` holds `seat` (0-based), so may move for it.
    pub fn holds(&self, client: Entity, seat: usize) -> bool {
        self.0.get(seat).copied().flatten() == Some(client)
    }
}

/// A peer says who it is, right after connecting.
#[derive(Message, Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Hello {
    /// `PROTOCOL_VERSION` of the peer.
    pub version: u32,
    /// The player's name, shown to the others.
    pub name: String,
    /// The host's password, or empty.
    pub password: String,
    /// The seat token of an earlier connection: the same seat back.
    pub token: Option<u64>,
    /// Only watch, take no seat.
    pub watch: bool,
    /// The room's code on a room server (empty: the game of the host at this address).
    pub room: String,
}

/// Asks a room server to open a room for a new game: its start as a record (no moves
/// yet; every seat is a player who joins), its password, whether anyone may find it in
/// the list of open rooms. The server answers `RoomOpened` (or `Denied`).
#[derive(Message, Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct OpenRoom {
    pub record: String,
    pub password: String,
    pub public: bool,
}

/// The room opened: its code, to join it and to give friends.
#[derive(Message, Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct RoomOpened {
    pub code: String,
}

/// Asks a room server for its public rooms with a free seat.
#[derive(Message, Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ListRooms;

/// A public room with a free seat.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct RoomInfo {
    pub code: String,
    /// The game's name in the rules crate.
    pub game: String,
    pub players: u8,
    /// Seats nobody holds yet.
    pub free: u8,
    /// The room has a password.
    pub password: bool,
}

/// The room server's answer to `ListRooms`.
#[derive(Message, Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct RoomList(pub Vec<RoomInfo>);

/// A peer whose match went out of step asks for the whole game again.
#[derive(Message, Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resync;

/// The host answers a `Hello`: the seat given (none: watching) and its token.
#[derive(Message, Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Welcome {
    /// The seat, 0-based, or `None` for a spectator.
    pub seat: Option<u8>,
    /// Give it back in `Hello` to take the same seat after a lost connection.
    pub token: u64,
}

/// Why the host refused something a peer sent.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub enum Denial {
    /// Another version of Sowing: the host's version.
    Version(u32),
    /// The password does not match.
    Password,
    /// The seat to move is not this peer's.
    NotYourSeat,
    /// The game is over, not started, or replayed.
    NotPlaying,
    /// The rules refuse the move: the kind of fault, worded by the receiver in its own
    /// language (the rules' own text is English).
    Illegal(MoveFault),
    /// The request is not well formed (too long, not notation).
    Malformed,
    /// The same player took this seat back from another connection (by its token): this
    /// one no longer holds it.
    Replaced,
    /// No room has this code here (a room server), or this host has no rooms.
    NoRoom,
    /// The room server holds as many rooms as it may, or this connection opened its
    /// share: none is opened.
    RoomsFull,
}

/// The host refused a peer's request; nothing changed.
#[derive(Message, Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Denied(pub Denial);

/// How a seat is played, as the peers see it.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKind {
    /// A player at the host's machine.
    HostPlayer,
    /// The computer, on the host's machine.
    Computer,
    /// A player who joins over the network.
    Remote,
}

/// One seat in the lobby.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct SeatView {
    pub kind: SeatKind,
    /// The player's name (empty while a remote seat is free).
    pub name: String,
    /// A remote seat's player is connected now.
    pub present: bool,
    /// A remote seat was taken by a player (who may have left: it waits for them).
    pub taken: bool,
}

/// The host's lobby: the game, its seats and whether play has begun.
#[derive(Message, Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct LobbyView {
    /// The game's name in the rules crate (`umel_bagara`, …).
    pub game: String,
    pub seats: Vec<SeatView>,
    /// Watching peers.
    pub spectators: u32,
    pub started: bool,
}

/// The whole game so far, as a record (JSON): sent on joining, on starting and whenever
/// a peer must catch up.
#[derive(Message, Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    pub record: String,
}

/// The host played a move: it is the `ply`-th move (0-based) of the game.
#[derive(Message, Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub ply: u32,
    pub text: String,
}

/// The host closed the game: every peer keeps its record.
#[derive(Message, Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Closed;

/// Registers every message, the same in every app (the order is part of the protocol).
pub(super) fn plugin(app: &mut App) {
    app.init_resource::<NetRole>()
        .init_resource::<NobodyHere>()
        .init_resource::<SeatHolders>()
        .add_client_message::<MoveRequest>(Channel::Ordered)
        .add_client_message::<Hello>(Channel::Ordered)
        .add_client_message::<Resync>(Channel::Ordered)
        .add_client_message::<OpenRoom>(Channel::Ordered)
        .add_client_message::<ListRooms>(Channel::Ordered)
        .add_server_message::<Welcome>(Channel::Ordered)
        .add_server_message::<Denied>(Channel::Ordered)
        .add_server_message::<LobbyView>(Channel::Ordered)
        .add_server_message::<Snapshot>(Channel::Ordered)
        .add_server_message::<Played>(Channel::Ordered)
        .add_server_message::<Closed>(Channel::Ordered)
        .add_server_message::<RoomOpened>(Channel::Ordered)
        .add_server_message::<RoomList>(Channel::Ordered);
    // Peers of another version are refused by replicon's protocol check too.
    app.world_mut()
        .resource_mut::<ProtocolHasher>()
        .add_custom(PROTOCOL_VERSION);
}

/// Why the rules refused a move, as a kind that crosses the network.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveFault {
    /// Not a move of this game's notation.
    Notation,
    /// Well formed, but not legal here, and why (the rules' kind).
    NotLegal(sowing_rules::IllegalKind),
    /// The game is over.
    GameOver,
}

impl From<&sowing_rules::MoveError> for MoveFault {
    fn from(e: &sowing_rules::MoveError) -> MoveFault {
        match e {
            sowing_rules::MoveError::Syntax(_) => MoveFault::Notation,
            sowing_rules::MoveError::Illegal(kind, _) => MoveFault::NotLegal(*kind),
            sowing_rules::MoveError::GameOver => MoveFault::GameOver,
        }
    }
}

impl From<MoveFault> for sowing_rules::MoveError {
    /// The refusal as the receiver words it: the kind, without the rules' detail.
    fn from(f: MoveFault) -> sowing_rules::MoveError {
        match f {
            MoveFault::Notation => sowing_rules::MoveError::Syntax(String::new()),
            MoveFault::NotLegal(kind) => sowing_rules::MoveError::illegal(kind, ""),
            MoveFault::GameOver => sowing_rules::MoveError::GameOver,
        }
    }
}
