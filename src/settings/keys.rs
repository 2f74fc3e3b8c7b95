//! The remappable commands and their keys and gamepad buttons: defaults, the names saved
//! in the settings file, and the bindings a player chose.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::Settings;
use crate::i18n::Texts;
use crate::tr;

/// The commands whose keyboard keys the player can change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Command {
    FocusUp,
    FocusLeft,
    FocusDown,
    FocusRight,
    Select,
    NextChoice,
    PrevChoice,
    PickChoice,
    Back,
    Undo,
    Redo,
    ToggleView,
    ReadPit,
    ReadLastMove,
    ReadBoard,
    ReadLegal,
    ReadScore,
    Hint,
    Coordinates,
    ReadPreview,
}

impl Command {
    pub const ALL: [Command; 20] = [
        Command::FocusUp,
        Command::FocusLeft,
        Command::FocusDown,
        Command::FocusRight,
        Command::Select,
        Command::NextChoice,
        Command::PrevChoice,
        Command::PickChoice,
        Command::Back,
        Command::Undo,
        Command::Redo,
        Command::ToggleView,
        Command::ReadPit,
        Command::ReadLastMove,
        Command::ReadBoard,
        Command::ReadLegal,
        Command::ReadScore,
        Command::Hint,
        Command::Coordinates,
        Command::ReadPreview,
    ];

    /// The command's name in the settings file.
    pub fn key(self) -> &'static str {
        match self {
            Command::FocusUp => "focus_up",
            Command::FocusLeft => "focus_left",
            Command::FocusDown => "focus_down",
            Command::FocusRight => "focus_right",
            Command::Select => "select",
            Command::NextChoice => "next_choice",
            Command::PrevChoice => "prev_choice",
            Command::PickChoice => "pick_choice",
            Command::Back => "back",
            Command::Undo => "undo",
            Command::Redo => "redo",
            Command::ToggleView => "toggle_view",
            Command::ReadPit => "read_pit",
            Command::ReadLastMove => "read_last_move",
            Command::ReadBoard => "read_board",
            Command::ReadLegal => "read_legal",
            Command::ReadScore => "read_score",
            Command::Hint => "hint",
            Command::Coordinates => "coordinates",
            Command::ReadPreview => "read_preview",
        }
    }

    /// What the command does, in words.
    pub fn label(self, texts: &Texts) -> String {
        tr!(texts, "command", command = self.key())
    }

    /// The default keys.
    pub fn default_keys(self) -> Vec<KeyCode> {
        use KeyCode::*;
        match self {
            Command::FocusUp => vec![ArrowUp, KeyW],
            Command::FocusLeft => vec![ArrowLeft, KeyA],
            Command::FocusDown => vec![ArrowDown, KeyS],
            Command::FocusRight => vec![ArrowRight, KeyD],
            Command::Select => vec![Enter, Space, NumpadEnter],
            Command::NextChoice => vec![BracketRight],
            Command::PrevChoice => vec![BracketLeft],
            Command::PickChoice => vec![KeyC],
            Command::Back => vec![Escape],
            Command::Undo => vec![KeyU],
            Command::Redo => vec![KeyY],
            Command::ToggleView => vec![KeyT],
            Command::ReadPit => vec![KeyI],
            Command::ReadLastMove => vec![KeyL],
            Command::ReadBoard => vec![KeyB],
            Command::ReadLegal => vec![KeyM],
            Command::ReadScore => vec![KeyP],
            Command::Hint => vec![KeyH],
            Command::Coordinates => vec![KeyK],
            Command::ReadPreview => vec![KeyV],
        }
    }
}

impl Command {
    /// The default gamepad buttons.
    pub fn default_buttons(self) -> Vec<GamepadButton> {
        use GamepadButton as G;
        match self {
            Command::FocusUp => vec![G::DPadUp],
            Command::FocusLeft => vec![G::DPadLeft],
            Command::FocusDown => vec![G::DPadDown],
            Command::FocusRight => vec![G::DPadRight],
            Command::Select => vec![G::South],
            Command::NextChoice => vec![G::RightTrigger],
            Command::PrevChoice => vec![G::LeftTrigger],
            Command::PickChoice => vec![G::North],
            Command::Back => vec![G::East],
            Command::Undo => vec![G::West],
            Command::Redo => vec![],
            Command::ToggleView => vec![G::Mode],
            Command::ReadPit => vec![G::Select],
            Command::ReadLastMove => vec![],
            Command::ReadBoard => vec![G::LeftThumb],
            Command::ReadLegal => vec![],
            Command::ReadScore => vec![G::RightThumb],
            Command::Hint => vec![G::RightTrigger2],
            Command::Coordinates => vec![],
            Command::ReadPreview => vec![G::LeftTrigger2],
        }
    }
}

/// Gamepad buttons a player may bind, by the names saved in the settings file.
// not shown: names in the file; `button_label` shows them
pub const BUTTON_NAMES: [(&str, GamepadButton); 17] = {
    use GamepadButton as G;
    [
        ("South", G::South),
        ("East", G::East),
        ("North", G::North),
        ("West", G::West),
        ("LB", G::LeftTrigger),
        ("RB", G::RightTrigger),
        ("LT", G::LeftTrigger2),
        ("RT", G::RightTrigger2),
        ("Select", G::Select),
        ("Start", G::Start),
        ("Mode", G::Mode),
        ("L3", G::LeftThumb),
        ("R3", G::RightThumb),
        ("Up", G::DPadUp),
        ("Down", G::DPadDown),
        ("Left", G::DPadLeft),
        ("Right", G::DPadRight),
    ]
};

/// A button's name, for settings and the remapping screen.
pub fn button_name(b: GamepadButton) -> String {
    BUTTON_NAMES
        .iter()
        .find(|(_, c)| *c == b)
        .map(|(n, _)| n.to_string())
        .unwrap_or_else(|| format!("{b:?}"))
}

/// The gamepad buttons of each command (missing commands keep their defaults).
pub fn buttons_of(settings: &Settings, c: Command) -> Vec<GamepadButton> {
    match settings.buttons.get(&c) {
        Some(names) => names
            .iter()
            .filter_map(|n| BUTTON_NAMES.iter().find(|(m, _)| m == n).map(|(_, b)| *b))
            .collect(),
        None => c.default_buttons(),
    }
}

/// Keys a player may bind, by the names saved in the settings file.
// not shown: names in the file; `key_label` shows them
pub const KEY_NAMES: [(&str, KeyCode); 58] = {
    use KeyCode::*;
    [
        ("A", KeyA),
        ("B", KeyB),
        ("C", KeyC),
        ("D", KeyD),
        ("E", KeyE),
        ("F", KeyF),
        ("G", KeyG),
        ("H", KeyH),
        ("I", KeyI),
        ("J", KeyJ),
        ("K", KeyK),
        ("L", KeyL),
        ("M", KeyM),
        ("N", KeyN),
        ("O", KeyO),
        ("P", KeyP),
        ("Q", KeyQ),
        ("R", KeyR),
        ("S", KeyS),
        ("T", KeyT),
        ("U", KeyU),
        ("V", KeyV),
        ("W", KeyW),
        ("X", KeyX),
        ("Y", KeyY),
        ("Z", KeyZ),
        ("0", Digit0),
        ("1", Digit1),
        ("2", Digit2),
        ("3", Digit3),
        ("4", Digit4),
        ("5", Digit5),
        ("6", Digit6),
        ("7", Digit7),
        ("8", Digit8),
        ("9", Digit9),
        ("Up", ArrowUp),
        ("Down", ArrowDown),
        ("Left", ArrowLeft),
        ("Right", ArrowRight),
        ("Enter", Enter),
        ("Space", Space),
        ("Escape", Escape),
        ("Tab", Tab),
        ("Backspace", Backspace),
        ("[", BracketLeft),
        ("]", BracketRight),
        (",", Comma),
        (".", Period),
        ("/", Slash),
        (";", Semicolon),
        ("'", Quote),
        ("-", Minus),
        ("=", Equal),
        ("Home", Home),
        ("End", End),
        ("Page Up", PageUp),
        ("Page Down", PageDown),
    ]
};

/// A key's name, for settings and the remapping screen.
pub fn key_name(k: KeyCode) -> String {
    KEY_NAMES
        .iter()
        .find(|(_, c)| *c == k)
        .map(|(n, _)| n.to_string())
        .unwrap_or_else(|| format!("{k:?}"))
}

/// A key's name as shown (named keys in words, letters and signs as they are).
pub fn key_label(name: &str, texts: &Texts) -> String {
    tr!(texts, "key", key = name)
}

/// A pad button's name as shown.
pub fn button_label(name: &str, texts: &Texts) -> String {
    tr!(texts, "button", button = name)
}

/// A key by name.
pub fn key_by_name(name: &str) -> Option<KeyCode> {
    KEY_NAMES.iter().find(|(n, _)| *n == name).map(|(_, c)| *c)
}

/// The keyboard keys of each command (missing commands keep their defaults).
pub fn keys_of(settings: &Settings, c: Command) -> Vec<KeyCode> {
    match settings.keys.get(&c) {
        Some(names) => names.iter().filter_map(|n| key_by_name(n)).collect(),
        None => c.default_keys(),
    }
}
