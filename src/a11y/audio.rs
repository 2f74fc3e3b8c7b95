//! Sound cues, synthesized as seeds on wood (`knock`, no files): a piece dropped, into a
//! store, a capture, an illegal action, your turn, game over, and the edge of the board
//! for the focus cursor. Cues tied to a pit sound from its place on the board (spatial
//! audio, the listener on the camera), so they are panned left and right. Volume is a
//! setting.

use bevy::audio::{AddAudioSource, PlaybackSettings, SpatialScale, Volume};
use bevy::prelude::*;

use crate::animation::anim::Visual;
use crate::board::pieces::pit_position;
use crate::game::cue::Cue;
use crate::settings::Settings;

use super::knock::{Knock, Knocked, synth};

impl Cue {
    /// The knock a cue sounds as; a drop into a store (`store`) is heavier.
    pub fn knock(self, store: bool) -> Knock {
        match self {
            Cue::Drop(_) if store => Knock::Store,
            Cue::Drop(_) => Knock::Drop,
            Cue::Capture(_) => Knock::Capture,
            Cue::Illegal => Knock::Refused,
            Cue::YourTurn => Knock::Turn,
            Cue::GameOver => Knock::End,
            Cue::Edge(_) => Knock::Edge,
        }
    }
}

/// The sound side: plays cues (with `DefaultPlugins`' audio).
pub(super) fn render(app: &mut App) {
    app.add_audio_source::<Knocked>()
        .add_systems(Update, play_cues.after(crate::FramePhase::Reconcile));
}

fn play_cues(
    mut commands: Commands,
    mut cues: MessageReader<Cue>,
    mut knocks: ResMut<Assets<Knocked>>,
    settings: Res<Settings>,
    visual: Res<Visual>,
    mut struck: Local<u64>,
) {
    // At most one sound of each kind per frame: an instant move drops many pieces.
    let mut seen: Vec<std::mem::Discriminant<Cue>> = Vec::new();
    for &cue in cues.read() {
        let d = std::mem::discriminant(&cue);
        if seen.contains(&d) || settings.volume <= 0.0 {
            continue;
        }
        seen.push(d);
        let pit = cue.pit().filter(|&p| p < visual.pits.len());
        let store = pit.is_some_and(|p| visual.pits[p].store);
        // Each knock its own: no two drops sound alike.
        *struck += 1;
        let samples = synth(cue.knock(store), *struck);
        let at = pit.map(|p| pit_position(&visual, p));
        let mut play = PlaybackSettings::DESPAWN.with_volume(Volume::Linear(settings.volume * 0.5));
        if at.is_some() {
            play = play
                .with_spatial(true)
                .with_spatial_scale(SpatialScale::new(0.15));
        }
        commands.spawn((
            Name::new("Sound"),
            AudioPlayer::<Knocked>(knocks.add(Knocked(samples.into()))),
            play,
            Transform::from_translation(at.unwrap_or(Vec3::ZERO)),
        ));
    }
}
