// Sowing: the low-quality paint. A software renderer (a machine without a GPU driver)
// spends most of a frame on the standard material's shader; this one lights a surface
// with one sun and the sky, times its colour, its vertex colour (the board's darker
// bowls) and its texture (wood grain, felt). No shadows, no specular.
#import bevy_pbr::forward_io::VertexOutput

struct Paint {
    colour: vec4<f32>,
    // xy: texture repeats per texture coordinate; z: 1 for unlit.
    uv_scale: vec4<f32>,
};

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> paint: Paint;
@group(#{MATERIAL_BIND_GROUP}) @binding(1) var paint_texture: texture_2d<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(2) var paint_sampler: sampler;

// Toward the scene's sun (the directional light at (4, 10, 6) looking at the centre).
const SUN: vec3<f32> = vec3<f32>(0.3244, 0.8111, 0.4867);

@fragment
fn fragment(in: VertexOutput) -> @location(0) vec4<f32> {
    var c = paint.colour;
#ifdef VERTEX_COLORS
    c = c * in.color;
#endif
#ifdef VERTEX_UVS_A
    c = c * textureSample(paint_texture, paint_sampler, in.uv * paint.uv_scale.xy);
#endif
    let n = normalize(in.world_normal);
    let light = 0.30 + 0.25 * n.y + 0.75 * max(dot(n, SUN), 0.0);
    let lit = mix(light, 1.0, paint.uv_scale.z);
    return vec4<f32>(c.rgb * lit, c.a);
}
