//! Sound cues, generated (pure tones, no files): a sphere dropped, a capture, an illegal
//! action, your turn, game over, and the edge of the board for the focus cursor. Cues
//! tied to a pit sound from its place on the board (spatial audio, the listener on the
//! camera), so they are panned left and right. Volume is a setting.

use std::time::Duration;

use bevy::audio::{Pitch, PlaybackSettings, SpatialScale, Volume};
use bevy::prelude::*;

use crate::anim::Visual;
use crate::board::pit_position;
use crate::settings::Settings;

/// A sound to play.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// A piece dropped into this pit.
    Drop(usize),
    /// Pieces captured from this pit.
    Capture(usize),
    /// A refused action.
    Illegal,
    /// A human player's turn.
    YourTurn,
    /// The game is over.
    GameOver,
    /// The focus cursor hit the edge at this pit.
    Edge(usize),
}

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

    fn pit(self) -> Option<usize> {
        match self {
            Cue::Drop(p) | Cue::Capture(p) | Cue::Edge(p) => Some(p),
            _ => None,
        }
    }
}

/// The logic side: the message only (tests read it).
pub(super) fn logic(app: &mut App) {
    app.add_message::<Cue>().add_systems(
        Update,
        refused_cue
            .after(crate::Phase::Input)
            .before(crate::Phase::Apply),
    );
}

/// A refused build action sounds the illegal cue.
fn refused_cue(mut refused: MessageReader<crate::play::Refused>, mut cues: MessageWriter<Cue>) {
    for _ in refused.read() {
        cues.write(Cue::Illegal);
    }
}

/// The sound side: plays cues (with `DefaultPlugins`' audio).
pub(super) fn render(app: &mut App) {
    app.add_systems(Update, play_cues.after(crate::Phase::Reconcile));
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
