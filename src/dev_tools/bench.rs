//! `--bench FILE --frames N`: the main world's CPU time per frame (what the main thread
//! and the compute pool ran from `First` to `Last`) and its wall time, the whole frame
//! time, every kind of thread's CPU time per frame, the same while a move plays out, and
//! the time from launch to the board on screen, written to FILE as JSON; then exits.

use std::path::PathBuf;

use bevy::prelude::*;

use super::cpu_time::{CpuSnapshot, ThreadKind, current_tid};
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
    main_tid: Option<u32>,
    cpu_at_start: Option<CpuSnapshot>,
    cpu_at_last: Option<CpuSnapshot>,
    interactive_ms: Option<f64>,
    board_frames: u32,
    samples: Vec<Sample>,
    done: bool,
}

/// One measured frame.
struct Sample {
    /// CPU ms of the main thread and the compute pool from `First` to `Last`.
    main_cpu: f64,
    /// Wall ms from `First` to `Last`.
    main_wall: f64,
    /// Wall ms since the previous frame's `Last`.
    frame: f64,
    /// CPU ms per kind of thread since the previous frame's `Last`.
    threads: std::collections::HashMap<ThreadKind, f64>,
    animating: bool,
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
    if b.main_tid.is_none() {
        b.main_tid = current_tid();
    }
    b.cpu_at_start = b.main_tid.map(CpuSnapshot::take);
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
    let cpu_now = b.main_tid.map(CpuSnapshot::take);
    let main_wall = b
        .frame_start
        .map(|s| (now - s).as_secs_f64() * 1000.0)
        .unwrap_or(0.0);
    let frame = b
        .last_frame
        .map(|s| (now - s).as_secs_f64() * 1000.0)
        .unwrap_or(0.0);
    let ran = |earlier: &Option<CpuSnapshot>| match (&cpu_now, earlier) {
        (Some(now), Some(then)) => now.since(then),
        _ => Default::default(),
    };
    let in_main = ran(&b.cpu_at_start);
    let threads = ran(&b.cpu_at_last);
    b.last_frame = Some(now);
    b.cpu_at_last = cpu_now;
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
    let main_cpu = [ThreadKind::Main, ThreadKind::ComputePool]
        .iter()
        .map(|k| in_main.get(k).copied().unwrap_or(0.0))
        .sum();
    b.samples.push(Sample {
        main_cpu,
        main_wall,
        frame,
        threads,
        animating: !queue.is_idle(),
    });
    if b.samples.len() as u32 >= b.frames {
        b.done = true;
        let text = serde_json::to_string_pretty(&report(&b)).expect("json");
        println!("{text}");
        if let Err(e) = std::fs::write(&b.path, text) {
            eprintln!("sowing: cannot write {}: {e}", b.path.display());
        }
        exit.write(AppExit::Success);
    }
}

/// The JSON written at the end: statistics over the measured frames.
fn report(b: &Bench) -> serde_json::Value {
    // The first frames compile pipelines: leave the first tenth out.
    let kept = &b.samples[b.samples.len() / 10..];
    let of = |f: &dyn Fn(&Sample) -> f64, animating_only: bool| {
        let mut v: Vec<f64> = kept
            .iter()
            .filter(|s| s.animating || !animating_only)
            .map(f)
            .collect();
        stats(&mut v)
    };
    let kind = |k: ThreadKind| move |s: &Sample| s.threads.get(&k).copied().unwrap_or(0.0);
    serde_json::json!({
        "launch_to_interactive_ms": b.interactive_ms,
        "main_world_cpu": of(&|s| s.main_cpu, false),
        "main_world_wall": of(&|s| s.main_wall, false),
        "frame": of(&|s| s.frame, false),
        "main_world_cpu_animating": of(&|s| s.main_cpu, true),
        "main_world_wall_animating": of(&|s| s.main_wall, true),
        "frame_animating": of(&|s| s.frame, true),
        "thread_cpu_per_frame": {
            "main": of(&kind(ThreadKind::Main), false),
            "compute_pool": of(&kind(ThreadKind::ComputePool), false),
            "rasterizer": of(&kind(ThreadKind::Rasterizer), false),
            "other": of(&kind(ThreadKind::Other), false),
        },
    })
}
