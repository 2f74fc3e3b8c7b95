//! CPU time by thread for the frame benchmark: the threads listed in Linux's
//! `/proc/self/task`, each one's clock read with `clock_gettime` on its CPU-time clock id
//! (exact to the nanosecond, even for a thread running now; waits not counted). Elsewhere
//! it reads nothing.

use std::collections::HashMap;

/// Which part of the game a thread works for.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ThreadKind {
    /// The thread that runs the main world's schedules and extracts the render world.
    Main,
    /// Bevy's compute task pool: parallel systems of both worlds.
    ComputePool,
    /// A software rasterizer's worker threads (Mesa's lavapipe, `llvmpipe-N`).
    Rasterizer,
    /// The render thread, the driver's queue and the rest.
    Other,
}

/// Cumulative CPU nanoseconds of every thread of this process, by kind, at one moment.
pub struct CpuSnapshot {
    by_thread: HashMap<u32, (ThreadKind, u64)>,
}

/// The calling thread's id, so the main thread can be told apart.
pub fn current_tid() -> Option<u32> {
    let link = std::fs::read_link("/proc/thread-self").ok()?;
    link.file_name()?.to_str()?.parse().ok()
}

/// Thread `tid`'s cumulative CPU nanoseconds (a thread of this process).
#[cfg(target_os = "linux")]
pub fn thread_cpu_ns(tid: u32) -> Option<u64> {
    // Linux's clock id of a thread's scheduler CPU time: the complement of its id, shifted
    // by three, with the per-thread (4) and scheduler-clock (2) bits.
    let clock = ((!(tid as libc::clockid_t)) << 3) | 6;
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec; an unknown clock only returns an error.
    let r = unsafe { libc::clock_gettime(clock, &mut ts) };
    (r == 0).then(|| ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64)
}

#[cfg(not(target_os = "linux"))]
pub fn thread_cpu_ns(_tid: u32) -> Option<u64> {
    None
}

/// The kind of thread `tid` with name `comm`, where `main` is the main thread's id.
pub fn kind_of(tid: u32, main: u32, comm: &str) -> ThreadKind {
    if tid == main {
        ThreadKind::Main
    } else if comm.starts_with("Compute Task Po") {
        ThreadKind::ComputePool
    } else if comm.starts_with("llvmpipe") {
        ThreadKind::Rasterizer
    } else {
        ThreadKind::Other
    }
}

impl CpuSnapshot {
    /// Reads every thread now; `main` is the main thread's id.
    pub fn take(main: u32) -> CpuSnapshot {
        let mut by_thread = HashMap::new();
        if let Ok(dir) = std::fs::read_dir("/proc/self/task") {
            for entry in dir.flatten() {
                let Some(tid) = entry.file_name().to_str().and_then(|s| s.parse().ok()) else {
                    continue;
                };
                let comm = std::fs::read_to_string(entry.path().join("comm")).unwrap_or_default();
                if let Some(ns) = thread_cpu_ns(tid) {
                    by_thread.insert(tid, (kind_of(tid, main, comm.trim()), ns));
                }
            }
        }
        CpuSnapshot { by_thread }
    }

    /// Milliseconds each kind of thread ran since `earlier` (threads born since count
    /// from zero).
    pub fn since(&self, earlier: &CpuSnapshot) -> HashMap<ThreadKind, f64> {
        let mut out = HashMap::new();
        for (tid, (kind, ns)) in &self.by_thread {
            let before = earlier.by_thread.get(tid).map_or(0, |(_, b)| *b);
            *out.entry(*kind).or_insert(0.0) += ns.saturating_sub(before) as f64 / 1e6;
        }
        out
    }
}
