//! A room server (`sowing --serve PORT`): many games at once in one windowless process,
//! each a room with a short code. A player opens a room with a new game's start (every
//! seat a player who joins) and friends join it by its code, or find it among the public
//! rooms with a free seat. Each room seats its players as a hosted game does
//! (`seating.rs`), starts once every seat is held, checks each move (the sender holds the
//! seat to move, the rules accept it) and sends it to that room's peers only. Every room
//! is kept on disk after each change (`room_store.rs`): a server started again has its
//! rooms back, and their players their seats by token.

use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;

use bevy::prelude::*;
use bevy_replicon::prelude::*;
use sowing_rules::Record;

use crate::game::apply::peer_refusal;
use crate::game::play::{MatchMode, MoveRequest, Seat};
use crate::game::protocol::{
    Denial, Denied, Hello, ListRooms, OpenRoom, Played, Resync, RoomInfo, RoomList, RoomOpened,
    SeatHolders, Snapshot, Welcome,
};
use crate::game::records::{match_of, record_of};
use crate::net::room_store;
pub use crate::net::room_store::Room;
use crate::net::seating::{Seating, hello_refusal};

/// The longest record a room may be opened with (a new game's start is far smaller).
pub const MAX_RECORD: usize = 64 * 1024;
/// The most rooms a server holds at once (a room is a few KiB).
pub const ROOM_LIMIT: usize = 10_000;
/// Rooms one connection may open.
const OPENED_EACH: u8 = 4;
/// The letters of a room's code: no 0/O, 1/I/L to misread.
const CODE_LETTERS: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const CODE_LENGTH: usize = 5;

/// The server's rooms, and which room each connected peer is in.
#[derive(Resource, Debug)]
pub struct Rooms {
    pub rooms: BTreeMap<String, Room>,
    /// The room each connected peer greeted.
    pub of: HashMap<Entity, String>,
    /// Rooms each connection opened.
    opened: HashMap<Entity, u8>,
    /// Where the rooms are kept (None: nowhere, a test's server).
    pub dir: Option<PathBuf>,
    /// The most rooms at once.
    pub limit: usize,
    rng: sowing_rules::Rng,
}

impl Rooms {
    /// A server with the rooms kept in `dir` (if any) back.
    pub fn new(dir: Option<PathBuf>, limit: usize, seed: u64) -> Rooms {
        let rooms = dir.as_deref().map(room_store::load).unwrap_or_default();
        if !rooms.is_empty() {
            info!("{} rooms back", rooms.len());
        }
        Rooms {
            rooms: rooms.into_iter().collect(),
            of: HashMap::new(),
            opened: HashMap::new(),
            dir,
            limit,
            rng: sowing_rules::Rng::new(seed),
        }
    }

    /// A new code, not in use.
    fn new_code(&mut self) -> String {
        loop {
            let code: String = (0..CODE_LENGTH)
                .map(|_| CODE_LETTERS[self.rng.below(CODE_LETTERS.len() as u64) as usize] as char)
                .collect();
            if !self.rooms.contains_key(&code) {
                return code;
            }
        }
    }

    /// Keeps `code`'s room on disk (a finished one moves to `finished/`).
    fn keep(&self, code: &str) {
        let (Some(dir), Some(room)) = (&self.dir, self.rooms.get(code)) else {
            return;
        };
        if let Err(e) = room_store::save(dir, code, room) {
            error!("room {code} is not kept: {e}");
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_observer(peer_left).add_systems(
        Update,
        (open, greet, moves, resync, list)
            .chain()
            .distributive_run_if(resource_exists::<Rooms>),
    );
}

/// What the server sends.
#[derive(bevy::ecs::system::SystemParam)]
struct Out<'w> {
    welcome: MessageWriter<'w, ToClients<Welcome>>,
    denied: MessageWriter<'w, ToClients<Denied>>,
    lobby: MessageWriter<'w, ToClients<crate::game::protocol::LobbyView>>,
    snapshots: MessageWriter<'w, ToClients<Snapshot>>,
    played: MessageWriter<'w, ToClients<Played>>,
    opened: MessageWriter<'w, ToClients<RoomOpened>>,
    list: MessageWriter<'w, ToClients<RoomList>>,
    disconnect: MessageWriter<'w, DisconnectRequest>,
}

fn to(client: Entity) -> SendTargets {
    SendTargets::Single(ClientId::Client(client))
}

impl Out<'_> {
    /// Refuses and lets the peer go.
    fn refuse(&mut self, client: Entity, why: Denial) {
        self.deny(client, why);
        self.disconnect.write(DisconnectRequest { client });
    }

    fn deny(&mut self, client: Entity, why: Denial) {
        self.denied.write(ToClients {
            targets: to(client),
            message: Denied(why),
        });
    }

    fn lobby(&mut self, room: &Room) {
        let view = room.seating.view(
            &room.m.seats,
            &room.holders,
            room.m.game.kind().as_str(),
            room.started,
        );
        for peer in room.peers() {
            self.lobby.write(ToClients {
                targets: to(peer),
                message: view.clone(),
            });
        }
    }

    fn snapshot(&mut self, room: &Room, peer: Entity) {
        self.snapshots.write(ToClients {
            targets: to(peer),
            message: Snapshot {
                record: record_of(&room.m).to_text(),
            },
        });
    }
}

/// The room a new game's record asks for, if it is one: a start with no moves, every
/// seat a player who joins.
fn room_of(ask: &OpenRoom) -> Option<Room> {
    if ask.record.len() > MAX_RECORD || ask.password.len() > crate::game::protocol::MAX_TEXT {
        return None;
    }
    let replayed = Record::parse(&ask.record).and_then(Record::replay).ok()?;
    if !replayed.record.moves.is_empty() {
        return None;
    }
    let mut m = match_of(replayed, 0);
    m.mode = MatchMode::Live;
    let n = m.seats.len();
    m.seats = vec![Seat::Remote; n];
    Some(Room {
        m,
        seating: Seating::new(n),
        holders: SeatHolders(vec![None; n]),
        password: ask.password.clone(),
        public: ask.public,
        started: false,
        empty_since: Some(std::time::SystemTime::now()),
    })
}

/// Opens the rooms asked for, within the server's limit and each connection's share.
fn open(mut asks: MessageReader<FromClient<OpenRoom>>, mut rooms: ResMut<Rooms>, mut out: Out) {
    for FromClient { client_id, message } in asks.read() {
        let Some(client) = client_id.entity() else {
            continue;
        };
        let opened = rooms.opened.get(&client).copied().unwrap_or(0);
        if rooms.rooms.len() >= rooms.limit || opened >= OPENED_EACH {
            out.refuse(client, Denial::RoomsFull);
            continue;
        }
        let Some(room) = room_of(message) else {
            out.refuse(client, Denial::Malformed);
            continue;
        };
        let code = rooms.new_code();
        info!("room {code} opened: {}", room.m.game.kind().as_str());
        rooms.rooms.insert(code.clone(), room);
        rooms.opened.insert(client, opened + 1);
        rooms.keep(&code);
        out.opened.write(ToClients {
            targets: to(client),
            message: RoomOpened { code },
        });
    }
}

/// A peer's `Hello` with a room's code: refused (no such room, version, password),
/// given its seat back by token, a free seat, or a place to watch. The room starts once
/// every seat is held.
fn greet(mut hellos: MessageReader<FromClient<Hello>>, mut rooms: ResMut<Rooms>, mut out: Out) {
    for FromClient { client_id, message } in hellos.read() {
        let Some(client) = client_id.entity() else {
            continue;
        };
        let code = message.room.trim().to_uppercase();
        let rooms = &mut *rooms;
        let Some(room) = rooms.rooms.get_mut(&code) else {
            out.refuse(client, Denial::NoRoom);
            continue;
        };
        if let Some(why) = hello_refusal(message, &room.password) {
            out.refuse(client, why);
            continue;
        }
        let seats = room.m.seats.clone();
        let rng = &mut rooms.rng;
        let g = room
            .seating
            .greet(client, message, &seats, &mut room.holders, || {
                rng.next_u64()
            });
        if let Some(old) = g.replaced {
            out.refuse(old, Denial::Replaced);
            rooms.of.remove(&old);
        }
        rooms.of.insert(client, code.clone());
        room.empty_since = None;
        info!("room {code}: peer {client} joins as seat {:?}", g.seat);
        out.welcome.write(ToClients {
            targets: to(client),
            message: Welcome {
                seat: g.seat.map(|i| i as u8),
                token: g.token,
            },
        });
        let starts = !room.started && Seating::ready(&seats, &room.holders);
        room.started |= starts;
        out.lobby(room);
        match (starts, room.started) {
            (true, _) => room.peers().for_each(|p| out.snapshot(room, p)),
            (false, true) => out.snapshot(room, client),
            (false, false) => {}
        }
        rooms.keep(&code);
    }
}

/// A move from a room's peer: checked as a host checks it, played, sent to the room.
fn moves(mut asks: MessageReader<FromClient<MoveRequest>>, mut rooms: ResMut<Rooms>, mut out: Out) {
    for FromClient { client_id, message } in asks.read() {
        let Some(client) = client_id.entity() else {
            continue;
        };
        let Some(code) = rooms.of.get(&client).cloned() else {
            out.deny(client, Denial::NotPlaying);
            continue;
        };
        let Some(room) = rooms.rooms.get_mut(&code) else {
            continue;
        };
        let refusal = match room.started {
            false => Some(Denial::NotPlaying),
            true => peer_refusal(client, &message.0, &room.m, &room.holders),
        };
        if let Some(why) = refusal {
            out.deny(client, why);
            continue;
        }
        let ply = room.m.moves.len() as u32;
        if let Err(e) = room.m.play(&message.0) {
            out.deny(client, Denial::Illegal((&e).into()));
            continue;
        }
        let played = Played {
            ply,
            text: message.0.clone(),
        };
        for peer in room.peers() {
            out.played.write(ToClients {
                targets: to(peer),
                message: played.clone(),
            });
        }
        let over = room.m.game.finished().is_some();
        rooms.keep(&code);
        if over {
            info!("room {code}: game over after {} moves", ply + 1);
        }
    }
}

/// A peer whose game went out of step gets its room's whole game again.
fn resync(mut asks: MessageReader<FromClient<Resync>>, rooms: Res<Rooms>, mut out: Out) {
    for ask in asks.read() {
        let Some(client) = ask.client_id.entity() else {
            continue;
        };
        if let Some(room) = rooms.of.get(&client).and_then(|c| rooms.rooms.get(c)) {
            out.snapshot(room, client);
        }
    }
}

/// The public rooms with a free seat, to whoever asks.
fn list(mut asks: MessageReader<FromClient<ListRooms>>, rooms: Res<Rooms>, mut out: Out) {
    for ask in asks.read() {
        let open: Vec<RoomInfo> = rooms
            .rooms
            .iter()
            .filter(|(_, r)| r.public && !r.started)
            .map(|(code, r)| RoomInfo {
                code: code.clone(),
                game: r.m.game.kind().as_str().to_string(),
                players: r.m.seats.len() as u8,
                free: r.seating.tokens.iter().filter(|&&t| t == 0).count() as u8,
                password: !r.password.is_empty(),
            })
            .filter(|r| r.free > 0)
            .take(100)
            .collect();
        out.list.write(ToClients {
            targets: SendTargets::Single(ask.client_id),
            message: RoomList(open),
        });
    }
}

/// A peer left: its seat waits for its token; a finished room nobody is in any more is
/// closed (its record kept in `finished/`).
fn peer_left(gone: On<Remove, ConnectedClient>, rooms: Option<ResMut<Rooms>>, mut out: Out) {
    let Some(mut rooms) = rooms else { return };
    rooms.opened.remove(&gone.entity);
    let Some(code) = rooms.of.remove(&gone.entity) else {
        return;
    };
    let Some(room) = rooms.rooms.get_mut(&code) else {
        return;
    };
    room.seating.left(gone.entity, &mut room.holders);
    out.lobby(room);
    let empty = room.peers().next().is_none();
    if empty {
        room.empty_since = Some(std::time::SystemTime::now());
    }
    if empty && room.m.game.finished().is_some() {
        rooms.rooms.remove(&code);
        if let Some(dir) = &rooms.dir {
            room_store::finish(dir, &code);
        }
        info!("room {code} closed");
    }
}
