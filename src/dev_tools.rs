//! Tools for developers and the test suites, off unless asked for on the command line:
//! a window screenshot with the pit centres beside it, a frame benchmark, and a frame
//! counter for the end-to-end suite.

pub mod bench;
pub mod cpu_time;
pub mod frame_log;
pub mod screenshot;
