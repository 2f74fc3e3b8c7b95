//! Runs the `sowing-cli` binary for each subcommand, with good and bad input: one test
//! binary, a module per group of commands.

mod positions;
mod records;
mod search;
mod selfplay;

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn cli(args: &[&str], stdin: Option<&str>) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_sowing-cli"));
    c.args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = c.spawn().expect("run sowing-cli");
    if let Some(s) = stdin {
        child.stdin.take().unwrap().write_all(s.as_bytes()).unwrap();
    }
    drop(child.stdin.take());
    child.wait_with_output().unwrap()
}

fn ok(args: &[&str]) -> String {
    let o = cli(args, None);
    assert!(
        o.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).unwrap()
}

/// Asserts the ENGINE.md failure contract: the status, one line on stderr, nothing on stdout.
fn fails(args: &[&str], stdin: Option<&str>, code: i32, needle: &str) {
    let o = cli(args, stdin);
    assert_eq!(o.status.code(), Some(code), "{args:?}");
    let err = String::from_utf8(o.stderr).unwrap();
    assert_eq!(err.trim_end().lines().count(), 1, "one line: {err}");
    assert!(err.contains(needle), "{args:?}: '{err}' lacks '{needle}'");
    assert!(o.stdout.is_empty(), "no position printed");
}

/// A fresh, empty folder for one test, in the build's folder for test scratch files
/// (reused by the next run rather than left behind in the system's temporary folder).
fn temp_dir(name: &str) -> std::path::PathBuf {
    let d = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("sowing-cli-{name}"));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn help_lists_every_command_and_each_command_its_flags() {
    let out = ok(&["--help"]);
    for cmd in [
        "new", "legal", "count", "play", "perft", "bench", "selfplay", "replay",
    ] {
        assert!(out.contains(cmd), "--help lacks {cmd}: {out}");
    }
    assert!(!out.contains("save-loop"), "the test helper stays hidden");
    let play = ok(&["play", "--help"]);
    for flag in ["--position", "--game", "--players", "--option", "[MOVE]"] {
        assert!(play.contains(flag), "play --help lacks {flag}: {play}");
    }
    let selfplay = ok(&["selfplay", "--help"]);
    for flag in [
        "--ai",
        "--games",
        "--seed",
        "--budget-ms",
        "--iterations",
        "--threads",
        "--json",
    ] {
        assert!(selfplay.contains(flag), "selfplay --help lacks {flag}");
    }
    fails(&["play", "--frobnicate"], None, 2, "unexpected argument");
    fails(&[], None, 2, "sowing-cli");
}
