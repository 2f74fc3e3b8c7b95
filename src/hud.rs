//! The egui screens: title with the new-game choices, and in play the side panel (whose
//! turn, counters, the build choices that are not pits, undo and redo, the move list,
//! the status line) and the game-over box. Real egui widgets with labels throughout.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};
use serde_json::Value;
use sowing_rules::{Piece, Side, Step};

use crate::anim::Visual;
use crate::board::Pit;
use crate::camera::PANEL_WIDTH;
use crate::computer::Thinking;
use crate::focus::Focus;
use crate::input::{Choice, ChoiceCursor, UiKeyboard};
use crate::menus::rules_summary;
use crate::palette::PLAYER_COLOURS;
use crate::play::{Build, Building, History, Match, Options, Status, result_text};
use crate::records::{RecordRequest, ReplayPlayer};
use crate::screens::{Overlay, Screen};
use crate::settings::{PieceStyle, Settings};
use crate::speech::{Announcer, board_labels, game_name, seat_name};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((EguiPlugin::default(), crate::input::egui_keys::plugin))
        .init_resource::<ListFollow>()
        .add_systems(
            EguiPrimaryContextPass,
            (panel, pit_counts, board_window).run_if(in_state(Screen::Play)),
        )
        .add_systems(
            PostUpdate,
            ui_keyboard.after(bevy_egui::EguiPostUpdateSet::EndPass),
        );
}

/// Tells the board keys whether the menus hold the keyboard.
fn ui_keyboard(mut contexts: EguiContexts, mut kb: ResMut<UiKeyboard>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let now = UiKeyboard {
        captured: ctx.text_edit_focused() || egui::Popup::is_any_open(ctx),
        widget_focused: ctx.memory(|m| m.focused().is_some()),
    };
    if kb.set_if_neq(now) {
        debug!(
            "keyboard: {now:?} (text edit {}, popup {}, focus {:?})",
            ctx.text_edit_focused(),
            egui::Popup::is_any_open(ctx),
            ctx.memory(|m| m.focused())
        );
    }
    Ok(())
}

pub use crate::speech::player_name;

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

/// A counter array of the position (`captured`, `reserve`, …) as words per player.
fn counters(j: &Value, key: &str, style: PieceStyle) -> Option<String> {
    let a = j.get(key)?.as_array()?;
    Some(
        a.iter()
            .enumerate()
            .map(|(i, v)| format!("{}: {v}", player_name(i as u8 + 1, style)))
            .collect::<Vec<_>>()
            .join(", "),
    )
}

#[allow(clippy::too_many_arguments)]
fn panel(
    mut contexts: EguiContexts,
    m: Res<Match>,
    options: Res<Options>,
    thinking: Res<Thinking>,
    mut settings: ResMut<Settings>,
    building: Res<Building>,
    status: Res<Status>,
    mut build: MessageWriter<Build>,
    mut history: MessageWriter<History>,
    mut overlay: ResMut<NextState<Overlay>>,
    mut player: ResMut<ReplayPlayer>,
    mut records: MessageWriter<RecordRequest>,
    cursor: Res<ChoiceCursor>,
    mut json: Local<Option<Value>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // The counters come from the position's JSON, rebuilt only when the match changes.
    if m.is_changed() || json.is_none() {
        *json = Some(Value::Object(m.game.to_json()));
    }
    let j = json.as_ref().expect("just set");
    let style = settings.pieces;
    egui::Window::new("Game")
        .anchor(egui::Align2::RIGHT_TOP, [-8.0, 8.0])
        .default_width(PANEL_WIDTH - 24.0)
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.heading(game_name(m.game.kind()));
            let p = m.game.to_move();
            match result_text(&m, |p| player_name(p, style)) {
                None => {
                    let [r, g, b] = PLAYER_COLOURS[(p as usize - 1) % 6].1;
                    ui.horizontal(|ui| {
                        let (rect, _) =
                            ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
                        ui.painter().circle_filled(
                            rect.center(),
                            6.0,
                            egui::Color32::from_rgb(r, g, b),
                        );
                        ui.label(format!(
                            "To move: {} — {}",
                            player_name(p, style),
                            seat_name(m.seat_to_move())
                        ));
                    });
                }
                Some(text) => {
                    ui.label(text);
                }
            }
            if thinking.busy() {
                ui.label("The computer is thinking…");
            }
            for (key, label) in [
                ("captured", "Captured"),
                ("reserve", "Reserve"),
                ("stores", "Stores"),
                ("hand", "Stones to place"),
            ] {
                if let Some(text) = counters(j, key, style) {
                    ui.label(format!("{label} — {text}"));
                }
            }
            ui.separator();
            if m.replay {
                replay_controls(ui, &m, &mut player, &mut history, &mut records);
            }
            let choices: Vec<Step> = options
                .next
                .iter()
                .copied()
                .filter(|s| !matches!(s, Step::Pit(_)))
                .collect();
            if !choices.is_empty() || options.complete.is_some() {
                ui.label("Choose:");
            }
            let current = cursor.items.get(cursor.at).cloned();
            for s in choices {
                let here = current == Some(Choice::Step(s));
                if ui.selectable_label(here, step_label(s, style)).clicked() {
                    build.write(Build::Step(s));
                }
            }
            if let Some(text) = &options.complete
                && !options.next.is_empty()
                && ui.button(format!("Confirm {text}")).clicked()
            {
                build.write(Build::Confirm);
            }
            if !building.steps.is_empty() {
                ui.horizontal(|ui| {
                    if ui.button("Undo the last step").clicked() {
                        build.write(Build::UndoStep);
                    }
                    if ui.button("Cancel this move").clicked() {
                        build.write(Build::Cancel);
                    }
                });
            }
            ui.horizontal(|ui| {
                if !m.replay {
                    if ui.button("Undo").clicked() {
                        history.write(History::Undo);
                    }
                    if ui.button("Redo").clicked() {
                        history.write(History::Redo);
                    }
                }
                if ui.button("Pause").clicked() {
                    overlay.set(Overlay::Paused);
                }
            });
            let view_label = match settings.view {
                crate::settings::View::Table => "Top-down view (T)",
                crate::settings::View::TopDown => "Table view (T)",
            };
            if ui.button(view_label).clicked() {
                settings.toggle_view();
            }
            ui.label(format!("Status: {}", status.0));
            ui.separator();
            egui::CollapsingHeader::new("Rules").show(ui, |ui| {
                ui.label(rules_summary(m.game.kind()));
            });
            ui.label("Moves:");
            // Only the rows in view are laid out: long games stay cheap to draw.
            let row = ui.text_style_height(&egui::TextStyle::Body);
            egui::ScrollArea::vertical()
                .max_height(240.0)
                .stick_to_bottom(true)
                .show_rows(ui, row, m.moves.len(), |ui, rows| {
                    for i in rows {
                        ui.label(format!("{}. {}", i + 1, m.moves[i]));
                    }
                });
        });
    Ok(())
}

/// Stepping through a replay: first, back, play or pause, forward, last, a slider to
/// jump to any move, and playing on from the position shown.
fn replay_controls(
    ui: &mut egui::Ui,
    m: &Match,
    player: &mut ReplayPlayer,
    history: &mut MessageWriter<History>,
    records: &mut MessageWriter<RecordRequest>,
) {
    let at = m.moves.len();
    let total = at + m.redo.len();
    ui.label(format!("Replay: move {at} of {total}"));
    ui.horizontal(|ui| {
        if ui.button("First").clicked() {
            history.write(History::Jump(0));
        }
        if ui.button("Back").clicked() {
            history.write(History::Back);
        }
        let play = if player.playing { "Stop" } else { "Play" };
        if ui.button(play).clicked() {
            player.playing = !player.playing;
        }
        if ui.button("Forward").clicked() {
            history.write(History::Redo);
        }
        if ui.button("Last").clicked() {
            history.write(History::Jump(total));
        }
    });
    let mut to = at;
    if ui
        .add(egui::Slider::new(&mut to, 0..=total).text("Move"))
        .changed()
        && to != at
    {
        history.write(History::Jump(to));
    }
    ui.add(egui::Slider::new(&mut player.pause, 0.0..=3.0).text("Seconds between moves"));
    if ui.button("Continue from here").clicked() {
        records.write(RecordRequest::ContinueHere);
    }
    ui.separator();
}

/// How many pieces a pit may hold before its counts are written beside it.
pub const COUNT_FROM: usize = 6;

/// Pits holding more pieces than can be told apart at a glance show their counts per
/// player (Umel Bagara cups and stores always show their bean count).
fn pit_counts(
    mut contexts: EguiContexts,
    visual: Res<Visual>,
    settings: Res<Settings>,
    cams: Query<(&Camera, &GlobalTransform)>,
    pits: Query<(&Pit, &GlobalTransform)>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Ok((cam, cam_t)) = cams.single() else {
        return Ok(());
    };
    let painter = ctx.layer_painter(egui::LayerId::background());
    for (pit, t) in &pits {
        let Some(v) = visual.pits.get(pit.index) else {
            continue;
        };
        let beans = v.pieces.iter().all(|p| *p == Piece::Small(0));
        if v.pieces.is_empty() || (!beans && v.pieces.len() < COUNT_FROM) {
            continue;
        }
        let Ok(at) = cam.world_to_viewport(cam_t, t.translation() + Vec3::new(0.0, 0.0, 0.45))
        else {
            continue;
        };
        let text = count_text(&v.pieces, settings.pieces);
        let pos = egui::pos2(at.x, at.y);
        let galley =
            painter.layout_no_wrap(text, egui::FontId::proportional(13.0), egui::Color32::WHITE);
        let rect = egui::Align2::CENTER_TOP
            .anchor_size(pos, galley.size())
            .expand(2.0);
        painter.rect_filled(rect, 3.0, egui::Color32::from_black_alpha(170));
        painter.galley(
            rect.min + egui::vec2(2.0, 2.0),
            galley,
            egui::Color32::WHITE,
        );
    }
    Ok(())
}

/// The counts of a pit per player: "12" for beans, "P1 ×3 · P2 ×4" (with queens and
/// mothers named) otherwise.
pub fn count_text(pieces: &[Piece], _style: PieceStyle) -> String {
    if pieces.iter().all(|p| *p == Piece::Small(0)) {
        return pieces.len().to_string();
    }
    let mut parts = Vec::new();
    for owner in 1..=6u8 {
        let small = pieces.iter().filter(|p| **p == Piece::Small(owner)).count();
        let big = pieces.contains(&Piece::Big(owner));
        if small == 0 && !big {
            continue;
        }
        let mut s = format!("P{owner}");
        if big {
            s.push_str(" M");
        }
        if small > 0 {
            s.push_str(&format!(" ×{small}"));
        }
        parts.push(s);
    }
    parts.join(" · ")
}

/// The board as a list a screen reader can read: one item per pit with its name and
/// contents, and the live region that speaks every announcement. Pressing an item (a
/// click, Enter or Space on it, a screen reader's action) chooses that pit, as a click
/// on the board does. While an item has the keyboard focus it follows the focus cursor,
/// and the arrow keys move the cursor rather than egui's focus. Returns the pit chosen.
pub fn board_list(
    ui: &mut egui::Ui,
    labels: &[String],
    focus: Option<usize>,
    announcement: &str,
    seq: u64,
    follow: &mut ListFollow,
) -> Option<usize> {
    // The live region: a new node for every announcement, so a repeated text is spoken.
    // A repeated text still changes: screen readers speak it again.
    let marker = if seq % 2 == 1 { "\u{00A0}" } else { "" };
    let live = ui.label(format!("{announcement}{marker}"));
    let id = live.id;
    ui.ctx().accesskit_node_builder(id, |node| {
        node.set_live(egui::accesskit::Live::Polite);
        node.set_description(format!("announcement {seq}"));
    });
    ui.separator();
    let mut chosen = None;
    let focused = ui.ctx().memory(|m| m.focused());
    let mut in_list = false;
    let mut ids = Vec::with_capacity(labels.len());
    egui::ScrollArea::vertical()
        .max_height(160.0)
        .show(ui, |ui| {
            for (i, label) in labels.iter().enumerate() {
                let r = ui.selectable_label(focus == Some(i), label);
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
/// has the keyboard focus the arrow keys are the board's (`input::egui_keys` keeps them
/// from egui, which would move its focus to another widget).
#[derive(Resource, Default, Debug)]
pub struct ListFollow {
    scrolled: Option<usize>,
    /// The items' egui ids, one per pit.
    pub items: Vec<egui::Id>,
}

/// Pit labels with the board version and piece style they were made for.
#[derive(Default)]
struct LabelCache(Option<(u64, PieceStyle)>, Vec<String>);

#[allow(clippy::too_many_arguments)]
fn board_window(
    mut contexts: EguiContexts,
    m: Res<Match>,
    visual: Res<Visual>,
    settings: Res<Settings>,
    announcer: Res<Announcer>,
    mut focus: ResMut<Focus>,
    mut labels: Local<LabelCache>,
    mut follow: ResMut<ListFollow>,
    mut build: MessageWriter<Build>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // Labels are rebuilt when the visual board or the piece style changes, not each frame.
    let key = (visual.version, settings.pieces);
    if labels.0 != Some(key) || m.is_changed() {
        *labels = LabelCache(
            Some(key),
            board_labels(&visual, m.game.kind(), settings.pieces),
        );
    }
    let labels = &labels.1;
    egui::Window::new("Board")
        .anchor(egui::Align2::LEFT_TOP, [8.0, 8.0])
        .default_open(true)
        .default_width(250.0)
        .show(ctx, |ui| {
            let (live, seq) = (&announcer.live, announcer.seq);
            if let Some(i) = board_list(ui, labels, focus.0, live, seq, &mut follow) {
                focus.0 = Some(i);
                build.write(Build::Step(Step::Pit(i as u8)));
            }
        });
    Ok(())
}
