//! Quick keys: a tap within one frame still plays, taps are shown in order, a chord let go
//! within a frame keeps its modifier, and egui gets one key press a frame.

use bevy::input::InputPlugin;
use bevy::prelude::*;
use sowing::animation::anim::Visual;
use sowing::game::play::Match;
use sowing_rules::GameKind;

use crate::support::*;

#[test]
fn a_key_tapped_within_one_frame_still_plays() {
    use sowing::board::focus::Focus;
    let mut app = app_with(humans(GameKind::UmelBagara, 2));
    let index = |app: &App, n: &str| {
        app.world()
            .resource::<Visual>()
            .pits
            .iter()
            .position(|p| p.name == n)
            .unwrap()
    };
    // The first arrow puts the cursor on pit 0.
    tap_key_in_one_frame(&mut app, KeyCode::ArrowRight);
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<Focus>().0,
        Some(0),
        "the tap was seen"
    );
    // Two taps in two frames, each pressed and released within its frame: two steps.
    let c11 = index(&app, "1.1");
    app.world_mut().resource_mut::<Focus>().0 = Some(c11);
    tap_key_in_one_frame(&mut app, KeyCode::ArrowRight);
    tap_key_in_one_frame(&mut app, KeyCode::ArrowRight);
    for _ in 0..6 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<Focus>().0,
        Some(index(&app, "1.3")),
        "both taps moved the cursor"
    );
    app.world_mut().resource_mut::<Focus>().0 = Some(c11);
    tap_key_in_one_frame(&mut app, KeyCode::Enter);
    settle(&mut app);
    assert_eq!(
        app.world().resource::<Match>().moves.len(),
        1,
        "Enter tapped within one frame played the focused cup"
    );
}

#[test]
fn taps_are_shown_in_order_one_press_a_frame() {
    use sowing::input::latch::Latch;
    let mut l: Latch<u8> = Latch::default();
    // Right, Right, Up within one frame: three presses, never two at once.
    for k in [1, 1, 2] {
        l.feed(k, true, 1.0);
        l.feed(k, false, 0.0);
    }
    let mut presses = Vec::new();
    for _ in 0..8 {
        let shown = l.step();
        let down: Vec<u8> = shown
            .iter()
            .filter(|s| s.pressed)
            .map(|s| s.input)
            .collect();
        assert!(down.len() <= 1, "one button down at a time: {down:?}");
        presses.extend(
            shown
                .iter()
                .filter(|s| s.pressed && s.changed)
                .map(|s| s.input),
        );
    }
    assert_eq!(presses, [1, 1, 2]);
    assert!(!l.pending());
    // A held button keeps its analog value.
    l.feed(3, true, 0.6);
    let s = l.step();
    assert_eq!((s[0].pressed, s[0].value), (true, 0.6));
    let s = l.step();
    assert_eq!((s[0].pressed, s[0].changed, s[0].value), (true, false, 0.6));
}

#[test]
fn a_chord_let_go_within_one_frame_keeps_its_modifier_for_the_key() {
    use bevy::input::ButtonState;
    use bevy::input::keyboard::{Key, KeyboardInput};

    #[derive(Resource, Default)]
    struct Frames(Vec<Vec<(KeyCode, bool)>>);
    fn record(mut seen: MessageReader<KeyboardInput>, mut frames: ResMut<Frames>) {
        let frame = seen
            .read()
            .map(|k| (k.key_code, k.state.is_pressed()))
            .collect();
        frames.0.push(frame);
    }
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, InputPlugin))
        .add_plugins(sowing::input::chords::plugin)
        .init_resource::<Frames>()
        .add_systems(PreUpdate, record.after(bevy::input::InputSystems));
    app.update();
    let key = |code: KeyCode, logical: Key, pressed: bool| KeyboardInput {
        key_code: code,
        logical_key: logical,
        state: if pressed {
            ButtonState::Pressed
        } else {
            ButtonState::Released
        },
        text: None,
        repeat: false,
        window: Entity::PLACEHOLDER,
    };
    let a = || Key::Character("a".into());
    // Ctrl+A, then a plain B, all between two frames.
    for k in [
        key(KeyCode::ControlLeft, Key::Control, true),
        key(KeyCode::KeyA, a(), true),
        key(KeyCode::KeyA, a(), false),
        key(KeyCode::ControlLeft, Key::Control, false),
        key(KeyCode::KeyB, Key::Character("b".into()), true),
        key(KeyCode::KeyB, Key::Character("b".into()), false),
    ] {
        app.world_mut().write_message(k);
    }
    app.update();
    let keys = app.world().resource::<ButtonInput<KeyCode>>();
    assert!(
        keys.pressed(KeyCode::ControlLeft) && keys.just_pressed(KeyCode::KeyA),
        "Ctrl is still down in the frame A is pressed"
    );
    assert!(
        app.world()
            .resource::<sowing::input::chords::HeldKeys>()
            .pending()
    );
    app.update();
    app.update();
    let frames = &app.world().resource::<Frames>().0;
    assert_eq!(
        frames[1],
        [
            (KeyCode::ControlLeft, true),
            (KeyCode::KeyA, true),
            (KeyCode::KeyA, false)
        ]
    );
    assert_eq!(
        frames[2],
        [
            (KeyCode::ControlLeft, false),
            (KeyCode::KeyB, true),
            (KeyCode::KeyB, false)
        ],
        "the rest next frame, in order"
    );
    assert!(frames[3].is_empty(), "nothing twice");
    assert!(
        !app.world()
            .resource::<sowing::input::chords::HeldKeys>()
            .pending()
    );
}

#[test]
fn egui_gets_one_key_press_a_frame_and_no_typing_in_a_clicks_frame() {
    use bevy_egui::egui::{Event, Key as EKey, Modifiers, PointerButton, pos2};
    use sowing::ui::egui_keys::split_for_frame;
    use std::collections::VecDeque;
    let key = |k: EKey| Event::Key {
        key: k,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers: Modifiers::NONE,
    };
    let click = |pressed: bool| Event::PointerButton {
        pos: pos2(10.0, 10.0),
        button: PointerButton::Primary,
        pressed,
        modifiers: Modifiers::NONE,
    };
    let text = |t: &str| Event::Text(t.into());
    // "a", a click on another field, "x": the click has a frame of its own.
    let mut later = VecDeque::new();
    let now = split_for_frame(
        vec![
            key(EKey::A),
            text("a"),
            click(true),
            click(false),
            key(EKey::X),
            text("x"),
        ],
        &mut later,
    );
    assert_eq!(now, [key(EKey::A), text("a")]);
    assert_eq!(
        Vec::from(later.clone()),
        [click(true), click(false), key(EKey::X), text("x")]
    );
    let mut after = VecDeque::new();
    let next = split_for_frame(Vec::from(later), &mut after);
    assert_eq!(next, [click(true), click(false)], "the click alone");
    assert_eq!(Vec::from(after), [key(EKey::X), text("x")]);
    // Two presses: the second waits, with everything after it.
    let mut later = VecDeque::new();
    let now = split_for_frame(
        vec![key(EKey::Space), key(EKey::Tab), text("t")],
        &mut later,
    );
    assert_eq!(now, [key(EKey::Space)]);
    assert_eq!(Vec::from(later), [key(EKey::Tab), text("t")]);
    // bevy_egui wrote the frame's click first; it came after two of the three presses.
    let mut events = vec![
        click(true),
        click(false),
        text("h"),
        key(EKey::H),
        text("i"),
        key(EKey::I),
        text("x"),
        key(EKey::X),
    ];
    sowing::ui::egui_keys::in_time_order(&mut events, &[2, 2]);
    assert_eq!(
        events,
        [
            text("h"),
            key(EKey::H),
            text("i"),
            key(EKey::I),
            click(true),
            click(false),
            text("x"),
            key(EKey::X)
        ]
    );
    // Counts that do not match what egui got: left as they are.
    let before = events.clone();
    sowing::ui::egui_keys::in_time_order(&mut events, &[5]);
    assert_eq!(events, before);
    // Nothing to split: all of it now.
    let mut later = VecDeque::new();
    let all = vec![click(true), click(false)];
    assert_eq!(split_for_frame(all.clone(), &mut later), all);
    assert!(later.is_empty());
}
