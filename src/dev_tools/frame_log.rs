//! `--frame-log FILE`: after every frame, FILE holds the number of frames run so far,
//! so a test outside the process can count the frames an idle window draws.

use std::path::PathBuf;

use bevy::diagnostic::FrameCount;
use bevy::prelude::*;

/// Where to write the frame count.
#[derive(Resource, Clone, Debug)]
pub struct FrameLog(pub PathBuf);

pub fn plugin(app: &mut App) {
    app.add_systems(Last, write_count.run_if(resource_exists::<FrameLog>));
}

fn write_count(log: Res<FrameLog>, frames: Res<FrameCount>) {
    if let Err(e) = std::fs::write(&log.0, (frames.0 + 1).to_string()) {
        error!("cannot write {}: {e}", log.0.display());
    }
}
