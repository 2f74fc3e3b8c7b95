//! Arrows on the board for a move's directions: once the origin is chosen, each offered
//! direction (Tricala) or side (Umel Bagara's cup 3) is a button beside the pit the
//! sowing goes on from (the origin, or for a turn at an edge the pit where it turns),
//! pointing at the pit it goes to next, labelled with the direction's letters (the choice
//! buttons in the game window say them in full) or the side.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use sowing_rules::board::{RING_CUPS, Tri};
use sowing_rules::{AnyGame, Event, GameKind, Side, Step};

use crate::a11y::words::WordsParam;
use crate::board::focus::{HoveredStep, ScreenPits};
use crate::game::build::{Build, Building, Options};
use crate::game::play::Match;

/// The pit a first step of `step` from `origin` reaches.
pub fn first_pit(kind: GameKind, origin: usize, step: Step) -> Option<usize> {
    match (kind, step) {
        (GameKind::Tricala, Step::Dir(d)) => Tri::get().step(origin as u8, d).map(usize::from),
        (GameKind::UmelBagara, Step::Side(side)) if origin < RING_CUPS => Some(match side {
            // Left is clockwise: back along the ring.
            Side::Left => (origin + RING_CUPS - 1) % RING_CUPS,
            Side::Right => (origin + 1) % RING_CUPS,
        }),
        _ => None,
    }
}

/// Where the sowing stands when the next direction is chosen: the origin for the first
/// one; for a turn at an edge (Tricala), the pit where the rules crate's events of a
/// move finishing this prefix turn for the (n+1)-th time, n being the directions chosen
/// so far. `None` while no origin is chosen or while the next choice is no direction.
pub fn anchor(game: &AnyGame, steps: &[Step]) -> Option<usize> {
    let Some(Step::Pit(origin)) = steps.first() else {
        return None;
    };
    // After the origin only directions (and Tricala's stone order) come before a turn.
    if !steps[1..]
        .iter()
        .all(|s| matches!(s, Step::Dir(_) | Step::Piece(_)))
    {
        return None;
    }
    let turns = steps.iter().filter(|s| matches!(s, Step::Dir(_))).count();
    if turns == 0 {
        return Some(usize::from(*origin));
    }
    // Any move that finishes the prefix takes the same turns so far.
    crate::game::marks::completed(game, steps)?
        .iter()
        .filter_map(|e| match e {
            Event::Direction { pit, .. } => Some(usize::from(*pit)),
            _ => None,
        })
        .nth(turns)
}

/// An arrow pointing along a screen direction (y down).
pub fn glyph(v: Vec2) -> &'static str {
    let a = (-v.y).atan2(v.x).to_degrees();
    let i = ((a + 360.0 + 22.5) % 360.0 / 45.0) as usize;
    ["➡", "⬈", "⬆", "⬉", "⬅", "⬋", "⬇", "⬊"][i.min(7)]
}

pub(super) fn arrows(
    mut contexts: EguiContexts,
    m: Res<Match>,
    build_state: (Res<Building>, Res<Options>),
    screen: Res<ScreenPits>,
    words: WordsParam,
    mut build: MessageWriter<Build>,
    (mut anchored, mut pointed): (Local<Option<usize>>, ResMut<HoveredStep>),
) -> Result {
    let (building, options) = build_state;
    // The pit the next direction or side starts from, once the origin is chosen (worked
    // out when the move being built changes, not every frame).
    if building.is_changed() || m.is_changed() {
        *anchored = anchor(&m.game, &building.steps);
    }
    let Some(origin) = *anchored else {
        if pointed.arrow.is_some() {
            pointed.arrow = None;
        }
        return Ok(());
    };
    let mut under_pointer = None;
    let ctx = contexts.ctx_mut()?;
    let zoom = ctx.zoom_factor();
    let w = words.get();
    let kind = m.game.kind();
    for &s in &options.next {
        let Some(to) = first_pit(kind, origin, s) else {
            continue;
        };
        let (Some(&a), Some(&b)) = (screen.0.get(origin), screen.0.get(to)) else {
            continue;
        };
        let along = (b - a).normalize_or_zero();
        let at = (a + (b - a) * 0.55) / zoom;
        // Short on the board (the pits are close): the direction's letters, or the side.
        let words = match s {
            Step::Dir(d) => w.direction_letters(d),
            _ => w.step(kind, s),
        };
        let label = format!("{} {words}", glyph(along));
        egui::Area::new(egui::Id::new(("arrow", origin, to)))
            .order(egui::Order::Foreground)
            .pivot(outward(along))
            .fixed_pos(egui::pos2(at.x, at.y))
            .show(ctx, |ui| {
                // See-through until pointed at: the button lies over the neighbouring
                // pit, whose pieces a player counts before choosing.
                let v = &mut ui.visuals_mut().widgets.inactive;
                v.weak_bg_fill = v.weak_bg_fill.gamma_multiply(0.45);
                v.bg_stroke.color = v.bg_stroke.color.gamma_multiply(0.6);
                // At the plain text size whatever the setting: the pits do not grow with
                // it, and at 200 % "Sow left" and "Sow right" covered four cups (the game
                // window's buttons say them at the player's size).
                let shrink = zoom.max(1.0);
                let size = egui::TextStyle::Button.resolve(ui.style()).size / shrink;
                ui.spacing_mut().button_padding /= shrink;
                let r = ui.button(egui::RichText::new(label).size(size));
                if r.hovered() {
                    under_pointer = Some(s);
                }
                if r.clicked() {
                    build.write(Build::Step(s));
                }
            });
    }
    if pointed.arrow != under_pointer {
        pointed.arrow = under_pointer;
    }
    Ok(())
}

/// Where an arrow's button hangs from its point: on the side away from the pit it starts
/// at, so the buttons of one pit spread outwards and never lie over each other (Umel
/// Bagara's two sides, long in German, covered each other when centred on their points).
pub fn outward(along: Vec2) -> egui::Align2 {
    let x = match along.x {
        x if x < -0.35 => egui::Align::Max,
        x if x > 0.35 => egui::Align::Min,
        _ => egui::Align::Center,
    };
    // The screen's y points down.
    let y = match along.y {
        y if y < -0.35 => egui::Align::Max,
        y if y > 0.35 => egui::Align::Min,
        _ => egui::Align::Center,
    };
    egui::Align2([x, y])
}
