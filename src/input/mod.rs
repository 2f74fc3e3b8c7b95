//! One set of actions for keyboard, mouse-free and gamepad play (bevy_enhanced_input):
//! move the focus, select, pick a choice, go back, open the menu, undo, redo, turn, tilt
//! and zoom the camera, switch the view, and the reading commands. Keyboard keys are
//! remappable in settings (saved with them), and so are the gamepad buttons.
//!
//! Default keys: arrows or WASD move the focus; Enter or Space select the focused pit;
//! `]` and `[` move through the other choices (directions, sides, sphere kinds, split
//! sizes, confirm, pass) and `C` picks one; Escape cancels the move or opens the menu;
//! U undoes, Y redoes; Q/E turn, R/F tilt, Z/X zoom, T switches the view; I reads the
//! focused pit, L the last move, B the board, M the moves from the focused pit, P the
//! score, V what the choice in view would play; H asks for a hint, K shows the coordinates. Gamepad (remappable too): D-pad or left stick focus, South select, East back,
//! North pick the choice, shoulders move through choices, West undo, Start menu, right
//! stick turns and tilts, triggers zoom, Select reads the focused pit, thumbsticks read
//! the board and the score.
//!
//! Board keys are refused only while a text field or a popup of the menus has the
//! keyboard; with another widget focused (after Tab), Enter and Space press that widget
//! and every other board key still plays. Quick taps are never lost (`latch`), nor the
//! modifiers of a quick chord (`chords`).

mod bindings;
mod board_actions;
pub mod choices;
pub mod chords;
pub mod latch;
pub mod preview;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_enhanced_input::prelude::*;

use crate::game::screens::{Overlay, Screen};

pub use bindings::RebuildControls;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((EnhancedInputPlugin, latch::plugin, chords::plugin))
        .init_resource::<UiKeyboard>()
        .add_input_context::<Controls>()
        .add_plugins((
            bindings::plugin,
            choices::plugin,
            board_actions::plugin,
            preview::plugin,
        ));
}

/// The input context: one entity carries every action.
#[derive(Component, Debug)]
pub struct Controls;

#[derive(InputAction)]
#[action_output(Vec2)]
pub struct MoveFocus;
#[derive(InputAction)]
#[action_output(bool)]
pub struct Select;
#[derive(InputAction)]
#[action_output(bool)]
pub struct NextChoice;
#[derive(InputAction)]
#[action_output(bool)]
pub struct PrevChoice;
#[derive(InputAction)]
#[action_output(bool)]
pub struct PickChoice;
#[derive(InputAction)]
#[action_output(bool)]
pub struct Back;
#[derive(InputAction)]
#[action_output(bool)]
pub struct Menu;
#[derive(InputAction)]
#[action_output(bool)]
pub struct Undo;
#[derive(InputAction)]
#[action_output(bool)]
pub struct Redo;
#[derive(InputAction)]
#[action_output(f32)]
pub struct Turn;
#[derive(InputAction)]
#[action_output(f32)]
pub struct Tilt;
#[derive(InputAction)]
#[action_output(f32)]
pub struct Zoom;
#[derive(InputAction)]
#[action_output(bool)]
pub struct ToggleView;
#[derive(InputAction)]
#[action_output(bool)]
pub struct ReadPit;
#[derive(InputAction)]
#[action_output(bool)]
pub struct ReadLastMove;
#[derive(InputAction)]
#[action_output(bool)]
pub struct ReadBoard;
#[derive(InputAction)]
#[action_output(bool)]
pub struct ReadLegal;
#[derive(InputAction)]
#[action_output(bool)]
pub struct ReadScore;
#[derive(InputAction)]
#[action_output(bool)]
pub struct ReadPreview;
#[derive(InputAction)]
#[action_output(bool)]
pub struct ShowHint;
#[derive(InputAction)]
#[action_output(bool)]
pub struct ToggleCoordinates;

/// What the menus do with the keyboard, as egui said at the end of the last frame
/// (set by the render plugin; headless, nothing has the keyboard).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct UiKeyboard {
    /// A text field or an open popup (a combo box's list) takes every key.
    pub captured: bool,
    /// A widget that takes presses has the keyboard focus: Enter and Space press it (not
    /// readable text).
    pub widget_focused: bool,
}

/// Whether board actions apply now: the screen, the overlay and the menus' keyboard.
#[derive(SystemParam)]
pub struct BoardInput<'w> {
    screen: Res<'w, State<Screen>>,
    overlay: Res<'w, State<Overlay>>,
    ui: Res<'w, UiKeyboard>,
}

impl BoardInput<'_> {
    /// In play, nothing over the board, no text typed.
    pub fn live(&self) -> bool {
        crate::game::screens::live(*self.screen.get(), *self.overlay.get()) && !self.ui.captured
    }

    /// What the menus do with the keyboard.
    pub fn ui(&self) -> UiKeyboard {
        *self.ui
    }

    /// The screen and the overlay shown.
    pub fn shown(&self) -> (Screen, Overlay) {
        (*self.screen.get(), *self.overlay.get())
    }
}
