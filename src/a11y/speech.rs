//! What a screen reader speaks: an announcement after every move in a live region
//! (never dropped when the same text comes twice), and the reading commands: the focused
//! pit, the last move, a board summary, the legal moves from the focused pit and the
//! score. The words themselves come from `words`.

use bevy::prelude::*;

use super::words::WordsParam;
use crate::animation::anim::Visual;
use crate::board::focus::Focus;
use crate::game::cue::Cue;
use crate::game::hint::Hint;
use crate::game::marks::{LastMove, MoveMarks};
use crate::game::play::{History, LessonRefused, Match, MovePlayed, Seat, Status};
use crate::game::queue::AnimQueue;
use crate::tr;
use sowing_rules::{GameKind, Step};

/// What to say: the newest announcement and a counter that changes with every one, so
/// a repeated text is still a new announcement.
#[derive(Resource, Default, Debug, Clone)]
pub struct Announcer {
    pub live: String,
    pub seq: u64,
    pub log: Vec<String>,
    /// Whether the newest is the cursor's pit, said as the cursor moved: the Board list's
    /// focused item already reads as that pit.
    pub cursor: bool,
}

impl Announcer {
    pub fn say(&mut self, text: impl Into<String>) {
        self.cursor = false;
        self.put(text.into());
    }

    /// Says the pit the cursor moved to.
    pub fn say_cursor(&mut self, text: impl Into<String>) {
        self.cursor = true;
        self.put(text.into());
    }

    fn put(&mut self, text: String) {
        self.live = text;
        self.seq += 1;
        self.log.push(self.live.clone());
        if self.log.len() > 200 {
            self.log.remove(0);
        }
    }
}

/// A move of the computer or of a player online whose pieces are still moving: its news
/// and status line wait for them to land (the panel says the player is moving).
#[derive(Resource, Default, Debug, Clone)]
pub struct Landing {
    /// The news and the status line of each such move, in order.
    said: Vec<(String, String)>,
    /// The player whose move is landing.
    pub player: Option<u8>,
}

/// Something to read aloud on request.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum Read {
    FocusedPit,
    LastMove,
    Board,
    LegalFromFocus,
    Score,
    /// What the choice under the pointer or the focus would play.
    Preview,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Announcer>()
        .init_resource::<Landing>()
        .add_message::<Read>()
        .add_systems(
            Update,
            (
                // After the history's words: an undo drops the words of moves still landing.
                announce_moves
                    .after(crate::game::marks::mark_last_move)
                    .after(announce_history),
                announce_history.after(crate::ApplyStep::History),
                say_lesson
                    .after(announce_moves)
                    .after(crate::game::lessons::follow_the_move),
                announce_hint.after(crate::FramePhase::Apply),
                word_lesson_refusal.after(crate::ApplyStep::Requests),
                super::dropped::word_new_move.after(crate::FramePhase::Input),
                read_aloud,
            ),
        );
}

/// After every move: who moved, what, what was captured, who is next (or the result).
/// A move of the computer or of a player online is said once its pieces have landed,
/// so the words describe the board as it is shown; a move of this machine's player at
/// once.
pub fn announce_moves(
    mut played: MessageReader<MovePlayed>,
    m: Option<Res<Match>>,
    words: WordsParam,
    (mut announcer, mut status): (ResMut<Announcer>, ResMut<Status>),
    mut cues: MessageWriter<Cue>,
    (last, queue, serial): (
        Res<LastMove>,
        Res<AnimQueue>,
        Res<crate::game::start::MatchSerial>,
    ),
    mut landing: ResMut<Landing>,
) {
    let Some(m) = m else {
        played.clear();
        if landing.player.is_some() {
            *landing = Landing::default();
        }
        return;
    };
    if serial.is_changed() && landing.player.is_some() {
        *landing = Landing::default();
    }
    let w = words.get();
    for p in played.read() {
        let next = match w.result(&m) {
            Some(r) => r,
            None => {
                if m.seat_to_move() == Seat::Human && m.seats.iter().any(|s| *s != Seat::Human) {
                    cues.write(Cue::YourTurn);
                }
                tr!(w.texts, "to-move", player = w.player(m.game.to_move()))
            }
        };
        // The move in words, not notation (the last move's marks; one move is applied a
        // frame); the status line says it without whose turn is next (the panel says that).
        let text = w.played(&m.game, p.player, &p.text, &last.0, p.captured, &next);
        let line = w.played(&m.game, p.player, &p.text, &last.0, p.captured, "");
        match m.seats.get(p.player as usize - 1) {
            Some(Seat::Human) => {
                status.0 = line;
                announcer.say(text);
            }
            _ => {
                landing.said.push((text, line));
                landing.player = Some(p.player);
            }
        }
    }
    if queue.is_idle() && landing.player.is_some() {
        for (text, line) in std::mem::take(&mut landing.said) {
            status.0 = line;
            announcer.say(text);
        }
        landing.player = None;
    }
}

/// After undo, redo or a jump: where the game now stands (what went back or forward,
/// then whose turn or the result), in place of news the board no longer shows.
pub(super) fn announce_history(
    mut history: MessageReader<History>,
    m: Option<Res<Match>>,
    status: Res<Status>,
    words: WordsParam,
    mut announcer: ResMut<Announcer>,
    mut landing: ResMut<Landing>,
) {
    let Some(m) = m else {
        history.clear();
        return;
    };
    if history.read().count() == 0 {
        return;
    }
    // The moves whose pieces were landing are gone from the board (or played again and
    // said here): their words would describe a board no longer shown.
    *landing = Landing::default();
    let w = words.get();
    let now = w
        .result(&m)
        .unwrap_or_else(|| tr!(w.texts, "to-move", player = w.player(m.game.to_move())));
    announcer.say(tr!(
        w.texts,
        "announce-history",
        // Its own full stop is the sentence's ("cannot be undone.. Player 1 …").
        what = status.0.trim_end_matches('.'),
        now = now
    ));
}

/// A hint, once found, is said with where it goes, once (in a lesson, the step's own
/// words say what its marked move is). The hint's resource changes while a search is
/// polled, so what was said is kept: the same hint is never said again on a later frame.
fn announce_hint(
    hint: Res<Hint>,
    m: Option<Res<Match>>,
    words: WordsParam,
    (mut announcer, mut status): (ResMut<Announcer>, ResMut<Status>),
    lesson: Option<Res<crate::game::lessons::Lesson>>,
    mut said: Local<Option<(usize, String)>>,
) {
    let (Some(m), Some(h)) = (m, hint.shown.as_ref()) else {
        *said = None;
        return;
    };
    let this = Some((h.ply, h.text.clone()));
    if *said == this {
        return;
    }
    *said = this;
    let w = words.get();
    let mut what = w.way(&m.game, &h.marks, &h.text);
    // The kind of move and how many, as the buttons say them: "from f2 to e2" alone was
    // followed with Split, and the hinted move could not be built.
    let kind = m.game.kind();
    let choices: Vec<String> = (m.game.steps_of(&h.text).unwrap_or_default().into_iter())
        .filter(|s| matches!(s, Step::Mode(_) | Step::Count(_)))
        .map(|s| w.step(kind, s))
        .collect();
    if !choices.is_empty() {
        what = tr!(
            w.texts,
            "hint-way-choices",
            way = what,
            choices = choices.join(", ")
        );
    }
    // A lesson's taught move is shown as a hint: the lesson's own words stand.
    if lesson.is_none() {
        status.0 = tr!(
            w.texts,
            "hint-shown",
            what = what.as_str(),
            captured = h.marks.captured
        );
        announcer.say(tr!(
            w.texts,
            "hint-said",
            what = what.as_str(),
            captured = h.marks.captured
        ));
    }
}

/// A lesson's refusal said by where the taught move goes ("This step teaches the move
/// from cup 1.4 to cup 2.4"), not its notation ("teaches 4").
fn word_lesson_refusal(
    mut refused: MessageReader<LessonRefused>,
    m: Option<Res<Match>>,
    words: WordsParam,
    mut status: ResMut<Status>,
) {
    let Some(m) = m else {
        refused.clear();
        return;
    };
    let w = words.get();
    let kind = m.game.kind();
    for LessonRefused { teaches: mv, pit } in refused.read() {
        let marks = MoveMarks::of_move(&m.game, mv);
        let way = marks
            .as_ref()
            .map(|marks| w.way(&m.game, marks, mv))
            .unwrap_or_else(|| mv.clone());
        // A pit the taught move passes (a troop's way, a chain's link) is a step too
        // early, not a wrong move: "This step teaches…" read as an error there.
        // A pit the move is built through (Myra's target, a chain's link), or one its way
        // passes where the player chooses the way (Myra's troops, Esiema's sowing): not a
        // cup Umel Bagara's beans are sown into, which is just another cup.
        let steps = m.game.steps_of(mv).unwrap_or_default();
        let chosen = matches!(kind, GameKind::Myra | GameKind::Esiema);
        let on_way = |p: &u8| {
            steps.contains(&Step::Pit(*p))
                || (chosen
                    && marks
                        .as_ref()
                        .is_some_and(|k| k.path.contains(&(*p as usize))))
        };
        let name = |p: u8| w.pit_name_at(kind, p as usize);
        status.0 = match pit {
            Some((p, next)) if on_way(p) => tr!(
                w.texts,
                "lesson-on-the-way",
                pit = name(*p),
                way = way,
                // A pit by its name ("choose pit 4 first" named 3b by its index).
                next = match next {
                    Step::Pit(n) => name(*n),
                    other => w.step(kind, *other),
                }
            ),
            _ => tr!(w.texts, "lesson-not-this", way = way),
        };
    }
}

fn read_aloud(
    mut reads: MessageReader<Read>,
    m: Option<Res<Match>>,
    visual: Res<Visual>,
    focus: Res<Focus>,
    words: WordsParam,
    mut announcer: ResMut<Announcer>,
    preview: Res<crate::game::marks::Preview>,
) {
    let Some(m) = m else {
        reads.clear();
        return;
    };
    let w = words.get();
    for r in reads.read() {
        let text = match r {
            Read::FocusedPit => match focus.0.and_then(|i| visual.pits.get(i)) {
                Some(p) => w.pit(m.game.kind(), p),
                None => tr!(w.texts, "read-no-focus"),
            },
            Read::LastMove => match (m.moves.last(), m.history.last()) {
                (Some(mv), Some(before)) => {
                    let marks = MoveMarks::of_move(before, mv).unwrap_or_default();
                    let who = before.to_move();
                    let what = w.played(before, who, mv, &marks, marks.captured, "");
                    tr!(w.texts, "read-last-move", n = m.moves.len(), what = what)
                }
                _ => tr!(w.texts, "read-no-move"),
            },
            Read::Board => w.board_summary(&m, &visual),
            Read::LegalFromFocus => match focus.0 {
                Some(i) => w.legal_from(&m, &visual, i),
                None => tr!(w.texts, "read-no-focus"),
            },
            Read::Score => said_then(w.texts, &w.score(&m), &w.goal(&m)),
            Read::Preview => match &preview.0 {
                Some((mv, marks)) => w.preview(&m.game, mv, marks),
                None => tr!(w.texts, "preview-none"),
            },
        };
        announcer.say(text);
    }
}

/// Each step's words are said when it starts and when its move is done (after the
/// move's own announcement, in the same words).
fn say_lesson(
    lesson: Option<Res<crate::game::lessons::Lesson>>,
    texts: Res<crate::i18n::Texts>,
    mut announcer: ResMut<Announcer>,
    mut said: Local<(Option<crate::game::lessons::Lesson>, u64)>,
) {
    let seen = std::mem::replace(&mut said.1, announcer.seq);
    let Some(l) = lesson else {
        said.0 = None;
        return;
    };
    if said.0 == Some(*l) {
        return;
    }
    said.0 = Some(*l);
    let text = l.text(&texts);
    let text = if l.done && announcer.seq != seen {
        // What was said last, then the lesson's words.
        said_then(&texts, &announcer.live, &text)
    } else {
        text
    };
    announcer.say(text);
    said.1 = announcer.seq;
}

/// Two things said one after the other, the first ended as a sentence (a result or a
/// score has no full stop of its own: "… wins, neither player can move").
fn said_then(texts: &crate::i18n::Texts, first: &str, then: &str) -> String {
    let first = first.trim_end();
    let first = if first.ends_with(['.', '!', '?']) {
        first.to_string()
    } else {
        format!("{first}.")
    };
    tr!(texts, "said-then", first = first, then = then)
}
