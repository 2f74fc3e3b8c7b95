//! The game window in play: whose turn, the counters, the build choices that are not
//! pits, undo and redo, the move list, the replay controls and the status line; and
//! whether egui holds the keyboard. Real egui widgets with labels throughout.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};

use super::{
    arrows, board_list, choice_buttons, coordinates, dock, lesson, move_list, pit_counts,
    player_cards, view_controls,
};
use crate::a11y::words::Words;
use crate::board::focus::HoveredStep;
use crate::game::build::{Build, Building, Options};
use crate::game::computer::Thinking;
use crate::game::hint::HintRequest;
use crate::game::marks::Preview;
use crate::game::play::{History, Match, Status};
use crate::game::protocol::NobodyHere;
use crate::game::records::RecordRequest;
use crate::game::records::replay::ReplayPlayer;
use crate::game::screens::{Overlay, RulesShown, Screen};
use crate::i18n::Texts;
use crate::input::UiKeyboard;
use crate::input::choices::ChoiceCursor;
use crate::settings::Settings;
use crate::settings::keys::Command;
use crate::settings::palette::PLAYER_COLOURS;
use crate::tr;
use crate::ui::menus::open_rules;
use crate::ui::menus::widgets::Icon;
use crate::ui::readable::readable;
use crate::ui::rules_text::{options_note, rules_summary};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default())
        .init_resource::<board_list::ListFollow>()
        .add_systems(
            EguiPrimaryContextPass,
            (
                panel.in_set(dock::DockSet::Column),
                // Once every panel has docked: the labels keep to the board's part (run
                // before the Board list and the lesson docked, a store's count went under
                // the game panel at 200 % text).
                pit_counts::pit_counts.after(dock::DockSet::Bottom),
                coordinates::coordinates.after(dock::DockSet::Bottom),
                arrows::arrows.run_if(in_state(Overlay::None)),
                lesson::lesson_window.in_set(dock::DockSet::Bottom),
                board_list::board_window.in_set(dock::DockSet::Left),
            )
                .in_set(super::Windows)
                .run_if(in_state(Screen::Play)),
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
        widget_focused: crate::ui::readable::presses_taken(ctx),
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

/// What the panel says that is costly to make: the goal, the counters, the next choice,
/// the moves and the preview in words.
pub(crate) struct PanelWords {
    goal: String,
    /// Each move with where it went: "4 (from cup 1.4 to cup 2.4)".
    moves: Vec<(String, String)>,
    /// The previewed move in words.
    preview: Option<String>,
    next: Option<String>,
    /// The players' cards, made again when the match, the thinking, a landing move or
    /// an online player's name changes.
    cards: Vec<player_cards::Card>,
    cards_for: (player_cards::Busy, Vec<String>),
}

/// The panel's controls beyond the move: history, the pause menu, the replay player, the records.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct PanelControls<'w> {
    history: MessageWriter<'w, History>,
    overlay: ResMut<'w, NextState<Overlay>>,
    player: ResMut<'w, ReplayPlayer>,
    records: MessageWriter<'w, RecordRequest>,
    hints: MessageWriter<'w, HintRequest>,
    rules: ResMut<'w, RulesShown>,
    pointed: ResMut<'w, HoveredStep>,
    random_setup: ResMut<'w, crate::game::random_setup::RandomSetup>,
    lesson: Option<Res<'w, crate::game::lessons::Lesson>>,
}

/// What the panel shows besides the match: the choices offered for the move being
/// built, the status line, the computer's thinking, in the player's language.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct PanelState<'w> {
    thinking: Res<'w, Thinking>,
    status: Res<'w, Status>,
    cursor: Res<'w, ChoiceCursor>,
    texts: Res<'w, Texts>,
    options: Res<'w, Options>,
    building: Res<'w, Building>,
    preview: Res<'w, Preview>,
    role: Res<'w, crate::game::protocol::NetRole>,
    shown: Res<'w, State<Overlay>>,
    joined: Option<Res<'w, crate::net::client::Joined>>,
    hosting: Option<Res<'w, crate::net::host::Hosting>>,
    landing: Res<'w, crate::a11y::speech::Landing>,
    nobody: Res<'w, NobodyHere>,
}

fn panel(
    state: PanelState,
    controls: PanelControls,
    mut contexts: EguiContexts,
    m: Res<Match>,
    (mut settings, mut rig): (ResMut<Settings>, ResMut<crate::render::camera::CameraRig>),
    (mut build, mut dock): (MessageWriter<Build>, ResMut<dock::Dock>),
    mut words: Local<Option<PanelWords>>,
) -> Result {
    let PanelState {
        thinking,
        status,
        cursor,
        texts,
        options,
        building,
        preview,
        role,
        shown,
        joined,
        hosting,
        landing,
        nobody,
    } = state;
    let PanelControls {
        mut history,
        mut overlay,
        mut player,
        mut records,
        mut hints,
        mut rules,
        mut pointed,
        mut random_setup,
        lesson,
    } = controls;
    let ctx = contexts.ctx_mut()?;
    let style = settings.pieces_of(m.game.kind());
    let w = Words::new(&texts, style);
    // The counters and the next choice in words, made again only when the match, the
    // move being built or the words change (not every frame).
    let changed =
        m.is_changed() || options.is_changed() || building.is_changed() || preview.is_changed();
    // A joined game whose host is gone is stopped here: nobody is to move (also while it
    // is joined again, and when that found no host: the turn line said "To move: Player
    // 1 — Online player" and the cards lost this player's seat).
    let stopped = match *nobody {
        NobodyHere::HostClosed => Some(tr!(texts, "panel-stopped-closed")),
        NobodyHere::Lost => Some(tr!(texts, "panel-stopped-lost")),
        NobodyHere::Rejoining => Some(tr!(texts, "panel-stopped-rejoining")),
        NobodyHere::Playing | NobodyHere::Watching => None,
    };
    let stopped_here = stopped.is_some();
    let busy = player_cards::Busy {
        thinking: thinking.busy(),
        landing: landing.player,
        stopped: stopped_here,
    };
    let names = player_cards::online_names(hosting.as_deref(), joined.as_deref());
    let shapes = style == crate::settings::PieceStyle::Shapes;
    let stale = |old: &PanelWords| old.cards_for.0 != busy || old.cards_for.1 != names;
    let anew = settings.is_changed() || texts.is_changed();
    if changed || anew || words.as_ref().is_none_or(stale) {
        // The moves in words are kept while they still match the moves played.
        let kept = match words.take() {
            Some(old) if !texts.is_changed() => old.moves,
            _ => Vec::new(),
        };
        *words = Some(PanelWords {
            goal: w.goal(&m),
            next: w.next_choice(&m, &options.next, &building.steps),
            moves: w.move_list(&m, kept),
            preview: preview.0.as_ref().map(|(mv, k)| w.preview(&m.game, mv, k)),
            cards: player_cards::with_host_seats(
                player_cards::cards_of(&m, &w, busy, &names, shapes),
                joined.as_deref(),
                &texts,
            ),
            cards_for: (busy, names),
        });
    }
    let said = words.as_ref().expect("just made");
    let title = tr!(texts, "panel-title");
    let enabled = super::play_windows_enabled(&shown);
    let id = egui::Id::new("panel-title");
    // The rest of the column on the right (an online game's seats are at its foot).
    dock::docked(
        ctx,
        &mut dock,
        dock::Place::Column(None),
        (id, &title, enabled),
        |ui| {
            // The panel is the window's height: its contents scroll where they do not fit.
            egui::ScrollArea::vertical().show(ui, |ui| {
                crate::ui::menus::follow_focus(ui);
                ui.heading(w.game(m.game.kind()));
                // A replay's buttons right under the heading, which never changes: below
                // the turn, the goal and the cards, whose lines come and go as it is
                // stepped, they moved between two clicks on Back.
                if m.is_replay() {
                    super::replay_controls::replay_controls(
                        ui,
                        &m,
                        &mut player,
                        &mut history,
                        &mut records,
                        &texts,
                    );
                }
                let p = m.game.to_move();
                // The turn and the computer's thinking in room kept for three lines: the
                // turn wrapping to two lines, or "thinking" coming and going, moved every
                // button below between two clicks.
                let room = 3.0 * ui.text_style_height(&egui::TextStyle::Body) + 4.0;
                ui.vertical(|ui| {
                    ui.set_min_height(room);
                    // A move still landing is said as moving, as its news waits.
                    let moving = landing
                        .player
                        .map(|p| tr!(texts, "panel-moving", player = w.player(p)));
                    match (w.result(&m), stopped.or(moving)) {
                        (None, Some(text)) => {
                            readable(ui, egui::Label::new(text.as_str()).wrap(), &text);
                        }
                        (None, None) => {
                            let [r, g, b] = PLAYER_COLOURS[(p as usize - 1) % 6].1;
                            ui.horizontal(|ui| {
                                let (rect, _) = ui.allocate_exact_size(
                                    egui::vec2(14.0, 14.0),
                                    egui::Sense::hover(),
                                );
                                ui.painter().circle_filled(
                                    rect.center(),
                                    6.0,
                                    egui::Color32::from_rgb(r, g, b),
                                );
                                // Wrapped to the panel's width, which it must not widen.
                                let text = tr!(
                                    texts,
                                    "panel-to-move",
                                    player = w.player(p),
                                    seat = w.seat(m.seat_to_move())
                                );
                                readable(ui, egui::Label::new(text.as_str()).wrap(), &text);
                            });
                        }
                        (Some(text), _) => {
                            readable(ui, egui::Label::new(text.as_str()), &text);
                        }
                    }
                    if thinking.busy() {
                        ui.label(tr!(texts, "panel-thinking"));
                    }
                });
                readable(ui, egui::Label::new(said.goal.as_str()), &said.goal);
                player_cards::player_cards(ui, &said.cards, &texts);
                ui.separator();
                // The game's buttons above the choices: a choice list growing or going
                // (a forced pass's) moved them between two clicks.
                ui.horizontal_wrapped(|ui| {
                    // Each button with its key: the keys are found by looking.
                    let key = |c| crate::settings::keys::keys_of(&settings, c);
                    let keyed = crate::ui::menus::widgets::keyed_button;
                    // Online the host's game is everyone's: no one goes back alone.
                    if !m.is_replay() && *role == crate::game::protocol::NetRole::Local {
                        let undo = tr!(texts, "panel-undo");
                        if keyed(ui, (Icon::Undo, undo), &key(Command::Undo), &texts).clicked() {
                            history.write(History::Undo);
                        }
                        let redo = tr!(texts, "panel-redo");
                        if keyed(ui, (Icon::Redo, redo), &key(Command::Redo), &texts).clicked() {
                            history.write(History::Redo);
                        }
                    }
                    let hint = tr!(texts, "panel-hint");
                    // A stopped game has no move to hint at.
                    if !m.is_replay()
                        && !stopped_here
                        && keyed(ui, (Icon::Hint, hint), &key(Command::Hint), &texts).clicked()
                    {
                        hints.write(HintRequest);
                    }
                    let menu = tr!(texts, "panel-pause");
                    if keyed(ui, (Icon::Menu, menu), &key(Command::Back), &texts).clicked() {
                        overlay.set(Overlay::Paused);
                    }
                });
                if view_controls::view_row(ui, &mut settings, &texts) {
                    let home = rig.home();
                    *rig = home;
                }
                // The one list of choices the keys and the pad walk too, in the same words.
                // Nothing to choose while another player's move still lands.
                let items = match landing.player {
                    Some(_) => &[][..],
                    None => &cursor.items[..],
                };
                let lit = items.get(cursor.at).filter(|_| cursor.walked);
                let under =
                    choice_buttons::choice_buttons(ui, items, lit, w, m.game.kind(), &mut build);
                if pointed.panel != under {
                    pointed.panel = under;
                }
                if let Some(next) = said.next.as_ref().filter(|_| landing.player.is_none()) {
                    ui.label(tr!(texts, "panel-next", next = next.as_str()));
                } else if let Some(l) = lesson.as_deref().filter(|l| l.done) {
                    // A lesson's step played: what comes next is the lesson's, not a turn.
                    let button = lesson::next_button(l, &texts);
                    ui.label(tr!(texts, "panel-lesson-next", button = button));
                }
                // A setup of many placements (Esiema's thirty a player) need not be clicked;
                // a lesson's is the lesson's (the box did nothing there).
                if m.game.phase() == sowing_rules::Phase::Setup
                    && m.seat_to_move() == crate::game::play::Seat::Human
                    && !m.is_replay()
                    && lesson.is_none()
                {
                    ui.checkbox(&mut random_setup.0, tr!(texts, "panel-random-setup"));
                }
                // Always a line (empty without a preview): hovering the board moves nothing.
                ui.label(said.preview.as_deref().unwrap_or(""));
                let line = tr!(texts, "panel-status", status = status.0.as_str());
                readable(ui, egui::Label::new(line.as_str()), &line);
                ui.separator();
                egui::CollapsingHeader::new(tr!(texts, "panel-rules")).show(ui, |ui| {
                    ui.label(rules_summary(m.game.kind(), &texts));
                    let (kind, players) = (m.game.kind(), m.game.players());
                    if let Some(note) = options_note(kind, players, &m.options(), &texts) {
                        ui.label(note);
                    }
                    if ui.button(tr!(texts, "how-open")).clicked() {
                        open_rules(m.game.kind(), Overlay::None, &mut rules, &mut overlay);
                    }
                });
                ui.scope(|ui| move_list::move_list(ui, &said.moves, &w, m.game.kind()));
            });
        },
    );
    Ok(())
}
