//! Chords survive a slow frame. When Ctrl+A, Shift+Tab or another chord is pressed and
//! let go between two frames (`xdotool key ctrl+a`, or a quick hand on a software
//! renderer), every key message of it arrives in one frame, and egui reads the modifiers
//! as they are at the end of that frame: Ctrl already up, so Ctrl+A typed an "a" into the
//! field (seen in the real window), and Shift+Tab reads as Tab the same way. Here, before anything reads the keys, a
//! frame's key messages stop at the first release of a modifier that follows another
//! key's press; the rest wait for the next frame, in order. No key is lost or reordered.

use std::collections::VecDeque;

use bevy::ecs::message::MessageCursor;
use bevy::input::InputSystems;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    app.init_resource::<HeldKeys>()
        .add_systems(PreUpdate, hold_chord_releases.before(InputSystems));
}

/// Key messages held back for the next frame.
#[derive(Resource, Default, Debug)]
pub struct HeldKeys(VecDeque<KeyboardInput>);

impl HeldKeys {
    /// Whether messages still wait (the next frame is needed).
    pub fn pending(&self) -> bool {
        !self.0.is_empty()
    }
}

/// Ctrl, Shift, Alt, Super or Meta.
pub fn is_modifier(key: &Key) -> bool {
    matches!(
        key,
        Key::Control | Key::Shift | Key::Alt | Key::Super | Key::Meta
    )
}

/// Where `keys` must stop for this frame: at the first release of a modifier after a
/// press of another key, or at the end.
pub fn chord_split(keys: &[KeyboardInput]) -> usize {
    let mut other_pressed = false;
    for (i, k) in keys.iter().enumerate() {
        let modifier = is_modifier(&k.logical_key);
        if modifier && !k.state.is_pressed() && other_pressed {
            return i;
        }
        other_pressed |= !modifier && k.state.is_pressed();
    }
    keys.len()
}

/// Shows this frame the held messages and the new ones up to the split, holds the rest.
/// The messages are rewritten only when something is held or must be: otherwise they
/// pass untouched.
fn hold_chord_releases(
    mut messages: ResMut<Messages<KeyboardInput>>,
    mut cursor: Local<MessageCursor<KeyboardInput>>,
    mut held: ResMut<HeldKeys>,
) {
    let new: Vec<KeyboardInput> = cursor.read(&messages).cloned().collect();
    if held.0.is_empty() && chord_split(&new) == new.len() {
        return;
    }
    let mut keys: Vec<KeyboardInput> = held.0.drain(..).collect();
    keys.extend(new);
    let split = chord_split(&keys);
    // Earlier frames' messages have been read by everyone; this frame's are written
    // again below, up to the split.
    messages.drain().for_each(drop);
    held.0.extend(keys.drain(split..));
    for k in keys {
        messages.write(k);
    }
    cursor.clear(&messages);
}
