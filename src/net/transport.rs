//! The real network: renet's netcode transport over UDP under replicon, encrypted and
//! authenticated. Hosting binds a port (IPv6 and IPv4, UDP for the game and TCP for its
//! tokens) and lists the addresses others reach it by; joining connects to a host's
//! address (a name, IPv4 or IPv6). Only these functions and the token service touch
//! sockets and interfaces: everything else speaks replicon's messages, so tests run host
//! and peers in one process.
//!
//! Netcode's secure mode: every packet after the connect token is sealed with keys only
//! the two ends know, and the connect token itself is sealed with the game's key. With a
//! password both sides derive that key from it with Argon2id (`game_key`), so a peer
//! without the password cannot connect, read or forge anything. Without one the key is
//! random and the server hands each joiner a token sealed for them alone
//! (`token_service`; docs/ONLINE.md).

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, ToSocketAddrs, UdpSocket};
use std::time::SystemTime;

use argon2::{Algorithm, Argon2, Params, Version};
use bevy::prelude::*;
use bevy_replicon::prelude::*;
use bevy_replicon_renet::netcode::{
    ClientAuthentication, ConnectToken, NetcodeClientTransport, NetcodeServerTransport,
    ServerAuthentication, ServerConfig,
};
use bevy_replicon_renet::renet::ConnectionConfig;
use bevy_replicon_renet::{RenetChannelsExt, RenetClient, RenetServer, RepliconRenetPlugins};

use super::token_service;

/// Netcode's protocol id: Sowing's, the same in every version, so a peer of another
/// version connects and is told why it is refused (replicon's protocol check and
/// `Hello`'s version) instead of waiting for an answer that never comes.
pub const NETCODE_ID: u64 = 0x736f_7769_6e67_0000;

/// The most peers a host takes (six seats and some watching).
pub const HOST_PEERS: usize = 16;
/// The most peers a room server takes at once: netcode's own limit.
pub const SERVER_PEERS: usize = 1024;

/// Seconds of silence after which either side counts the other gone: a host that crashed
/// or lost its network is noticed by its peers this soon (one that closes says so at once).
const SILENCE_SECONDS: i32 = 2;

/// How long a connect token made by a joining peer is good for: generous, so that two
/// machines' clocks may differ by minutes.
const TOKEN_SECONDS: u64 = 3600;

/// The server address sealed in every connect token. A host behind a router does not know
/// the address its peers reach it by, and the token is made by the peer from the password,
/// so netcode's list of the host's addresses checks nothing here: both sides name this one.
pub const SEALED_ADDRESS: SocketAddr =
    SocketAddr::new(std::net::IpAddr::V4(Ipv4Addr::UNSPECIFIED), 0);

/// The salt of the game's key: Sowing's and this version of the scheme's.
const KEY_SALT: &[u8] = b"sowing online key 1"; // not shown: bytes of the key's salt

/// The game's 32-byte key from its password (Argon2id, 19 MiB, two passes: a guessed
/// password costs an attacker that much each).
pub fn game_key(password: &str) -> [u8; 32] {
    let params = Params::new(19 * 1024, 2, 1, Some(32)).expect("valid Argon2 parameters");
    let mut key = [0; 32];
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
        .hash_password_into(password.as_bytes(), KEY_SALT, &mut key)
        .expect("a 32-byte key from any password");
    key
}

/// Adds renet's transport to an app that runs the real network.
pub fn plugin(app: &mut App) {
    app.add_plugins(RepliconRenetPlugins);
}

fn config(channels: &RepliconChannels) -> ConnectionConfig {
    ConnectionConfig {
        server_channels_config: channels.server_configs(),
        client_channels_config: channels.client_configs(),
        ..Default::default()
    }
}

fn now() -> std::time::Duration {
    SystemTime::now()
        .duration_since(SystemTime::UNIX_EPOCH)
        .unwrap_or_default()
}

/// Binds `port` on every address: IPv6 and IPv4 on one socket where the system has IPv6,
/// else IPv4 alone.
fn bind_any(port: u16) -> std::io::Result<UdpSocket> {
    UdpSocket::bind((Ipv6Addr::UNSPECIFIED, port))
        .or_else(|_| UdpSocket::bind((Ipv4Addr::UNSPECIFIED, port)))
}

/// Binds UDP `port` for the game and TCP on the same number for its tokens (0: a pair of
/// free ports of one number).
fn bind_pair(port: u16) -> Result<(UdpSocket, std::net::TcpListener), String> {
    // not shown: the system's error, quoted in online-cannot
    let mut tries = 0;
    loop {
        let socket = bind_any(port).map_err(|e| format!("port {port}: {e}"))?;
        let bound = socket.local_addr().map_err(|e| e.to_string())?.port();
        match token_service::bind(bound) {
            Ok(listener) => return Ok((socket, listener)),
            // A free UDP port whose TCP twin is taken: another pair.
            Err(_) if port == 0 && tries < 16 => tries += 1,
            Err(e) => return Err(format!("port {bound} (TCP): {e}")),
        }
    }
}

/// A connect token for the joiner `client_id`, sealed with `key`, naming the placeholder
/// address, good for `TOKEN_SECONDS`.
fn token(client_id: u64, key: &[u8; 32]) -> Result<ConnectToken, String> {
    let (time, timeout) = (now(), SILENCE_SECONDS);
    let addresses = vec![SEALED_ADDRESS];
    ConnectToken::generate(
        time,
        NETCODE_ID,
        TOKEN_SECONDS,
        client_id,
        timeout,
        addresses,
        None,
        key,
    )
    .map_err(|e| e.to_string())
}

/// A connect token for one joiner, sealed with `key`: made by a server for a game without
/// a password (`token_service`).
fn server_token(key: &[u8; 32]) -> Option<ConnectToken> {
    let client_id = u64::from_le_bytes(token_service::random_bytes()[..8].try_into().ok()?);
    token(client_id, key).ok()
}

/// Starts serving on `port` of every address (0: a free port) to at most `peers` peers.
/// With a password the network is sealed with its key; without, with a random key whose
/// tokens the server hands out itself, sealed for each joiner (`token_service`, the
/// server's lasting key kept in `key_file`). Returns the port bound.
pub fn serve(
    world: &mut World,
    port: u16,
    password: &str,
    peers: usize,
    key_file: Option<&std::path::Path>,
) -> Result<u16, String> {
    let (socket, listener) = bind_pair(port)?;
    let bound = socket.local_addr().map_err(|e| e.to_string())?;
    let key = match password {
        "" => token_service::random_bytes(),
        p => game_key(p),
    };
    let server = RenetServer::new(config(world.resource::<RepliconChannels>()));
    let transport = NetcodeServerTransport::new(
        ServerConfig {
            current_time: now(),
            max_clients: peers,
            protocol_id: NETCODE_ID,
            public_addresses: vec![SEALED_ADDRESS],
            authentication: ServerAuthentication::Secure { private_key: key },
        },
        socket,
    )
    .map_err(|e| e.to_string())?;
    let secret = token_service::server_secret(key_file);
    let given = password.is_empty().then_some(key);
    let service =
        token_service::start(listener, secret, given, server_token).map_err(|e| e.to_string())?;
    world.insert_resource(service);
    world.insert_resource(server);
    world.insert_resource(transport);
    Ok(bound.port())
}

/// The host's address from `HOST:PORT` (a name, `1.2.3.4:PORT` or `[::1]:PORT`): the
/// first the system gives.
pub fn resolve(address: &str) -> Result<SocketAddr, String> {
    // not shown: the system's error, quoted in online-cannot
    address
        .to_socket_addrs()
        .map_err(|e| format!("{address}: {e}"))?
        .next()
        .ok_or_else(|| format!("{address}: no address"))
}

/// The last password's key, kept: a join asks again every few seconds until a host
/// answers, and each derivation costs a frame its Argon2 time.
#[derive(Resource)]
struct KeptKey(String, [u8; 32]);

fn kept_key(world: &mut World, password: &str) -> [u8; 32] {
    if let Some(k) = world.get_resource::<KeptKey>().filter(|k| k.0 == password) {
        return k.1;
    }
    let key = game_key(password);
    world.insert_resource(KeptKey(password.to_string(), key));
    key
}

/// Connects to `server_addr` with a token made here from `password`'s key: a game with a
/// password.
pub fn connect_sealed(
    world: &mut World,
    server_addr: SocketAddr,
    password: &str,
) -> Result<(), String> {
    let client_id = now().as_nanos() as u64 ^ u64::from(std::process::id());
    let connect_token = token(client_id, &kept_key(world, password))?;
    connect_with(world, server_addr, connect_token)
}

/// Connects to `server_addr` with `connect_token` (made here, or given by the server).
pub fn connect_with(
    world: &mut World,
    server_addr: SocketAddr,
    mut connect_token: ConnectToken,
) -> Result<(), String> {
    let local: SocketAddr = if server_addr.is_ipv6() {
        (Ipv6Addr::UNSPECIFIED, 0).into()
    } else {
        (Ipv4Addr::UNSPECIFIED, 0).into()
    };
    let socket = UdpSocket::bind(local).map_err(|e| e.to_string())?;
    // The sealed part names `SEALED_ADDRESS`; the peer sends to the host's real address.
    connect_token.server_addresses = [None; 32];
    connect_token.server_addresses[0] = Some(server_addr);
    let client = RenetClient::new(config(world.resource::<RepliconChannels>()));
    let transport = NetcodeClientTransport::new(
        now(),
        ClientAuthentication::Secure { connect_token },
        socket,
    )
    .map_err(|e| e.to_string())?;
    world.insert_resource(client);
    world.insert_resource(transport);
    Ok(())
}

/// This machine's network addresses that others may reach it by: every interface's, but
/// loopback, link-local and unspecified ones (`getifaddrs`).
pub fn local_addresses() -> Vec<IpAddr> {
    let mut found = Vec::new();
    let mut list: *mut libc::ifaddrs = std::ptr::null_mut();
    // SAFETY: getifaddrs fills `list` with a linked list that is read here and freed
    // below with freeifaddrs; every pointer is checked for null before it is read, and
    // each address is read as the structure its family names.
    unsafe {
        if libc::getifaddrs(&mut list) != 0 {
            return found;
        }
        let mut at = list;
        while !at.is_null() {
            let a = (*at).ifa_addr;
            if !a.is_null() {
                match i32::from((*a).sa_family) {
                    libc::AF_INET => {
                        let v4 = &*(a as *const libc::sockaddr_in);
                        found.push(IpAddr::V4(Ipv4Addr::from(u32::from_be(v4.sin_addr.s_addr))));
                    }
                    libc::AF_INET6 => {
                        let v6 = &*(a as *const libc::sockaddr_in6);
                        found.push(IpAddr::V6(Ipv6Addr::from(v6.sin6_addr.s6_addr)));
                    }
                    _ => {}
                }
            }
            at = (*at).ifa_next;
        }
        libc::freeifaddrs(list);
    }
    found.retain(|ip| {
        !ip.is_loopback()
            && !ip.is_unspecified()
            && match ip {
                IpAddr::V4(v4) => !v4.is_link_local(),
                IpAddr::V6(v6) => !v6.is_unicast_link_local(),
            }
    });
    found.dedup();
    found
}

/// What others type to join: each address with the port (`1.2.3.4:5250`,
/// `[2001:db8::1]:5250`), IPv4 first.
pub fn join_addresses(ips: &[IpAddr], port: u16) -> Vec<String> {
    let mut ips = ips.to_vec();
    ips.sort_by_key(|ip| ip.is_ipv6());
    ips.iter()
        .map(|&ip| SocketAddr::new(ip, port).to_string())
        .collect()
}

/// Closes this app's side of the network, whichever it is: peers are told at once.
pub fn close(world: &mut World) {
    world.remove_resource::<super::token_service::TokenService>();
    if let Some(mut t) = world.remove_resource::<NetcodeClientTransport>() {
        t.disconnect();
        // Said at once: replicon notices a client gone only in a frame without one, and a
        // join begun before such a frame (the title's Join again) was never greeted.
        if let Some(mut next) = world.get_resource_mut::<NextState<ClientState>>() {
            next.set(ClientState::Disconnected);
        }
    }
    if let Some(mut t) = world.remove_resource::<NetcodeServerTransport>()
        && let Some(mut server) = world.get_resource_mut::<RenetServer>()
    {
        t.disconnect_all(&mut server.0);
    }
    world.remove_resource::<RenetClient>();
    world.remove_resource::<RenetServer>();
}
