//! What the board actions do: move the focus cursor (announcing the pit, or a soft knock
//! at the edge), select the focused pit, go back or open the menu, undo, redo, switch
//! the view, the reading commands, a hint and the coordinates.

use bevy::prelude::*;
use bevy_enhanced_input::prelude::*;
use sowing_rules::Step;

use super::choices::ChoiceNav;
use super::*;
use crate::a11y::speech::{Announcer, Read};
use crate::a11y::words::WordsParam;
use crate::animation::anim::Visual;
use crate::board::focus::{Focus, ViewTurn, focus_points, focus_start, focus_step};
use crate::game::build::{Build, Building, Options};
use crate::game::hint::HintRequest;
use crate::game::lessons::{Lesson, LessonRequest};
use crate::game::play::{History, Match};
use crate::game::screens::{Overlay, RulesShown, Screen};
use crate::settings::Settings;

pub(super) fn plugin(app: &mut App) {
    app.add_observer(on_move_focus)
        .add_observer(on_select)
        .add_observer(on_back)
        .add_observer(on_menu)
        .add_observer(on_undo)
        .add_observer(on_redo)
        .add_observer(on_toggle_view)
        .add_observer(reading::<ReadPit>(Read::FocusedPit))
        .add_observer(reading::<ReadLastMove>(Read::LastMove))
        .add_observer(reading::<ReadBoard>(Read::Board))
        .add_observer(reading::<ReadLegal>(Read::LegalFromFocus))
        .add_observer(reading::<ReadScore>(Read::Score))
        .add_observer(reading::<ReadPreview>(Read::Preview))
        .add_observer(
            |_: On<Start<ShowHint>>, input: BoardInput, mut h: MessageWriter<HintRequest>| {
                if input.live() {
                    h.write(HintRequest);
                }
            },
        )
        .add_observer(
            |_: On<Start<ToggleCoordinates>>, input: BoardInput, mut s: ResMut<Settings>| {
                if input.live() {
                    s.coordinates = !s.coordinates;
                }
            },
        );
}

/// A reading key's observer: it asks for its reading, unless a text field takes the keys
/// ("L" typed in a save's name read the last move aloud).
fn reading<A: InputAction>(
    what: Read,
) -> impl Fn(On<Start<A>>, Res<UiKeyboard>, MessageWriter<Read>) {
    move |_, ui, mut r| {
        if !ui.captured {
            r.write(what);
        }
    }
}

/// What the focus walks over and how a pit is said: the visual board, the match and
/// the words.
#[derive(bevy::ecs::system::SystemParam)]
struct FocusBoard<'w> {
    visual: Res<'w, Visual>,
    turn: Res<'w, ViewTurn>,
    words: WordsParam<'w>,
    m: Option<Res<'w, Match>>,
}

impl FocusBoard<'_> {
    /// Pit `i` in words.
    fn label(&self, i: usize) -> Option<String> {
        let m = self.m.as_ref()?;
        let pit = self.visual.pits.get(i)?;
        Some(self.words.get().pit(m.game.kind(), pit))
    }
}

fn on_move_focus(
    ev: On<Start<MoveFocus>>,
    input: BoardInput,
    board: FocusBoard,
    mut focus: ResMut<Focus>,
    mut announcer: ResMut<Announcer>,
    mut edge: MessageWriter<crate::game::cue::Cue>,
) {
    if !input.live() || board.visual.pits.is_empty() || board.m.is_none() {
        return;
    }
    let points = focus_points(&board.turn, &board.visual);
    let Some(from) = focus.0.filter(|&i| i < points.len()) else {
        let start = focus_start(&board.turn, &board.visual).unwrap_or(0);
        focus.0 = Some(start);
        announcer.say_cursor(board.label(start).unwrap_or_default());
        return;
    };
    // The action's y points up; the screen's y points down.
    let dir = Vec2::new(ev.value.x, -ev.value.y);
    match focus_step(&points, from, dir) {
        Some(to) => {
            focus.0 = Some(to);
            announcer.say_cursor(board.label(to).unwrap_or_default());
        }
        None => {
            edge.write(crate::game::cue::Cue::Edge(from));
        }
    }
}

fn on_select(
    _: On<Start<Select>>,
    input: BoardInput,
    keys: Res<ButtonInput<KeyCode>>,
    (focus, options): (Res<Focus>, Res<Options>),
    (mut build, mut choices): (MessageWriter<Build>, MessageWriter<ChoiceNav>),
    lesson: Option<Res<Lesson>>,
    mut lessons: MessageWriter<LessonRequest>,
) {
    if !input.live() {
        return;
    }
    // With a widget focused, Enter and Space are that widget's.
    if input.ui().widget_focused
        && keys.any_just_pressed([KeyCode::Enter, KeyCode::Space, KeyCode::NumpadEnter])
    {
        return;
    }
    // A lesson's step done: Select goes on to the next.
    if lesson.is_some_and(|l| l.done) {
        lessons.write(LessonRequest::Next);
        return;
    }
    // No pit to choose (a pass, a direction, a side): Select takes the choice `]` is on,
    // the one drawn lit (it went to the cursor's pit, which the rules refused).
    let pits = options.next.iter().any(|s| matches!(s, Step::Pit(_)));
    if !pits && !options.next.is_empty() {
        choices.write(ChoiceNav::Pick);
        return;
    }
    if let Some(i) = focus.0 {
        build.write(Build::Step(Step::Pit(i as u8)));
    }
}

/// Back: cancels the move being built; else opens or closes the menu; on the
/// new-game screen, back where it was opened from (a game's menu, or the title).
fn on_back(
    _: On<Start<Back>>,
    input: BoardInput,
    mut building: ResMut<Building>,
    mut next_overlay: ResMut<NextState<Overlay>>,
    mut commands: Commands,
    rules: Res<RulesShown>,
) {
    if input.ui().captured {
        return;
    }
    match input.shown() {
        (Screen::Play, Overlay::None) if !building.steps.is_empty() => building.steps.clear(),
        (Screen::Play, Overlay::None) => next_overlay.set(Overlay::Paused),
        (_, Overlay::Paused | Overlay::GameOver) => next_overlay.set(Overlay::None),
        (_, Overlay::HowToPlay) => next_overlay.set(rules.back),
        (Screen::Play, Overlay::Settings) => next_overlay.set(Overlay::Paused),
        (_, Overlay::Settings) => next_overlay.set(Overlay::None),
        (Screen::NewGame, _) => commands.queue(crate::game::start::BackFromNewGame),
        _ => {}
    }
}

fn on_menu(
    _: On<Start<Menu>>,
    screen: Res<State<Screen>>,
    overlay: Res<State<Overlay>>,
    mut next: ResMut<NextState<Overlay>>,
) {
    if *screen.get() == Screen::Play {
        next.set(if *overlay.get() == Overlay::None {
            Overlay::Paused
        } else {
            Overlay::None
        });
    }
}

fn on_undo(
    _: On<Start<Undo>>,
    input: BoardInput,
    mut h: MessageWriter<History>,
    mut overlay: ResMut<NextState<Overlay>>,
) {
    // The game-over window's "Take back the last turn" too: U did nothing there, its
    // button beside it (the fourteenth hour).
    let over = input.shown() == (Screen::Play, Overlay::GameOver) && !input.ui().captured;
    if input.live() || over {
        h.write(History::Undo);
    }
    if over {
        overlay.set(Overlay::None);
    }
}

fn on_redo(_: On<Start<Redo>>, input: BoardInput, mut h: MessageWriter<History>) {
    if input.live() {
        h.write(History::Redo);
    }
}

/// T changes the view while the board is played (not from a menu, where a save's name
/// with a "t" in it changed it).
fn on_toggle_view(_: On<Start<ToggleView>>, input: BoardInput, mut settings: ResMut<Settings>) {
    if input.live() {
        settings.toggle_view();
    }
}
