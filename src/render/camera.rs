//! The camera: orbit (right drag, Q/E, R/F), zoom (wheel, Z/X), pan (middle drag, or
//! shift and right drag), a top-down 2D view (T, or the button in the panel) with an
//! orthographic projection, and framing that keeps the whole board in the part of the
//! window the docked panels leave free (`BoardArea`), whatever the window's size or the
//! text size. The camera never feeds back into the game: it only looks.

use bevy::camera::ScalingMode;
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;
use bevy_enhanced_input::prelude::Action;

use crate::board::focus::{ScreenPits, ViewTurn};
use crate::input::{Tilt, Turn, UiKeyboard, Zoom};

use crate::animation::anim::Visual;
use crate::board::pieces::board_radius;
use crate::game::play::Match;
use crate::game::screens::Screen;
use crate::game::start::MatchSerial;
use crate::settings::{Settings, View};

/// The part of the window the board is framed in, in logical pixels from the window's
/// top left: what the docked panels leave free (`ui::dock` measures it each frame). None
/// (before the first frame, or with no panels) is the whole window.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Default)]
pub struct BoardArea(pub Option<Rect>);

/// Where the camera looks from: angles around the board, zoom and pan.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct CameraRig {
    /// Turn around the board, radians; 0 looks from player 1's side.
    pub yaw: f32,
    /// Height above the table, radians from horizontal (table view only).
    pub pitch: f32,
    /// 1 frames the board; smaller is closer.
    pub zoom: f32,
    /// Offset of the point looked at, on the table.
    pub pan: Vec3,
    /// The turn the view goes back to (Home, or "Reset the view"): the player's own side
    /// online, else player 1's.
    pub home_yaw: f32,
}

impl CameraRig {
    /// The view as a game opens it, turned to the player's own side.
    pub fn home(&self) -> CameraRig {
        CameraRig {
            yaw: self.home_yaw,
            home_yaw: self.home_yaw,
            ..CameraRig::default()
        }
    }

    /// Whether the view was zoomed, turned, tilted or panned away from `home`.
    pub fn moved(&self) -> bool {
        *self != self.home()
    }
}

impl Default for CameraRig {
    fn default() -> Self {
        CameraRig {
            yaw: 0.0,
            pitch: 0.9,
            zoom: 1.0,
            pan: Vec3::ZERO,
            home_yaw: 0.0,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CameraRig>()
        .init_resource::<BoardArea>()
        .add_systems(Startup, spawn_camera)
        .add_systems(OnEnter(Screen::Title), title_view)
        .add_systems(
            Update,
            (face_own_seat, steer, place_camera, project_pits).chain(),
        );
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((
        Name::new("Camera"),
        Camera3d::default(),
        // Sounds tied to a pit are heard from the camera: panned left and right.
        bevy::audio::SpatialListener::new(4.0),
        Transform::from_xyz(0.0, 11.0, 10.0).looking_at(Vec3::ZERO, Vec3::Y),
    ));
}

/// The turn of the view (`CameraRig::yaw`) that looks from the side of the player in seat
/// `seat` (0-based): towards the middle of that player's pieces in the game's first
/// position, or, where the pieces are no one's yet (Umel Bagara's beans, a board filled
/// by placing), the seats spaced evenly round the board from player 1's side.
pub fn seat_yaw(m: &Match, seat: usize) -> f32 {
    let first = m.history.first().unwrap_or(&m.game);
    let owner = seat as u8 + 1;
    let (mut sum, mut n) = (Vec2::ZERO, 0.0);
    for pit in first.pit_views() {
        let mine = pit.pieces.iter().filter(|p| p.owner() == owner).count() as f32;
        sum += Vec2::new(pit.center.0, pit.center.1) * mine;
        n += mine;
    }
    // The board's plane has y away from player 1; the view at yaw 0 looks from -y.
    if n > 0.0 && (sum / n).length() > 0.1 {
        let c = sum / n;
        return c.x.atan2(-c.y);
    }
    let players = m.seats.len().max(1) as f32;
    std::f32::consts::TAU * seat as f32 / players
}

/// An online player sees the board from their own seat: when the seat they hold or the
/// match changes, the view turns to their side (they may turn it on from there). The
/// next game of this machine after one turned so is seen from player 1's side again (it
/// stayed turned to the online seat for the rest of the session).
pub fn face_own_seat(
    joined: Option<Res<crate::net::client::Joined>>,
    (m, serial): (Option<Res<Match>>, Res<MatchSerial>),
    mut rig: ResMut<CameraRig>,
    mut faced: Local<Option<(u64, u8)>>,
) {
    let Some(m) = m else {
        return;
    };
    let Some(seat) = joined.and_then(|j| j.seat) else {
        if faced.is_some_and(|(s, _)| s != serial.0) {
            *faced = None;
            rig.yaw = 0.0;
            rig.home_yaw = 0.0;
        }
        return;
    };
    if *faced == Some((serial.0, seat)) {
        return;
    }
    *faced = Some((serial.0, seat));
    rig.yaw = seat_yaw(&m, seat as usize);
    rig.home_yaw = rig.yaw;
}

/// The title's backdrop is seen from the front, unzoomed: the view a game left (turned to
/// an online seat 2, zoomed, panned) showed it in a corner.
pub fn title_view(mut rig: ResMut<CameraRig>) {
    rig.set_if_neq(CameraRig::default());
}

/// The keys, the mouse and whether egui or a text field wants them.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct Pointer<'w, 's> {
    keys: Res<'w, ButtonInput<KeyCode>>,
    buttons: Res<'w, ButtonInput<MouseButton>>,
    motion: Res<'w, AccumulatedMouseMotion>,
    scroll: Res<'w, AccumulatedMouseScroll>,
    egui: Option<Res<'w, EguiWantsInput>>,
    ui: Res<'w, UiKeyboard>,
    shown: (
        Res<'w, State<crate::game::screens::Screen>>,
        Res<'w, State<crate::game::screens::Overlay>>,
    ),
    area: Res<'w, BoardArea>,
    window: Query<'w, 's, &'static Window, With<PrimaryWindow>>,
}

/// The camera's input actions (keys, sticks, triggers).
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct CameraActions<'w, 's> {
    turn: Query<'w, 's, &'static Action<Turn>>,
    tilt: Query<'w, 's, &'static Action<Tilt>>,
    zoom: Query<'w, 's, &'static Action<Zoom>>,
}

fn steer(actions: CameraActions, pointer: Pointer, time: Res<Time>, mut rig: ResMut<CameraRig>) {
    let CameraActions { turn, tilt, zoom } = actions;
    let Pointer {
        keys,
        buttons,
        motion,
        scroll,
        egui,
        ui,
        shown,
        area,
        window,
    } = pointer;
    // The keys turn the board only while it is played: with a menu open they are the
    // menu's (egui says a text field has them only a frame after the click that focused
    // it, and the first letters of a save's name turned the board behind the dialog).
    let live = crate::game::screens::live(*shown.0.get(), *shown.1.get());
    let typing = ui.captured || !live;
    // The docked panels are egui's, drawn in its background: egui does not count the
    // pointer over them as its own, and the wheel that scrolled a panel zoomed the board.
    let cursor = window.single().ok().and_then(|w| w.cursor_position());
    let over_panel =
        egui.as_ref().is_some_and(|e| e.wants_any_pointer_input()) || !on_board(cursor, area.0);
    let dt = time.delta_secs();
    let mut r = *rig;
    if !typing {
        // Keys and the gamepad, through the input actions.
        for a in &turn {
            r.yaw += **a * 1.6 * dt;
        }
        for a in &tilt {
            r.pitch += **a * dt;
        }
        for a in &zoom {
            r.zoom *= 1.0 + **a * dt;
        }
        if keys.just_pressed(KeyCode::Home) {
            r = r.home();
        }
    }
    // The wheel and drags too: a scrolled dialog's wheel zoomed the board behind it.
    if !over_panel && live {
        let d = motion.delta;
        let shift = keys.pressed(KeyCode::ShiftLeft) || keys.pressed(KeyCode::ShiftRight);
        let panning =
            buttons.pressed(MouseButton::Middle) || (shift && buttons.pressed(MouseButton::Right));
        if panning {
            let (s, c) = r.yaw.sin_cos();
            let right = Vec3::new(c, 0.0, -s);
            let forward = Vec3::new(-s, 0.0, -c);
            r.pan += (-right * d.x + forward * d.y) * 0.015 * r.zoom;
        } else if buttons.pressed(MouseButton::Right) {
            r.yaw -= d.x * 0.008;
            r.pitch += d.y * 0.006;
        }
        let lines = match scroll.unit {
            MouseScrollUnit::Line => scroll.delta.y,
            MouseScrollUnit::Pixel => scroll.delta.y / 40.0,
        };
        if lines != 0.0 {
            r.zoom *= 0.9f32.powf(lines);
        }
    }
    r.pitch = r.pitch.clamp(0.3, 1.5);
    r.zoom = r.zoom.clamp(0.3, 2.5);
    r.pan = r.pan.clamp_length_max(8.0);
    if r != *rig {
        *rig = r;
    }
}

/// Whether the pointer at `cursor` is over the board's area (the window less the docked
/// panels), where the mouse turns, pans and zooms the view; anywhere when the area or the
/// pointer is unknown.
pub fn on_board(cursor: Option<Vec2>, area: Option<Rect>) -> bool {
    match (cursor, area) {
        (Some(c), Some(a)) => a.contains(c),
        _ => true,
    }
}

/// The camera's transform and projection for a board of radius `radius` in a window of
/// `size` logical pixels, the board framed in `area` (logical pixels from the window's
/// top left; the whole window when it is empty or outside the window).
pub fn frame(
    rig: &CameraRig,
    view: View,
    radius: f32,
    size: Vec2,
    area: Rect,
) -> (Transform, Projection) {
    let size = size.max(Vec2::ONE);
    let window = Rect::from_corners(Vec2::ZERO, size);
    let area = area.intersect(window);
    let area = if area.width() < 1.0 || area.height() < 1.0 {
        window
    } else {
        area
    };
    // How far the free area's centre lies from the window's, in pixels (y down).
    let off = area.center() - size / 2.0;
    let fov = std::f32::consts::FRAC_PI_4;
    let r = radius * rig.zoom;
    let (s, c) = rig.yaw.sin_cos();
    match view {
        View::Table => {
            // The board's sphere fits the free area's narrower side: tan of the half
            // angles the area spans across and up.
            let tan_half = (fov / 2.0).tan();
            let across = (tan_half * area.width() / size.y).atan();
            let up = (tan_half * area.height() / size.y).atan();
            let dist = r / across.min(up).sin() * 1.02;
            let dir = Vec3::new(s * rig.pitch.cos(), rig.pitch.sin(), c * rig.pitch.cos());
            let target = rig.pan;
            let mut t =
                Transform::from_translation(target + dir * dist).looking_at(target, Vec3::Y);
            // Move in the view's plane so the board sits in the middle of the free area.
            let world_per_px = 2.0 * dist * tan_half / size.y;
            t.translation += (t.up() * off.y - t.right() * off.x) * world_per_px;
            (
                t,
                Projection::Perspective(PerspectiveProjection { fov, ..default() }),
            )
        }
        View::TopDown => {
            let across = 2.0 * r * 1.05;
            let up = Vec3::new(-s, 0.0, -c);
            let mut t =
                Transform::from_translation(rig.pan + Vec3::Y * 30.0).looking_at(rig.pan, up);
            let world_per_px = (across / area.width()).max(across / area.height());
            t.translation += (t.up() * off.y - t.right() * off.x) * world_per_px;
            (
                t,
                Projection::Orthographic(OrthographicProjection {
                    scaling_mode: ScalingMode::Fixed {
                        width: size.x * world_per_px,
                        height: size.y * world_per_px,
                    },
                    ..OrthographicProjection::default_3d()
                }),
            )
        }
    }
}

/// What the camera was last placed for: the rig, the view, the board's radius, the
/// window's size and the board's area.
type Framed = (CameraRig, View, u32, Vec2, Option<Rect>);

fn place_camera(
    (rig, area): (Res<CameraRig>, Res<BoardArea>),
    (settings, visual, screen): (Res<Settings>, Res<Visual>, Option<Res<State<Screen>>>),
    windows: Query<&Window, With<PrimaryWindow>>,
    mut cams: Query<(&mut Transform, &mut Projection), With<Camera3d>>,
    mut turn: ResMut<ViewTurn>,
    mut last: Local<Option<Framed>>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    let size = window.size();
    // The title frames its backdrop alike whatever game was shown last.
    let title = screen.is_some_and(|s| *s.get() == Screen::Title);
    let radius = if visual.pits.is_empty() || title {
        5.0
    } else {
        board_radius(&visual)
    };
    let key = (*rig, settings.view, radius.to_bits(), size, area.0);
    if *last == Some(key) {
        return;
    }
    *last = Some(key);
    let free = area.0.unwrap_or(Rect::from_corners(Vec2::ZERO, size));
    let (t, p) = frame(&rig, settings.view, radius, size, free);
    turn.set_if_neq(ViewTurn(rig.yaw));
    for (mut tr, mut proj) in &mut cams {
        *tr = t;
        *proj = p.clone();
    }
}

/// Where each pit is on screen, for the focus cursor.
fn project_pits(
    visual: Res<Visual>,
    cams: Query<(&Camera, &GlobalTransform), With<Camera3d>>,
    mut screen: ResMut<ScreenPits>,
) {
    let Ok((cam, t)) = cams.single() else {
        return;
    };
    let points: Vec<Vec2> = (0..visual.pits.len())
        .map(|i| {
            cam.world_to_viewport(t, crate::board::pieces::pit_position(&visual, i))
                .unwrap_or(Vec2::splat(f32::NAN))
        })
        .collect();
    if points != screen.0 {
        screen.0 = points;
    }
}
