//! What the player sets: piece style, view, animation speed, colours, text size and
//! volume. Kept as JSON in the user's config folder as the player changes them (`keep`);
//! a missing file gives the defaults, a corrupt one the defaults and a visible warning,
//! and it is moved aside, never overwritten unread, when the player first changes one.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::i18n::{Lang, Texts};
use crate::tr;

pub mod folders;
pub mod keep;
pub mod keys;
pub mod palette;

/// How pieces are drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PieceStyle {
    /// Coloured balls, as on most boards.
    #[default]
    Balls,
    /// A distinct solid per player (sphere, cube, tetrahedron, …), as the physical games
    /// do for blind players.
    Shapes,
}

impl PieceStyle {
    pub const ALL: [PieceStyle; 2] = [PieceStyle::Balls, PieceStyle::Shapes];

    /// The style in words.
    pub fn label(self, texts: &Texts) -> String {
        match self {
            PieceStyle::Balls => tr!(texts, "pieces-balls"),
            PieceStyle::Shapes => tr!(texts, "pieces-shapes"),
        }
    }
}

/// The solid that stands for each player in the distinct-shape style: the keys of their
/// names in the texts (`shape` message).
pub const SHAPE_NAMES: [&str; 6] = [
    "sphere",
    "cube",
    "tetrahedron",
    "octahedron",
    "hexagonal-prism",
    "cross",
];

/// The camera's view of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum View {
    /// Perspective, from a seat at the table.
    #[default]
    Table,
    /// Straight down, a flat 2D board.
    TopDown,
}

/// The colour theme.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Theme {
    /// Okabe–Ito player colours on a wooden board.
    #[default]
    Standard,
    /// Black and white menus, strong colours, a pale board.
    HighContrast,
}

/// Graphics quality: high draws shadows, multisampling and the standard material's light;
/// low none of them (a cheap paint and a coarser board). Auto picks low on a software
/// renderer and high elsewhere.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Graphics {
    #[default]
    Auto,
    Low,
    High,
}

/// The player's settings.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub pieces: PieceStyle,
    pub view: View,
    /// Seconds per animation step; 0 plays moves instantly.
    pub seconds_per_step: f32,
    pub theme: Theme,
    /// Text size, 1.0 to 2.0.
    pub text_scale: f32,
    /// Sound volume, 0.0 to 1.0.
    pub volume: f32,
    /// Keyboard keys by command, by name (commands not listed keep their defaults).
    pub keys: std::collections::BTreeMap<keys::Command, Vec<String>>,
    /// Gamepad buttons by command, by name (commands not listed keep their defaults).
    pub buttons: std::collections::BTreeMap<keys::Command, Vec<String>>,
    /// The language; none saved yet follows the system's locale.
    pub language: Option<Lang>,
    /// Pit names drawn on the board.
    pub coordinates: bool,
    /// Graphics quality (`--graphics` overrides it for one run).
    pub graphics: Graphics,
    /// The last game started from the new-game screen, offered again the next time.
    pub last_game: Option<LastGame>,
    /// The name and the address last used to join a game online.
    pub online_name: String,
    pub online_address: String,
    /// The room's code with it, once seated in a room (empty: a host's own game): the
    /// join form offers it again, so a room left for another game can be joined again.
    pub online_room: String,
}

/// The choices of a game started from the new-game screen, as kept in the settings file:
/// the game, players, each seat (`human`, `online`, or a level) and the options.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct LastGame {
    pub game: String,
    pub players: u8,
    pub seats: Vec<String>,
    pub options: serde_json::Map<String, serde_json::Value>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            pieces: PieceStyle::Balls,
            view: View::Table,
            seconds_per_step: AnimSpeed::default().0,
            theme: Theme::Standard,
            text_scale: 1.0,
            volume: 0.7,
            keys: Default::default(),
            buttons: Default::default(),
            language: None,
            // Off: every pit's name covers its pieces on the crowded boards; the pits the
            // words name are labelled anyway (`board::labelled::named_pits`).
            coordinates: false,
            graphics: Graphics::Auto,
            last_game: None,
            online_name: String::new(),
            online_address: String::new(),
            online_room: String::new(),
        }
    }
}

impl Settings {
    /// The piece style a game is named in: Umel Bagara's beans belong to no one, so its
    /// players are never named by a shape ("with the cube"), whatever the setting.
    pub fn pieces_of(&self, kind: sowing_rules::GameKind) -> PieceStyle {
        match kind {
            sowing_rules::GameKind::UmelBagara => PieceStyle::Balls,
            _ => self.pieces,
        }
    }

    /// Switches between the table view and the top-down view.
    pub fn toggle_view(&mut self) {
        self.view = match self.view {
            View::Table => View::TopDown,
            View::TopDown => View::Table,
        };
    }

    /// Keeps every value in its range.
    pub fn clamped(mut self) -> Settings {
        let finite = |x: f32, d: f32| if x.is_finite() { x } else { d };
        self.seconds_per_step = finite(self.seconds_per_step, 0.18).clamp(0.0, 2.0);
        self.text_scale = finite(self.text_scale, 1.0).clamp(1.0, 2.0);
        self.volume = finite(self.volume, 0.7).clamp(0.0, 1.0);
        self
    }
}

/// Where settings are saved (`folders::config_dir`).
#[derive(Resource, Debug, Clone)]
pub struct ConfigDir(pub PathBuf);

impl Default for ConfigDir {
    fn default() -> Self {
        ConfigDir(folders::config_dir())
    }
}

impl ConfigDir {
    pub fn file(&self) -> PathBuf {
        self.0.join("settings.json")
    }
}

/// A warning about the settings file, shown until a change is kept.
#[derive(Resource, Debug, Default, Clone)]
pub struct SettingsNotice(pub Option<SettingsWarning>);

/// What is wrong with the settings file (the detail names the file and the fault).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SettingsWarning {
    /// The file exists but cannot be read.
    Unreadable(String),
    /// The file is not valid settings.
    Damaged(String),
}

impl SettingsWarning {
    /// The warning in words.
    pub fn text(&self, texts: &Texts) -> String {
        match self {
            SettingsWarning::Unreadable(why) => {
                tr!(texts, "settings-unreadable", why = why.as_str())
            }
            SettingsWarning::Damaged(why) => tr!(texts, "settings-damaged", why = why.as_str()),
        }
    }
}

/// Reads the settings file: defaults when it is missing; defaults and a warning when it
/// cannot be read. The file itself is never touched.
pub fn load(path: &Path) -> (Settings, Option<SettingsWarning>) {
    match std::fs::read_to_string(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => (Settings::default(), None),
        Err(e) => (
            Settings::default(),
            Some(SettingsWarning::Unreadable(format!(
                "{}: {e}",
                path.display()
            ))),
        ),
        Ok(text) => match parse(&text) {
            Ok(s) => (s, None),
            Err(e) => (
                Settings::default(),
                Some(SettingsWarning::Damaged(format!("{}: {e}", path.display()))),
            ),
        },
    }
}

/// Reads a settings file's text: values out of range are brought into range, unknown
/// key and button names are kept but bind nothing; anything else malformed is an error.
pub fn parse(text: &str) -> Result<Settings, serde_json::Error> {
    serde_json::from_str::<Settings>(text).map(Settings::clamped)
}

/// The text a settings file holds.
pub fn to_text(s: &Settings) -> String {
    serde_json::to_string_pretty(s).expect("settings serialise") + "\n"
}

/// Saves the settings (atomically, like game records).
pub fn save(path: &Path, s: &Settings) -> Result<(), String> {
    let text = to_text(s);
    sowing_rules::record::write_atomic(path, text.as_bytes())
        .map_err(|e| format!("{}: {e}", path.display()))
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Settings>()
        .init_resource::<AnimSpeed>()
        .init_resource::<ConfigDir>()
        .init_resource::<SettingsNotice>()
        .init_resource::<Texts>()
        .add_systems(Update, (follow_speed, follow_language))
        .add_plugins(keep::plugin);
}

/// Seconds per event; 0 plays a move at once.
#[derive(Resource, Debug, Clone, Copy)]
pub struct AnimSpeed(pub f32);

impl Default for AnimSpeed {
    fn default() -> Self {
        AnimSpeed(0.18)
    }
}

/// The animation speed follows the setting when the player changes it.
fn follow_speed(
    settings: Res<Settings>,
    mut speed: ResMut<AnimSpeed>,
    mut seen: Local<Option<f32>>,
) {
    // Only a change of the speed itself: another setting changed (the address of a game
    // joined, kept when seated) put back the settings' speed over one set for this run
    // (a headless peer's, a test's).
    let now = settings.seconds_per_step;
    if seen.replace(now).is_some_and(|was| was != now) && speed.0 != now {
        speed.0 = now;
    }
}

/// The texts follow the language setting when the player changes it.
pub(crate) fn follow_language(settings: Res<Settings>, mut texts: ResMut<Texts>) {
    if let Some(lang) = settings.language
        && settings.is_changed()
        && texts.lang() != lang
    {
        *texts = Texts::new(lang);
    }
}
