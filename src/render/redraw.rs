//! When the window draws. It redraws on demand only: while a move plays out, a piece
//! glides, the camera moves, a computer thinks (or looks for a hint), a replay runs, a tap waits to be shown or
//! a file is being written, and for two frames after any input or change (so the frame
//! on screen is the latest state, not the one before it); then it draws nothing at all.
//!
//! Three things can need a frame while the app sleeps, and small waker threads wake the
//! event loop for them: egui asking for a repaint after a delay (a tooltip; bevy_egui
//! would otherwise redraw every frame for it), a screen reader's action request
//! (AccessKit queues it without waking the loop), and a gamepad event (Bevy reads pads
//! only in a frame). Action requests are handed to egui as
//! input, so a screen reader's "click" presses the button.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use bevy::a11y::ActionRequest;
use bevy::input::gamepad::GamepadEvent;
use bevy::input::keyboard::KeyboardInput;
use bevy::input::mouse::{MouseButtonInput, MouseWheel};
use bevy::prelude::*;
use bevy::render::render_resource::PipelineCache;
use bevy::render::{Render, RenderApp, RenderSystems};
use bevy::window::{CursorLeft, RequestRedraw, WindowFocused, WindowResized};
use bevy::winit::accessibility::{WinitActionRequestHandler, WinitActionRequestHandlers};
use bevy::winit::{EventLoopProxyWrapper, UpdateMode, WinitSettings, WinitUserEvent};
use bevy_egui::{EguiContext, EguiInput, EguiPostUpdateSet, EguiPreUpdateSet, PrimaryEguiContext};

use crate::animation::motion::Glide;
use crate::game::computer::Thinking;
use crate::game::queue::AnimQueue;
use crate::game::records::autosave::Autosaver;
use crate::game::records::replay::ReplayPlayer;
use crate::render::camera::{BoardArea, CameraRig};

/// Frames drawn after the last input or change: the one that shows it, and one more
/// because rendering runs a frame behind the main world.
const TAIL: u8 = 2;

/// How often the waker looks for a screen reader's requests.
const A11Y_POLL: Duration = Duration::from_millis(40);

/// How often an online game's window reads the network while nothing else happens (a
/// peer's move shows within this; the frame it costs is drawn only then).
const NET_POLL: Duration = Duration::from_millis(100);

/// Redraw on demand (the real window; screenshots and benchmarks draw continuously).
pub(crate) fn plugin(app: &mut App) {
    // Never wake on a timer: a day is as good as never.
    let never = Duration::from_secs(86_400);
    app.insert_resource(WinitSettings {
        focused_mode: UpdateMode::reactive_low_power(never),
        unfocused_mode: UpdateMode::reactive_low_power(never),
    })
    .init_resource::<Tail>()
    .add_systems(Startup, start_waker)
    .add_systems(
        PreUpdate,
        (
            watch_a11y_handlers,
            egui_repaint_callback,
            forward_actions,
            quiet_modifiers,
        )
            .after(EguiPreUpdateSet::ProcessInput)
            .before(EguiPreUpdateSet::BeginPass),
    )
    // bevy_egui asks for a redraw whenever egui wants any repaint, even one due in a
    // second; the waker keeps egui's timing instead.
    .add_systems(
        PostUpdate,
        drop_egui_redraws.after(EguiPostUpdateSet::ProcessOutput),
    )
    .add_systems(Last, decide)
    .add_systems(Update, poll_network);
    // Pipelines compile in the background: keep drawing until the board can be shown.
    let compiling = Compiling::default();
    app.insert_resource(compiling.clone());
    if let Some(render_app) = app.get_sub_app_mut(RenderApp) {
        render_app
            .insert_resource(compiling)
            .add_systems(Render, watch_pipelines.in_set(RenderSystems::Cleanup));
    }
}

/// Online, the window wakes every `NET_POLL` to read the network; offline, never on a
/// timer.
fn poll_network(role: Res<crate::game::protocol::NetRole>, mut winit: ResMut<WinitSettings>) {
    if !role.is_changed() {
        return;
    }
    let wait = if *role == crate::game::protocol::NetRole::Local {
        Duration::from_secs(86_400)
    } else {
        NET_POLL
    };
    winit.focused_mode = UpdateMode::reactive_low_power(wait);
    winit.unfocused_mode = UpdateMode::reactive_low_power(wait);
}

/// Whether the render world has pipelines still compiling.
#[derive(Resource, Clone, Default)]
struct Compiling(Arc<AtomicBool>);

fn watch_pipelines(cache: Res<PipelineCache>, compiling: Res<Compiling>) {
    let waiting = cache.waiting_pipelines().next().is_some();
    compiling.0.store(waiting, Ordering::Relaxed);
}

/// Frames still to draw after the last activity.
#[derive(Resource, Default, Debug)]
pub struct Tail(pub u8);

#[derive(Default)]
struct WakeState {
    /// egui's next delayed repaint.
    deadline: Option<Instant>,
    /// egui asked for another frame at once.
    immediate: bool,
    /// The windows' AccessKit request queues.
    a11y: Vec<Arc<Mutex<WinitActionRequestHandler>>>,
}

#[derive(Default)]
struct Shared {
    state: Mutex<WakeState>,
    changed: Condvar,
}

/// The waker thread's shared state.
#[derive(Resource, Clone)]
struct Waker(Arc<Shared>);

fn start_waker(mut commands: Commands, proxy: Option<Res<EventLoopProxyWrapper>>) {
    let Some(proxy) = proxy else { return };
    start_pad_waker((**proxy).clone());
    let proxy = (**proxy).clone();
    let shared = Arc::new(Shared::default());
    let s = shared.clone();
    let spawned = std::thread::Builder::new()
        .name("sowing-waker".into())
        .spawn(move || {
            let mut st = s.state.lock().expect("waker state");
            loop {
                let now = Instant::now();
                let mut wake = false;
                if st.deadline.is_some_and(|d| d <= now) {
                    st.deadline = None;
                    wake = true;
                }
                if st
                    .a11y
                    .iter()
                    .any(|h| h.lock().is_ok_and(|q| !q.0.is_empty()))
                {
                    wake = true;
                }
                if wake && proxy.send_event(WinitUserEvent::WakeUp).is_err() {
                    return; // The event loop is gone.
                }
                let mut wait = if st.a11y.is_empty() {
                    Duration::from_secs(3600)
                } else {
                    A11Y_POLL
                };
                if let Some(d) = st.deadline {
                    wait = wait.min(d.saturating_duration_since(now));
                }
                st = s.changed.wait_timeout(st, wait).expect("waker state").0;
            }
        });
    match spawned {
        Ok(_) => {
            commands.insert_resource(Waker(shared));
        }
        Err(e) => error!("cannot start the window waker: {e}"),
    }
}

/// Bevy reads the gamepads only when a frame runs, so a pad press alone would never wake
/// an idle window. A second gilrs handle waits on the pads' device files (epoll, no
/// polling) and wakes the event loop for any pad event; Bevy's own handle then reads it.
fn start_pad_waker(proxy: bevy::winit::EventLoopProxy<WinitUserEvent>) {
    let spawned = std::thread::Builder::new()
        .name("sowing-pad-waker".into())
        .spawn(move || {
            let mut pads = match gilrs::Gilrs::new() {
                Ok(g) => g,
                Err(e) => {
                    warn!("gamepads will not wake an idle window: {e}");
                    return;
                }
            };
            loop {
                if pads
                    .next_event_blocking(Some(Duration::from_secs(60)))
                    .is_none()
                {
                    continue;
                }
                while pads.next_event().is_some() {}
                if proxy.send_event(WinitUserEvent::WakeUp).is_err() {
                    return; // The event loop is gone.
                }
            }
        });
    if let Err(e) = spawned {
        error!("cannot start the gamepad waker: {e}");
    }
}

/// Hands the windows' AccessKit request queues to the waker.
fn watch_a11y_handlers(
    handlers: Option<Res<WinitActionRequestHandlers>>,
    waker: Option<Res<Waker>>,
) {
    let (Some(handlers), Some(waker)) = (handlers, waker) else {
        return;
    };
    if !handlers.is_changed() {
        return;
    }
    let mut st = waker.0.state.lock().expect("waker state");
    st.a11y = handlers.0.values().cloned().collect();
    waker.0.changed.notify_one();
}

/// egui's repaint requests go to the waker: at once, or after their delay.
fn egui_repaint_callback(
    mut contexts: Query<&mut EguiContext, Added<EguiContext>>,
    waker: Option<Res<Waker>>,
) {
    let Some(waker) = waker else { return };
    for mut ctx in &mut contexts {
        let shared = waker.0.clone();
        ctx.get_mut().set_request_repaint_callback(move |info| {
            let mut st = shared.state.lock().expect("waker state");
            if info.delay.is_zero() {
                st.immediate = true;
            } else {
                let at = Instant::now() + info.delay;
                st.deadline = Some(st.deadline.map_or(at, |d| d.min(at)));
                shared.changed.notify_one();
            }
        });
    }
}

/// A screen reader's action requests reach egui as input: a click presses the button,
/// a focus request moves the keyboard focus.
fn forward_actions(
    mut requests: MessageReader<ActionRequest>,
    mut inputs: Query<&mut EguiInput, With<PrimaryEguiContext>>,
) {
    let Ok(mut input) = inputs.single_mut() else {
        requests.clear();
        return;
    };
    for r in requests.read() {
        input
            .0
            .events
            .push(bevy_egui::egui::Event::AccessKitActionRequest(r.0.clone()));
    }
}

/// bevy_egui tells egui the modifier keys every frame, and egui repaints at once for any
/// event: the window would never idle. Only a change of the modifiers is passed on.
fn quiet_modifiers(
    mut inputs: Query<&mut EguiInput, With<PrimaryEguiContext>>,
    mut last: Local<Option<bevy_egui::egui::Modifiers>>,
) {
    use bevy_egui::egui::Event;
    let Ok(mut input) = inputs.single_mut() else {
        return;
    };
    input.0.events.retain(|e| match e {
        Event::ModifiersChanged(m) if *last == Some(*m) => false,
        Event::ModifiersChanged(m) => {
            *last = Some(*m);
            true
        }
        _ => true,
    });
}

fn drop_egui_redraws(mut redraws: ResMut<Messages<RequestRedraw>>) {
    redraws.clear();
}

/// What moves or works on its own and needs the next frame.
#[derive(bevy::ecs::system::SystemParam)]
struct Busy<'w, 's> {
    compiling: Res<'w, Compiling>,
    queue: Res<'w, AnimQueue>,
    thinking: Res<'w, Thinking>,
    hint: Res<'w, crate::game::hint::Hint>,
    replay: Res<'w, ReplayPlayer>,
    saver: Res<'w, Autosaver>,
    rig: Res<'w, CameraRig>,
    area: Res<'w, BoardArea>,
    glides: Query<'w, 's, (), With<Glide>>,
    taps: Res<'w, crate::input::latch::Latch<KeyCode>>,
    pad_taps: Res<'w, crate::input::latch::Latch<(Entity, GamepadButton)>>,
    egui_keys: Res<'w, crate::input::latch::EguiKeyQueue>,
    chords: Res<'w, crate::input::chords::HeldKeys>,
}

impl Busy<'_, '_> {
    /// Named reasons, for the debug log.
    fn reasons(&self) -> [(&'static str, bool); 8] {
        [
            ("pipelines", self.compiling.0.load(Ordering::Relaxed)),
            ("animation", !self.queue.is_idle()),
            ("thinking", self.thinking.busy() || self.hint.busy()),
            ("replay", self.replay.playing),
            ("autosave", !self.saver.idle()),
            ("glides", !self.glides.is_empty()),
            (
                "taps",
                self.taps.pending()
                    || self.pad_taps.pending()
                    || self.egui_keys.pending()
                    || self.chords.pending(),
            ),
            ("camera", self.rig.is_changed() || self.area.is_changed()),
        ]
    }
}

/// Draws the next frame while anything is busy, and for `TAIL` frames after.
fn decide(
    mut tail: ResMut<Tail>,
    waker: Option<Res<Waker>>,
    busy: Busy,
    mut input: InputSeen,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let mut egui_now = false;
    if let Some(w) = &waker
        && let Ok(mut st) = w.0.state.lock()
    {
        egui_now = std::mem::take(&mut st.immediate);
    }
    let reasons = busy.reasons();
    let more = [("egui", egui_now), ("input", input.any())];
    let mut active = reasons.iter().chain(&more).filter(|r| r.1).peekable();
    if active.peek().is_some() {
        debug!("redraw: {:?}", active.map(|r| r.0).collect::<Vec<_>>());
        tail.0 = TAIL;
    }
    if tail.0 > 0 {
        tail.0 -= 1;
        redraw.write(RequestRedraw);
    }
}

/// Whether any input reached the app this frame.
#[derive(bevy::ecs::system::SystemParam)]
struct InputSeen<'w, 's> {
    keys: MessageReader<'w, 's, KeyboardInput>,
    buttons: MessageReader<'w, 's, MouseButtonInput>,
    moved: MessageReader<'w, 's, CursorMoved>,
    /// The pointer leaving the window ends a hover (a lit pit, a previewed arrow).
    left: MessageReader<'w, 's, CursorLeft>,
    wheel: MessageReader<'w, 's, MouseWheel>,
    pads: MessageReader<'w, 's, GamepadEvent>,
    actions: MessageReader<'w, 's, ActionRequest>,
    resized: MessageReader<'w, 's, WindowResized>,
    focused: MessageReader<'w, 's, WindowFocused>,
    screen: Option<Res<'w, State<crate::game::screens::Screen>>>,
    overlay: Option<Res<'w, State<crate::game::screens::Overlay>>>,
}

impl InputSeen<'_, '_> {
    fn any(&mut self) -> bool {
        // Read every reader (no short cut), so none carries messages into the next frame.
        let counts = [
            self.keys.read().count(),
            self.buttons.read().count(),
            self.moved.read().count(),
            self.left.read().count(),
            self.wheel.read().count(),
            self.pads.read().count(),
            self.actions.read().count(),
            self.resized.read().count(),
            self.focused.read().count(),
        ];
        let states = self.screen.as_ref().is_some_and(|s| s.is_changed())
            || self.overlay.as_ref().is_some_and(|s| s.is_changed());
        counts.iter().any(|&n| n > 0) || states
    }
}
