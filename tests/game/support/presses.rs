//! A scripted player pressing keys and pad buttons: taps, routes of the focus to a pit,
//! whole moves and games played by presses alone.

use bevy::input::ButtonState;
use bevy::input::gamepad::{
    GamepadConnection, GamepadConnectionEvent, RawGamepadButtonChangedEvent, RawGamepadEvent,
};
use bevy::input::keyboard::{Key, KeyboardInput, NativeKey};
use bevy::prelude::*;
use sowing::a11y::speech::Announcer;
use sowing::animation::anim::Visual;
use sowing::board::focus::{Focus, ViewTurn, focus_points, focus_step};
use sowing::game::build::Options;
use sowing::game::play::{Match, Seat};
use sowing::game::queue::AnimQueue;
use sowing::input::choices::{Choice, ChoiceCursor};
use sowing_rules::GameKind;
use sowing_rules::Step;

use super::*;

/// How a scripted player presses things.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Device {
    Keyboard,
    Gamepad(Entity),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Press {
    Up,
    Down,
    Left,
    Right,
    Select,
    NextChoice,
    PickChoice,
}

pub fn key_message(app: &mut App, key: KeyCode, state: ButtonState) {
    app.world_mut().write_message(KeyboardInput {
        key_code: key,
        logical_key: Key::Unidentified(NativeKey::Unidentified),
        state,
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    });
}

/// Press in one frame, release in the next.
pub fn tap_key(app: &mut App, key: KeyCode) {
    for state in [ButtonState::Pressed, ButtonState::Released] {
        key_message(app, key, state);
        app.update();
    }
}

pub fn tap_button(app: &mut App, pad: Entity, b: GamepadButton) {
    for v in [1.0, 0.0] {
        app.world_mut()
            .write_message(RawGamepadEvent::Button(RawGamepadButtonChangedEvent::new(
                pad, b, v,
            )));
        app.update();
    }
}

pub fn connect_pad(app: &mut App) -> Entity {
    let pad = app.world_mut().spawn_empty().id();
    // As the gamepad backend does: a connection message, then raw button changes.
    app.world_mut().write_message(GamepadConnectionEvent::new(
        pad,
        GamepadConnection::Connected {
            name: "Test pad".into(),
            vendor_id: None,
            product_id: None,
        },
    ));
    app.update();
    app.update();
    pad
}

pub fn press(app: &mut App, device: Device, p: Press) {
    match device {
        Device::Keyboard => tap_key(
            app,
            match p {
                Press::Up => KeyCode::ArrowUp,
                Press::Down => KeyCode::ArrowDown,
                Press::Left => KeyCode::KeyA,
                Press::Right => KeyCode::KeyD,
                Press::Select => KeyCode::Enter,
                Press::NextChoice => KeyCode::BracketRight,
                Press::PickChoice => KeyCode::KeyC,
            },
        ),
        Device::Gamepad(pad) => tap_button(
            app,
            pad,
            match p {
                Press::Up => GamepadButton::DPadUp,
                Press::Down => GamepadButton::DPadDown,
                Press::Left => GamepadButton::DPadLeft,
                Press::Right => GamepadButton::DPadRight,
                Press::Select => GamepadButton::South,
                Press::NextChoice => GamepadButton::RightTrigger,
                Press::PickChoice => GamepadButton::North,
            },
        ),
    }
}

/// The presses that move the focus from one pit to another (breadth-first over the
/// four directions, as the focus rule moves).
pub fn route(points: &[Vec2], from: usize, to: usize) -> Vec<Press> {
    let dirs = [
        (Press::Up, Vec2::new(0.0, -1.0)),
        (Press::Down, Vec2::new(0.0, 1.0)),
        (Press::Left, Vec2::new(-1.0, 0.0)),
        (Press::Right, Vec2::new(1.0, 0.0)),
    ];
    let mut prev: Vec<Option<(usize, Press)>> = vec![None; points.len()];
    let mut seen = vec![false; points.len()];
    let mut queue = std::collections::VecDeque::from([from]);
    seen[from] = true;
    while let Some(i) = queue.pop_front() {
        if i == to {
            break;
        }
        for (p, d) in dirs {
            if let Some(j) = focus_step(points, i, d)
                && !seen[j]
            {
                seen[j] = true;
                prev[j] = Some((i, p));
                queue.push_back(j);
            }
        }
    }
    assert!(
        seen[to],
        "pit {to} can be reached from pit {from} with the focus"
    );
    let mut path = Vec::new();
    let mut at = to;
    while let Some((i, p)) = prev[at] {
        path.push(p);
        at = i;
    }
    path.reverse();
    path
}

pub fn wait_idle(app: &mut App) {
    // A picked choice becomes a build action, then a move: two frames.
    app.update();
    app.update();
    for _ in 0..200 {
        if app.world().resource::<AnimQueue>().is_idle() {
            return;
        }
        app.update();
    }
}

/// Walks the focus to a pit and selects it.
pub fn press_pit(app: &mut App, device: Device, target: usize) {
    if app.world().resource::<Focus>().0.is_none() {
        press(app, device, Press::Right);
    }
    let points = focus_points(
        app.world().resource::<ViewTurn>(),
        app.world().resource::<Visual>(),
    );
    let from = app.world().resource::<Focus>().0.unwrap();
    for p in route(&points, from, target) {
        press(app, device, p);
    }
    assert_eq!(app.world().resource::<Focus>().0, Some(target));
    press(app, device, Press::Select);
}

/// Walks the choice cursor to the choice at `want` and picks it.
pub fn press_choice(app: &mut App, device: Device, want: usize) {
    // The first press lights the first choice (a pick before it only lights it too).
    if !app.world().resource::<ChoiceCursor>().walked {
        press(app, device, Press::NextChoice);
    }
    let mut guard = 0;
    while app.world().resource::<ChoiceCursor>().at != want {
        press(app, device, Press::NextChoice);
        guard += 1;
        assert!(guard < 100, "choice {want} is reached");
    }
    press(app, device, Press::PickChoice);
}

/// Plays one move with presses only: random offered pits (reached with the focus) and
/// choices (reached with next-choice), until the move is sent.
pub fn play_move_by_presses(app: &mut App, device: Device, rng: &mut sowing_rules::Rng) {
    let before = app.world().resource::<Match>().moves.len();
    for _ in 0..200 {
        wait_idle(app);
        if app.world().resource::<Match>().moves.len() > before {
            return;
        }
        let options = app.world().resource::<Options>().clone();
        let cursor = app.world().resource::<ChoiceCursor>().clone();
        let pits: Vec<usize> = options
            .next
            .iter()
            .filter_map(|s| match s {
                Step::Pit(p) => Some(*p as usize),
                _ => None,
            })
            .collect();
        let choices: Vec<usize> = (0..cursor.items.len())
            .filter(|&i| !matches!(cursor.items[i], Choice::CancelMove | Choice::UndoStep))
            .collect();
        let n = pits.len() + choices.len();
        assert!(n > 0, "something to choose: {options:?}");
        let k = rng.below(n as u64) as usize;
        if k < pits.len() {
            press_pit(app, device, pits[k]);
        } else {
            press_choice(app, device, choices[k - pits.len()]);
        }
    }
    panic!("the move was never sent");
}

pub fn short_game(kind: GameKind) -> Match {
    let (players, options) = match kind {
        GameKind::UmelBagara => (2, serde_json::json!({"seeds": 3})),
        GameKind::Tricala => (2, serde_json::json!({"quiet_limit": 12})),
        GameKind::Myra => (2, serde_json::json!({"quiet_limit": 6})),
        GameKind::Esiema => (2, serde_json::json!({"spheres": [3, 3], "quiet_limit": 8})),
    };
    Match::new(
        kind,
        players,
        options.as_object().unwrap().clone(),
        vec![Seat::Human; players as usize],
    )
    .unwrap()
}

pub fn play_to_the_end(device_of: impl Fn(&mut App) -> Device) {
    for (i, kind) in GameKind::ALL.into_iter().enumerate() {
        let mut app = app_with(short_game(kind));
        let device = device_of(&mut app);
        let mut rng = sowing_rules::Rng::new(100 + i as u64);
        let mut announced = 0;
        for _ in 0..2000 {
            if app.world().resource::<Match>().game.finished().is_some() {
                break;
            }
            let seq = app.world().resource::<Announcer>().seq;
            play_move_by_presses(&mut app, device, &mut rng);
            wait_idle(&mut app);
            assert_board_matches(&mut app);
            let a = app.world().resource::<Announcer>();
            assert!(
                a.seq > seq,
                "every move is announced: {kind}, {:?}, {}",
                app.world().resource::<Match>().moves,
                a.live
            );
            announced += 1;
        }
        let m = app.world().resource::<Match>();
        assert!(
            m.game.finished().is_some(),
            "{kind} with {device:?} ended ({} moves)",
            m.moves.len()
        );
        assert!(announced > 0);
    }
}

/// Press and release in the same frame, as `xdotool key` or a slow frame gives them.
pub fn tap_key_in_one_frame(app: &mut App, key: KeyCode) {
    for state in [ButtonState::Pressed, ButtonState::Released] {
        key_message(app, key, state);
    }
    app.update();
}
