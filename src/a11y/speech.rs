//! Words for players who cannot see the board: a label for every pit ("e4: 3 soldiers
//! of Player 2 (Sky blue)"), an announcement after every move in a live region that a
//! screen reader speaks (never dropped when the same text comes twice), and the reading
//! commands: the focused pit, the last move, a board summary, the legal moves from the
//! focused pit and the score.

use bevy::prelude::*;
use sowing_rules::view::PitView;
use sowing_rules::{GameKind, Piece, Side, Step};

use crate::animation::anim::Visual;
use crate::board::focus::Focus;
use crate::game::play::{Match, MovePlayed, result_text};
use crate::settings::palette::PLAYER_COLOURS;
use crate::settings::{PieceStyle, SHAPE_NAMES, Settings};

/// A game's name as players write it.
pub fn game_name(k: GameKind) -> &'static str {
    match k {
        GameKind::Myra => "Myra",
        GameKind::Esiema => "Esiema",
        GameKind::Tricala => "Tricala",
        GameKind::UmelBagara => "Umel Bagara",
    }
}

/// Who plays a seat, in words.
pub fn seat_name(s: crate::game::play::Seat) -> String {
    match s {
        crate::game::play::Seat::Human => "Human".into(),
        crate::game::play::Seat::Computer(l) => format!("Computer ({})", l.as_str()),
    }
}

/// A player's name: number, colour and (with distinct shapes) shape — never colour alone.
pub fn player_name(p: u8, style: PieceStyle) -> String {
    let i = (p.max(1) as usize - 1) % 6;
    match style {
        PieceStyle::Balls => format!("Player {p} ({})", PLAYER_COLOURS[i].0),
        PieceStyle::Shapes => format!("Player {p} ({}, {})", PLAYER_COLOURS[i].0, SHAPE_NAMES[i]),
    }
}

/// A build step that is not a pit, in words.
pub fn step_label(s: Step, style: PieceStyle) -> String {
    match s {
        Step::Pit(p) => format!("pit {p}"),
        Step::Dir(d) => format!("Direction {}", d.as_str()),
        Step::Side(Side::Left) => "Sow left".into(),
        Step::Side(Side::Right) => "Sow right".into(),
        Step::Piece(Piece::Small(p)) => {
            format!("Drop a small sphere of {}", player_name(p, style))
        }
        Step::Piece(Piece::Big(p)) => format!("Drop the mother of {}", player_name(p, style)),
        Step::Count(n) => format!("Move {n}"),
        Step::Mode(m) => format!("{m:?}"),
        Step::Pass => "Pass".into(),
    }
}

/// What to say: the newest announcement and a counter that changes with every one, so
/// a repeated text is still a new announcement.
#[derive(Resource, Default, Debug, Clone)]
pub struct Announcer {
    pub live: String,
    pub seq: u64,
    pub log: Vec<String>,
}

impl Announcer {
    pub fn say(&mut self, text: impl Into<String>) {
        self.live = text.into();
        self.seq += 1;
        self.log.push(self.live.clone());
        if self.log.len() > 200 {
            self.log.remove(0);
        }
    }
}

/// Something to read aloud on request.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Read {
    FocusedPit,
    LastMove,
    Board,
    LegalFromFocus,
    Score,
}

fn words(kind: GameKind, n: usize, big: bool) -> &'static str {
    match (kind, big, n == 1) {
        (GameKind::Myra, true, _) => "queen",
        (GameKind::Esiema, true, _) => "mother",
        (GameKind::Myra, false, true) => "soldier",
        (GameKind::Myra, false, false) => "soldiers",
        (GameKind::Esiema, false, true) => "sphere",
        (GameKind::Esiema, false, false) => "spheres",
        (GameKind::Tricala, _, true) => "stone",
        (GameKind::Tricala, _, false) => "stones",
        (GameKind::UmelBagara, _, true) => "bean",
        (GameKind::UmelBagara, _, false) => "beans",
    }
}

/// A pit in words: its name and contents by player.
pub fn pit_label(kind: GameKind, pit: &PitView, style: PieceStyle) -> String {
    let name = if kind == GameKind::UmelBagara {
        if pit.store {
            format!("store of Player {}", pit.name.trim_start_matches('S'))
        } else {
            format!("cup {}", pit.name)
        }
    } else {
        pit.name.clone()
    };
    if pit.pieces.is_empty() {
        return format!("{name}: empty");
    }
    if kind == GameKind::UmelBagara {
        let n = pit.pieces.len();
        return format!("{name}: {n} {}", words(kind, n, false));
    }
    let mut parts = Vec::new();
    for owner in 1..=6u8 {
        let player = player_name(owner, style);
        if pit.pieces.contains(&Piece::Big(owner)) {
            parts.push(format!("{} of {player}", words(kind, 1, true)));
        }
        let n = pit
            .pieces
            .iter()
            .filter(|p| **p == Piece::Small(owner))
            .count();
        if n > 0 {
            // After a big piece of the same player the small ones are "n of".
            parts.push(format!("{n} {} of {player}", words(kind, n, false)));
        }
    }
    format!("{name}: {}", parts.join(", "))
}

/// Every pit's label, in board order.
pub fn board_labels(visual: &Visual, kind: GameKind, style: PieceStyle) -> Vec<String> {
    visual
        .pits
        .iter()
        .map(|p| pit_label(kind, p, style))
        .collect()
}

/// The score in words: counters of the position by player.
pub fn score_text(m: &Match, style: PieceStyle) -> String {
    let j = m.game.to_json();
    let mut parts = Vec::new();
    for (key, label) in [
        ("stores", "store"),
        ("captured", "captured"),
        ("reserve", "in reserve"),
        ("hand", "still to place"),
    ] {
        if let Some(a) = j.get(key).and_then(|v| v.as_array()) {
            let each: Vec<String> = a
                .iter()
                .enumerate()
                .map(|(i, v)| format!("{} {v}", player_name(i as u8 + 1, style)))
                .collect();
            parts.push(format!("{label}: {}", each.join(", ")));
        }
    }
    parts.join("; ")
}

/// The board by player: how many pieces each has on it and where the big ones are.
pub fn board_summary(m: &Match, visual: &Visual, style: PieceStyle) -> String {
    let kind = m.game.kind();
    if kind == GameKind::UmelBagara {
        let side = |p: &str| -> usize {
            visual
                .pits
                .iter()
                .filter(|v| !v.store && v.name.starts_with(p))
                .map(|v| v.pieces.len())
                .sum()
        };
        return format!(
            "{} beans on the side of {}, {} on the side of {}; {}",
            side("1."),
            player_name(1, style),
            side("2."),
            player_name(2, style),
            score_text(m, style)
        );
    }
    let mut parts = Vec::new();
    for owner in 1..=m.game.players() {
        let small: usize = visual
            .pits
            .iter()
            .map(|v| {
                v.pieces
                    .iter()
                    .filter(|p| **p == Piece::Small(owner))
                    .count()
            })
            .sum();
        let big: Vec<&str> = visual
            .pits
            .iter()
            .filter(|v| v.pieces.contains(&Piece::Big(owner)))
            .map(|v| v.name.as_str())
            .collect();
        let mut s = format!(
            "{}: {small} {}",
            player_name(owner, style),
            words(kind, small, false)
        );
        if !big.is_empty() {
            s.push_str(&format!(
                ", {} on {}",
                words(kind, 1, true),
                big.join(" and ")
            ));
        }
        parts.push(s);
    }
    parts.join("; ")
}

/// The moves that start at a pit, in words.
pub fn legal_from(m: &Match, visual: &Visual, pit: usize) -> String {
    let name = visual.pits.get(pit).map(|p| p.name.as_str()).unwrap_or("?");
    match m.game.step_info(&[Step::Pit(pit as u8)]) {
        Ok((next, complete)) => {
            let mut options: Vec<String> = next
                .iter()
                .map(|s| match s {
                    Step::Pit(q) => visual
                        .pits
                        .get(*q as usize)
                        .map(|p| p.name.clone())
                        .unwrap_or_default(),
                    other => format!("{other:?}").to_lowercase(),
                })
                .collect();
            if let Some(c) = complete {
                options.insert(0, format!("the move {c}"));
            }
            if options.is_empty() {
                format!("No move starts at {name}")
            } else {
                format!("From {name}: {}", options.join(", "))
            }
        }
        Err(_) => format!("No move starts at {name}"),
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Announcer>()
        .add_message::<Read>()
        .add_systems(
            Update,
            (announce_moves.after(crate::Phase::Apply), read_aloud),
        );
}

/// After every move: who moved, what, what was captured, who is next (or the result).
fn announce_moves(
    mut played: MessageReader<MovePlayed>,
    m: Option<Res<Match>>,
    settings: Res<Settings>,
    mut announcer: ResMut<Announcer>,
    mut cues: MessageWriter<crate::game::cue::Cue>,
) {
    let Some(m) = m else {
        played.clear();
        return;
    };
    for p in played.read() {
        let style = settings.pieces;
        let mut text = format!("{} played {}", player_name(p.player, style), p.text);
        if p.captured > 0 {
            text.push_str(&format!(", capturing {}", p.captured));
        }
        text.push_str(". ");
        match result_text(&m, |q| player_name(q, style)) {
            Some(r) => text.push_str(&r),
            None => {
                text.push_str(&format!(
                    "{} to move.",
                    player_name(m.game.to_move(), style)
                ));
                if m.seat_to_move() == crate::game::play::Seat::Human
                    && m.seats.iter().any(|s| *s != crate::game::play::Seat::Human)
                {
                    cues.write(crate::game::cue::Cue::YourTurn);
                }
            }
        }
        announcer.say(text);
    }
}

fn read_aloud(
    mut reads: MessageReader<Read>,
    m: Option<Res<Match>>,
    visual: Res<Visual>,
    focus: Res<Focus>,
    settings: Res<Settings>,
    mut announcer: ResMut<Announcer>,
) {
    let Some(m) = m else {
        reads.clear();
        return;
    };
    let style = settings.pieces;
    for r in reads.read() {
        let text = match r {
            Read::FocusedPit => match focus.0.and_then(|i| visual.pits.get(i)) {
                Some(p) => pit_label(m.game.kind(), p, style),
                None => "No pit has the focus".into(),
            },
            Read::LastMove => match m.moves.last() {
                Some(mv) => format!("Move {}: {mv}", m.moves.len()),
                None => "No move yet".into(),
            },
            Read::Board => board_summary(&m, &visual, style),
            Read::LegalFromFocus => match focus.0 {
                Some(i) => legal_from(&m, &visual, i),
                None => "No pit has the focus".into(),
            },
            Read::Score => score_text(&m, style),
        };
        announcer.say(text);
    }
}
