//! The camera: orbit (right drag, Q/E, R/F), zoom (wheel, Z/X), pan (middle drag, or
//! shift and right drag), a top-down 2D view (T, or the button in the panel) with an
//! orthographic projection, and framing that keeps the whole board in view when the
//! window is resized. The camera never feeds back into the game: it only looks.

use bevy::camera::ScalingMode;
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;
use bevy_enhanced_input::prelude::Action;

use crate::board::focus::ScreenPits;
use crate::input::{Tilt, Turn, UiKeyboard, Zoom};

use crate::animation::anim::Visual;
use crate::board::pieces::board_radius;
use crate::settings::{Settings, View};

/// Width in logical pixels kept free on the right for the game panel.
pub const PANEL_WIDTH: f32 = 300.0;

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
}

impl Default for CameraRig {
    fn default() -> Self {
        CameraRig {
            yaw: 0.0,
            pitch: 0.9,
            zoom: 1.0,
            pan: Vec3::ZERO,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CameraRig>()
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, (steer, place_camera, project_pits).chain());
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

/// The keys, the mouse and whether egui or a text field wants them.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct Pointer<'w> {
    keys: Res<'w, ButtonInput<KeyCode>>,
    buttons: Res<'w, ButtonInput<MouseButton>>,
    motion: Res<'w, AccumulatedMouseMotion>,
    scroll: Res<'w, AccumulatedMouseScroll>,
    egui: Option<Res<'w, EguiWantsInput>>,
    ui: Res<'w, UiKeyboard>,
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
    } = pointer;
    let typing = ui.captured;
    let over_panel = egui.as_ref().is_some_and(|e| e.wants_any_pointer_input());
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
            r = CameraRig::default();
        }
    }
    if !over_panel {
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

/// The camera's transform and projection for a board of radius `radius` in a window of
/// `size` logical pixels.
pub fn frame(rig: &CameraRig, view: View, radius: f32, size: Vec2) -> (Transform, Projection) {
    // The board is framed in the part of the window left of the panel.
    let free = if size.x > 2.5 * PANEL_WIDTH {
        size.x - PANEL_WIDTH
    } else {
        size.x
    };
    let aspect = (free / size.y.max(1.0)).max(0.2);
    let shift_px = (size.x - free) / 2.0;
    let fov = std::f32::consts::FRAC_PI_4;
    let r = radius * rig.zoom;
    let (s, c) = rig.yaw.sin_cos();
    let right = Vec3::new(c, 0.0, -s);
    match view {
        View::Table => {
            let hfov = 2.0 * ((fov / 2.0).tan() * aspect).atan();
            let dist = r / (fov.min(hfov) / 2.0).sin() * 1.02;
            let dir = Vec3::new(s * rig.pitch.cos(), rig.pitch.sin(), c * rig.pitch.cos());
            let target = rig.pan;
            let mut t =
                Transform::from_translation(target + dir * dist).looking_at(target, Vec3::Y);
            // Move sideways so the board sits in the middle of the free area.
            let half_w = dist * (fov / 2.0).tan() * size.x / size.y.max(1.0);
            t.translation += right * half_w * shift_px / size.x.max(1.0) * 2.0;
            (
                t,
                Projection::Perspective(PerspectiveProjection { fov, ..default() }),
            )
        }
        View::TopDown => {
            let height = 2.0 * r * 1.05;
            let up = Vec3::new(-s, 0.0, -c);
            let mut t =
                Transform::from_translation(rig.pan + Vec3::Y * 30.0).looking_at(rig.pan, up);
            let min_width = height * size.x / free.max(1.0);
            let world_per_px = (height / size.y.max(1.0)).max(min_width / size.x.max(1.0));
            t.translation += right * shift_px * world_per_px;
            (
                t,
                Projection::Orthographic(OrthographicProjection {
                    scaling_mode: ScalingMode::AutoMin {
                        min_width,
                        min_height: height,
                    },
                    ..OrthographicProjection::default_3d()
                }),
            )
        }
    }
}

fn place_camera(
    rig: Res<CameraRig>,
    settings: Res<Settings>,
    visual: Res<Visual>,
    windows: Query<&Window, With<PrimaryWindow>>,
    mut cams: Query<(&mut Transform, &mut Projection), With<Camera3d>>,
    mut last: Local<Option<(CameraRig, View, u32, Vec2)>>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    let size = window.size();
    let radius = if visual.pits.is_empty() {
        5.0
    } else {
        board_radius(&visual)
    };
    let key = (*rig, settings.view, radius.to_bits(), size);
    if *last == Some(key) {
        return;
    }
    *last = Some(key);
    let (t, p) = frame(&rig, settings.view, radius, size);
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
