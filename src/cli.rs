//! The game's command line (clap): open the title, a new game straight away, or a demo
//! the computer plays; the window size, pieces and view; and the dev tools (a
//! screenshot with the pit centres beside it, a frame benchmark).

use std::path::PathBuf;

use clap::Parser;
use sowing_ai::Level;
use sowing_rules::GameKind;

use crate::game::play::Seat;
use crate::settings::Graphics;
use crate::settings::{PieceStyle, View};

/// Sowing: four sowing (mancala) games for sighted and blind players alike.
#[derive(Parser, Debug, Clone)]
#[command(name = "sowing", version)]
pub struct Args {
    /// Open straight into a new game of GAME (myra, esiema, tricala, umel_bagara).
    #[arg(long, value_name = "GAME", value_parser = parse_game, conflicts_with = "demo")]
    pub new: Option<GameKind>,
    /// Watch GAME played by computer players (easy) from the start.
    #[arg(long, value_name = "GAME", value_parser = parse_game)]
    pub demo: Option<GameKind>,
    /// Number of players (default: the game's smallest).
    #[arg(long, value_name = "N")]
    pub players: Option<u8>,
    /// Who plays each seat, in order: human, easy, medium or hard (default: human for
    /// player 1, medium for the rest).
    #[arg(long, value_name = "S1,S2,…", value_delimiter = ',', value_parser = parse_seat)]
    pub seats: Vec<Seat>,
    /// With --demo: fill the board with random setup placements first.
    #[arg(long, requires = "demo")]
    pub after_setup: bool,
    /// Piece style for this run.
    #[arg(long, value_name = "STYLE", value_parser = parse_pieces)]
    pub pieces: Option<PieceStyle>,
    /// View for this run: table (3D) or top (2D from above).
    #[arg(long, value_parser = parse_view)]
    pub view: Option<View>,
    /// Language: en (English) or de (Deutsch); without it the saved setting, else the
    /// system's locale.
    #[arg(long, value_name = "LANG", value_parser = parse_lang)]
    pub lang: Option<crate::i18n::Lang>,
    /// Graphics quality for this run: auto (low on a software renderer), low (no shadows,
    /// no multisampling, a cheap paint) or high (default: the saved setting).
    #[arg(long, value_name = "QUALITY", value_parser = parse_graphics)]
    pub graphics: Option<Graphics>,
    /// Window size in logical pixels.
    #[arg(long, value_name = "WxH", value_parser = parse_window, default_value = "1280x720")]
    pub window: (u32, u32),
    /// Save a screenshot once FRAMES frames have passed and the board is still (a demo
    /// waits for its first move), with the pit centres on screen in FILE.pits.json; then exit.
    #[arg(long, value_name = "FILE.png")]
    pub screenshot: Option<PathBuf>,
    /// Measure frame times over FRAMES frames of play and write them to FILE; then exit.
    #[arg(long, value_name = "FILE.json", requires = "demo")]
    pub bench: Option<PathBuf>,
    /// Keep the number of frames run so far in FILE (for tests that count frames).
    #[arg(long, value_name = "FILE")]
    pub frame_log: Option<PathBuf>,
    /// Frames for --screenshot and --bench.
    #[arg(long, value_name = "FRAMES", default_value_t = 30)]
    pub frames: u32,
}

impl Args {
    /// The game to open at once, if any, and whether it is a demo.
    pub fn game(&self) -> Option<(GameKind, bool)> {
        self.new
            .map(|g| (g, false))
            .or(self.demo.map(|g| (g, true)))
    }

    /// The seats of the game to open: given, or the defaults (checked against the count).
    pub fn seats_for(&self, kind: GameKind, demo: bool) -> Result<(u8, Vec<Seat>), String> {
        let range = kind.player_range();
        let n = self
            .players
            .or((!self.seats.is_empty()).then_some(self.seats.len() as u8))
            .unwrap_or(*range.start());
        if !range.contains(&n) {
            return Err(format!(
                "{} is for {} to {} players, not {n}",
                kind.as_str(),
                range.start(),
                range.end()
            ));
        }
        let seats = if !self.seats.is_empty() {
            if self.seats.len() != n as usize {
                return Err(format!(
                    "{n} players need {n} seats, not {}",
                    self.seats.len()
                ));
            }
            self.seats.clone()
        } else if demo {
            vec![Seat::Computer(Level::Easy); n as usize]
        } else {
            let mut s = vec![Seat::Computer(Level::Medium); n as usize];
            s[0] = Seat::Human;
            s
        };
        Ok((n, seats))
    }

    /// Draws continuously and exits by itself (a dev tool run).
    pub fn measured(&self) -> bool {
        self.screenshot.is_some() || self.bench.is_some()
    }
}

fn parse_game(s: &str) -> Result<GameKind, String> {
    GameKind::parse(s).ok_or_else(|| {
        let all: Vec<&str> = GameKind::ALL.iter().map(|g| g.as_str()).collect();
        format!("unknown game '{s}' (one of {})", all.join(", "))
    })
}

fn parse_seat(s: &str) -> Result<Seat, String> {
    match s {
        "human" => Ok(Seat::Human),
        "easy" => Ok(Seat::Computer(Level::Easy)),
        "medium" => Ok(Seat::Computer(Level::Medium)),
        "hard" => Ok(Seat::Computer(Level::Hard)),
        _ => Err(format!("unknown seat '{s}' (human, easy, medium or hard)")),
    }
}

fn parse_pieces(s: &str) -> Result<PieceStyle, String> {
    match s {
        "balls" => Ok(PieceStyle::Balls),
        "shapes" => Ok(PieceStyle::Shapes),
        _ => Err(format!("unknown piece style '{s}' (balls or shapes)")),
    }
}

fn parse_view(s: &str) -> Result<View, String> {
    match s {
        "table" => Ok(View::Table),
        "top" => Ok(View::TopDown),
        _ => Err(format!("unknown view '{s}' (table or top)")),
    }
}

fn parse_graphics(s: &str) -> Result<Graphics, String> {
    match s {
        "auto" => Ok(Graphics::Auto),
        "low" => Ok(Graphics::Low),
        "high" => Ok(Graphics::High),
        _ => Err(format!(
            "unknown graphics quality '{s}' (auto, low or high)"
        )),
    }
}

fn parse_window(s: &str) -> Result<(u32, u32), String> {
    s.split_once('x')
        .and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)))
        .filter(|&(w, h): &(u32, u32)| (200..=8000).contains(&w) && (150..=8000).contains(&h))
        .ok_or(format!("'{s}' is not WIDTHxHEIGHT (200x150 to 8000x8000)"))
}

fn parse_lang(s: &str) -> Result<crate::i18n::Lang, String> {
    crate::i18n::Lang::ALL
        .into_iter()
        .find(|l| l.code() == s)
        .ok_or_else(|| format!("unknown language '{s}' (en or de)"))
}
