//! `sowing-cli`: the command line of the rules engine (new, legal, count, play, perft), `diagram`,
//! plus `bench`, `selfplay`, `match`, `replay FILE` (a game record move by move) and `prove`
//! (Tricala's forced wins); clap, a subcommand each with its own `--help`. Bad input
//! prints one line on standard error and exits 2; nothing panics.

mod bench;
mod engine;
mod matchplay;
mod openings;
mod prove;
mod records;
mod selfplay;
mod start;
mod think;

use std::io::{ErrorKind, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// A failure: exit status and one line for standard error.
pub struct Fail(pub u8, pub String);

/// The rules engine of Sowing's four games on the command line.
#[derive(Parser, Debug)]
#[command(name = "sowing-cli", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Print the start position of a game.
    New(engine::NewArgs),
    /// List every legal move, sorted, one a line (exit 3 past the limit).
    Legal(engine::LegalArgs),
    /// Count the legal moves without listing them (exit 3: too many to count).
    Count(engine::CountArgs),
    /// Play moves and print the position after them with the moves' events.
    Play(engine::PlayArgs),
    /// Draw the position (after the moves, if any) as text, as the rules pages show it.
    Diagram(engine::PlayArgs),
    /// Count the move sequences of a length.
    Perft(engine::PerftArgs),
    /// List each game's options: key, values and default.
    Options(engine::OptionsArgs),
    /// The computer's move for the player to move (with --json: values, line, iterations).
    Think(think::ThinkArgs),
    /// Measure random playouts, legal-move listing and the search's speed.
    Bench(bench::BenchArgs),
    /// Play computer players against each other, seats rotated each game.
    Selfplay(selfplay::SelfplayArgs),
    /// Play player A against player B (a seat each in rotation), with a score interval.
    #[command(name = "match")]
    Match(matchplay::MatchArgs),
    /// Print a saved game record move by move with the result.
    Replay(records::ReplayArgs),
    /// Whether a player wins a Tricala position by force (a proof-number search).
    Prove(prove::ProveArgs),
    /// Save records of a growing random game over and over (the crash-safety test).
    #[command(hide = true)]
    SaveLoop(records::SaveLoopArgs),
    /// The build steps of a move, one a line (the end-to-end suite builds moves with them).
    #[command(hide = true)]
    Steps(engine::PlayArgs),
}

fn run(cli: Cli) -> Result<String, Fail> {
    match cli.command {
        Command::New(a) => engine::new(&a),
        Command::Legal(a) => engine::legal(&a),
        Command::Count(a) => engine::count(&a),
        Command::Play(a) => engine::play(&a),
        Command::Diagram(a) => engine::diagram(&a),
        Command::Perft(a) => engine::perft(&a),
        Command::Options(a) => Ok(engine::options(&a)),
        Command::Think(a) => think::command(&a),
        Command::Bench(a) => bench::command(&a),
        Command::Selfplay(a) => selfplay::command(&a),
        Command::Match(a) => matchplay::command(&a),
        Command::Replay(a) => records::replay(&a),
        Command::Prove(a) => prove::command(&a),
        Command::SaveLoop(a) => records::save_loop(&a),
        Command::Steps(a) => engine::steps(&a),
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if !e.use_stderr() => {
            // --help and --version.
            return emit(&e.to_string());
        }
        Err(e) => {
            // One line: clap's message (up to its usage) with its lines joined.
            let text = e.to_string();
            let line = text
                .lines()
                .take_while(|l| !l.trim().is_empty())
                .map(str::trim)
                .collect::<Vec<_>>()
                .join(" ");
            let line = line.trim_start_matches("error: ");
            eprintln!("sowing-cli: {line} (see sowing-cli --help)");
            return ExitCode::from(2);
        }
    };
    match run(cli) {
        Ok(out) if out.is_empty() => ExitCode::SUCCESS,
        Ok(out) => emit(&format!("{out}\n")),
        Err(Fail(code, msg)) => {
            eprintln!("sowing-cli: {}", msg.replace('\n', " "));
            ExitCode::from(code)
        }
    }
}

/// Writes the output. A reader that stopped reading (`replay FILE | head`) is no
/// failure: the rest is dropped and the status stays 0; any other write error is one
/// line on standard error and status 1 (where `println!` would panic).
fn emit(text: &str) -> ExitCode {
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("sowing-cli: cannot write the output: {e}");
            ExitCode::from(1)
        }
    }
}
