//! The Board window: every pit as a list item with its name and contents, for a screen
//! reader to read and press, and the live region that speaks every announcement.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use sowing_rules::Step;

use crate::a11y::speech::Announcer;
use crate::a11y::words::WordsParam;
use crate::animation::anim::Visual;
use crate::board::focus::Focus;
use crate::game::build::Build;
use crate::game::play::Match;
use crate::game::screens::Overlay;
use crate::i18n::{Lang, Texts};
use crate::settings::PieceStyle;
use crate::tr;

/// The board as a list a screen reader can read: one item per pit with its name and
/// contents, and the live region that speaks every announcement. Pressing an item (a
/// click, Enter or Space on it, a screen reader's action) chooses that pit, as a click
/// on the board does. Only the cursor's item takes the keyboard focus (Tab passes the list
/// as one stop); while it has it, it follows the focus cursor, and the arrow keys move the
/// cursor rather than egui's focus. Returns the pit chosen.
pub fn board_list(
    ui: &mut egui::Ui,
    labels: &[String],
    focus: Option<usize>,
    announcement: &str,
    seq: u64,
    follow: &mut ListFollow,
    texts: &Texts,
) -> Option<usize> {
    // The live region: a new node for every announcement, so a repeated text is spoken.
    // A repeated text still changes: screen readers speak it again.
    let marker = if seq % 2 == 1 { "\u{00A0}" } else { "" };
    let live = ui.label(format!("{announcement}{marker}"));
    let id = live.id;
    ui.ctx().accesskit_node_builder(id, |node| {
        node.set_live(egui::accesskit::Live::Polite);
        node.set_description(tr!(texts, "board-announcement", seq = seq));
    });
    ui.separator();
    let mut chosen = None;
    let focused = ui.ctx().memory(|m| m.focused());
    let mut in_list = false;
    let mut ids = Vec::with_capacity(labels.len());
    egui::ScrollArea::vertical()
        .max_height(160.0)
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
                let r = ui.add(egui::Button::selectable(focus == Some(i), label).sense(sense));
                ids.push(r.id);
                in_list |= focused == Some(r.id);
                if focus == Some(i) && follow.scrolled != focus {
                    r.scroll_to_me(None);
                }
                if r.clicked() {
                    chosen = Some(i);
                }
            }
        });
    follow.scrolled = focus;
    if follow.items != ids {
        follow.items = ids.clone();
    }
    // The list's focus follows the cursor, so the screen reader reads the pit.
    if in_list
        && let Some(want) = focus.and_then(|i| ids.get(i))
        && focused != Some(*want)
    {
        ui.memory_mut(|m| m.request_focus(*want));
    }
    chosen
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

/// The focus cursor, the list's following of it, and the live region's text.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct Cursor<'w> {
    announcer: Res<'w, Announcer>,
    focus: ResMut<'w, Focus>,
    follow: ResMut<'w, ListFollow>,
    shown: Res<'w, State<Overlay>>,
}

pub(super) fn board_window(
    cursor: Cursor,
    mut contexts: EguiContexts,
    m: Res<Match>,
    visual: Res<Visual>,
    words: WordsParam,
    mut labels: Local<LabelCache>,
    mut build: MessageWriter<Build>,
) -> Result {
    let Cursor {
        announcer,
        mut focus,
        mut follow,
        shown,
    } = cursor;
    let ctx = contexts.ctx_mut()?;
    // Labels are rebuilt when the visual board or the piece style changes, not each frame.
    let w = words.get();
    let key = (visual.version, w.style, w.texts.lang());
    if labels.0 != Some(key) || m.is_changed() {
        *labels = LabelCache(Some(key), w.board_labels(&visual, m.game.kind()));
    }
    let labels = &labels.1;
    egui::Window::new(tr!(w.texts, "board-title"))
        .id(egui::Id::new("board-title"))
        .enabled(super::play_windows_enabled(&shown))
        .anchor(egui::Align2::LEFT_TOP, [8.0, 8.0])
        .default_open(true)
        .default_width(250.0)
        .show(ctx, |ui| {
            let (live, seq) = (&announcer.live, announcer.seq);
            if let Some(i) = board_list(ui, labels, focus.0, live, seq, &mut follow, w.texts) {
                focus.0 = Some(i);
                build.write(Build::Step(Step::Pit(i as u8)));
            }
        });
    Ok(())
}
