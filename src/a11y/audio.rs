//! Sound cues, generated (pure tones, no files): a sphere dropped, a capture, an illegal
//! action, your turn, game over, and the edge of the board for the focus cursor. Cues
//! tied to a pit sound from its place on the board (spatial audio, the listener on the
//! camera), so they are panned left and right. Volume is a setting.

use std::time::Duration;

use bevy::audio::{Pitch, PlaybackSettings, SpatialScale, Volume};
use bevy::prelude::*;

use crate::animation::anim::Visual;
use crate::board::pieces::pit_position;
use crate::game::cue::Cue;
use crate::settings::Settings;

impl Cue {
    /// Frequency (Hz) and length of the tone: each cue differs in both.
    pub fn tone(self) -> (f32, Duration) {
        match self {
            Cue::Drop(_) => (880.0, Duration::from_millis(45)),
            Cue::Capture(_) => (330.0, Duration::from_millis(260)),
            Cue::Illegal => (140.0, Duration::from_millis(220)),
            Cue::YourTurn => (660.0, Duration::from_millis(150)),
            Cue::GameOver => (523.0, Duration::from_millis(700)),
            Cue::Edge(_) => (220.0, Duration::from_millis(70)),
        }
    }
}

/// The sound side: plays cues (with `DefaultPlugins`' audio).
pub(super) fn render(app: &mut App) {
    app.add_systems(Update, play_cues.after(crate::FramePhase::Reconcile));
}

fn play_cues(
    mut commands: Commands,
    mut cues: MessageReader<Cue>,
    mut pitches: ResMut<Assets<Pitch>>,
    settings: Res<Settings>,
    visual: Res<Visual>,
) {
    // At most one sound of each kind per frame: an instant move drops many pieces.
    let mut seen: Vec<std::mem::Discriminant<Cue>> = Vec::new();
    for &cue in cues.read() {
        let d = std::mem::discriminant(&cue);
        if seen.contains(&d) || settings.volume <= 0.0 {
            continue;
        }
        seen.push(d);
        let (f, len) = cue.tone();
        let at = cue
            .pit()
            .filter(|&p| p < visual.pits.len())
            .map(|p| pit_position(&visual, p));
        let mut play = PlaybackSettings::DESPAWN.with_volume(Volume::Linear(settings.volume * 0.5));
        if at.is_some() {
            play = play
                .with_spatial(true)
                .with_spatial_scale(SpatialScale::new(0.15));
        }
        commands.spawn((
            Name::new("Sound"),
            AudioPlayer::<Pitch>(pitches.add(Pitch::new(f, len))),
            play,
            Transform::from_translation(at.unwrap_or(Vec3::ZERO)),
        ));
    }
}
