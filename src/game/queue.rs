//! A move's events waiting to play out: the match pushes them, the animation takes them
//! one by one (`animation::anim`). A move made while another still plays out is taken at
//! once: what is left of the last one is shown at once (`hurry`), then the new one plays.

use std::collections::VecDeque;

use bevy::prelude::*;
use sowing_rules::Event;

use super::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AnimQueue>()
        .add_systems(OnEnter(Screen::Play), |mut q: ResMut<AnimQueue>| q.reset());
}

/// Events waiting to play out.
#[derive(Resource, Debug, Default)]
pub struct AnimQueue {
    /// The events still to play out, the next first.
    pub(crate) events: VecDeque<Event>,
    /// Seconds the next event has waited.
    pub(crate) clock: f32,
    /// Set when the visual board must be rebuilt from the position (new game, undo).
    pub(crate) reset: bool,
    /// Set while a move plays out: its end is checked against the position once.
    pub(crate) check: bool,
    /// How many events at the front are shown at once, without waiting: the rest of a
    /// move that a newer one overtook.
    pub(crate) hurry: usize,
}

impl AnimQueue {
    /// Adds a move's events; whatever of the last move still waits is shown at once.
    pub fn push(&mut self, events: Vec<Event>) {
        self.hurry = self.events.len();
        self.events.extend(events);
        self.check = true;
    }

    /// No move is playing out.
    pub fn is_idle(&self) -> bool {
        self.events.is_empty() && !self.reset
    }

    /// Drops pending events and rebuilds the visual board from the position.
    pub fn reset(&mut self) {
        self.events.clear();
        self.hurry = 0;
        self.reset = true;
    }
}
