//! Meshes made here: the hull of the board's pits, the six distinct piece solids, and the
//! ring of a glowing pit (the carved board: `carved`).

use bevy::asset::RenderAssetUsages;
use bevy::math::primitives::Sphere as Ball;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

/// A convex polygon from points (monotone chain), counter-clockwise.
pub(super) fn hull(mut pts: Vec<Vec2>) -> Vec<Vec2> {
    pts.sort_by(|a, b| a.x.total_cmp(&b.x).then(a.y.total_cmp(&b.y)));
    pts.dedup_by(|a, b| a.distance(*b) < 1e-4);
    if pts.len() < 3 {
        return pts;
    }
    let cross = |o: Vec2, a: Vec2, b: Vec2| (a - o).perp_dot(b - o);
    let mut lower: Vec<Vec2> = Vec::new();
    for &p in &pts {
        while lower.len() >= 2 && cross(lower[lower.len() - 2], lower[lower.len() - 1], p) <= 0.0 {
            lower.pop();
        }
        lower.push(p);
    }
    let mut upper: Vec<Vec2> = Vec::new();
    for &p in pts.iter().rev() {
        while upper.len() >= 2 && cross(upper[upper.len() - 2], upper[upper.len() - 1], p) <= 0.0 {
            upper.pop();
        }
        upper.push(p);
    }
    lower.pop();
    upper.pop();
    lower.extend(upper);
    lower
}

/// A solid from its triangles, flat shaded.
pub(super) fn solid(pos: Vec<[f32; 3]>, idx: Vec<u32>) -> Mesh {
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, pos)
    .with_inserted_indices(Indices::U32(idx))
    .with_duplicated_vertices()
    .with_computed_flat_normals()
}

/// An octahedron with its corners `r.x`, `r.y` and `r.z` from its centre along the axes.
pub(super) fn octahedron(r: Vec3) -> Mesh {
    let pos = vec![
        [r.x, 0.0, 0.0],
        [-r.x, 0.0, 0.0],
        [0.0, r.y, 0.0],
        [0.0, -r.y, 0.0],
        [0.0, 0.0, r.z],
        [0.0, 0.0, -r.z],
    ];
    let idx = vec![
        0, 2, 4, 4, 2, 1, 1, 2, 5, 5, 2, 0, 4, 3, 0, 1, 3, 4, 5, 3, 1, 0, 3, 5,
    ];
    solid(pos, idx)
}

/// A three-armed cross (a 3D plus): three crossing bars.
pub(super) fn cross(r: f32) -> Mesh {
    let mut m = Mesh::from(Cuboid::new(2.0 * r, 0.7 * r, 0.7 * r));
    let _ = m.merge(&Mesh::from(Cuboid::new(0.7 * r, 2.0 * r, 0.7 * r)));
    let _ = m.merge(&Mesh::from(Cuboid::new(0.7 * r, 0.7 * r, 2.0 * r)));
    m
}

/// The solid of player `p` (1-based) with radius about `r`.
pub fn shape_mesh(p: usize, r: f32) -> Mesh {
    match (p - 1) % 6 {
        0 => Ball::new(r).mesh().uv(16, 10),
        1 => Mesh::from(Cuboid::new(1.5 * r, 1.5 * r, 1.5 * r)),
        // A corner up and a face down: seen from above, a triangle (corner to corner,
        // as Bevy builds it, it looked a square from above, like the cube).
        2 => {
            let up = Quat::from_rotation_arc(Vec3::ONE.normalize(), Vec3::Y);
            Mesh::from(Tetrahedron::default())
                .scaled_by(Vec3::splat(2.0 * r))
                .rotated_by(up)
        }
        // Longer one way than the other: from above a diamond that no turn of the view
        // makes a square.
        3 => octahedron(Vec3::new(1.35 * r, 1.1 * r, 0.75 * r)),
        4 => Cylinder::new(r, 1.4 * r).mesh().resolution(6).build(),
        _ => cross(r),
    }
}

/// A ring with few segments around its tube: rims and crowns are small on screen.
pub(super) fn torus(inner: f32, outer: f32, sides: usize) -> Mesh {
    Torus::new(inner, outer)
        .mesh()
        .minor_resolution(sides)
        .major_resolution(32)
        .build()
}
