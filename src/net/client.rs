//! Joining a game: say hello, take the seat the host gives, follow the host's game (the
//! whole game on joining, then each move, played here with the rules crate and animated
//! like any move), show why the host refused something, and keep the record when the
//! host closes the game or the connection is lost.

use bevy::prelude::*;
use bevy_replicon::prelude::*;
use bevy_replicon_renet::RenetClient;
use sowing_ai::Level;
use sowing_rules::Record;

use crate::game::apply::play_move;
use crate::game::play::{Match, MatchMode, MovePlayed, Seat, Status};
use crate::game::protocol::{
    Closed, Denied, Hello, ListRooms, LobbyView, OpenRoom, PROTOCOL_VERSION, Played, Resync,
    RoomInfo, RoomList, RoomOpened, SeatKind, Snapshot, Welcome,
};
use crate::game::queue::AnimQueue;
use crate::game::records::online_seat::JoinedAt;
use crate::game::records::{DataDir, match_of};
use crate::game::start::{StartMatch, Started};
use crate::i18n::Texts;
pub use crate::net::notice::{CONNECT_SECONDS, JoinNotice, denial_text};
use crate::net::seat_tokens;
use crate::net::token_ask::Asked;
use crate::tr;

/// This app's place in a game it joined.
#[derive(Resource, Debug, Clone, Default)]
pub struct Joined {
    /// The host's address, `HOST:PORT`.
    pub address: String,
    /// The room's code on a room server (empty: the game of the host at `address`).
    pub room: String,
    /// A room to open on the server first (the room's code is then joined).
    pub open: Option<OpenRoom>,
    /// A room server's own password, which seals its network (empty: none); `password`
    /// is then the room's.
    pub server_password: String,
    pub name: String,
    pub password: String,
    /// Only watch.
    pub watch: bool,
    /// The computer plays this app's seat at this level (a bot).
    pub bot: Option<Level>,
    /// The seat the host gave (0-based), once it answered; `None` while watching.
    pub seat: Option<u8>,
    /// The seat's token: the same seat back after a lost connection.
    pub token: Option<u64>,
    /// The host's key as people compare it, and whether it was met for the first time.
    pub server_key: Option<(String, bool)>,
    /// Whether the host answered the hello.
    pub welcomed: bool,
    /// The host's lobby, as last sent.
    pub lobby: Option<LobbyView>,
    /// A room server's public rooms with a free seat, as last sent.
    pub rooms: Option<Vec<RoomInfo>>,
    /// Only asks a room server for its public rooms, to pick one: takes no seat.
    pub list: bool,
    /// Why the host refused us, the game ended or the connection was lost.
    pub notice: Option<JoinNotice>,
    /// The host closed the game.
    pub closed: bool,
    /// How long this join has asked without an answer, in seconds: its own count, so a
    /// join begun anew waits its whole time (a count kept apart from the join once made
    /// the next one give up at once).
    pub asked_for: f32,
}

impl Joined {
    /// Where the game is: the host's address, with the room's code on a server
    /// (`HOST:PORT/CODE`): a seat's token is kept by it.
    pub fn place(&self) -> String {
        // Codes are said in capitals, typed in either.
        match self.room.trim() {
            "" => self.address.clone(),
            code => format!("{}/{}", self.address, code.to_uppercase()),
        }
    }

    /// The password the network is sealed with: the host's game's, or a room server's.
    pub fn sealed_with(&self) -> &str {
        match self.room.is_empty() && self.open.is_none() && !self.list {
            true => &self.password,
            false => &self.server_password,
        }
    }

    /// Whole seconds this join still waits for a host's answer before giving up.
    pub fn seconds_left(&self) -> u32 {
        (CONNECT_SECONDS - self.asked_for).ceil().max(0.0) as u32
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_observer(other_version)
        .add_systems(OnEnter(ClientState::Connected), hello)
        .add_systems(OnExit(ClientState::Connected), connection_lost)
        .add_systems(
            Update,
            (
                asked,
                give_up,
                room_opened,
                welcomed,
                lobby,
                denied,
                snapshots,
                moves,
                closed,
            )
                .chain()
                .in_set(crate::FramePhase::Apply)
                .distributive_run_if(resource_exists::<Joined>),
        );
}

/// Says hello: with the seat's token when this player has one for this host (kept in
/// memory after a lost connection, or with the player's data after a restart). A room to
/// open is asked for first; the hello follows with its code (`room_opened`). A list of
/// the public rooms is asked for without a hello.
fn hello(
    joined: Option<ResMut<Joined>>,
    dir: Res<DataDir>,
    (mut hello, mut open): (MessageWriter<Hello>, MessageWriter<OpenRoom>),
    mut list: MessageWriter<ListRooms>,
) {
    let Some(mut j) = joined else { return };
    match (&j.open, j.room.is_empty()) {
        _ if j.list => {
            list.write(ListRooms);
        }
        (Some(room), true) => {
            open.write(room.clone());
        }
        _ => say_hello(&mut j, &dir, &mut hello),
    }
}

fn say_hello(j: &mut Joined, dir: &DataDir, hello: &mut MessageWriter<Hello>) {
    if j.token.is_none() && !j.watch {
        j.token = seat_tokens::kept(dir, &j.place(), &j.name);
    }
    hello.write(Hello {
        version: PROTOCOL_VERSION,
        name: j.name.clone(),
        password: j.password.clone(),
        token: j.token,
        watch: j.watch,
        room: j.room.clone(),
    });
}

/// The room asked for is open: its code is said (a headless player prints it for the
/// friends it would give it to) and joined.
fn room_opened(
    mut opened: MessageReader<RoomOpened>,
    mut joined: ResMut<Joined>,
    dir: Res<DataDir>,
    mut hello: MessageWriter<Hello>,
) {
    for RoomOpened { code } in opened.read() {
        info!("room {code} opened");
        println!("sowing: room {code}"); // not shown: a headless player's log
        joined.room = code.clone();
        joined.open = None;
        say_hello(&mut joined, &dir, &mut hello);
    }
}

/// A join that no host answers gives up after `CONNECT_SECONDS` (the window wakes to
/// read the network while online) and says why; the form is there to try again. Until
/// then, each time the transport stops asking (netcode gives up on a silent host after
/// its silence limit) it asks again, so a host that comes up a little later is found.
fn give_up(
    mut joined: ResMut<Joined>,
    time: Res<Time<Real>>,
    client: Option<Res<RenetClient>>,
    mut commands: Commands,
) {
    if joined.welcomed || joined.rooms.is_some() || joined.notice.is_some() {
        if joined.asked_for != 0.0 {
            joined.asked_for = 0.0;
        }
        return;
    }
    // A frame's time counted at most a quarter second: the first frame after the title
    // idled (it draws nothing while nothing changes) lasted as long as the idling, and a
    // relaunched window's Join again gave up within a second.
    joined.asked_for += time.delta_secs().min(0.25);
    if joined.asked_for >= CONNECT_SECONDS {
        joined.asked_for = 0.0;
        joined.notice = Some(JoinNotice::Unreachable(joined.address.clone()));
        commands.queue(super::token_ask::close);
    } else if client.is_some_and(|c| c.is_disconnected()) {
        let (address, password) = (joined.address.clone(), joined.sealed_with().to_string());
        commands.queue(move |world: &mut World| {
            super::token_ask::close(world);
            if let Err(e) = super::token_ask::connect(world, &address, &password) {
                warn!("asking {address} again failed: {e}");
            }
        });
    }
}

/// What the question for a token found: the server's key, or why the join cannot go on.
fn asked(mut answers: MessageReader<Asked>, mut joined: ResMut<Joined>) {
    for a in answers.read() {
        match a.clone() {
            Asked::Met(key, new) => joined.server_key = Some((key, new)),
            Asked::Notice(n) => joined.notice = Some(n),
        }
    }
}

fn other_version(_: On<ProtocolMismatch>, joined: Option<ResMut<Joined>>) {
    if let Some(mut j) = joined {
        j.notice = Some(JoinNotice::OtherVersion);
    }
}

fn connection_lost(joined: Option<ResMut<Joined>>) {
    if let Some(mut j) = joined
        && !j.closed
        && j.notice.is_none()
    {
        j.notice = Some(JoinNotice::Lost);
    }
}

/// The host's answer: the seat (its token kept with the player's data, so a restart
/// takes the same seat back, and the autosave marked as this host's game) or watching.
fn welcomed(
    mut welcomes: MessageReader<Welcome>,
    mut joined: ResMut<Joined>,
    dir: Res<DataDir>,
    mut commands: Commands,
    mut settings: Option<ResMut<crate::settings::Settings>>,
) {
    for w in welcomes.read() {
        joined.welcomed = true;
        joined.seat = w.seat;
        joined.token = w.seat.map(|_| w.token);
        // Seated by a player (not a bot): the join form offers this game again, a room
        // by its code too (a room's opener who began another game had no way back to
        // it: its code was shown nowhere, the thirteenth hour).
        if let Some(s) = settings
            .as_mut()
            .filter(|_| w.seat.is_some() && joined.bot.is_none())
        {
            s.online_address = joined.address.clone();
            s.online_room = joined.room.clone();
            s.online_name = joined.name.clone();
        }
        // The game played here from now on is this host's (its autosave says so).
        if w.seat.is_some() {
            commands.insert_resource(JoinedAt {
                address: joined.address.clone(),
                name: joined.name.clone(),
                password: joined.password.clone(),
                room: joined.room.clone(),
            });
        }
        if !joined.watch
            && let Err(e) = seat_tokens::keep(&dir, &joined.place(), &joined.name, joined.token)
        {
            warn!("the seat's token is not kept: {e}");
        }
    }
}

/// The lobby as the host last sent it; in play, a seat whose player left or came back is
/// said on the status line, as the host's own is (a room's player heard nothing: the
/// seat only turned "away" in the panel).
fn lobby(
    (mut views, mut lists): (MessageReader<LobbyView>, MessageReader<RoomList>),
    mut joined: ResMut<Joined>,
    (mut status, texts): (ResMut<Status>, Res<Texts>),
) {
    if let Some(v) = views.read().last() {
        if let Some(old) = joined.lobby.as_ref().filter(|o| o.started && v.started) {
            for (i, (was, now)) in old.seats.iter().zip(&v.seats).enumerate() {
                let player = i as u32 + 1;
                match (was.present, now.present) {
                    _ if joined.seat == Some(i as u8) || now.kind != SeatKind::Remote => {}
                    (true, false) => status.0 = tr!(texts, "online-seat-left", player = player),
                    (false, true) if !was.name.is_empty() => {
                        status.0 = tr!(texts, "online-seat-back", player = player)
                    }
                    _ => {}
                }
            }
        }
        joined.lobby = Some(v.clone());
    }
    if let Some(RoomList(rooms)) = lists.read().last() {
        joined.rooms = Some(rooms.clone());
    }
}

fn denied(
    mut denials: MessageReader<Denied>,
    mut joined: ResMut<Joined>,
    mut status: ResMut<Status>,
    texts: Res<Texts>,
) {
    for Denied(d) in denials.read() {
        status.0 = denial_text(d, &texts);
        joined.notice = Some(JoinNotice::Denied(d.clone()));
    }
}

/// The whole game from the host: this app's seat is played here (by the player or the
/// bot), every other seat is remote.
fn snapshots(
    mut snapshots: MessageReader<Snapshot>,
    joined: Res<Joined>,
    mut commands: Commands,
    mut status: ResMut<Status>,
    texts: Res<Texts>,
) {
    let Some(s) = snapshots.read().last() else {
        return;
    };
    match Record::parse(&s.record).and_then(Record::replay) {
        Ok(r) => {
            let at = r.record.moves.len();
            let mut m = match_of(r, at);
            m.mode = MatchMode::Live;
            m.seats = (0..m.seats.len())
                .map(|i| match joined.seat {
                    Some(mine) if mine as usize == i => {
                        joined.bot.map_or(Seat::Human, Seat::Computer)
                    }
                    _ => Seat::Remote,
                })
                .collect();
            // Joining a game under way (or back after a restart) is no new game.
            let how = if at == 0 {
                Started::New
            } else {
                Started::Resumed(at)
            };
            commands.queue(StartMatch(m, how));
        }
        Err(e) => {
            status.0 = tr!(
                texts,
                "online-bad-game",
                why = crate::game::errors::record_error(&texts, &e)
            );
        }
    }
}

/// Each move from the host, in order, played here and animated; a gap asks for the
/// whole game again.
fn moves(
    mut played: MessageReader<Played>,
    m: Option<ResMut<Match>>,
    mut queue: ResMut<AnimQueue>,
    mut done: MessageWriter<MovePlayed>,
    mut resync: MessageWriter<Resync>,
) {
    let Some(mut m) = m else {
        played.clear();
        return;
    };
    for p in played.read() {
        let ply = p.ply as usize;
        if ply < m.moves.len() {
            continue; // Already here (the whole game came with it).
        }
        if ply > m.moves.len() {
            resync.write(Resync);
            break;
        }
        match play_move(&mut m, &mut queue, &p.text) {
            Ok((player, captured)) => {
                done.write(MovePlayed {
                    text: p.text.clone(),
                    player,
                    captured,
                });
            }
            Err(e) => {
                warn!("the host's move {} does not play here: {e}", p.text);
                resync.write(Resync);
                break;
            }
        }
    }
}

fn closed(mut closes: MessageReader<Closed>, mut joined: ResMut<Joined>) {
    if closes.read().count() > 0 {
        joined.closed = true;
        joined.notice = Some(JoinNotice::HostClosed);
    }
}
