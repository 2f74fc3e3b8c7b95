// Sowing: the glowing rim that marks pits you may choose (amber) and the pits of the move
// being built (bright). The pulse is off in the game: the window draws no frames while
// idle, so a pulse would stop at a random brightness. Alpha fades toward the rim's edges so the
// ring reads as light, not as a solid band, from any camera angle.
#import bevy_pbr::forward_io::VertexOutput
#import bevy_pbr::mesh_view_bindings::globals

struct PitGlow {
    colour: vec4<f32>,
    // x: pulse depth (0 = steady), y: pulse speed in radians per second.
    pulse: vec4<f32>,
};

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> glow: PitGlow;

@fragment
fn fragment(in: VertexOutput) -> @location(0) vec4<f32> {
    let wave = 0.5 + 0.5 * sin(globals.time * glow.pulse.y);
    let strength = 1.0 - glow.pulse.x * wave;
    // The torus's UV v runs around the tube: brightest on its top.
    let around = abs(in.uv.y - 0.5) * 2.0;
    let edge = smoothstep(1.0, 0.2, around);
    return vec4<f32>(glow.colour.rgb * (0.6 + 0.6 * strength), glow.colour.a * strength * (0.35 + 0.65 * edge));
}
