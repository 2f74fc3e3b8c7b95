//! Colours: the Okabe–Ito player palette (safe for the common colour-vision
//! deficiencies), the menu colours of each theme, and the measures the tests use to
//! check them (WCAG contrast ratio, CIELAB distance, simulated colour blindness).

use crate::settings::Theme;

/// The Okabe–Ito colours used for players 1–6, each with the key of its name in the
/// texts (`colour` message).
pub const PLAYER_COLOURS: [(&str, [u8; 3]); 6] = [
    ("orange", [0xE6, 0x9F, 0x00]),
    ("sky-blue", [0x56, 0xB4, 0xE9]),
    ("green", [0x00, 0x9E, 0x73]),
    ("yellow", [0xF0, 0xE4, 0x42]),
    ("blue", [0x00, 0x72, 0xB2]),
    ("vermilion", [0xD5, 0x5E, 0x00]),
];

/// The colours of the rings on the board, one meaning each (`render/highlight.rs`): apart
/// from each other, also under simulated colour blindness, and from the players' colours
/// (measured by the tests).
pub const RING_COLOURS: [(&str, [u8; 3]); 8] = [
    // The cursor of the keys and the pad.
    ("focus", [0xFF, 0xFF, 0xFF]),
    // A pit that may be chosen: pale amber.
    ("offered", [0xFF, 0xE1, 0x89]),
    // A pit or choice already chosen: gold.
    ("chosen", [0xFF, 0xC8, 0x28]),
    // The pit under the pointer: pink.
    ("hover", [0xFF, 0x5A, 0xC8]),
    // The last move's pits: violet.
    ("last", [0x82, 0x64, 0xF0]),
    // The pits a move captured from: red.
    ("capture", [0xFF, 0x89, 0x89]),
    // A hint's (or a lesson's) move: mint green.
    ("hint", [0x64, 0xFF, 0xB4]),
    // The move previewed under the pointer or the cursor: blue.
    ("preview", [0x28, 0xAA, 0xFF]),
];

/// The colour of the ring of that name in `RING_COLOURS`.
pub fn ring_colour(name: &str) -> [u8; 3] {
    RING_COLOURS
        .iter()
        .find(|(n, _)| *n == name)
        .map_or([0xFF; 3], |(_, c)| *c)
}

/// Text and background colours of menus and panels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UiColours {
    pub text: [u8; 3],
    pub weak_text: [u8; 3],
    pub background: [u8; 3],
    pub button: [u8; 3],
    /// A button under the pointer.
    pub hovered: [u8; 3],
    /// Frames' edges and separators.
    pub line: [u8; 3],
    /// A control's edge (a text field's frame): 3:1 on the background.
    pub edge: [u8; 3],
    /// The keyboard focus and what is selected.
    pub accent: [u8; 3],
}

/// The menu colours of a theme.
pub fn ui_colours(theme: Theme) -> UiColours {
    match theme {
        // Walnut and cream, with amber for the focus: the board's wood, not a tool's grey.
        Theme::Standard => UiColours {
            text: [0xF3, 0xEA, 0xD8],
            weak_text: [0xCF, 0xC1, 0xA8],
            background: [0x2B, 0x22, 0x1C],
            button: [0x4B, 0x3B, 0x2F],
            hovered: [0x62, 0x4D, 0x3C],
            line: [0x5E, 0x4A, 0x3A],
            edge: [0x9A, 0x84, 0x68],
            accent: [0xE9, 0xA9, 0x3B],
        },
        Theme::HighContrast => UiColours {
            text: [0xFF, 0xFF, 0xFF],
            weak_text: [0xFF, 0xFF, 0x80],
            background: [0x00, 0x00, 0x00],
            button: [0x20, 0x20, 0x60],
            hovered: [0x30, 0x30, 0x90],
            line: [0xFF, 0xFF, 0xFF],
            edge: [0xFF, 0xFF, 0xFF],
            accent: [0xFF, 0xFF, 0x00],
        },
    }
}

fn linear(c: u8) -> f64 {
    let c = c as f64 / 255.0;
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// WCAG relative luminance.
pub fn luminance(c: [u8; 3]) -> f64 {
    0.2126 * linear(c[0]) + 0.7152 * linear(c[1]) + 0.0722 * linear(c[2])
}

/// WCAG contrast ratio between two colours (1 to 21).
pub fn contrast(a: [u8; 3], b: [u8; 3]) -> f64 {
    let (x, y) = (luminance(a), luminance(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

/// CIELAB (D65) of an sRGB colour.
pub fn lab(c: [u8; 3]) -> [f64; 3] {
    let (r, g, b) = (linear(c[0]), linear(c[1]), linear(c[2]));
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    let f = |t: f64| {
        if t > 0.008856 {
            t.cbrt()
        } else {
            7.787 * t + 16.0 / 116.0
        }
    };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// CIE76 colour difference.
pub fn delta_e(a: [u8; 3], b: [u8; 3]) -> f64 {
    let (p, q) = (lab(a), lab(b));
    ((p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2) + (p[2] - q[2]).powi(2)).sqrt()
}

/// A colour-vision deficiency to simulate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deficiency {
    Protanopia,
    Deuteranopia,
    Tritanopia,
}

/// How a colour looks with a deficiency (Viénot–Brettel–Mollon style matrices on linear
/// RGB, as used by common simulators).
pub fn simulate(c: [u8; 3], d: Deficiency) -> [u8; 3] {
    let m: [[f64; 3]; 3] = match d {
        Deficiency::Protanopia => [
            [0.152286, 1.052583, -0.204868],
            [0.114503, 0.786281, 0.099216],
            [-0.003882, -0.048116, 1.051998],
        ],
        Deficiency::Deuteranopia => [
            [0.367322, 0.860646, -0.227968],
            [0.280085, 0.672501, 0.047413],
            [-0.011820, 0.042940, 0.968881],
        ],
        Deficiency::Tritanopia => [
            [1.255528, -0.076749, -0.178779],
            [-0.078411, 0.930809, 0.147602],
            [0.004733, 0.691367, 0.303900],
        ],
    };
    let l = [linear(c[0]), linear(c[1]), linear(c[2])];
    let enc = |v: f64| {
        let v = v.clamp(0.0, 1.0);
        let s = if v <= 0.0031308 {
            12.92 * v
        } else {
            1.055 * v.powf(1.0 / 2.4) - 0.055
        };
        (s * 255.0).round() as u8
    };
    let row = |r: [f64; 3]| enc(r[0] * l[0] + r[1] * l[1] + r[2] * l[2]);
    [row(m[0]), row(m[1]), row(m[2])]
}
