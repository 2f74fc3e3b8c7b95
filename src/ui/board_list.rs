//! The Board window: every pit as a list item with its name and contents, for a screen
//! reader to read and press, and the live region that speaks every announcement.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use sowing_rules::Step;

use crate::a11y::speech::Announcer;
use crate::a11y::words::{Words, WordsParam};
use crate::animation::anim::Visual;
use crate::board::focus::Focus;
use crate::game::build::{Build, Building, Options};
use crate::game::play::Match;
use crate::game::screens::Overlay;
use crate::game::start::MatchSerial;
use crate::i18n::{Lang, Texts};
use crate::input::choices::ChoiceNav;
use crate::settings::PieceStyle;
use crate::tr;
use crate::ui::dock::{self, Dock};

/// The board as a list a screen reader can read: one item per pit with its name and
/// contents, and the live region that speaks every announcement. Pressing an item (a
/// click, Enter or Space on it, a screen reader's action) chooses that pit, as a click
/// on the board does. Only the cursor's item takes the keyboard focus (Tab passes the list
/// as one stop); while it has it, it follows the focus cursor, and the arrow keys move the
/// cursor rather than egui's focus. Returns the pit chosen, and whether by a key or a
/// screen reader's action (not the pointer).
pub fn board_list(
    ui: &mut egui::Ui,
    labels: &[String],
    focus: Option<usize>,
    (announcement, seq): (&str, u64),
    follow: &mut ListFollow,
    texts: &Texts,
    take_focus: bool,
) -> Option<(usize, bool)> {
    live_region(ui, (announcement, seq), texts, false);
    ui.separator();
    let mut chosen = None;
    let focused = ui.ctx().memory(|m| m.focused());
    let mut in_list = false;
    let mut ids = Vec::with_capacity(labels.len());
    egui::ScrollArea::vertical()
        .auto_shrink([false, true])
        .show(ui, |ui| {
            // One item takes the keyboard focus, the cursor's (the first without one), so
            // Tab goes into the list and on out of it; every item stays pressable.
            let roving = focus.unwrap_or(0);
            for (i, label) in labels.iter().enumerate() {
                let sense = if i == roving {
                    egui::Sense::click()
                } else {
                    egui::Sense::CLICK
                };
                // A plain button, the cursor's drawn as selected: a selectable button is a
                // toggle button to a screen reader ("toggle button pressed" on every step).
                let here = focus == Some(i);
                let mut item = egui::Button::new(label).frame_when_inactive(here);
                if here {
                    item = item.fill(ui.visuals().selection.bg_fill);
                }
                let r = ui.add(item.sense(sense));
                ids.push(r.id);
                in_list |= focused == Some(r.id);
                if focus == Some(i) && follow.scrolled != focus {
                    r.scroll_to_me(None);
                }
                if r.clicked() {
                    chosen = Some((i, !r.clicked_by(egui::PointerButton::Primary)));
                }
            }
        });
    follow.scrolled = focus;
    if follow.items != ids {
        follow.items = ids.clone();
    }
    // The list's focus follows the cursor, so the screen reader reads the pit; a board
    // shown anew (a new match, a menu closed) takes the focus, so the first arrow is heard.
    let want = ids.get(focus.unwrap_or(0));
    if let Some(want) = want
        && ((in_list && focused != Some(*want)) || take_focus)
    {
        ui.memory_mut(|m| m.request_focus(*want));
    }
    chosen
}

/// The live region that speaks every announcement (a screen reader that ignores live
/// regions hears the news on the focused widget: `ui::news`). A repeated text still
/// changes, so screen readers speak it again. `short`: one line, cut to the width.
fn live_region(ui: &mut egui::Ui, (announcement, seq): (&str, u64), texts: &Texts, short: bool) {
    let marker = if seq % 2 == 1 { "\u{00A0}" } else { "" };
    let mut label = egui::Label::new(format!("{announcement}{marker}"));
    if short {
        label = label.truncate();
    }
    let live = ui.add(label);
    ui.ctx().accesskit_node_builder(live.id, |node| {
        node.set_live(egui::accesskit::Live::Polite);
        node.set_description(tr!(texts, "board-announcement", seq = seq));
    });
}

/// The Board list's items and the cursor position it last scrolled to. While an item
/// has the keyboard focus the arrow keys are the board's (`ui::egui_keys` keeps them
/// from egui, which would move its focus to another widget).
#[derive(Resource, Default, Debug)]
pub struct ListFollow {
    scrolled: Option<usize>,
    /// The items' egui ids, one per pit.
    pub items: Vec<egui::Id>,
}

/// Pit labels with the board version and piece style they were made for.
#[derive(Default)]
pub(crate) struct LabelCache(Option<(u64, PieceStyle, Lang)>, Vec<String>);

/// The focus cursor, the list's following of it, the live region's text, and the pits
/// picked for the move being built.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct Cursor<'w> {
    announcer: Res<'w, Announcer>,
    focus: ResMut<'w, Focus>,
    follow: ResMut<'w, ListFollow>,
    shown: Res<'w, State<Overlay>>,
    building: Res<'w, Building>,
    serial: Res<'w, MatchSerial>,
    dock: ResMut<'w, Dock>,
}

/// The menus' generation the board last saw (it changes when a screen or an overlay
/// does): a board shown anew with nothing over it takes the keyboard focus.
#[derive(Default)]
pub(crate) struct SeenGeneration(Option<u64>);

pub(super) fn board_window(
    cursor: Cursor,
    mut contexts: EguiContexts,
    m: Res<Match>,
    visual: Res<Visual>,
    words: WordsParam,
    (mut labels, mut seen, mut unfolded): (
        Local<LabelCache>,
        Local<SeenGeneration>,
        Local<Option<bool>>,
    ),
    (mut build, mut nav, options): (MessageWriter<Build>, MessageWriter<ChoiceNav>, Res<Options>),
) -> Result {
    let Cursor {
        announcer,
        mut focus,
        mut follow,
        shown,
        building,
        serial,
        mut dock,
    } = cursor;
    let ctx = contexts.ctx_mut()?;
    // Labels are rebuilt when the visual board, the piece style or the picked pits
    // change, not each frame.
    let w = words.get();
    let key = (visual.version, w.style, w.texts.lang());
    if labels.0 != Some(key) || m.is_changed() || building.is_changed() {
        let made = pit_labels(&w, &m, &visual, &building.steps);
        *labels = LabelCache(Some(key), made);
    }
    let labels = &labels.1;
    let generation = crate::ui::menus::generation(ctx);
    let take_focus = seen.0 != Some(generation) && *shown.get() == Overlay::None;
    if *shown.get() == Overlay::None {
        seen.0 = Some(generation);
    }
    // Each match's items are new nodes: a screen reader keeps a node that went away (the
    // board leaves with the title screen) silent when its id comes back.
    let id = egui::Id::new(("board-title", serial.0));
    let title = tr!(w.texts, "board-title");
    let enabled = super::play_windows_enabled(&shown);
    let news = (announcer.live.as_str(), announcer.seq);
    let texts = w.texts;
    // Where the board would keep too little room beside it, the list folds to a strip
    // (the news still in it) until the player opens it.
    let fits = dock.free.width() - dock::BOARD_LIST >= dock::BOARD_MIN;
    if !unfolded.unwrap_or(fits) {
        let panel = egui::Panel::left(id.with("folded"))
            .resizable(false)
            .exact_size(dock::FOLDED);
        dock::docked(
            ctx,
            &mut dock,
            dock::Place::Free(panel),
            (id, &title, enabled),
            |ui| {
                let open = ui.button("»");
                let spoken = tr!(texts, "board-list-open");
                ui.ctx()
                    .accesskit_node_builder(open.id, |node| node.set_label(spoken.as_str()));
                open.clone().on_hover_text(spoken);
                if open.clicked() {
                    *unfolded = Some(true);
                }
                live_region(ui, news, texts, true);
            },
        );
        return Ok(());
    }
    let panel = egui::Panel::left(id)
        .resizable(false)
        .exact_size(dock::BOARD_LIST);
    let chosen = dock::docked(
        ctx,
        &mut dock,
        dock::Place::Free(panel),
        (id, &title, enabled),
        |ui| {
            if !fits {
                let fold = ui.button(tr!(texts, "board-list-fold"));
                if fold.clicked() {
                    *unfolded = Some(false);
                }
            }
            board_list(ui, labels, focus.0, news, &mut follow, texts, take_focus)
        },
    );
    if let Some((i, by_keys)) = chosen {
        focus.0 = Some(i);
        // Enter on the list where no pit is offered (a side, a direction, a pass) takes
        // the lit choice, as Enter on the board does: the list has the keyboard focus
        // whenever the board is shown, and the panel says "Enter to take one".
        let pits = options.next.iter().any(|s| matches!(s, Step::Pit(_)));
        if by_keys && !pits && !options.next.is_empty() {
            nav.write(ChoiceNav::Pick);
        } else {
            build.write(Build::Step(Step::Pit(i as u8)));
        }
    }
    Ok(())
}

/// Every pit's item in the Board list: its contents, as a sowing being built has left it
/// so far, and whether it is chosen for the move being built.
pub fn pit_labels(w: &Words, m: &Match, visual: &Visual, steps: &[Step]) -> Vec<String> {
    let mut made = w.board_labels(visual, m.game.kind());
    // A sowing being built shows each pit it changed as it left it so far ("e5,
    // empty, chosen" was read of a pit the mother had been dropped into).
    if let Some(so_far) = m.game.board_so_far(steps) {
        for (i, (now, was)) in so_far.iter().zip(&visual.pits).enumerate() {
            if now.pieces != was.pieces
                && let Some(label) = made.get_mut(i)
            {
                let pit = w.pit(m.game.kind(), now);
                *label = tr!(w.texts, "pit-so-far", pit = pit);
            }
        }
    }
    // A placement's picked pit shows its stone already: said so ("2a, empty, chosen"
    // read as untrue beside the stone on the board).
    let placing = m.game.phase() == sowing_rules::Phase::Setup;
    for step in steps {
        if let Step::Pit(i) = step
            && let Some(label) = made.get_mut(*i as usize)
        {
            let place = if placing { "yes" } else { "no" };
            *label = tr!(w.texts, "pit-picked", pit = label.as_str(), place = place);
        }
    }
    made
}
