//! Smooth motion of pieces: dropped pieces glide in from the hand, captured ones fly to
//! the capturer's tray, the hand hovers over the pit being sown. Purely visual: the
//! pieces' pits and counts come from the visual board, never from these transforms.

use bevy::prelude::*;

use crate::FramePhase;
use crate::game::screens::Screen;
use crate::settings::AnimSpeed;

/// A piece shown outside a pit: held in the hand, or flying off the board.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct LoosePiece {
    pub owner: u8,
    pub big: bool,
}

/// A token that disappears when its glide ends (a captured piece on its way out).
#[derive(Component, Debug)]
pub struct Ghost;

/// The mover's hand: holds the lifted pieces and hovers over the pit being sown.
#[derive(Component, Debug)]
pub struct Hand;

/// Moves an entity from one local position to another along an arc.
#[derive(Component, Debug, Clone, Copy)]
pub struct Glide {
    pub from: Vec3,
    pub to: Vec3,
    pub t: f32,
    pub secs: f32,
}

impl Glide {
    pub fn new(from: Vec3, to: Vec3, secs: f32) -> Glide {
        Glide {
            from,
            to,
            t: 0.0,
            secs: secs.max(0.01),
        }
    }

    /// Where the entity is at the glide's current time.
    pub fn position(&self) -> Vec3 {
        let t = self.t.clamp(0.0, 1.0);
        let s = t * t * (3.0 - 2.0 * t);
        let arc = (self.from.distance(self.to) * 0.25).min(1.2);
        self.from.lerp(self.to, s) + Vec3::Y * arc * 4.0 * s * (1.0 - s)
    }
}

/// How long one glide takes: most of one animation step.
pub fn glide_secs(speed: &AnimSpeed) -> f32 {
    speed.0 * 0.9
}

/// Where a player's tray lies beside the board (board coordinates): player 1 nearest the
/// camera, the others around the table.
pub fn tray_position(player: u8, players: u8, radius: f32) -> Vec3 {
    let n = players.max(2) as f32;
    let a = std::f32::consts::FRAC_PI_2 + (player.max(1) - 1) as f32 * std::f32::consts::TAU / n;
    Vec3::new(a.cos() * (radius + 1.0), 0.3, a.sin() * (radius + 1.0))
}

/// How high the hand hovers over a pit.
pub const HAND_HEIGHT: f32 = 0.9;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        glide
            .after(FramePhase::Reconcile)
            .run_if(in_state(Screen::Play)),
    );
}

fn glide(
    time: Res<Time>,
    mut commands: Commands,
    mut moving: Query<(Entity, &mut Transform, &mut Glide, Has<Ghost>)>,
) {
    let dt = time.delta_secs();
    for (e, mut t, mut g, ghost) in &mut moving {
        g.t += dt / g.secs;
        t.translation = g.position();
        if g.t >= 1.0 {
            t.translation = g.to;
            if ghost {
                commands.entity(e).despawn();
            } else {
                commands.entity(e).remove::<Glide>();
            }
        }
    }
}
