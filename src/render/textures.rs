//! Textures drawn here at start-up, so no image file can be missing: the board's wood
//! grain and the felt of the cloth under it. Both are grey-scale detail around white, so
//! a material's colour (and the high-contrast theme's) still decides the hue.

use bevy::asset::RenderAssetUsages;
use bevy::image::{ImageAddressMode, ImageSampler, ImageSamplerDescriptor};
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};

/// A repeatable hash of a lattice point to 0..1.
fn hash(x: i32, y: i32, seed: u32) -> f32 {
    let mut h = (x as u32).wrapping_mul(0x27d4_eb2d)
        ^ (y as u32).wrapping_mul(0x1656_67b1)
        ^ seed.wrapping_mul(0x9e37_79b9);
    h ^= h >> 15;
    h = h.wrapping_mul(0x85eb_ca6b);
    h ^= h >> 13;
    (h & 0xffff) as f32 / 65535.0
}

/// Smooth value noise on a lattice that wraps every `period` cells in x and in y (so the
/// texture tiles).
fn noise(x: f32, y: f32, period: (i32, i32), seed: u32) -> f32 {
    let (xi, yi) = (x.floor() as i32, y.floor() as i32);
    let (fx, fy) = (x - xi as f32, y - yi as f32);
    let s = |t: f32| t * t * (3.0 - 2.0 * t);
    let at = |i: i32, j: i32| hash(i.rem_euclid(period.0), j.rem_euclid(period.1), seed);
    let top = at(xi, yi) + (at(xi + 1, yi) - at(xi, yi)) * s(fx);
    let bottom = at(xi, yi + 1) + (at(xi + 1, yi + 1) - at(xi, yi + 1)) * s(fx);
    top + (bottom - top) * s(fy)
}

/// A square texture of `size` texels from a brightness function of (u, v) in 0..1.
fn grey(size: u32, f: impl Fn(f32, f32) -> f32) -> Image {
    let mut data = Vec::with_capacity((size * size * 4) as usize);
    for y in 0..size {
        for x in 0..size {
            let v = f(x as f32 / size as f32, y as f32 / size as f32).clamp(0.0, 1.0);
            let b = (v * 255.0).round() as u8;
            data.extend([b, b, b, 255]);
        }
    }
    let mut image = Image::new(
        Extent3d {
            width: size,
            height: size,
            depth_or_array_layers: 1,
        },
        TextureDimension::D2,
        data,
        TextureFormat::Rgba8UnormSrgb,
        RenderAssetUsages::RENDER_WORLD,
    );
    image.sampler = ImageSampler::Descriptor(ImageSamplerDescriptor {
        address_mode_u: ImageAddressMode::Repeat,
        address_mode_v: ImageAddressMode::Repeat,
        ..ImageSamplerDescriptor::linear()
    });
    image
}

/// Wood: long grain along u, rings bent by slow noise, and fine fibres.
pub fn wood(size: u32) -> Image {
    grey(size, |u, v| {
        let bend = noise(u * 2.0, v * 4.0, (2, 4), 1) * 1.5;
        let rings = ((v * 9.0 + bend) * std::f32::consts::TAU).sin() * 0.5 + 0.5;
        let fibres = noise(u * 6.0, v * 96.0, (6, 96), 2);
        0.72 + 0.18 * rings * rings + 0.10 * fibres
    })
}

/// Felt: soft mottling and a fine nap.
pub fn felt(size: u32) -> Image {
    grey(size, |u, v| {
        let mottle = noise(u * 8.0, v * 8.0, (8, 8), 3);
        let nap = noise(u * 64.0, v * 64.0, (64, 64), 4);
        0.82 + 0.10 * mottle + 0.08 * nap
    })
}
