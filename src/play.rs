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
        .add_message::<Build>()
        .add_message::<Refused>()
        .init_resource::<Status>()
        .init_resource::<Building>()
        .init_resource::<Options>()
        .init_resource::<GameOverShown>()
        .add_systems(OnEnter(Screen::Play), |mut s: ResMut<GameOverShown>| {
            s.0 = None
        })
        .add_systems(
            Update,
            build_moves
                .in_set(Phase::Input)
                .run_if(in_state(Screen::Play)),
        )
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

/// One action on the move being built, from any front end (pointer, keys, pad, the
/// board list, the panel's buttons, a screen reader). `build_moves` is its one owner.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum Build {
    /// Take a step: a pit, a direction, a side, a sphere kind, a count, a mode.
    Step(Step),
    /// Play the move built so far (it is complete and may go on).
    Confirm,
    /// Take back the last step.
    UndoStep,
    /// Drop the move being built.
    Cancel,
}

/// Why a build action was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A computer is to move, the game is over, or this is a replay.
    NotHumanTurn,
    /// The last move is still playing out.
    Animating,
    /// A store is never played from.
    Store,
    /// The step is not among those offered.
    Illegal,
    /// Nothing is being built, or the move is not complete.
    NothingToDo,
}

impl Refusal {
    /// The refusal in words, for the status line.
    pub fn text(self) -> &'static str {
        match self {
            Refusal::NotHumanTurn => "It is not a human player's turn",
            Refusal::Animating => "Wait until the move has played out",
            Refusal::Store => "Stores are not played from",
            Refusal::Illegal => "That is not a legal choice here",
            Refusal::NothingToDo => "Nothing to do",
        }
    }
}

/// A build action was refused (the illegal-action sound plays).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refused(pub Refusal);

/// Answers every build action: a finished move becomes a `MoveRequest`, anything else
/// changes the move being built or is refused with a reason.
/// What `build_moves` reads: the match, whether a move plays out, the board, the offer.
#[derive(bevy::ecs::system::SystemParam)]
struct BuildContext<'w> {
    m: Res<'w, Match>,
    queue: Res<'w, AnimQueue>,
    visual: Res<'w, crate::anim::Visual>,
    options: Res<'w, Options>,
}

fn build_moves(
    mut actions: MessageReader<Build>,
    ctx: BuildContext,
    mut building: ResMut<Building>,
    mut status: ResMut<Status>,
    mut requests: MessageWriter<MoveRequest>,
    mut refused: MessageWriter<Refused>,
) {
    let BuildContext {
        m,
        queue,
        visual,
        options,
    } = ctx;
    for a in actions.read() {
        let r = match a {
            _ if !queue.is_idle() => Err(Refusal::Animating),
            Build::Step(Step::Pit(i)) if visual.pits.get(*i as usize).is_some_and(|p| p.store) => {
                Err(Refusal::Store)
            }
            Build::Step(s) => push_step(*s, &m, &mut building, &mut requests),
            Build::Confirm => match &options.complete {
                Some(text) => {
                    requests.write(MoveRequest(text.clone()));
                    building.steps.clear();
                    Ok(())
                }
                None => Err(Refusal::NothingToDo),
            },
            Build::UndoStep => building.steps.pop().map(|_| ()).ok_or(Refusal::NothingToDo),
            Build::Cancel => {
                let had = !building.steps.is_empty();
                building.steps.clear();
                if had {
                    Ok(())
                } else {
                    Err(Refusal::NothingToDo)
                }
            }
        };
        if let Err(e) = r {
            status.0 = e.text().into();
            refused.write(Refused(e));
        }
    }
}

/// Takes a build step for the human to move: a finished move becomes a request, forced
/// single steps are taken at once, and a step not offered is refused and changes nothing.
pub fn push_step(
    step: Step,
    m: &Match,
    building: &mut Building,
    requests: &mut MessageWriter<MoveRequest>,
) -> Result<(), Refusal> {
    if m.replay || m.seat_to_move() != Seat::Human || m.game.finished().is_some() {
        return Err(Refusal::NotHumanTurn);
    }
    let mut steps = building.steps.clone();
    steps.push(step);
    let mut info = m.game.step_info(&steps);
    if info.is_err() && !building.steps.is_empty() {
        // A click elsewhere starts a new move.
        steps = vec![step];
        info = m.game.step_info(&steps);
    }
    let (next, complete) = info.map_err(|_| Refusal::Illegal)?;
    if next.is_empty() {
        if let Some(text) = complete {
            requests.write(MoveRequest(text));
        }
        building.steps.clear();
        return Ok(());
    }
    building.steps = steps;
    if next.len() == 1 && complete.is_none() {
        return push_step(next[0], m, building, requests);
    }
    Ok(())
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
