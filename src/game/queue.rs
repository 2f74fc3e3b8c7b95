//! A move's events waiting to play out: the match pushes them, the animation takes them
//! one by one (`animation::anim`), and while any wait the board takes no new move.

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
}

impl AnimQueue {
    /// Adds a move's events.
    pub fn push(&mut self, events: Vec<Event>) {
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
        self.reset = true;
    }
}
