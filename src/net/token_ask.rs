//! A joiner's question for a connect token, asked on a thread of its own so the window
//! never waits on the network, and its answer taken each frame: a token is used once the
//! server's key is the one kept for it (or it is met for the first time); a game with a
//! password has its token made from the password typed; a server under another key, or
//! a password missing, is said to the player; no answer is asked again a second later
//! (until the join gives up, `client::give_up`).

use std::net::SocketAddr;
use std::sync::Mutex;
use std::sync::mpsc::{Receiver, TryRecvError};
use std::time::Duration;

use bevy::prelude::*;

use super::notice::JoinNotice;
use super::server_keys::{self, Met};
use super::token_service::{self, Answer};
use super::transport;
use crate::game::records::DataDir;

/// A question under way.
#[derive(Resource)]
pub struct TokenAsk {
    answer: Mutex<Receiver<Result<Answer, String>>>,
    /// The address as typed: a server's key is kept by it.
    address: String,
    server: SocketAddr,
    password: String,
}

/// What the join is told of the answer (`client` takes it).
#[derive(Message, Debug, Clone)]
pub enum Asked {
    /// The server's key as people compare it, and whether it was met for the first time.
    Met(String, bool),
    /// Why the join cannot go on.
    Notice(JoinNotice),
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Asked>()
        .add_systems(PreUpdate, answered.run_if(resource_exists::<TokenAsk>));
}

/// Connects to the host at `address` (`HOST:PORT`): asks it for a token first (on a
/// thread of its own; `answered` takes the answer), which a host with a password answers
/// by asking for it, so the token is then made from `password`'s key.
pub fn connect(world: &mut World, address: &str, password: &str) -> Result<SocketAddr, String> {
    let server = transport::resolve(address)?;
    start(world, address, server, password, Duration::ZERO);
    Ok(server)
}

/// Closes the network, and forgets a question under way.
pub fn close(world: &mut World) {
    world.remove_resource::<TokenAsk>();
    transport::close(world);
}

/// Asks the server at `server` for a token after `pause`; `password` is the one typed.
fn start(world: &mut World, address: &str, server: SocketAddr, password: &str, pause: Duration) {
    let (send, answer) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        std::thread::sleep(pause);
        // The join may be gone by now: nobody then hears the answer.
        let _ = send.send(token_service::ask(server));
    });
    world.insert_resource(TokenAsk {
        answer: Mutex::new(answer),
        address: address.to_string(),
        server,
        password: password.to_string(),
    });
}

fn answered(world: &mut World) {
    let got = {
        let ask = world.resource::<TokenAsk>();
        let answer = ask.answer.lock().expect("one reader").try_recv();
        match answer {
            Ok(a) => a,
            Err(TryRecvError::Empty) => return,
            Err(TryRecvError::Disconnected) => Err("no answer".into()), // not shown: the log's
        }
    };
    let ask = world.remove_resource::<TokenAsk>().expect("asked");
    let address = ask.address.clone();
    let dir = world.resource::<DataDir>().clone();
    let key = match &got {
        Ok(Answer::Token(_, key) | Answer::Password(key)) => *key,
        Err(e) => {
            // A server of an older version serves no tokens: a password still makes one.
            debug!("no token from {address}: {e}");
            match ask.password.is_empty() {
                true => start(
                    world,
                    &address,
                    ask.server,
                    &ask.password,
                    Duration::from_secs(1),
                ),
                false => {
                    if let Err(e) = transport::connect_sealed(world, ask.server, &ask.password) {
                        warn!("connecting failed: {e}");
                    }
                }
            }
            return;
        }
    };
    let met = server_keys::meet(&dir, &address, &key);
    world.write_message(Asked::Met(
        token_service::fingerprint(&key),
        met == Met::New,
    ));
    match met {
        Met::Changed => return notice(world, JoinNotice::KeyChanged(address, key)),
        Met::New => {
            if let Err(e) = server_keys::keep(&dir, &address, Some(&key)) {
                warn!("the server's key is not kept: {e}");
            }
        }
        Met::Known => {}
    }
    let result = match got {
        Ok(Answer::Token(token, _)) => transport::connect_with(world, ask.server, *token),
        _ if ask.password.is_empty() => return notice(world, JoinNotice::PasswordNeeded),
        _ => transport::connect_sealed(world, ask.server, &ask.password),
    };
    if let Err(e) = result {
        warn!("connecting failed: {e}");
    }
}

fn notice(world: &mut World, n: JoinNotice) {
    world.write_message(Asked::Notice(n));
}
