//! `--bench FILE --frames N`: the main world's time per frame (wall time from `First`
//! to `Last`), the whole frame time, the same while a move plays out, and the time from
//! launch to the board on screen, written to FILE as JSON; then exits.

use std::path::PathBuf;

use bevy::prelude::*;

use crate::game::queue::AnimQueue;
use crate::game::screens::Screen;

pub fn plugin(app: &mut App) {
    app.add_systems(First, bench_start.run_if(resource_exists::<Bench>))
        .add_systems(Last, bench_end.run_if(resource_exists::<Bench>));
}

/// Frame-time measurements for `--bench`.
#[derive(Resource, Default)]
pub struct Bench {
    pub path: PathBuf,
    pub frames: u32,
    pub launched: Option<std::time::Instant>,
    frame_start: Option<std::time::Instant>,
    last_frame: Option<std::time::Instant>,
    interactive_ms: Option<f64>,
    board_frames: u32,
    /// (main-world CPU ms, whole frame ms, animating) per measured frame.
    samples: Vec<(f64, f64, bool)>,
    done: bool,
}

impl Bench {
    pub fn new(path: PathBuf, frames: u32, launched: std::time::Instant) -> Bench {
        Bench {
            path,
            frames,
            launched: Some(launched),
            ..default()
        }
    }
}

fn bench_start(mut b: ResMut<Bench>) {
    b.frame_start = Some(std::time::Instant::now());
}

fn stats(v: &mut [f64]) -> serde_json::Value {
    if v.is_empty() {
        return serde_json::Value::Null;
    }
    v.sort_by(f64::total_cmp);
    let mean = v.iter().sum::<f64>() / v.len() as f64;
    let pct = |q: f64| v[((v.len() - 1) as f64 * q).round() as usize];
    serde_json::json!({
        "frames": v.len(),
        "mean_ms": (mean * 1000.0).round() / 1000.0,
        "median_ms": (pct(0.5) * 1000.0).round() / 1000.0,
        "p95_ms": (pct(0.95) * 1000.0).round() / 1000.0,
        "max_ms": (pct(1.0) * 1000.0).round() / 1000.0,
    })
}

fn bench_end(
    mut b: ResMut<Bench>,
    screen: Res<State<Screen>>,
    queue: Res<AnimQueue>,
    pits: Query<(), With<crate::board::pieces::Pit>>,
    mut exit: MessageWriter<AppExit>,
) {
    let now = std::time::Instant::now();
    if b.done {
        return;
    }
    let cpu = b
        .frame_start
        .map(|s| (now - s).as_secs_f64() * 1000.0)
        .unwrap_or(0.0);
    let frame = b
        .last_frame
        .map(|s| (now - s).as_secs_f64() * 1000.0)
        .unwrap_or(0.0);
    b.last_frame = Some(now);
    if *screen.get() != Screen::Play || pits.is_empty() {
        return;
    }
    if b.interactive_ms.is_none() {
        // The board exists from the first of these frames; pipelined rendering keeps at
        // most one frame in flight, so by the end of the third it has been on screen.
        b.board_frames += 1;
        if b.board_frames >= 3 {
            b.interactive_ms = b.launched.map(|l| (now - l).as_secs_f64() * 1000.0);
        }
        return;
    }
    let animating = !queue.is_idle();
    b.samples.push((cpu, frame, animating));
    if b.samples.len() as u32 >= b.frames {
        b.done = true;
        // The first frames compile pipelines: leave the first tenth out.
        let skip = b.samples.len() / 10;
        let kept = &b.samples[skip..];
        let mut cpu_all: Vec<f64> = kept.iter().map(|s| s.0).collect();
        let mut frame_all: Vec<f64> = kept.iter().map(|s| s.1).collect();
        let mut cpu_anim: Vec<f64> = kept.iter().filter(|s| s.2).map(|s| s.0).collect();
        let mut frame_anim: Vec<f64> = kept.iter().filter(|s| s.2).map(|s| s.1).collect();
        let out = serde_json::json!({
            "launch_to_interactive_ms": b.interactive_ms,
            "main_world_cpu": stats(&mut cpu_all),
            "frame": stats(&mut frame_all),
            "main_world_cpu_animating": stats(&mut cpu_anim),
            "frame_animating": stats(&mut frame_anim),
        });
        let text = serde_json::to_string_pretty(&out).expect("json");
        println!("{text}");
        if let Err(e) = std::fs::write(&b.path, text) {
            eprintln!("sowing: cannot write {}: {e}", b.path.display());
        }
        exit.write(AppExit::Success);
    }
}
