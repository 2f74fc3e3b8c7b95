//! The cues' sounds, synthesized as seeds on wood (no files): each knock is a short burst
//! of noise ringing a few resonances of a wooden board, as a struck bar rings its modes.
//! A drop is one light knock, tuned a little differently each time; a drop into a store,
//! a capture and the game's end are heavier and lower (beans tumbling into a store); a
//! refusal is a dull double thud; the turn two light taps; the board's edge a soft tock.

use std::sync::Arc;

use bevy::audio::{ChannelCount, Decodable, Sample, SampleRate, Source};
use bevy::prelude::*;

/// Samples a second.
pub const RATE: u32 = 44_100;

/// What a cue sounds like: the board's resonances it rings, and how it is struck.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Knock {
    /// A piece dropped into a pit.
    Drop,
    /// A piece dropped into a store (Umel Bagara): heavier.
    Store,
    /// Pieces captured: several beans tumbling.
    Capture,
    /// A refused action: a dull double thud.
    Refused,
    /// A human player's turn: two light taps.
    Turn,
    /// The game's end: a roll of beans.
    End,
    /// The focus cursor at the board's edge: a soft tock.
    Edge,
}

/// A resonance: frequency (Hz), decay time to 1/e (s) and gain.
type Mode = (f32, f32, f32);

impl Knock {
    /// The board's resonances this knock rings.
    fn modes(self) -> &'static [Mode] {
        match self {
            Knock::Drop => &[
                (1850.0, 0.004, 1.0),
                (3050.0, 0.003, 0.7),
                (760.0, 0.006, 0.7),
                (4300.0, 0.002, 0.5),
                (1200.0, 0.005, 0.5),
            ],
            Knock::Store => &[
                (620.0, 0.012, 1.0),
                (1350.0, 0.007, 0.7),
                (2400.0, 0.004, 0.5),
                (350.0, 0.018, 0.6),
                (900.0, 0.010, 0.5),
            ],
            Knock::Capture => &[
                (380.0, 0.016, 1.0),
                (850.0, 0.010, 0.7),
                (1500.0, 0.006, 0.5),
                (2400.0, 0.004, 0.3),
                (600.0, 0.012, 0.6),
            ],
            Knock::Refused => &[
                (165.0, 0.020, 1.0),
                (340.0, 0.010, 0.6),
                (700.0, 0.005, 0.3),
            ],
            Knock::Turn => &[
                (1250.0, 0.008, 1.0),
                (2650.0, 0.004, 0.6),
                (600.0, 0.010, 0.5),
                (1800.0, 0.006, 0.5),
            ],
            Knock::End => &[
                (520.0, 0.016, 1.0),
                (1150.0, 0.010, 0.6),
                (2100.0, 0.005, 0.4),
                (300.0, 0.020, 0.5),
                (800.0, 0.012, 0.5),
            ],
            Knock::Edge => &[
                (300.0, 0.006, 1.0),
                (700.0, 0.004, 0.5),
                (1400.0, 0.002, 0.3),
            ],
        }
    }

    /// When each strike falls (s) and how hard, and how long the sound lasts (s).
    fn strikes(self, rng: &mut Rng) -> (Vec<(f32, f32)>, f32) {
        let mut roll = |n: usize, every: f32, fade: f32| -> Vec<(f32, f32)> {
            (0..n)
                .map(|i| {
                    let jitter = every * 0.35 * (rng.unit() - 0.5);
                    let t = (i as f32 * every + jitter).max(0.0);
                    (t, fade.powi(i as i32) * (0.75 + 0.25 * rng.unit()))
                })
                .collect()
        };
        match self {
            Knock::Drop => (vec![(0.0, 1.0)], 0.12),
            Knock::Store => (vec![(0.0, 1.0)], 0.22),
            Knock::Capture => (roll(5, 0.045, 0.8), 0.45),
            Knock::Refused => (vec![(0.0, 1.0), (0.11, 0.8)], 0.35),
            Knock::Turn => (vec![(0.0, 0.8), (0.13, 1.0)], 0.28),
            Knock::End => (roll(9, 0.07, 0.85), 1.0),
            Knock::Edge => (vec![(0.0, 1.0)], 0.10),
        }
    }
}

/// A small generator for the knocks' noise and variation (xorshift).
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// A number in [0, 1).
    fn unit(&mut self) -> f32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 40) as f32 / (1u64 << 24) as f32
    }
}

/// The knock's samples (mono, `RATE` a second, peak 0.9): noise bursts of 2 ms at each
/// strike through two-pole resonators, each resonance tuned ±8 % by `seed` (no two drops
/// alike), fading to silence at the end.
pub fn synth(knock: Knock, seed: u64) -> Vec<f32> {
    let mut rng = Rng::new(seed);
    let (strikes, length) = knock.strikes(&mut rng);
    let n = (length * RATE as f32) as usize;
    // The strikes' excitation: decaying noise.
    let mut excite = vec![0.0f32; n];
    let burst = (0.002 * RATE as f32) as usize;
    for (t, strength) in strikes {
        let at = (t * RATE as f32) as usize;
        for k in 0..burst.min(n.saturating_sub(at)) {
            let env = (-(k as f32) / (burst as f32 / 3.0)).exp();
            excite[at + k] += strength * env * (rng.unit() * 2.0 - 1.0);
        }
    }
    let mut out = vec![0.0f32; n];
    for &(freq, decay, gain) in knock.modes() {
        // A resonator rings louder the longer it lasts: each is evened out so that the
        // short, high ones are heard beside the long, low ones (wood's many modes).
        let gain = gain * 0.004 / decay;
        let f = freq * (1.0 + 0.16 * (rng.unit() - 0.5));
        let w = std::f32::consts::TAU * f / RATE as f32;
        let r = (-1.0 / (decay * RATE as f32)).exp();
        let (a1, a2) = (2.0 * r * w.cos(), -r * r);
        let (mut y1, mut y2) = (0.0f32, 0.0f32);
        for (o, x) in out.iter_mut().zip(&excite) {
            let y = a1 * y1 + a2 * y2 + x;
            y2 = y1;
            y1 = y;
            *o += gain * y;
        }
    }
    // A short fade at the end: no click where the sound is cut.
    let fade = (0.01 * RATE as f32) as usize;
    for (i, s) in out.iter_mut().rev().take(fade).enumerate() {
        *s *= i as f32 / fade as f32;
    }
    let peak = out.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    if peak > 0.0 {
        out.iter_mut().for_each(|s| *s *= 0.9 / peak);
    }
    out
}

/// A knock's samples as a sound Bevy plays (spatially, at a volume, like any source).
#[derive(Asset, TypePath, Clone)]
pub struct Knocked(pub Arc<[f32]>);

impl Decodable for Knocked {
    type Decoder = Samples;

    fn decoder(&self) -> Samples {
        Samples(self.0.clone(), 0)
    }
}

/// The samples played in order.
pub struct Samples(Arc<[f32]>, usize);

impl Iterator for Samples {
    type Item = Sample;

    fn next(&mut self) -> Option<Sample> {
        let s = self.0.get(self.1).copied()?;
        self.1 += 1;
        Some(s)
    }
}

impl Source for Samples {
    fn current_span_len(&self) -> Option<usize> {
        Some(self.0.len() - self.1)
    }

    fn channels(&self) -> ChannelCount {
        ChannelCount::MIN
    }

    fn sample_rate(&self) -> SampleRate {
        SampleRate::new(RATE).unwrap_or(SampleRate::MIN)
    }

    fn total_duration(&self) -> Option<std::time::Duration> {
        Some(std::time::Duration::from_secs_f64(
            self.0.len() as f64 / f64::from(RATE),
        ))
    }
}
