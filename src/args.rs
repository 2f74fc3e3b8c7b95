//! The game's command line (clap): open the title, a new game straight away, or a demo
//! the computer plays; the window size, pieces and view; and the dev tools (a
//! screenshot with the pit centres beside it, a frame benchmark).

use std::path::PathBuf;

use clap::Parser;
use sowing_ai::Level;
use sowing_rules::GameKind;

use crate::game::play::{Match, Seat};
use crate::net::client::Joined;
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
    /// Who plays each seat, in order: human, easy, medium, hard or remote (a player who
    /// joins online; with --host) (default: human for player 1, medium for the rest).
    #[arg(long, value_name = "S1,S2,…", value_delimiter = ',', value_parser = parse_seat)]
    pub seats: Vec<Seat>,
    /// A game option for --new, as KEY=VALUE (repeat for more; `sowing-cli options`
    /// lists them), e.g. --option spheres=3 --option quiet_limit=20.
    #[arg(long = "option", value_name = "KEY=VALUE", requires = "new")]
    pub options: Vec<String>,
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
    /// Host an online game on PORT (0: any free port) with --new GAME and --seats
    /// (remote seats are for players who join); without --headless the lobby opens.
    #[arg(long, value_name = "PORT", conflicts_with_all = ["join", "demo"], requires = "new")]
    pub host: Option<u16>,
    /// Join the online game at HOST:PORT.
    #[arg(long, value_name = "HOST:PORT", conflicts_with_all = ["new", "demo"])]
    pub join: Option<String>,
    /// With --host or --join: no window (a server, or a bot with --bot).
    #[arg(long)]
    pub headless: bool,
    /// With --join: the computer plays the seat given, at LEVEL (easy, medium, hard).
    #[arg(long, value_name = "LEVEL", requires = "join", value_parser = parse_level)]
    pub bot: Option<Level>,
    /// With --join: only watch.
    #[arg(long, requires = "join")]
    pub watch: bool,
    /// With --join: the name the others see.
    #[arg(long, value_name = "NAME", default_value = "")]
    pub name: String,
    /// With --host: the password players must give; with --join: the password to give.
    #[arg(long, value_name = "PASSWORD", default_value = "")]
    pub password: String,
    /// Serve rooms on PORT (0: any free port), windowless: many games at once, each
    /// joined by its room's code (`--join HOST:PORT --room CODE`).
    #[arg(long, value_name = "PORT", conflicts_with_all = ["host", "join", "new", "demo"])]
    pub serve: Option<u16>,
    /// With --serve: keep the rooms in DIR (a server started again has them back).
    #[arg(long, value_name = "DIR", requires = "serve")]
    pub rooms: Option<PathBuf>,
    /// With --join: the room's code on a room server.
    #[arg(
        long,
        value_name = "CODE",
        requires = "join",
        conflicts_with = "open_room"
    )]
    pub room: Option<String>,
    /// With --join: open a room of GAME on the room server (with --players), print its
    /// code and take its first seat; --password is the room's.
    #[arg(long, value_name = "GAME", requires = "join", value_parser = parse_game)]
    pub open_room: Option<GameKind>,
    /// With --open-room: list the room for anyone to find.
    #[arg(long, requires = "open_room")]
    pub public: bool,
    /// With --serve: the server's own password, sealing its network; with --join to a
    /// room: the server's password (--password is the room's).
    #[arg(long, value_name = "PASSWORD", default_value = "")]
    pub server_password: String,
    /// With --host: write the game's record to FILE after every move.
    #[arg(long, value_name = "FILE", requires = "host")]
    pub record: Option<PathBuf>,
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

    /// The options of --new, read by the game's schema (unknown keys and bad values are
    /// refused with the reason).
    pub fn options_for(
        &self,
        kind: GameKind,
    ) -> Result<serde_json::Map<String, serde_json::Value>, String> {
        let mut out = serde_json::Map::new();
        for o in &self.options {
            let (key, value) = o
                .split_once('=')
                .ok_or_else(|| format!("option '{o}' is not KEY=VALUE"))?;
            let spec = sowing_rules::options::spec(kind, key.trim()).ok_or_else(|| {
                let known: Vec<&str> = kind.options().iter().map(|s| s.key).collect();
                match known.is_empty() {
                    true => format!("{} has no options", kind.as_str()),
                    false => format!(
                        "{} has no option '{key}'; its options are {}",
                        kind.as_str(),
                        known.join(", ")
                    ),
                }
            })?;
            out.insert(spec.key.to_string(), spec.parse(value.trim())?);
        }
        Ok(out)
    }

    /// The match `--host` serves: `--new GAME` with its seats and options.
    pub fn hosted_match(&self) -> Result<Option<Match>, String> {
        let (Some(_), Some(kind)) = (self.host, self.new) else {
            return Ok(None);
        };
        let (n, seats) = self.seats_for(kind, false)?;
        Match::new(kind, n, self.options_for(kind)?, seats)
            .map(Some)
            .map_err(|e| format!("cannot host: {e:?}"))
    }

    /// Where and as whom `--join` joins.
    pub fn joined(&self) -> Option<Joined> {
        Some(Joined {
            address: self.join.clone()?,
            room: self.room.clone().unwrap_or_default().trim().to_uppercase(),
            open: self.room_to_open(),
            server_password: self.server_password.clone(),
            name: self.name.clone(),
            password: self.password.clone(),
            watch: self.watch,
            bot: self.bot,
            ..Default::default()
        })
    }

    /// The room `--open-room` asks for: a new game of its kind, every seat a player who
    /// joins.
    fn room_to_open(&self) -> Option<crate::game::protocol::OpenRoom> {
        let kind = self.open_room?;
        let n = self.players.unwrap_or(*kind.player_range().start());
        let seats = vec![Seat::Remote; n as usize];
        let m = Match::new(kind, n, Default::default(), seats).ok()?;
        Some(crate::game::protocol::OpenRoom {
            record: crate::game::records::record_of(&m).to_text(),
            password: self.password.clone(),
            public: self.public,
        })
    }

    /// Runs without a window (a headless host or bot, or a room server).
    pub fn windowless(&self) -> bool {
        self.serve.is_some() || (self.headless && (self.host.is_some() || self.join.is_some()))
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
        "remote" => Ok(Seat::Remote),
        _ => Err(format!(
            "unknown seat '{s}' (human, easy, medium, hard or remote)"
        )),
    }
}

fn parse_level(s: &str) -> Result<Level, String> {
    match parse_seat(s)? {
        Seat::Computer(l) => Ok(l),
        _ => Err(format!("unknown level '{s}' (easy, medium or hard)")),
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
