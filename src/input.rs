//! One set of actions for keyboard, mouse-free and gamepad play (bevy_enhanced_input):
//! move the focus, select, pick a choice, go back, open the menu, undo, redo, turn, tilt
//! and zoom the camera, switch the view, and the reading commands. Keyboard keys are
//! remappable in settings (saved with them); the gamepad layout is fixed.
//!
//! Default keys: arrows or WASD move the focus; Enter or Space select the focused pit;
//! `]` and `[` move through the other choices (directions, sides, sphere kinds, split
//! sizes, confirm, pass) and `C` picks one; Escape cancels the move or opens the menu;
//! U undoes, Y redoes; Q/E turn, R/F tilt, Z/X zoom, T switches the view; I reads the
//! focused pit, L the last move, B the board, M the moves from the focused pit, P the
//! score. Gamepad (remappable too): D-pad or left stick focus, South select, East back,
//! North pick the choice, shoulders move through choices, West undo, Start menu, right
//! stick turns and tilts, triggers zoom, Select reads the focused pit, thumbsticks read
//! the board and the score.
//!
//! Board keys are refused only while a text field or a popup of the menus has the
//! keyboard; with another widget focused (after Tab), Enter and Space press that widget
//! and every other board key still plays. Quick taps are never lost (`latch`).

pub mod egui_keys;
pub mod latch;

use bevy::prelude::*;
use bevy_enhanced_input::prelude::*;
use serde::{Deserialize, Serialize};
use sowing_rules::Step;

use crate::anim::Visual;
use crate::focus::{Focus, ScreenPits, focus_points, focus_step};
use crate::play::{Build, Building, History, Match, Options};
use crate::screens::{Overlay, Screen};
use crate::settings::Settings;
use crate::speech::{Announcer, Read};

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
}

impl Command {
    pub const ALL: [Command; 17] = [
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
    ];

    pub fn label(self) -> &'static str {
        match self {
            Command::FocusUp => "Focus up",
            Command::FocusLeft => "Focus left",
            Command::FocusDown => "Focus down",
            Command::FocusRight => "Focus right",
            Command::Select => "Select the focused pit",
            Command::NextChoice => "Next choice",
            Command::PrevChoice => "Previous choice",
            Command::PickChoice => "Pick the choice",
            Command::Back => "Cancel, or open the menu",
            Command::Undo => "Undo",
            Command::Redo => "Redo",
            Command::ToggleView => "Switch the view",
            Command::ReadPit => "Read the focused pit",
            Command::ReadLastMove => "Read the last move",
            Command::ReadBoard => "Read the board",
            Command::ReadLegal => "Read the moves from the focused pit",
            Command::ReadScore => "Read the score",
        }
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
        }
    }
}

/// Gamepad buttons a player may bind, by the names saved in the settings file.
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

/// Rebuild the controls (after the keys changed).
#[derive(Resource, Default, Debug)]
pub struct RebuildControls(pub bool);

/// The choices that are not pits, in the order `]`/`[` walk them, and which is current.
#[derive(Resource, Default, Debug, Clone, PartialEq)]
pub struct ChoiceCursor {
    pub items: Vec<Choice>,
    pub at: usize,
}

/// A choice the keyboard or pad can pick.
#[derive(Clone, Debug, PartialEq)]
pub enum Choice {
    Step(Step),
    Confirm(String),
    UndoStep,
    CancelMove,
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((EnhancedInputPlugin, latch::plugin))
        .init_resource::<UiKeyboard>()
        .add_input_context::<Controls>()
        .init_resource::<ChoiceCursor>()
        .init_resource::<RebuildControls>()
        .add_systems(Startup, spawn_controls)
        .add_message::<ChoiceNav>()
        .add_systems(Update, rebuild_controls)
        .add_systems(
            Update,
            (update_choices, walk_choices)
                .chain()
                .in_set(crate::Phase::Apply)
                .after(crate::play::update_options),
        )
        .add_observer(on_move_focus)
        .add_observer(on_select)
        .add_observer(on_next_choice)
        .add_observer(on_prev_choice)
        .add_observer(on_pick_choice)
        .add_observer(on_back)
        .add_observer(on_menu)
        .add_observer(on_undo)
        .add_observer(on_redo)
        .add_observer(on_toggle_view)
        .add_observer(|_: On<Start<ReadPit>>, mut r: MessageWriter<Read>| {
            r.write(Read::FocusedPit);
        })
        .add_observer(|_: On<Start<ReadLastMove>>, mut r: MessageWriter<Read>| {
            r.write(Read::LastMove);
        })
        .add_observer(|_: On<Start<ReadBoard>>, mut r: MessageWriter<Read>| {
            r.write(Read::Board);
        })
        .add_observer(|_: On<Start<ReadLegal>>, mut r: MessageWriter<Read>| {
            r.write(Read::LegalFromFocus);
        })
        .add_observer(|_: On<Start<ReadScore>>, mut r: MessageWriter<Read>| {
            r.write(Read::Score);
        });
}

fn keys(settings: &Settings, c: Command) -> Vec<Binding> {
    keys_of(settings, c)
        .into_iter()
        .map(Binding::from)
        .collect()
}

fn pad(settings: &Settings, c: Command) -> Vec<Binding> {
    buttons_of(settings, c)
        .into_iter()
        .map(Binding::from)
        .collect()
}

/// Spawns the action of a remappable command with its keys and buttons from settings.
fn command<A: InputAction>(world: &mut World, controls: Entity, s: &Settings, c: Command) {
    action::<A>(world, controls, keys(s, c), pad(s, c));
}

/// Spawns an action with its keyboard keys and gamepad bindings.
fn action<A: InputAction>(
    world: &mut World,
    controls: Entity,
    key_bindings: Vec<Binding>,
    pad: Vec<Binding>,
) {
    let a = world
        .spawn((Action::<A>::new(), ActionOf::<Controls>::new(controls)))
        .id();
    for b in key_bindings.into_iter().chain(pad) {
        world.spawn((b, BindingOf(a)));
    }
}

fn spawn_controls(world: &mut World) {
    let settings = world.resource::<Settings>().clone();
    let c = world.spawn((Name::new("Controls"), Controls)).id();
    build_actions(world, c, &settings);
}

fn build_actions(world: &mut World, c: Entity, s: &Settings) {
    use GamepadButton as G;
    // The focus: four directions from keys and the D-pad, plus the left stick.
    let dirs = [
        (Command::FocusUp, Vec2::Y),
        (Command::FocusLeft, Vec2::NEG_X),
        (Command::FocusDown, Vec2::NEG_Y),
        (Command::FocusRight, Vec2::X),
    ];
    let focus = world
        .spawn((
            Name::new("Action MoveFocus"),
            Action::<MoveFocus>::new(),
            ActionOf::<Controls>::new(c),
            DeadZone::default(),
        ))
        .id();
    for (cmd, v) in dirs {
        for b in keys(s, cmd).into_iter().chain(pad(s, cmd)) {
            // A button gives 1 on x: turned onto y for up and down, negated for left
            // and down.
            let neg = if v.x < 0.0 || v.y < 0.0 {
                Negate::all()
            } else {
                Negate::none()
            };
            if v.y != 0.0 {
                world.spawn((b, SwizzleAxis::YXZ, neg, BindingOf(focus)));
            } else {
                world.spawn((b, neg, BindingOf(focus)));
            }
        }
    }
    world.spawn((Binding::from(GamepadAxis::LeftStickX), BindingOf(focus)));
    world.spawn((
        Binding::from(GamepadAxis::LeftStickY),
        SwizzleAxis::YXZ,
        BindingOf(focus),
    ));
    command::<Select>(world, c, s, Command::Select);
    command::<NextChoice>(world, c, s, Command::NextChoice);
    command::<PrevChoice>(world, c, s, Command::PrevChoice);
    command::<PickChoice>(world, c, s, Command::PickChoice);
    command::<Back>(world, c, s, Command::Back);
    action::<Menu>(world, c, vec![KeyCode::F10.into()], vec![G::Start.into()]);
    command::<Undo>(world, c, s, Command::Undo);
    command::<Redo>(world, c, s, Command::Redo);
    command::<ToggleView>(world, c, s, Command::ToggleView);
    command::<ReadPit>(world, c, s, Command::ReadPit);
    command::<ReadLastMove>(world, c, s, Command::ReadLastMove);
    command::<ReadBoard>(world, c, s, Command::ReadBoard);
    command::<ReadLegal>(world, c, s, Command::ReadLegal);
    command::<ReadScore>(world, c, s, Command::ReadScore);
    // The camera: keys Q/E, R/F, Z/X; the right stick and the triggers.
    let axis = |pos: KeyCode, neg: KeyCode, pad: Option<GamepadAxis>| {
        let mut v = vec![
            (Binding::from(pos), Negate::none()),
            (Binding::from(neg), Negate::all()),
        ];
        if let Some(a) = pad {
            v.push((Binding::from(a), Negate::none()));
        }
        v
    };
    for (kind, pos, neg, pad) in [
        (
            0,
            KeyCode::KeyE,
            KeyCode::KeyQ,
            Some(GamepadAxis::RightStickX),
        ),
        (
            1,
            KeyCode::KeyR,
            KeyCode::KeyF,
            Some(GamepadAxis::RightStickY),
        ),
        (2, KeyCode::KeyX, KeyCode::KeyZ, None),
    ] {
        let a = match kind {
            0 => world
                .spawn((
                    Name::new("Action Turn"),
                    Action::<Turn>::new(),
                    ActionOf::<Controls>::new(c),
                    DeadZone::default(),
                ))
                .id(),
            1 => world
                .spawn((
                    Name::new("Action Tilt"),
                    Action::<Tilt>::new(),
                    ActionOf::<Controls>::new(c),
                    DeadZone::default(),
                ))
                .id(),
            _ => world
                .spawn((
                    Name::new("Action Zoom"),
                    Action::<Zoom>::new(),
                    ActionOf::<Controls>::new(c),
                    DeadZone::default(),
                ))
                .id(),
        };
        for (b, n) in axis(pos, neg, pad) {
            world.spawn((b, n, BindingOf(a)));
        }
        if kind == 2 {
            world.spawn((Binding::from(G::RightTrigger2), BindingOf(a)));
            world.spawn((Binding::from(G::LeftTrigger2), Negate::all(), BindingOf(a)));
        }
    }
}

/// After the keys change in settings, the actions are built again.
fn rebuild_controls(world: &mut World) {
    if !world.resource::<RebuildControls>().0 {
        return;
    }
    world.resource_mut::<RebuildControls>().0 = false;
    let settings = world.resource::<Settings>().clone();
    let mut q = world.query_filtered::<Entity, With<Controls>>();
    let old: Vec<Entity> = q.iter(world).collect();
    for e in old {
        world.entity_mut(e).despawn();
    }
    let c = world.spawn((Name::new("Controls"), Controls)).id();
    build_actions(world, c, &settings);
}

/// Keeps the list of non-pit choices in step with the move being built.
fn update_choices(
    options: Res<Options>,
    building: Res<Building>,
    mut cursor: ResMut<ChoiceCursor>,
) {
    if !options.is_changed() && !building.is_changed() {
        return;
    }
    let mut items: Vec<Choice> = options
        .next
        .iter()
        .filter(|s| !matches!(s, Step::Pit(_)))
        .map(|s| Choice::Step(*s))
        .collect();
    if let Some(text) = &options.complete
        && !options.next.is_empty()
    {
        items.push(Choice::Confirm(text.clone()));
    }
    if !building.steps.is_empty() {
        items.push(Choice::UndoStep);
        items.push(Choice::CancelMove);
    }
    if items != cursor.items {
        cursor.at = 0;
        cursor.items = items;
    }
}

/// What the menus do with the keyboard, as egui said at the end of the last frame
/// (set by the render plugin; headless, nothing has the keyboard).
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct UiKeyboard {
    /// A text field or an open popup (a combo box's list) takes every key.
    pub captured: bool,
    /// Some widget has the keyboard focus: Enter and Space press it.
    pub widget_focused: bool,
}

/// Whether board actions apply now: in play, nothing over the board, no text typed.
fn board_input(screen: &State<Screen>, overlay: &State<Overlay>, ui: &UiKeyboard) -> bool {
    *screen.get() == Screen::Play && *overlay.get() == Overlay::None && !ui.captured
}

#[allow(clippy::too_many_arguments)]
fn on_move_focus(
    ev: On<Start<MoveFocus>>,
    screen: Res<State<Screen>>,
    overlay: Res<State<Overlay>>,
    ui: Res<UiKeyboard>,
    visual: Res<Visual>,
    screen_pits: Res<ScreenPits>,
    mut focus: ResMut<Focus>,
    mut announcer: ResMut<Announcer>,
    mut edge: MessageWriter<crate::audio::Cue>,
    settings: Res<Settings>,
    m: Option<Res<Match>>,
) {
    if !board_input(&screen, &overlay, &ui) || visual.pits.is_empty() {
        return;
    }
    let Some(m) = m else { return };
    let points = focus_points(&screen_pits, &visual);
    let Some(from) = focus.0.filter(|&i| i < points.len()) else {
        focus.0 = Some(0);
        announcer.say(crate::speech::pit_label(
            m.game.kind(),
            &visual.pits[0],
            settings.pieces,
        ));
        return;
    };
    // The action's y points up; the screen's y points down.
    let dir = Vec2::new(ev.value.x, -ev.value.y);
    match focus_step(&points, from, dir) {
        Some(to) => {
            focus.0 = Some(to);
            announcer.say(crate::speech::pit_label(
                m.game.kind(),
                &visual.pits[to],
                settings.pieces,
            ));
        }
        None => {
            edge.write(crate::audio::Cue::Edge(from));
        }
    }
}

fn on_select(
    _: On<Start<Select>>,
    screen: Res<State<Screen>>,
    overlay: Res<State<Overlay>>,
    ui: Res<UiKeyboard>,
    keys: Res<ButtonInput<KeyCode>>,
    focus: Res<Focus>,
    mut build: MessageWriter<Build>,
) {
    if !board_input(&screen, &overlay, &ui) {
        return;
    }
    // With a widget focused, Enter and Space are that widget's.
    if ui.widget_focused
        && keys.any_just_pressed([KeyCode::Enter, KeyCode::Space, KeyCode::NumpadEnter])
    {
        return;
    }
    if let Some(i) = focus.0 {
        build.write(Build::Step(Step::Pit(i as u8)));
    }
}

/// A walk through the choices or a pick, from keys or pad; answered after the choices
/// have caught up with the move being built this frame (a choice offered by an Enter one
/// frame ago is already there for the `]` that follows it).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChoiceNav {
    Next,
    Prev,
    Pick,
}

fn on_next_choice(_: On<Start<NextChoice>>, mut nav: MessageWriter<ChoiceNav>) {
    nav.write(ChoiceNav::Next);
}

fn on_prev_choice(_: On<Start<PrevChoice>>, mut nav: MessageWriter<ChoiceNav>) {
    nav.write(ChoiceNav::Prev);
}

fn walk_choices(
    mut nav: MessageReader<ChoiceNav>,
    mut c: ResMut<ChoiceCursor>,
    mut a: ResMut<Announcer>,
    mut build: MessageWriter<Build>,
) {
    for n in nav.read() {
        if c.items.is_empty() {
            continue;
        }
        let len = c.items.len();
        match n {
            ChoiceNav::Next => c.at = (c.at + 1) % len,
            ChoiceNav::Prev => c.at = (c.at + len - 1) % len,
            ChoiceNav::Pick => {
                build.write(c.items[c.at.min(len - 1)].action());
                continue;
            }
        }
        let label = choice_label(&c.items[c.at]);
        a.say(label);
    }
}

impl Choice {
    /// The build action that picks this choice.
    pub fn action(&self) -> Build {
        match self {
            Choice::Step(s) => Build::Step(*s),
            Choice::Confirm(_) => Build::Confirm,
            Choice::UndoStep => Build::UndoStep,
            Choice::CancelMove => Build::Cancel,
        }
    }
}

/// A choice in words.
pub fn choice_label(c: &Choice) -> String {
    match c {
        Choice::Step(s) => crate::hud::step_label(*s, crate::settings::PieceStyle::Balls),
        Choice::Confirm(t) => format!("Confirm {t}"),
        Choice::UndoStep => "Undo the last step".into(),
        Choice::CancelMove => "Cancel this move".into(),
    }
}

fn on_pick_choice(
    _: On<Start<PickChoice>>,
    screen: Res<State<Screen>>,
    overlay: Res<State<Overlay>>,
    ui: Res<UiKeyboard>,
    mut nav: MessageWriter<ChoiceNav>,
) {
    if board_input(&screen, &overlay, &ui) {
        nav.write(ChoiceNav::Pick);
    }
}

/// Back: cancels the move being built; else opens or closes the menu; on the
/// new-game screen, back to the title.
fn on_back(
    _: On<Start<Back>>,
    screen: Res<State<Screen>>,
    overlay: Res<State<Overlay>>,
    ui: Res<UiKeyboard>,
    mut building: ResMut<Building>,
    mut next_overlay: ResMut<NextState<Overlay>>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    if ui.captured {
        return;
    }
    match (screen.get(), overlay.get()) {
        (Screen::Play, Overlay::None) if !building.steps.is_empty() => building.steps.clear(),
        (Screen::Play, Overlay::None) => next_overlay.set(Overlay::Paused),
        (_, Overlay::Paused) | (_, Overlay::GameOver) => next_overlay.set(Overlay::None),
        (Screen::Play, Overlay::Settings) => next_overlay.set(Overlay::Paused),
        (_, Overlay::Settings) => next_overlay.set(Overlay::None),
        (Screen::NewGame, _) => next_screen.set(Screen::Title),
        _ => {}
    }
}

fn on_menu(
    _: On<Start<Menu>>,
    screen: Res<State<Screen>>,
    overlay: Res<State<Overlay>>,
    mut next: ResMut<NextState<Overlay>>,
) {
    if *screen.get() == Screen::Play {
        next.set(if *overlay.get() == Overlay::None {
            Overlay::Paused
        } else {
            Overlay::None
        });
    }
}

fn on_undo(
    _: On<Start<Undo>>,
    screen: Res<State<Screen>>,
    overlay: Res<State<Overlay>>,
    ui: Res<UiKeyboard>,
    mut h: MessageWriter<History>,
) {
    if board_input(&screen, &overlay, &ui) {
        h.write(History::Undo);
    }
}

fn on_redo(
    _: On<Start<Redo>>,
    screen: Res<State<Screen>>,
    overlay: Res<State<Overlay>>,
    ui: Res<UiKeyboard>,
    mut h: MessageWriter<History>,
) {
    if board_input(&screen, &overlay, &ui) {
        h.write(History::Redo);
    }
}

fn on_toggle_view(_: On<Start<ToggleView>>, ui: Res<UiKeyboard>, mut settings: ResMut<Settings>) {
    if !ui.captured {
        settings.toggle_view();
    }
}
