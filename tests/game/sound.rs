//! The cues' sounds: seeds on wood, not pure tones. Measured on the synthesized samples
//! (no audio device): the spread of the spectrum, the variation between drops, the
//! heavier capture and store, and a quiet end.

use sowing::a11y::knock::{Knock, RATE, synth};

/// The energy of `s` at `f` Hz (Goertzel).
fn energy(s: &[f32], f: f32) -> f32 {
    let w = std::f32::consts::TAU * f / RATE as f32;
    let c = 2.0 * w.cos();
    let (mut a, mut b) = (0.0f32, 0.0f32);
    for &x in s {
        let y = x + c * a - b;
        b = a;
        a = y;
    }
    a * a + b * b - c * a * b
}

/// Energy every 10 Hz from 50 Hz to 8 kHz.
fn spectrum(s: &[f32]) -> Vec<(f32, f32)> {
    (5..800)
        .map(|i| i as f32 * 10.0)
        .map(|f| (f, energy(s, f)))
        .collect()
}

/// The share of all the energy within a third of an octave around the strongest
/// frequency: near 1 for a pure tone.
fn strongest_share(s: &[f32]) -> f32 {
    let sp = spectrum(s);
    let total: f32 = sp.iter().map(|(_, e)| e).sum();
    let top = sp
        .iter()
        .fold((0.0, 0.0), |m, &(f, e)| if e > m.1 { (f, e) } else { m });
    let near: f32 = (sp.iter())
        .filter(|(f, _)| (f / top.0).log2().abs() <= 1.0 / 6.0)
        .map(|(_, e)| e)
        .sum();
    near / total
}

/// The spectrum's centre of mass, in octaves above 80 Hz.
fn centroid(s: &[f32]) -> f32 {
    let sp = spectrum(s);
    let total: f32 = sp.iter().map(|(_, e)| e).sum();
    sp.iter().map(|(f, e)| (f / 80.0).log2() * e).sum::<f32>() / total
}

#[test]
fn a_drop_is_a_knock_not_a_pure_tone() {
    // The measure tells a tone: a sine (what the cues were) puts nearly all in one band.
    let sine: Vec<f32> = (0..4000)
        .map(|n| (std::f32::consts::TAU * 880.0 * n as f32 / RATE as f32).sin())
        .collect();
    assert!(strongest_share(&sine) > 0.95, "{}", strongest_share(&sine));
    let all = [
        Knock::Drop,
        Knock::Store,
        Knock::Capture,
        Knock::Refused,
        Knock::Turn,
        Knock::End,
        Knock::Edge,
    ];
    for (knock, seed) in all.into_iter().flat_map(|k| (1..4).map(move |s| (k, s))) {
        let s = synth(knock, seed);
        let share = strongest_share(&s);
        assert!(
            share < 0.8,
            "{knock:?}: {share:.2} of the energy at one pitch"
        );
        assert!(s.iter().all(|x| x.abs() <= 1.0), "{knock:?} clips");
        // It ends in silence: no click where it is cut.
        let tail = &s[s.len() * 95 / 100..];
        let peak = s.iter().fold(0.0f32, |m, x| m.max(x.abs()));
        assert!(
            tail.iter().all(|x| x.abs() < 0.1 * peak),
            "{knock:?} ends loud"
        );
    }
}

#[test]
fn no_two_drops_sound_alike() {
    let (a, b) = (synth(Knock::Drop, 1), synth(Knock::Drop, 2));
    assert_ne!(a, b);
    assert!(
        (centroid(&a) - centroid(&b)).abs() > 0.01,
        "the same colour of sound"
    );
}

#[test]
fn a_capture_and_a_store_sound_heavier_than_a_drop() {
    let drop = synth(Knock::Drop, 5);
    for heavy in [Knock::Capture, Knock::Store, Knock::End] {
        let s = synth(heavy, 5);
        assert!(s.len() > drop.len(), "{heavy:?} is longer");
        assert!(
            centroid(&s) < centroid(&drop) - 0.3,
            "{heavy:?} lower: {:.2} octaves against {:.2}",
            centroid(&s),
            centroid(&drop)
        );
    }
}
