//! Quick taps count. A key or pad button pressed and released between two frames (a
//! tap, `xdotool key`, a slow frame on a software renderer) leaves `ButtonInput` saying
//! "not pressed", and actions that read whether a button is held never see it. Every
//! real transition is queued here and shown to the game one per frame: a tap is held
//! for one frame and released the next; two taps in one frame become two presses.

use std::collections::VecDeque;
use std::hash::Hash;

use bevy::input::InputSystems;
use bevy::input::gamepad::GamepadButtonChangedEvent;
use bevy::input::keyboard::{KeyboardFocusLost, KeyboardInput};
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy_enhanced_input::EnhancedInputSystems;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Latch<KeyCode>>()
        .init_resource::<EguiKeyQueue>()
        .init_resource::<Latch<(Entity, GamepadButton)>>()
        .add_systems(
            PreUpdate,
            (latch_keys, latch_pad_buttons)
                .after(InputSystems)
                .before(EnhancedInputSystems::Prepare)
                .before(bevy_egui::EguiPreUpdateSet::ProcessInput),
        );
}

/// What one button shows this frame.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Shown<T> {
    pub input: T,
    /// Pressed in the state shown.
    pub pressed: bool,
    /// Whether that differs from the frame before.
    pub changed: bool,
    /// The analog value to show (the real one while shown and real agree).
    pub value: f32,
}

/// Real transitions of buttons of one kind, shown in order: each frame shows either one
/// press or the releases queued before the next press, so every press is seen, in the
/// order pressed (Right, Right, Up stays that, never a diagonal).
#[derive(Resource, Debug)]
pub struct Latch<T> {
    /// State shown to the game, for buttons down or changing.
    shown: HashMap<T, bool>,
    /// The real state and analog value, for buttons down or changing.
    real: HashMap<T, (bool, f32)>,
    queue: VecDeque<(T, bool)>,
}

impl<T> Default for Latch<T> {
    fn default() -> Self {
        Latch {
            shown: HashMap::default(),
            real: HashMap::default(),
            queue: VecDeque::new(),
        }
    }
}

impl<T: Copy + Eq + Hash> Latch<T> {
    /// Records a real press or release (a repeat of the same state is ignored).
    pub fn feed(&mut self, input: T, pressed: bool, value: f32) {
        self.real.insert(input, (pressed, value));
        let last = self
            .queue
            .iter()
            .rev()
            .find(|(t, _)| *t == input)
            .map(|(_, p)| *p)
            .unwrap_or_else(|| self.shown.get(&input).copied().unwrap_or(false));
        if last != pressed {
            self.queue.push_back((input, pressed));
        }
    }

    /// Forgets everything (the window lost the keyboard: every key is up).
    pub fn clear(&mut self) {
        self.shown.clear();
        self.real.clear();
        self.queue.clear();
    }

    /// Advances one frame and says what every button down or changing shows.
    pub fn step(&mut self) -> Vec<Shown<T>> {
        // A press is shown alone: shared with a release, an axis bound to both keys
        // (Right up, Left down) would never return to zero and start again.
        let mut changed: Vec<T> = Vec::new();
        while let Some(&(t, p)) = self.queue.front() {
            if changed.contains(&t) || (p && !changed.is_empty()) {
                break;
            }
            self.queue.pop_front();
            self.shown.insert(t, p);
            changed.push(t);
            if p {
                break;
            }
        }
        let mut out: Vec<Shown<T>> = self
            .shown
            .iter()
            .map(|(&t, &p)| {
                let (real, value) = self.real.get(&t).copied().unwrap_or((false, 0.0));
                Shown {
                    input: t,
                    pressed: p,
                    changed: changed.contains(&t),
                    value: match (p == real, p) {
                        (true, _) => value,
                        (false, true) => 1.0,
                        (false, false) => 0.0,
                    },
                }
            })
            .collect();
        // Buttons whose presses still wait show as up, whatever the real events did.
        for &(t, _) in &self.queue {
            if !self.shown.contains_key(&t) && !out.iter().any(|s| s.input == t) {
                out.push(Shown {
                    input: t,
                    pressed: false,
                    changed: false,
                    value: 0.0,
                });
            }
        }
        let queue = &self.queue;
        let waiting = |t: &T| queue.iter().any(|(q, _)| q == t);
        self.shown.retain(|t, p| *p || waiting(t));
        self.real.retain(|t, (p, _)| *p || waiting(t));
        out
    }

    /// Whether transitions are still waiting to be shown (the next frame is needed).
    pub fn pending(&self) -> bool {
        !self.queue.is_empty()
    }
}

/// Writes a shown state into a `ButtonInput`, whatever the real events did to it.
fn show<T: Copy + Eq + Hash + Send + Sync + 'static>(b: &mut ButtonInput<T>, s: &Shown<T>) {
    b.reset(s.input);
    b.press(s.input);
    if !s.changed {
        b.clear_just_pressed(s.input);
    }
    if !s.pressed {
        b.release(s.input);
        b.clear_just_pressed(s.input);
        if !s.changed {
            b.clear_just_released(s.input);
        }
    }
}

fn latch_keys(
    mut events: MessageReader<KeyboardInput>,
    mut lost: MessageReader<KeyboardFocusLost>,
    mut latch: ResMut<Latch<KeyCode>>,
    mut keys: ResMut<ButtonInput<KeyCode>>,
) {
    if lost.read().count() > 0 {
        latch.clear();
    }
    for e in events.read() {
        if !e.repeat {
            let down = e.state.is_pressed();
            latch.feed(e.key_code, down, if down { 1.0 } else { 0.0 });
        }
    }
    for s in latch.step() {
        if s.changed {
            debug!(
                "key {:?} shown {}",
                s.input,
                if s.pressed { "down" } else { "up" }
            );
        }
        show(&mut keys, &s);
    }
}

fn latch_pad_buttons(
    mut events: MessageReader<GamepadButtonChangedEvent>,
    mut latch: ResMut<Latch<(Entity, GamepadButton)>>,
    mut pads: Query<&mut Gamepad>,
) {
    for e in events.read() {
        latch.feed((e.entity, e.button), e.state.is_pressed(), e.value);
    }
    for s in latch.step() {
        let (entity, button) = s.input;
        let Ok(mut pad) = pads.get_mut(entity) else {
            continue;
        };
        let button_shown = Shown {
            input: button,
            pressed: s.pressed,
            changed: s.changed,
            value: s.value,
        };
        show(pad.digital_mut(), &button_shown);
        pad.analog_mut().set(button, s.value);
    }
}

/// egui events held back for later frames (`ui::egui_keys` paces them).
#[derive(Resource, Default, Debug)]
pub struct EguiKeyQueue(pub VecDeque<bevy_egui::egui::Event>);

impl EguiKeyQueue {
    /// Whether events still wait (the next frame is needed).
    pub fn pending(&self) -> bool {
        !self.0.is_empty()
    }
}
