//! Hosting a game: the lobby's seats and who holds them, greeting peers (version,
//! password, a seat or watching, the same seat back by its token), starting, sending every
//! move (or the whole game when a peer must catch up), a dropped peer's seat waiting or
//! handed to the computer, and closing the game for everyone.

use bevy::prelude::*;
use bevy_replicon::prelude::*;
use sowing_ai::Level;

use crate::game::play::{Match, Seat, Status};
use crate::game::protocol::{
    Closed, Denial, Denied, Hello, LobbyView, Played, Resync, SeatHolders, Snapshot, Welcome,
};
use crate::game::records::record_of;
use crate::game::screens::Screen;
use crate::game::start::{StartMatch, Started};
use crate::i18n::Texts;
use crate::net::seating::{Seating, hello_refusal};
use crate::tr;

/// The game this app hosts.
#[derive(Resource, Debug, Clone)]
pub struct Hosting {
    /// The match to start (taken when it starts).
    pub pending: Option<Match>,
    /// The port peers join on.
    pub port: u16,
    /// Where others reach this machine: its network addresses with the port, to tell them.
    pub addresses: Vec<String>,
    /// This host's key as people compare it (`token_service::fingerprint`).
    pub key: String,
    /// The password peers must give (empty: none).
    pub password: String,
    /// Who holds which seat, and who watches.
    pub seating: Seating,
    pub started: bool,
    /// Start by itself once every remote seat is held (a headless host).
    pub auto_start: bool,
    /// The moves the peers have, to send only what is new (`None`: no game sent yet).
    sent: Option<Vec<String>>,
    /// Tokens are drawn from this.
    rng: sowing_rules::Rng,
}

impl Hosting {
    /// A lobby for `m`, its remote seats free.
    pub fn new(m: Match, port: u16, password: String, seed: u64) -> Hosting {
        let n = m.seats.len();
        Hosting {
            pending: Some(m),
            port,
            addresses: Vec::new(),
            key: String::new(),
            password,
            seating: Seating::new(n),
            started: false,
            auto_start: false,
            sent: None,
            rng: sowing_rules::Rng::new(seed),
        }
    }
}

/// What the host's player asks of the lobby or the game.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostCommand {
    /// Start the game (every remote seat must be held).
    Start,
    /// The computer plays this seat from now on (a peer who left).
    ComputerTakes(u8),
    /// End the game for everyone.
    Close,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<HostCommand>()
        .add_observer(peer_left)
        .add_systems(
            Update,
            (greet, resync, commands, auto_start, send_moves)
                .chain()
                .distributive_run_if(resource_exists::<Hosting>),
        );
}

/// The seats as the peers see them.
pub fn lobby_view(h: &Hosting, seats: &[Seat], holders: &SeatHolders, game: &str) -> LobbyView {
    h.seating.view(seats, holders, game, h.started)
}

/// The match hosted: still in the lobby, or in play.
fn hosted_match<'a>(h: &'a Hosting, m: Option<&'a Match>) -> Option<&'a Match> {
    h.pending.as_ref().or(m)
}

/// Everything the host sends peers, and the lobby's state.
#[derive(bevy::ecs::system::SystemParam)]
struct Peers<'w> {
    hosting: ResMut<'w, Hosting>,
    holders: ResMut<'w, SeatHolders>,
    welcome: MessageWriter<'w, ToClients<Welcome>>,
    denied: MessageWriter<'w, ToClients<Denied>>,
    lobby: MessageWriter<'w, ToClients<LobbyView>>,
    snapshots: MessageWriter<'w, ToClients<Snapshot>>,
    disconnect: MessageWriter<'w, DisconnectRequest>,
}

impl Peers<'_> {
    fn broadcast_lobby(&mut self, m: Option<&Match>) {
        let Some(m) = hosted_match(&self.hosting, m) else {
            return;
        };
        let view = lobby_view(
            &self.hosting,
            &m.seats,
            &self.holders,
            m.game.kind().as_str(),
        );
        self.lobby.write(ToClients {
            targets: SendTargets::CLIENTS_ONLY,
            message: view,
        });
    }

    fn snapshot_to(&mut self, m: Option<&Match>, targets: SendTargets) {
        if !self.hosting.started {
            return;
        }
        if let Some(m) = m {
            self.snapshots.write(ToClients {
                targets,
                message: Snapshot {
                    record: record_of(m).to_text(),
                },
            });
        }
    }

    fn refuse(&mut self, client: Entity, why: Denial) {
        self.denied.write(ToClients {
            targets: SendTargets::Single(ClientId::Client(client)),
            message: Denied(why),
        });
        self.disconnect.write(DisconnectRequest { client });
    }
}

/// A peer's `Hello`: refused (version, password), given its seat back by token, a free
/// remote seat, or a place to watch.
fn greet(
    mut hellos: MessageReader<FromClient<Hello>>,
    mut peers: Peers,
    mut live: Option<ResMut<Match>>,
    (mut status, texts): (ResMut<Status>, Res<Texts>),
) {
    for FromClient { client_id, message } in hellos.read() {
        let Some(client) = client_id.entity() else {
            continue;
        };
        if let Some(why) = hello_refusal(message, &peers.hosting.password) {
            peers.refuse(client, why);
            continue;
        }
        // A room's code is for a room server: this host has its one game.
        if !message.room.is_empty() {
            peers.refuse(client, Denial::NoRoom);
            continue;
        }
        let Some(seats) = hosted_match(&peers.hosting, live.as_deref()).map(|m| m.seats.clone())
        else {
            continue;
        };
        let h = &mut *peers.hosting;
        let rng = &mut h.rng;
        let greeting = h
            .seating
            .greet(client, message, &seats, &mut peers.holders, || {
                rng.next_u64()
            });
        // A player back at their seat replaces the word that they left; a seat the
        // computer played while they were away is theirs again (it was not: they could
        // only watch, the fourteenth hour).
        if let (true, Some(i)) = (greeting.back, greeting.seat) {
            status.0 = tr!(texts, "online-seat-back", player = i as u32 + 1);
            let seats = match (peers.hosting.pending.as_mut(), live.as_deref_mut()) {
                (Some(p), _) => Some(&mut p.seats),
                (None, Some(m)) => Some(&mut m.seats),
                _ => None,
            };
            if let Some(seat) = seats.and_then(|s| s.get_mut(i))
                && matches!(seat, Seat::Computer(_))
            {
                *seat = Seat::Remote;
            }
        }
        let m = live.as_deref();
        let (seat, token, replaced) = (greeting.seat, greeting.token, greeting.replaced);
        if let Some(old) = replaced {
            peers.refuse(old, Denial::Replaced);
        }
        info!("peer {client} joins as seat {seat:?}");
        peers.welcome.write(ToClients {
            targets: SendTargets::Single(*client_id),
            message: Welcome {
                seat: seat.map(|i| i as u8),
                token,
            },
        });
        peers.broadcast_lobby(m);
        peers.snapshot_to(m, SendTargets::Single(*client_id));
    }
}

/// A peer whose match went out of step gets the whole game again.
fn resync(mut asks: MessageReader<FromClient<Resync>>, mut peers: Peers, m: Option<Res<Match>>) {
    for ask in asks.read() {
        peers.snapshot_to(m.as_deref(), SendTargets::Single(ask.client_id));
    }
}

/// A peer left: its seat waits for it (its token brings it back), the others are told.
fn peer_left(
    gone: On<Remove, ConnectedClient>,
    hosting: Option<ResMut<Hosting>>,
    mut holders: ResMut<SeatHolders>,
    mut status: ResMut<Status>,
    texts: Res<Texts>,
) {
    let Some(mut hosting) = hosting else { return };
    if let Some(i) = hosting.seating.left(gone.entity, &mut holders) {
        status.0 = tr!(texts, "online-seat-left", player = i as u32 + 1);
    }
    // The lobby is sent again with the next frame's commands (see `commands`).
    hosting.set_changed();
}

/// The host's Start, a seat handed to the computer, or the game closed.
fn commands(
    mut asks: MessageReader<HostCommand>,
    mut peers: Peers,
    mut commands: Commands,
    mut closed: MessageWriter<ToClients<Closed>>,
    mut m: Option<ResMut<Match>>,
) {
    let mut lobby_changed = peers.hosting.is_changed();
    for ask in asks.read() {
        match *ask {
            HostCommand::Start => {
                if let Some(pending) = ready(&peers.hosting, &peers.holders) {
                    peers.hosting.started = true;
                    peers.hosting.sent = None;
                    peers.broadcast_lobby(None);
                    commands.queue(StartMatch(pending, Started::New));
                    peers.hosting.pending = None;
                    lobby_changed = false;
                }
            }
            HostCommand::ComputerTakes(seat) => {
                let seat = seat as usize;
                let seats = match (peers.hosting.pending.as_mut(), m.as_deref_mut()) {
                    (Some(p), _) => &mut p.seats,
                    (None, Some(m)) => &mut m.seats,
                    _ => continue,
                };
                // The seat's token is kept: its player, back, takes the seat again.
                if seats.get(seat) == Some(&Seat::Remote) {
                    seats[seat] = Seat::Computer(Level::Medium);
                    if let Some(client) = peers.holders.0.get_mut(seat).and_then(Option::take) {
                        peers.disconnect.write(DisconnectRequest { client });
                    }
                    lobby_changed = true;
                }
            }
            HostCommand::Close => {
                closed.write(ToClients {
                    targets: SendTargets::CLIENTS_ONLY,
                    message: Closed,
                });
                commands.queue(super::CloseSoon);
            }
        }
    }
    if lobby_changed {
        peers.broadcast_lobby(m.as_deref());
    }
}

/// The match to start, if every remote seat is held.
fn ready(h: &Hosting, holders: &SeatHolders) -> Option<Match> {
    let m = h.pending.as_ref()?;
    Seating::ready(&m.seats, holders).then(|| m.clone())
}

/// A headless host starts by itself once every remote seat is held.
fn auto_start(
    hosting: Res<Hosting>,
    holders: Res<SeatHolders>,
    mut ask: MessageWriter<HostCommand>,
) {
    if hosting.auto_start && !hosting.started && ready(&hosting, &holders).is_some() {
        ask.write(HostCommand::Start);
    }
}

/// Every change of the match goes to the peers: a new move as `Played`, anything else
/// (a new game) as the whole game. (Compared with what was sent, not by change
/// detection: the match may change in a frame before the play screen is entered.)
fn send_moves(
    mut peers: Peers,
    m: Option<Res<Match>>,
    screen: Res<State<Screen>>,
    mut played: MessageWriter<ToClients<Played>>,
) {
    if !peers.hosting.started || *screen.get() != Screen::Play {
        return;
    }
    let Some(m) = m.as_deref() else { return };
    let same = |sent: &Vec<String>| sent.len() == m.moves.len() && sent.last() == m.moves.last();
    match &peers.hosting.sent {
        Some(sent) if same(sent) => return,
        Some(sent) if m.moves.len() == sent.len() + 1 && m.moves[..sent.len()] == sent[..] => {
            played.write(ToClients {
                targets: SendTargets::CLIENTS_ONLY,
                message: Played {
                    ply: sent.len() as u32,
                    text: m.moves[sent.len()].clone(),
                },
            });
        }
        _ => peers.snapshot_to(Some(m), SendTargets::CLIENTS_ONLY),
    }
    peers.hosting.sent = Some(m.moves.clone());
}
