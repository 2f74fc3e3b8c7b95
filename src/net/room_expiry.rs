//! Rooms nobody comes back to are closed: a room empty for a day before its game began,
//! or for a week after, is closed and its file moved to `abandoned/` (its record kept for
//! `sowing-cli replay`), so a public server's rooms, list and folder do not grow without
//! end. Checked once a minute.

use std::time::{Duration, Instant, SystemTime};

use bevy::prelude::*;

use super::room_store;
use super::rooms::Rooms;

/// How long an empty room is kept, and how often that is checked.
#[derive(Resource, Debug, Clone)]
pub struct RoomExpiry {
    /// An empty room whose game has not begun.
    pub unstarted: Duration,
    /// An empty room whose game is under way.
    pub started: Duration,
    /// How often rooms are looked at.
    pub every: Duration,
}

impl Default for RoomExpiry {
    fn default() -> Self {
        const HOUR: u64 = 3600;
        RoomExpiry {
            unstarted: Duration::from_secs(24 * HOUR),
            started: Duration::from_secs(7 * 24 * HOUR),
            every: Duration::from_secs(60),
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RoomExpiry>()
        .add_systems(Update, expire.run_if(resource_exists::<Rooms>));
}

fn expire(mut rooms: ResMut<Rooms>, expiry: Res<RoomExpiry>, mut last: Local<Option<Instant>>) {
    if last.is_some_and(|t| t.elapsed() < expiry.every) {
        return;
    }
    *last = Some(Instant::now());
    let now = SystemTime::now();
    let gone: Vec<String> = (rooms.rooms.iter())
        .filter(|(_, room)| {
            let limit = match room.started {
                true => expiry.started,
                false => expiry.unstarted,
            };
            room.empty_since
                .and_then(|since| now.duration_since(since).ok())
                .is_some_and(|empty| empty >= limit)
        })
        .map(|(code, _)| code.clone())
        .collect();
    for code in gone {
        rooms.rooms.remove(&code);
        if let Some(dir) = &rooms.dir {
            room_store::abandon(dir, &code);
        }
        info!("room {code} closed: nobody came back");
    }
}
