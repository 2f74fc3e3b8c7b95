//! The Sowing desktop game: parses the command line and runs the app (`sowing --help`).

use std::process::ExitCode;

use bevy::prelude::*;
use clap::Parser;
use sowing::args::Args;
use sowing::dev_tools::bench::Bench;
use sowing::dev_tools::screenshot::Shot;

fn main() -> ExitCode {
    let args = Args::parse();
    let launched = std::time::Instant::now();
    let built = if args.windowless() {
        sowing::headless::build(&args)
    } else {
        sowing::app::build(&args)
    };
    let mut app = match built {
        Ok(app) => app,
        Err(e) => {
            eprintln!("sowing: {e}");
            return ExitCode::from(2);
        }
    };
    if let Some(path) = &args.screenshot {
        let after_first_move = args.demo.is_some();
        app.insert_resource(Shot::new(path.clone(), args.frames, after_first_move));
    }
    if let Some(path) = &args.bench {
        app.insert_resource(Bench::new(path.clone(), args.frames, launched));
    }
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(c) => ExitCode::from(c.get()),
    }
}
