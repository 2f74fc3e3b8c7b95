//! The real network: renet's netcode transport over UDP under replicon. Hosting binds a
//! port; joining connects to a host's address. Only these two functions touch sockets:
//! everything else speaks replicon's messages, so tests run host and peers in one process.

use std::net::{SocketAddr, ToSocketAddrs, UdpSocket};
use std::time::SystemTime;

use bevy::prelude::*;
use bevy_replicon::prelude::*;
use bevy_replicon_renet::netcode::{
    ClientAuthentication, NetcodeClientTransport, NetcodeServerTransport, ServerAuthentication,
    ServerConfig,
};
use bevy_replicon_renet::renet::ConnectionConfig;
use bevy_replicon_renet::{RenetChannelsExt, RenetClient, RenetServer, RepliconRenetPlugins};

/// Netcode's protocol id: Sowing's, the same in every version, so a peer of another
/// version connects and is told why it is refused (replicon's protocol check and
/// `Hello`'s version) instead of waiting for an answer that never comes.
const NETCODE_ID: u64 = 0x736f_7769_6e67_0000;

/// The most peers a host takes (six seats and some watching).
const MAX_PEERS: usize = 16;

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

/// Starts serving on `port` of every address (0: a free port). Returns the port bound.
pub fn serve(world: &mut World, port: u16) -> Result<u16, String> {
    // not shown: the system's error, quoted in online-cannot
    let socket = UdpSocket::bind(("0.0.0.0", port)).map_err(|e| format!("port {port}: {e}"))?;
    let bound = socket.local_addr().map_err(|e| e.to_string())?;
    let server = RenetServer::new(config(world.resource::<RepliconChannels>()));
    let transport = NetcodeServerTransport::new(
        ServerConfig {
            current_time: now(),
            max_clients: MAX_PEERS,
            protocol_id: NETCODE_ID,
            public_addresses: vec![bound],
            authentication: ServerAuthentication::Unsecure,
        },
        socket,
    )
    .map_err(|e| e.to_string())?;
    world.insert_resource(server);
    world.insert_resource(transport);
    Ok(bound.port())
}

/// Connects to the host at `address` (`HOST:PORT`).
pub fn connect(world: &mut World, address: &str) -> Result<SocketAddr, String> {
    let server_addr = address
        .to_socket_addrs()
        .map_err(|e| format!("{address}: {e}"))?
        .find(SocketAddr::is_ipv4)
        .ok_or_else(|| format!("{address}: no IPv4 address"))?; // not shown: quoted in online-cannot
    let socket = UdpSocket::bind(("0.0.0.0", 0)).map_err(|e| e.to_string())?;
    let time = now();
    let client = RenetClient::new(config(world.resource::<RepliconChannels>()));
    let transport = NetcodeClientTransport::new(
        time,
        ClientAuthentication::Unsecure {
            client_id: time.as_nanos() as u64 ^ u64::from(std::process::id()),
            protocol_id: NETCODE_ID,
            server_addr,
            user_data: None,
        },
        socket,
    )
    .map_err(|e| e.to_string())?;
    world.insert_resource(client);
    world.insert_resource(transport);
    Ok(server_addr)
}

/// Closes this app's side of the network, whichever it is: peers are told at once.
pub fn close(world: &mut World) {
    if let Some(mut t) = world.remove_resource::<NetcodeClientTransport>() {
        t.disconnect();
    }
    if let Some(mut t) = world.remove_resource::<NetcodeServerTransport>()
        && let Some(mut server) = world.get_resource_mut::<RenetServer>()
    {
        t.disconnect_all(&mut server.0);
    }
    world.remove_resource::<RenetClient>();
    world.remove_resource::<RenetServer>();
}
