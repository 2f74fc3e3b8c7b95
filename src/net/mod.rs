//! Online play on bevy_replicon: the host decides the match (`host.rs`), peers follow it
//! and send their moves (`client.rs`), and renet's UDP transport carries it
//! (`transport.rs`). The messages
//! themselves are the game's (`game/protocol.rs`): a local game sends the same requests.

pub mod client;
pub mod host;
mod kept;
mod nobody;
pub mod notice;
pub mod room_expiry;
pub mod room_store;
pub mod rooms;
pub mod seat_tokens;
pub mod seating;
pub mod server_keys;
pub mod token_ask;
pub mod token_service;
pub mod transport;

use bevy::ecs::system::Command;
use bevy::prelude::*;

use crate::game::play::Match;
use crate::game::protocol::{NetRole, SeatHolders};
use crate::game::records::online_seat::JoinedAt;
use crate::game::records::{DataDir, RecordRequest};
use crate::game::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((host::plugin, client::plugin, nobody::plugin, rooms::plugin))
        .add_plugins((token_ask::plugin, room_expiry::plugin))
        .add_systems(Update, (close_when_due, keep_record).chain())
        .add_systems(Last, close_on_exit)
        .add_systems(OnEnter(Screen::Title), leave_on_title);
}

/// The title is outside every online game: entering it leaves the one this window
/// joined or hosts (the menus asked first while it was under way). A join kept open there
/// still held its seat, and the title's "Join again" then waited 15 s for an answer that
/// never came (the old connection was still up); a host went on hosting, letting a
/// newcomer watch its next game. (Not at the start: a window or a headless peer begins on
/// the title with `--join`.)
fn leave_on_title(
    mut moves: MessageReader<bevy::state::state::StateTransitionEvent<Screen>>,
    joined: Option<Res<client::Joined>>,
    hosting: Option<Res<host::Hosting>>,
    mut commands: Commands,
) {
    let returned = moves
        .read()
        .any(|t| t.exited.is_some() && t.entered == Some(Screen::Title));
    if returned && (joined.is_some() || hosting.is_some()) {
        commands.queue(leave);
    }
}

/// The window closing (or the app told to quit) closes the network first: the host's
/// peers, or the host of a peer, are told at once rather than by a timeout.
fn close_on_exit(mut exits: MessageReader<AppExit>, mut commands: Commands) {
    if exits.read().count() > 0 {
        commands.queue(token_ask::close);
    }
}

/// The file beside a host's data, or a room server's rooms, that keeps its lasting key.
const SERVER_KEY: &str = "server-key";

/// Starts hosting `m` on `port` (0: any free port): the lobby opens. Returns the port.
pub fn host(world: &mut World, m: Match, port: u16, password: String) -> Result<u16, String> {
    let key_file = world.resource::<DataDir>().0.join(SERVER_KEY);
    let port = transport::serve(
        world,
        port,
        &password,
        transport::HOST_PEERS,
        Some(&key_file),
    )?;
    let seed = token_seed();
    let mut hosting = host::Hosting::new(m, port, password, seed);
    hosting.addresses = transport::join_addresses(&transport::local_addresses(), port);
    hosting.key =
        token_service::fingerprint(&world.resource::<token_service::TokenService>().public);
    world.insert_resource(hosting);
    *world.resource_mut::<NetRole>() = NetRole::Host;
    Ok(port)
}

/// Serves rooms on `port` (0: any free port), kept in `dir`: a room server. The network
/// is sealed with `password`'s key (empty: the empty password's); each room has its own.
/// Returns the port.
pub fn serve_rooms(
    world: &mut World,
    port: u16,
    dir: Option<std::path::PathBuf>,
    password: &str,
) -> Result<u16, String> {
    let key_file = match &dir {
        Some(d) => d.join(SERVER_KEY),
        None => world.resource::<DataDir>().0.join(SERVER_KEY),
    };
    let port = transport::serve(
        world,
        port,
        password,
        transport::SERVER_PEERS,
        Some(&key_file),
    )?;
    world.insert_resource(rooms::Rooms::new(dir, rooms::ROOM_LIMIT, token_seed()));
    *world.resource_mut::<NetRole>() = NetRole::Host;
    Ok(port)
}

/// Joins the host at `joined.address`.
pub fn join(world: &mut World, joined: client::Joined) -> Result<(), String> {
    // One connection at a time: a new one over an old one was never greeted.
    token_ask::close(world);
    token_ask::connect(world, &joined.address, joined.sealed_with())?;
    world.insert_resource(joined);
    *world.resource_mut::<NetRole>() = NetRole::Client;
    Ok(())
}

/// Joins the same host again after a lost connection: the seat token takes the seat back
/// and the host sends the game so far.
pub fn rejoin(world: &mut World) {
    let Some(old) = world.remove_resource::<client::Joined>() else {
        return;
    };
    token_ask::close(world);
    let again = client::Joined {
        address: old.address.clone(),
        room: old.room.clone(),
        server_password: old.server_password.clone(),
        name: old.name.clone(),
        password: old.password.clone(),
        watch: old.watch,
        bot: old.bot,
        token: old.token,
        // Its seat and the seats as last seen stand until the host answers: the cards
        // said every seat was an online player's, this one's too.
        seat: old.seat,
        lobby: old.lobby.clone(),
        ..Default::default()
    };
    if join(world, again).is_err() {
        world.insert_resource(old);
    }
}

/// Keeps the new key a server answered under (the player trusts it) and joins it again.
pub fn trust_new_key(world: &mut World) {
    let Some(mut joined) = world.remove_resource::<client::Joined>() else {
        return;
    };
    if let Some(client::JoinNotice::KeyChanged(address, key)) = joined.notice.take() {
        let dir = world.resource::<DataDir>().clone();
        if let Err(e) = server_keys::keep(&dir, &address, Some(&key)) {
            warn!("the server's new key is not kept: {e}");
        }
    }
    joined.asked_for = 0.0;
    if let Err(e) = join(world, joined) {
        warn!("joining again failed: {e}");
    }
}

/// Leaves the online game: a host closes it for everyone, a peer disconnects.
pub fn leave(world: &mut World) {
    if world.contains_resource::<host::Hosting>() {
        world.write_message(host::HostCommand::Close);
    } else {
        offline(world);
    }
}

/// Back to a local game: no network, no lobby, every seat played here.
fn offline(world: &mut World) {
    token_ask::close(world);
    world.remove_resource::<host::Hosting>();
    world.remove_resource::<client::Joined>();
    world.remove_resource::<JoinedAt>();
    *world.resource_mut::<NetRole>() = NetRole::Local;
    *world.resource_mut::<SeatHolders>() = SeatHolders::default();
}

/// A seed for the seat tokens: differs from one hosting to the next.
fn token_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos() as u64)
        .unwrap_or(1)
        ^ u64::from(std::process::id()).rotate_left(32)
}

/// Frames to wait before the network closes, so the last messages leave first.
#[derive(Resource, Debug)]
struct Closing(u8);

/// Goes offline after two more frames (the host's `Closed` is sent first).
pub struct CloseSoon;

impl Command for CloseSoon {
    type Out = ();

    fn apply(self, world: &mut World) {
        world.insert_resource(Closing(2));
    }
}

fn close_when_due(mut commands: Commands, closing: Option<ResMut<Closing>>) {
    let Some(mut c) = closing else { return };
    if c.0 > 0 {
        c.0 -= 1;
        return;
    }
    commands.remove_resource::<Closing>();
    commands.queue(offline);
}

/// When the host closes the game or the connection is lost, the game stops here (no seat
/// is played on this machine any more: it would part from the host's) and is also saved
/// under a name (the autosave has it too): no peer loses it.
fn keep_record(
    joined: Option<ResMut<client::Joined>>,
    m: Option<ResMut<Match>>,
    mut saved: Local<bool>,
    mut records: MessageWriter<RecordRequest>,
    (texts, dir): (Res<crate::i18n::Texts>, Res<crate::game::records::DataDir>),
    mut commands: Commands,
) {
    let Some(mut j) = joined else {
        *saved = false;
        return;
    };
    let ended = matches!(
        j.notice,
        Some(client::JoinNotice::HostClosed | client::JoinNotice::Lost)
    );
    if !ended {
        *saved = false;
        return;
    }
    // A game not yet begun has none here to keep: the match in the world is an earlier
    // game's, whose move was saved again as this one's (the fifteenth hour).
    if !*saved
        && j.started()
        && let Some(mut m) = m
    {
        *saved = true;
        // A game its host closed is nobody's to join again: the title offers it as this
        // machine's game (it offered "Join again" just after "The host closed the game").
        if j.closed {
            crate::game::records::online_seat::mark(&dir, None);
            commands.remove_resource::<crate::game::records::online_seat::JoinedAt>();
        }
        // Who is here is no longer known.
        if let Some(l) = j.lobby.as_mut() {
            l.seats.iter_mut().for_each(|s| s.present = false);
        }
        m.seats
            .iter_mut()
            .for_each(|s| *s = crate::game::play::Seat::Remote);
        if m.moves.is_empty() {
            return;
        }
        let when = crate::game::records::stamp::name_stamp(None);
        let name = crate::tr!(texts, "save-name-online", when = when);
        records.write(RecordRequest::Save(name));
    }
}
