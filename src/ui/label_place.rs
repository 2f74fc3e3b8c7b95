//! Where the count labels go on screen: beside their pit and nearer it than any other
//! counted pit, over no other label and no pit's pieces, in their full form where there is room, else in their short one, else
//! (with large text) in the short one at the plain text size; a label with no free place
//! beside its pit (a pit ringed by heaps at the table) goes farther out, to the nearest
//! free place over no pieces, with a line to its pit; one with none anywhere lies on its
//! own pit's pieces, as small as it comes.

use bevy_egui::egui::{Align2, Pos2, Rect, Vec2, pos2, vec2};

/// A pit as the camera shows it: its centre, its rim's radii (across and up the screen),
/// and the ellipse its pieces cover (their heap rises up the screen in the table view;
/// radii zero when it is empty).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PitOnScreen {
    pub centre: Pos2,
    pub rim: Vec2,
    pub pile_centre: Pos2,
    pub pile: Vec2,
}

/// A label to place: the pit it counts and its sizes, full, short, and short at the
/// plain text size (the same as short at 100 % text; smaller with larger text, where the
/// labels grow and the pits do not).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LabelAsk {
    pub pit: usize,
    pub full: Vec2,
    pub short: Vec2,
    pub small: Vec2,
}

/// Where a label went: its box, whether in its short form (and at the plain text size),
/// whether it found a free place (else it lies on its own pit), and the pit's centre when
/// the label stands away from it (a line joins them).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Placed {
    pub rect: Rect,
    pub short: bool,
    pub small: bool,
    pub free: bool,
    pub leader: Option<Pos2>,
}

/// Room kept between two labels, and between a label and pieces, in points.
const GAP: f32 = 1.0;

/// Places the labels, those amid the most other labels first (they have the fewest free
/// places): out from the board's middle (below the pit's near rim or above its far rim),
/// the other of the two, beside it, at its corners, then
/// in the gaps between it and its neighbours; the full form anywhere before the short
/// one. Every box stays inside `within` (the board's area). The result follows `asks`.
pub fn place(asks: &[LabelAsk], pits: &[PitOnScreen], within: Rect) -> Vec<Placed> {
    let centre = |a: &LabelAsk| pits.get(a.pit).map(|p| (p.centre, p.rim.x));
    let crowd = |a: &LabelAsk| {
        let Some((c, r)) = centre(a) else { return 0 };
        asks.iter()
            .filter_map(centre)
            .filter(|(d, _)| (*d - c).length() < 2.6 * r)
            .count()
    };
    // Labels of the board's upper half go above their pit first, the rest below: out from
    // the board, so two rows' labels never meet between them (Umel Bagara's far row
    // counted below its cups, between the rows).
    let middle = pits.iter().map(|p| p.centre.y).sum::<f32>() / pits.len().max(1) as f32;
    let mut order: Vec<usize> = (0..asks.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(crowd(&asks[i])));
    let mut placed: Vec<Option<Placed>> = vec![None; asks.len()];
    let mut taken: Vec<Rect> = Vec::with_capacity(asks.len());
    for i in order {
        let ask = &asks[i];
        let Some(pit) = pits.get(ask.pit) else {
            continue;
        };
        let free = |r: Rect, taken: &[Rect]| {
            within.contains_rect(r)
                && taken.iter().all(|t| !t.expand(GAP).intersects(r))
                && pits.iter().all(|q| !over_pile(r.expand(GAP), q))
        };
        // Beside its pit, a label is nearer its own pit than any other counted one: one
        // between two rows read as the count of the pit it lay over (Umel Bagara from
        // above at 200 %, a top cup's 6 over a bottom cup holding 1).
        let own = |r: Rect| {
            let mine = reach(r, pit);
            asks.iter()
                .filter(|a| a.pit != ask.pit)
                .filter_map(|a| pits.get(a.pit))
                .all(|q| reach(r, q) > mine)
        };
        // The small form only where it is smaller (large text).
        let small = (ask.small != ask.short).then_some((ask.small, true, true));
        let found = [(ask.full, false, false), (ask.short, true, false)]
            .into_iter()
            .chain(small)
            .flat_map(|(size, short, small)| {
                spots(pit, size, pit.centre.y < middle).map(move |r| (r, short, small))
            })
            .find(|(r, _, _)| own(*r) && free(*r, &taken));
        // None beside it: the nearest free place farther out, as small as it comes.
        let far = || {
            far_spots(pit, ask.small)
                .find(|r| free(*r, &taken))
                .map(|r| (r, true, ask.small != ask.short))
        };
        let at = match found {
            Some((rect, short, small)) => Placed {
                rect,
                short,
                small,
                free: true,
                leader: None,
            },
            None => match far() {
                Some((rect, short, small)) => Placed {
                    rect,
                    short,
                    small,
                    free: true,
                    leader: Some(pit.centre),
                },
                None => Placed {
                    rect: Align2::CENTER_CENTER.anchor_size(pit.centre, ask.small),
                    short: true,
                    small: ask.small != ask.short,
                    free: false,
                    leader: None,
                },
            },
        };
        taken.push(at.rect);
        placed[i] = Some(at);
    }
    placed.into_iter().flatten().collect()
}

/// How far a box comes to a pit: from the pit's centre to the box's nearest point, in
/// the pit's rims (across and up the screen; under 1 inside its rim).
pub fn reach(r: Rect, pit: &PitOnScreen) -> f32 {
    let c = pit.centre;
    let near = pos2(c.x.clamp(r.min.x, r.max.x), c.y.clamp(r.min.y, r.max.y));
    let d = near - c;
    (d.x / pit.rim.x).hypot(d.y / pit.rim.y)
}

/// The boxes a label of `size` may take beside `pit`, best first: below it, or first
/// above it (`above`).
fn spots(pit: &PitOnScreen, size: Vec2, above: bool) -> impl Iterator<Item = Rect> + use<> {
    let (c, r) = (pit.centre, pit.rim);
    let at = move |dx: f32, dy: f32| pos2(c.x + dx * r.x, c.y + dy * r.y);
    let d = std::f32::consts::FRAC_1_SQRT_2;
    // Straight out from the rim, then a little farther (a heap at the table rises over
    // its far rim).
    let below = [1.0, 1.3, 1.6].map(|d| (Align2::CENTER_TOP, at(0.0, d)));
    let over = [1.0, 1.3, 1.6].map(|d| (Align2::CENTER_BOTTOM, at(0.0, -d)));
    let (first, second) = if above { (over, below) } else { (below, over) };
    first
        .into_iter()
        .chain(second)
        .chain([
            (Align2::LEFT_CENTER, at(1.0, 0.0)),
            (Align2::RIGHT_CENTER, at(-1.0, 0.0)),
            (Align2::LEFT_TOP, at(d, d)),
            (Align2::RIGHT_TOP, at(-d, d)),
            (Align2::LEFT_BOTTOM, at(d, -d)),
            (Align2::RIGHT_BOTTOM, at(-d, -d)),
        ])
        // The gaps between a pit and its neighbours, all round, nearer then farther.
        .chain([1.2, 1.4, 1.7].into_iter().flat_map(move |d| {
            (0..12).map(move |k| {
                let a = k as f32 * std::f32::consts::TAU / 12.0;
                (Align2::CENTER_CENTER, at(d * a.cos(), d * a.sin()))
            })
        }))
        .map(move |(anchor, p)| anchor.anchor_size(p, size))
}

/// The boxes farther out round `pit`, for a label with no room beside it: rings of 2 to 10
/// rims, nearest first, 24 places a ring.
fn far_spots(pit: &PitOnScreen, size: Vec2) -> impl Iterator<Item = Rect> + use<> {
    let (c, r) = (pit.centre, pit.rim);
    (0..17).flat_map(move |ring| {
        let d = 2.0 + ring as f32 * 0.5;
        (0..24).map(move |k| {
            let a = k as f32 * std::f32::consts::TAU / 24.0;
            let p = pos2(c.x + d * r.x * a.cos(), c.y + d * r.y * a.sin());
            Align2::CENTER_CENTER.anchor_size(p, size)
        })
    })
}

/// Whether `r` covers any of the pieces in `pit` (their ellipse on screen).
pub fn over_pile(r: Rect, pit: &PitOnScreen) -> bool {
    let (c, e) = (pit.pile_centre, pit.pile);
    if e.x <= 0.0 || e.y <= 0.0 {
        return false;
    }
    // The box's point nearest the ellipse's centre lies inside the ellipse.
    let near = pos2(c.x.clamp(r.min.x, r.max.x), c.y.clamp(r.min.y, r.max.y));
    let (dx, dy) = ((near.x - c.x) / e.x, (near.y - c.y) / e.y);
    dx * dx + dy * dy < 1.0
}

/// The radius of the pieces lying in a pit of `n` pieces (`big` when a queen or mother is
/// among them), as a share of the pit's rim: one piece lies in the middle, more ring it.
pub fn pile_share(n: usize, big: bool) -> f32 {
    use crate::board::pieces::{BIG_SCALE, PIECE_RADIUS};
    use crate::render::carved::BOWL_RADIUS;
    let radius = match (n, big) {
        (0, _) => 0.0,
        (1, false) => PIECE_RADIUS,
        (1, true) => PIECE_RADIUS * BIG_SCALE,
        _ => PIECE_RADIUS * 3.05,
    };
    radius / BOWL_RADIUS
}

/// The size of a pit on screen from its centre and the points of its rim across and up
/// the screen.
pub fn rim_of(centre: Pos2, across: Pos2, up: Pos2) -> Vec2 {
    vec2(
        (across - centre).length().max(1.0),
        (up - centre).length().max(1.0),
    )
}
