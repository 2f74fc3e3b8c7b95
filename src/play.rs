//! The match in progress: the rules position (the single source of truth), the seats,
//! the move list with undo and redo, and the request → validate → apply path every move
//! takes. Nothing else changes the position.

use bevy::prelude::*;
use serde_json::{Map, Value};
use sowing_ai::Level;
use sowing_rules::{AnyGame, GameKind, Step};

use crate::Phase;
use crate::anim::AnimQueue;
use crate::screens::{Overlay, Screen, board_live};

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    Human,
    Computer(Level),
}

/// The game being played.
#[derive(Resource, Clone, Debug)]
pub struct Match {
    /// The position, from the rules crate.
    pub game: AnyGame,
    /// Where the game started (for its record).
    pub start: AnyGame,
    /// One seat per player.
    pub seats: Vec<Seat>,
    /// Positions before each move, for undo.
    pub history: Vec<AnyGame>,
    /// The moves played, in notation.
    pub moves: Vec<String>,
    /// Undone moves, for redo (the next one last).
    pub redo: Vec<String>,
    /// Replaying a record: moves only go back and forth through it.
    pub replay: bool,
}

impl Match {
    /// A new match.
    pub fn new(
        kind: GameKind,
        players: u8,
        options: Map<String, Value>,
        seats: Vec<Seat>,
    ) -> Result<Match, String> {
        let game = AnyGame::new(kind, Some(players), options).map_err(|e| e.to_string())?;
        if seats.len() != players as usize {
            return Err(format!("{players} players need {players} seats"));
        }
        Ok(Match {
            start: game.clone(),
            game,
            seats,
            history: Vec::new(),
            moves: Vec::new(),
            redo: Vec::new(),
            replay: false,
        })
    }

    /// The game's options, every one with its value.
    pub fn options(&self) -> Map<String, Value> {
        self.game
            .to_json()
            .get("options")
            .and_then(|v| v.as_object().cloned())
            .unwrap_or_default()
    }

    /// The seat to move.
    pub fn seat_to_move(&self) -> Seat {
        self.seats[self.game.to_move() as usize - 1]
    }
}

/// Ask to play a move, in notation, from any source.
#[derive(Message, Clone, Debug)]
pub struct MoveRequest(pub String);

/// Ask to move through the game's history.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum History {
    /// Back to the last human turn (against computers), or one move.
    Undo,
    /// Play the next undone move again, animated.
    Redo,
    /// Exactly one move back (replays).
    Back,
    /// To the position after this many moves of the whole line (replays).
    Jump(usize),
}

/// A move was played: its text and the mover.
#[derive(Message, Clone, Debug)]
pub struct MovePlayed {
    pub text: String,
    pub player: u8,
    /// Pieces captured by the move.
    pub captured: u32,
}

/// How many pieces a move's events capture.
pub fn captured_by(events: &[sowing_rules::Event]) -> u32 {
    use sowing_rules::piece::{BigLetter, parse_contents};
    events
        .iter()
        .filter_map(|e| match e {
            sowing_rules::Event::Capture { pieces, .. } => Some(
                parse_contents(pieces, 6, Some(BigLetter::M))
                    .or_else(|_| parse_contents(pieces, 6, Some(BigLetter::Q)))
                    .map(|runs| runs.iter().map(|(_, n)| *n).sum::<u32>())
                    .unwrap_or(0),
            ),
            _ => None,
        })
        .sum()
}

/// The status line: why a request was refused, or what happened.
#[derive(Resource, Default, Debug, Clone)]
pub struct Status(pub String);

/// The move being built by the human to move.
#[derive(Resource, Default, Debug, Clone)]
pub struct Building {
    pub steps: Vec<Step>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<MoveRequest>()
        .add_message::<History>()
        .add_message::<MovePlayed>()
        .init_resource::<Status>()
        .init_resource::<Building>()
        .init_resource::<Options>()
        .init_resource::<GameOverShown>()
        .add_systems(OnEnter(Screen::Play), |mut s: ResMut<GameOverShown>| {
            s.0 = None
        })
        .add_systems(
            Update,
            (apply_requests, apply_history, update_options)
                .chain()
                .in_set(Phase::Apply)
                .run_if(in_state(Screen::Play)),
        )
        .add_systems(
            Update,
            show_game_over.after(Phase::Reconcile).run_if(board_live),
        );
}

fn apply_requests(
    mut requests: MessageReader<MoveRequest>,
    mut played: MessageWriter<MovePlayed>,
    mut m: ResMut<Match>,
    mut queue: ResMut<AnimQueue>,
    mut status: ResMut<Status>,
    mut building: ResMut<Building>,
) {
    for MoveRequest(text) in requests.read() {
        if m.replay {
            status.0 = "This is a replay: choose \"Continue from here\" to play on".into();
            continue;
        }
        if !queue.is_idle() {
            status.0 = format!("{text}: wait until the last move has played out");
            continue;
        }
        let mut next = m.game.clone();
        match next.play_text(text) {
            Ok(events) => {
                let before = std::mem::replace(&mut m.game, next);
                let player = before.to_move();
                let captured = captured_by(&events);
                m.history.push(before);
                m.moves.push(text.clone());
                m.redo.clear();
                queue.push(events);
                building.steps.clear();
                status.0 = format!("Player {player} played {text}");
                played.write(MovePlayed {
                    text: text.clone(),
                    player,
                    captured,
                });
            }
            Err(e) => status.0 = format!("{text}: {e}"),
        }
    }
}

fn apply_history(
    mut requests: MessageReader<History>,
    mut m: ResMut<Match>,
    mut queue: ResMut<AnimQueue>,
    mut status: ResMut<Status>,
    mut building: ResMut<Building>,
) {
    for h in requests.read() {
        building.steps.clear();
        match *h {
            History::Undo | History::Back => {
                // Against computer seats, undo goes back to the last human turn.
                let mut undone = 0;
                while let Some(prev) = m.history.pop() {
                    let mv = m.moves.pop().expect("a move per history entry");
                    m.redo.push(mv);
                    m.game = prev;
                    undone += 1;
                    if *h == History::Back || m.seat_to_move() == Seat::Human {
                        break;
                    }
                }
                status.0 = if undone == 0 {
                    "Nothing to undo".into()
                } else {
                    format!("Back {undone} move(s)")
                };
                queue.reset();
            }
            History::Redo => {
                if !queue.is_idle() {
                    status.0 = "Wait until the move has played out".into();
                    continue;
                }
                match m.redo.pop() {
                    Some(mv) => {
                        let mut next = m.game.clone();
                        match next.play_text(&mv) {
                            Ok(events) => {
                                let before = std::mem::replace(&mut m.game, next);
                                m.history.push(before);
                                m.moves.push(mv.clone());
                                queue.push(events);
                                status.0 = format!("Replayed {mv}");
                            }
                            Err(e) => status.0 = format!("{mv}: {e}"),
                        }
                    }
                    None => status.0 = "Nothing to redo".into(),
                }
            }
            History::Jump(n) => {
                while m.moves.len() > n {
                    let prev = m.history.pop().expect("history");
                    let mv = m.moves.pop().expect("move");
                    m.redo.push(mv);
                    m.game = prev;
                }
                while m.moves.len() < n {
                    let Some(mv) = m.redo.pop() else { break };
                    let mut next = m.game.clone();
                    if next.play_text(&mv).is_err() {
                        m.redo.push(mv);
                        break;
                    }
                    let before = std::mem::replace(&mut m.game, next);
                    m.history.push(before);
                    m.moves.push(mv);
                }
                status.0 = format!("At move {}", m.moves.len());
                queue.reset();
            }
        }
    }
}

/// What the human to move may do next: offered steps and the move text when complete.
#[derive(Resource, Default, Debug, Clone)]
pub struct Options {
    pub next: Vec<Step>,
    pub complete: Option<String>,
}

/// Keeps `Options` in step with the match and the move being built.
pub fn update_options(m: Res<Match>, building: Res<Building>, mut options: ResMut<Options>) {
    if !m.is_changed() && !building.is_changed() {
        return;
    }
    // Only a human to move is offered anything.
    *options = match m.game.step_info(&building.steps) {
        Ok((next, complete))
            if !m.replay && m.game.finished().is_none() && m.seat_to_move() == Seat::Human =>
        {
            Options { next, complete }
        }
        _ => Options::default(),
    };
}

/// Takes a build step for the human to move: a finished move becomes a request, forced
/// single steps are taken at once, and a step not offered says so and changes nothing.
pub fn push_step(
    step: Step,
    m: &Match,
    building: &mut Building,
    status: &mut Status,
    requests: &mut MessageWriter<MoveRequest>,
) {
    if m.replay || m.seat_to_move() != Seat::Human || m.game.finished().is_some() {
        status.0 = "It is not a human player's turn".into();
        return;
    }
    let mut steps = building.steps.clone();
    steps.push(step);
    let mut info = m.game.step_info(&steps);
    if info.is_err() && !building.steps.is_empty() {
        // A click elsewhere starts a new move.
        steps = vec![step];
        info = m.game.step_info(&steps);
    }
    match info {
        Ok((next, complete)) => {
            if next.is_empty() {
                if let Some(text) = complete {
                    requests.write(MoveRequest(text));
                }
                building.steps.clear();
                return;
            }
            building.steps = steps;
            if next.len() == 1 && complete.is_none() {
                push_step(next[0], m, building, status, requests);
            }
        }
        Err(_) => status.0 = "That is not a legal choice here".into(),
    }
}

/// The move count at which the game-over window was last shown, so closing it to look at
/// the board does not open it again.
#[derive(Resource, Default, Debug)]
pub struct GameOverShown(pub Option<usize>);

/// Once a finished game's last move has played out, the game-over window opens.
fn show_game_over(
    m: Res<Match>,
    queue: Res<AnimQueue>,
    mut shown: ResMut<GameOverShown>,
    mut next: ResMut<NextState<Overlay>>,
    mut cues: MessageWriter<crate::audio::Cue>,
) {
    if m.game.finished().is_some() && queue.is_idle() && shown.0 != Some(m.moves.len()) {
        shown.0 = Some(m.moves.len());
        next.set(Overlay::GameOver);
        cues.write(crate::audio::Cue::GameOver);
    }
}

/// The result of a finished game in words, players named by number and colour.
pub fn result_text(m: &Match, name: impl Fn(u8) -> String) -> Option<String> {
    let f = m.game.finished()?;
    Some(match &f.outcome {
        sowing_rules::Outcome::Winner(w) => format!("{} wins: {}", name(*w), f.reason),
        sowing_rules::Outcome::Draw(t) => format!(
            "Draw between {}: {}",
            t.iter().map(|p| name(*p)).collect::<Vec<_>>().join(", "),
            f.reason
        ),
    })
}
