//! The carved board: one mesh for the board's top, a height field over a grid clipped to
//! the board's outline, with a smooth bowl carved at every pit (a long trough for a
//! store), its walls around, wood-grain texture coordinates, and vertex colours that
//! darken the bowls (or blacken them, for the high-contrast theme).

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

use super::meshes::hull;

/// Radius of a pit's bowl, depth of the bowls and of the board under its top.
pub const BOWL_RADIUS: f32 = 0.43;
pub const BOWL_DEPTH: f32 = -crate::board::pieces::PIT_FLOOR;
const THICKNESS: f32 = 0.22;
/// Half the length of a store's trough, beyond its round ends.
const STORE_HALF: f32 = 0.6;
/// Texture repeats per board unit.
const UV_SCALE: f32 = 0.18;
/// About this many grid points, whatever the board's size: fine for a GPU, coarse for a
/// software renderer (which pays for every small triangle, not just for pixels).
pub const FINE: f32 = 40_000.0;
pub const COARSE: f32 = 12_000.0;

/// A pit to carve: its centre on the board, and whether it is a long store.
#[derive(Clone, Copy, Debug)]
pub struct Hollow {
    pub centre: Vec2,
    pub store: bool,
}

/// How the bowls are coloured: the wood's own shade deeper in a bowl, or one colour.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum BowlShade {
    Deeper,
    Flat([f32; 4]),
}

/// The distance from a point to a hollow's core (a point, or a segment along the board's
/// y for a store), over the bowl's radius: below 1 inside the bowl.
fn reach(h: &Hollow, p: Vec2) -> f32 {
    let d = if h.store {
        let y = (p.y - h.centre.y).clamp(-STORE_HALF, STORE_HALF);
        p.distance(Vec2::new(h.centre.x, h.centre.y + y))
    } else {
        p.distance(h.centre)
    };
    d / BOWL_RADIUS
}

/// The bowl's profile: flat at the bottom, rising smoothly to the top, and flat land from
/// a little inside the rim on (so neighbouring bowls stay apart).
fn profile(t: f32) -> f32 {
    if t >= 1.0 {
        return 0.0;
    }
    let s = ((t - 0.45) / 0.45).clamp(0.0, 1.0);
    -BOWL_DEPTH * (1.0 - s * s * (3.0 - 2.0 * s))
}

struct Field<'a> {
    hollows: &'a [Hollow],
    cell: f32,
}

impl Field<'_> {
    /// The nearest hollow's reach at a point.
    fn near(&self, p: Vec2) -> f32 {
        self.hollows
            .iter()
            .filter(|h| (h.centre - p).abs().max_element() < BOWL_RADIUS + STORE_HALF + 0.1)
            .map(|h| reach(h, p))
            .fold(f32::INFINITY, f32::min)
    }

    fn height(&self, p: Vec2) -> f32 {
        profile(self.near(p))
    }

    /// The surface normal, from the height's slope.
    fn normal(&self, p: Vec2) -> Vec3 {
        let e = self.cell * 0.5;
        let dx = self.height(p + Vec2::X * e) - self.height(p - Vec2::X * e);
        let dy = self.height(p + Vec2::Y * e) - self.height(p - Vec2::Y * e);
        // Board y is -z in the world.
        Vec3::new(-dx / (2.0 * e), 1.0, dy / (2.0 * e)).normalize()
    }
}

/// The board's outline: the pits' hull pushed out by `margin`, counter-clockwise.
pub fn outline(centres: &[Vec2], margin: f32) -> Vec<Vec2> {
    let h = hull(centres.to_vec());
    let n = h.len();
    (0..n)
        .map(|i| {
            let prev = h[(i + n - 1) % n];
            let next = h[(i + 1) % n];
            let e1 = (h[i] - prev).normalize_or_zero();
            let e2 = (next - h[i]).normalize_or_zero();
            let n1 = Vec2::new(e1.y, -e1.x);
            let n2 = Vec2::new(e2.y, -e2.x);
            let bis = (n1 + n2).normalize_or_zero();
            let cos = bis.dot(n1).max(0.3);
            h[i] + bis * margin / cos
        })
        .collect()
}

/// The nearest point of a convex counter-clockwise polygon, and whether `p` was inside.
fn clamp_inside(poly: &[Vec2], p: Vec2) -> (Vec2, bool) {
    let n = poly.len();
    let inside = (0..n).all(|i| (poly[(i + 1) % n] - poly[i]).perp_dot(p - poly[i]) >= 0.0);
    if inside {
        return (p, true);
    }
    let mut best = (f32::INFINITY, p);
    for i in 0..n {
        let (a, b) = (poly[i], poly[(i + 1) % n]);
        let t = ((p - a).dot(b - a) / (b - a).length_squared()).clamp(0.0, 1.0);
        let q = a + (b - a) * t;
        let d = q.distance_squared(p);
        if d < best.0 {
            best = (d, q);
        }
    }
    (best.1, false)
}

/// The carved board for pits (and stores) at `hollows`.
/// `points`: about how many grid points (`FINE` or `COARSE`).
pub fn carved_mesh(hollows: &[Hollow], margin: f32, shade: BowlShade, points: f32) -> Mesh {
    let centres: Vec<Vec2> = hollows
        .iter()
        .flat_map(|h| {
            if h.store {
                vec![
                    h.centre + Vec2::Y * STORE_HALF,
                    h.centre - Vec2::Y * STORE_HALF,
                ]
            } else {
                vec![h.centre]
            }
        })
        .collect();
    let poly = outline(&centres, margin);
    let (lo, hi) = poly.iter().fold(
        (Vec2::splat(f32::INFINITY), Vec2::splat(f32::NEG_INFINITY)),
        |(lo, hi), p| (lo.min(*p), hi.max(*p)),
    );
    let size = hi - lo;
    let cell = ((size.x * size.y) / points).sqrt().max(0.02);
    let (nx, ny) = (
        (size.x / cell).ceil() as usize + 1,
        (size.y / cell).ceil() as usize + 1,
    );
    let field = Field { hollows, cell };
    let mut pos = Vec::with_capacity(nx * ny + poly.len() * 4);
    let mut normals = Vec::with_capacity(pos.capacity());
    let mut uvs = Vec::with_capacity(pos.capacity());
    let mut colours = Vec::with_capacity(pos.capacity());
    let mut inside = Vec::with_capacity(nx * ny);
    for j in 0..ny {
        for i in 0..nx {
            let raw = lo + Vec2::new(i as f32 * cell, j as f32 * cell);
            let (p, ok) = clamp_inside(&poly, raw);
            inside.push(ok);
            let t = field.near(p);
            let y = profile(t);
            pos.push([p.x, y, -p.y]);
            normals.push(field.normal(p).to_array());
            uvs.push([p.x * UV_SCALE, p.y * UV_SCALE]);
            let deep = -y / BOWL_DEPTH;
            colours.push(match shade {
                BowlShade::Deeper => {
                    let k = 1.0 - 0.55 * deep;
                    [k, k * 0.95, k * 0.9, 1.0]
                }
                BowlShade::Flat(c) => {
                    // Soft over the last sixth of the radius, so the edge is round.
                    let k = ((1.0 - t) * 6.0).clamp(0.0, 1.0);
                    [0, 1, 2, 3].map(|i| 1.0 + (c[i] - 1.0) * k)
                }
            });
        }
    }
    let mut idx: Vec<u32> = Vec::with_capacity((nx - 1) * (ny - 1) * 6);
    let at = |i: usize, j: usize| j * nx + i;
    for j in 0..ny - 1 {
        for i in 0..nx - 1 {
            let q = [at(i, j), at(i + 1, j), at(i + 1, j + 1), at(i, j + 1)];
            if q.iter().all(|&k| !inside[k]) {
                continue;
            }
            let q = q.map(|k| k as u32);
            idx.extend([q[0], q[1], q[2], q[0], q[2], q[3]]);
        }
    }
    // The walls: flat shaded, so four corners of their own per side.
    let n = poly.len();
    for i in 0..n {
        let (a, b) = (poly[i], poly[(i + 1) % n]);
        let out = Vec2::new(b.y - a.y, a.x - b.x).normalize_or_zero();
        let normal = [out.x, 0.0, -out.y];
        let base = pos.len() as u32;
        for (p, y) in [(a, 0.0), (b, 0.0), (b, -THICKNESS), (a, -THICKNESS)] {
            pos.push([p.x, y, -p.y]);
            normals.push(normal);
            uvs.push([(p.x + p.y) * UV_SCALE, y * UV_SCALE]);
            colours.push([0.8, 0.78, 0.75, 1.0]);
        }
        idx.extend([base, base + 1, base + 2, base, base + 2, base + 3]);
    }
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, pos)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
    .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, colours)
    .with_inserted_indices(Indices::U32(idx))
}
