//! The match in progress: the rules position (the single source of truth), the seats,
//! the move list with undo and redo, and the request → validate → apply path every move
//! takes. Nothing else changes the position.

use bevy::prelude::*;
use serde_json::{Map, Value};
use sowing_ai::Level;
use sowing_rules::{AnyGame, GameKind};

use crate::Phase;
use crate::game::cue::Cue;
use crate::game::errors::move_error;
pub use crate::game::protocol::MoveRequest;
use crate::game::protocol::NetRole;
use crate::game::queue::AnimQueue;
use crate::game::screens::{Overlay, Screen, board_live};
use crate::i18n::Texts;
use crate::tr;

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    /// A player at this machine.
    Human,
    /// The computer, on this machine.
    Computer(Level),
    /// A player on another machine (online): its moves come over the network.
    Remote,
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
    /// Playing, or replaying a record (moves only go back and forth through it).
    pub mode: MatchMode,
}

/// Why a match cannot start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartError {
    /// The rules refuse the game, players or options (their reason).
    Rules(String),
    /// Not one seat per player.
    Seats { players: u8, seats: usize },
}

impl StartError {
    /// The fault in words.
    pub fn text(&self, texts: &Texts) -> String {
        match self {
            StartError::Rules(why) => tr!(texts, "start-refused", why = why.as_str()),
            StartError::Seats { players, seats } => {
                tr!(texts, "start-seats", players = *players, seats = *seats)
            }
        }
    }
}

/// Whether a match is played or replayed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MatchMode {
    /// Moves are played.
    #[default]
    Live,
    /// A record is replayed: moves only go back and forth through it.
    Replay,
}

impl Match {
    /// A new match.
    pub fn new(
        kind: GameKind,
        players: u8,
        options: Map<String, Value>,
        seats: Vec<Seat>,
    ) -> Result<Match, StartError> {
        let game = AnyGame::new(kind, Some(players), options)
            .map_err(|e| StartError::Rules(e.to_string()))?;
        if seats.len() != players as usize {
            return Err(StartError::Seats {
                players,
                seats: seats.len(),
            });
        }
        Ok(Match {
            start: game.clone(),
            game,
            seats,
            history: Vec::new(),
            moves: Vec::new(),
            redo: Vec::new(),
            mode: MatchMode::Live,
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

    /// A record is being replayed.
    pub fn is_replay(&self) -> bool {
        self.mode == MatchMode::Replay
    }

    /// A human may move now: a live game, not over, a human seat to move.
    pub fn human_to_move(&self) -> bool {
        !self.is_replay() && self.game.finished().is_none() && self.seat_to_move() == Seat::Human
    }
}

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
    events
        .iter()
        .filter_map(|e| match e {
            sowing_rules::Event::Capture { pieces, .. } => Some(pieces.total()),
            _ => None,
        })
        .sum()
}

/// A lesson's hold on the request path: only this move is accepted, and once it is
/// played (`None`) no other until the lesson goes on.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct Taught(pub Option<String>);

/// The status line: why a request was refused, or what happened.
#[derive(Resource, Default, Debug, Clone)]
pub struct Status(pub String);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<History>()
        .add_message::<MovePlayed>()
        .init_resource::<Status>()
        .init_resource::<GameOverShown>()
        .add_systems(OnEnter(Screen::Play), |mut s: ResMut<GameOverShown>| {
            s.0 = None
        })
        .add_systems(
            Update,
            apply_history
                .in_set(Phase::Apply)
                .run_if(in_state(Screen::Play)),
        )
        .add_systems(
            Update,
            show_game_over.after(Phase::Reconcile).run_if(board_live),
        );
}

pub(crate) fn apply_history(
    mut requests: MessageReader<History>,
    mut m: ResMut<Match>,
    mut queue: ResMut<AnimQueue>,
    mut status: ResMut<Status>,
    texts: (Res<Texts>, Res<NetRole>),
) {
    let (texts, role) = texts;
    for h in requests.read() {
        // Online, the host's match is the game of every peer: no one goes back alone.
        if *role != NetRole::Local {
            status.0 = tr!(texts, "online-no-undo");
            continue;
        }
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
                status.0 = tr!(texts, "status-undone", n = undone);
                queue.reset();
            }
            History::Redo => {
                if !queue.is_idle() {
                    status.0 = tr!(texts, "status-wait");
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
                                status.0 = tr!(texts, "status-replayed", mv = mv.as_str());
                            }
                            Err(e) => {
                                status.0 = tr!(
                                    texts,
                                    "status-refused-move",
                                    mv = mv.as_str(),
                                    why = move_error(&texts, &e)
                                )
                            }
                        }
                    }
                    None => status.0 = tr!(texts, "status-nothing-to-redo"),
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
                status.0 = tr!(texts, "status-at-move", n = m.moves.len());
                queue.reset();
            }
        }
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
    mut cues: MessageWriter<Cue>,
    taught: Option<Res<Taught>>,
) {
    // A lesson's last move may end the game: the lesson says so and goes on.
    if taught.is_some() {
        return;
    }
    if m.game.finished().is_some() && queue.is_idle() && shown.0 != Some(m.moves.len()) {
        shown.0 = Some(m.moves.len());
        next.set(Overlay::GameOver);
        cues.write(Cue::GameOver);
    }
}
