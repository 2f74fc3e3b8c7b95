//! The actions' bindings: every remappable command gets the player's keys and pad
//! buttons from settings, the focus and camera axes their keys, D-pad and sticks; after
//! a remap the controls are built again.

use bevy::prelude::*;
use bevy_enhanced_input::prelude::*;

use super::*;
use crate::settings::Settings;
use crate::settings::keys::{Command, buttons_of, keys_of};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RebuildControls>()
        .add_systems(Startup, spawn_controls)
        .add_systems(Update, rebuild_controls);
}

/// Rebuild the controls (after the keys changed).
#[derive(Resource, Default, Debug)]
pub struct RebuildControls(pub bool);

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
    command::<ReadPreview>(world, c, s, Command::ReadPreview);
    command::<ShowHint>(world, c, s, Command::Hint);
    command::<ToggleCoordinates>(world, c, s, Command::Coordinates);
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
