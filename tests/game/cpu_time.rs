//! The frame benchmark's CPU clocks by thread (`dev_tools::cpu_time`): threads told apart,
//! a busy thread's time growing and a waiting one's not.

use sowing::dev_tools::cpu_time::{CpuSnapshot, ThreadKind, current_tid, kind_of, thread_cpu_ns};

#[test]
fn threads_are_told_apart_by_id_and_name() {
    assert_eq!(kind_of(7, 7, "sowing"), ThreadKind::Main);
    assert_eq!(kind_of(8, 7, "Compute Task Po"), ThreadKind::ComputePool);
    assert_eq!(kind_of(9, 7, "llvmpipe-1"), ThreadKind::Rasterizer);
    assert_eq!(kind_of(10, 7, "sowing"), ThreadKind::Other);
}

#[test]
fn busy_thread_time_grows() {
    let Some(tid) = current_tid() else {
        return; // not Linux
    };
    let before = thread_cpu_ns(tid).expect("this thread's clock");
    let a = CpuSnapshot::take(tid);
    let mut x = 0u64;
    for i in 0..3_000_000u64 {
        x = x.wrapping_mul(31).wrapping_add(i);
    }
    std::hint::black_box(x);
    let b = CpuSnapshot::take(tid);
    assert!(thread_cpu_ns(tid).unwrap() > before);
    assert!(b.since(&a)[&ThreadKind::Main] > 0.0);
    // Waiting costs no CPU time.
    std::thread::sleep(std::time::Duration::from_millis(60));
    let c = CpuSnapshot::take(tid);
    assert!(c.since(&b)[&ThreadKind::Main] < 30.0);
}
