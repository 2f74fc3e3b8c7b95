//! The egui menus: title, new game (game, players, seats, the game's options from
//! RULES.md, piece style), the pause menu, settings, how to play and the game-over
//! window. Real egui widgets with labels throughout, so the screen-reader tree can
//! expose them.

pub mod game_cards;
mod game_over;
mod how_to_play;
mod join;
mod new_game;
mod online;
mod pause;
mod settings;
mod title;
pub mod widgets;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::game::records::{RecordNotice, RecordRequest, SaveList};
use crate::game::screens::{Overlay, RulesShown, Screen};
use crate::i18n::Texts;
use crate::settings::{Settings, Theme};
use crate::tr;
use game_over::game_over;
use how_to_play::how_to_play;
pub use how_to_play::open as open_rules;
use new_game::new_game;
pub use online::OnlineForm;
use online::{online, online_panel};
use pause::pause;
use settings::settings_window;
use title::title;
pub(crate) use widgets::choice;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            title.run_if(in_state(Screen::Title).and_then(in_state(Overlay::None))),
            new_game.run_if(in_state(Screen::NewGame).and_then(in_state(Overlay::None))),
            online.run_if(in_state(Screen::Lobby).and_then(in_state(Overlay::None))),
            online_panel
                .run_if(in_state(Screen::Play))
                .in_set(crate::ui::dock::DockSet::ColumnFoot),
            how_to_play.run_if(in_state(Overlay::HowToPlay)),
            pause.run_if(in_state(Overlay::Paused)),
            settings_window.run_if(in_state(Overlay::Settings)),
            game_over.run_if(in_state(Overlay::GameOver)),
        )
            .in_set(crate::ui::Windows),
    )
    .add_systems(
        EguiPrimaryContextPass,
        new_generation.before(crate::ui::Windows),
    )
    .init_resource::<OnlineForm>()
    .add_systems(OnEnter(Screen::Title), join::offer_remembered)
    .add_systems(Update, apply_look)
    .add_systems(
        PreUpdate,
        pad_drives_menus
            .after(bevy_egui::EguiPreUpdateSet::ProcessInput)
            .before(bevy_egui::EguiPreUpdateSet::BeginPass),
    );
}

/// Gives `first` the keyboard focus when its menu opens (a new generation) or nothing has
/// it, so that a menu is worked by keys at once (Tab, the arrows, Enter) and a screen
/// reader says where the focus is: the game-over window takes it from the Board list.
pub(super) fn focus_first(first: &egui::Response) {
    // Not while a window measures itself, unseen (its widgets are disabled then, and a
    // reader would say the first one "grayed"): the next frame gives the focus.
    if !first.enabled() {
        return;
    }
    let ctx = &first.ctx;
    let now = generation(ctx);
    let given = ctx.data(|d| d.get_temp::<u64>(egui::Id::new(FOCUS_GIVEN)));
    if given != Some(now) || ctx.memory(|m| m.focused().is_none()) {
        ctx.data_mut(|d| d.insert_temp(egui::Id::new(FOCUS_GIVEN), now));
        first.request_focus();
    }
}

/// Where the generation whose menu last took the focus is kept in egui's memory.
const FOCUS_GIVEN: &str = "menu-focus-given";

/// The menus' generation now: it changes whenever a screen or an overlay does.
pub(crate) fn generation(ctx: &egui::Context) -> u64 {
    ctx.data(|d| d.get_temp::<u64>(egui::Id::new(GENERATION)).unwrap_or(0))
}

/// Room kept free around a menu window, in points.
const MENU_MARGIN: f32 = 24.0;

/// A menu window in the middle of the screen with its `title`; its `id` stays the same in
/// every language, so a new language keeps the window's focus and scroll (the title's
/// words made its id). It never grows past the window (at any text size); its contents
/// scroll (`scrolled`) where they do not fit.
/// Where the menus' generation is kept in egui's memory.
const GENERATION: &str = "menu-generation";

/// Every screen or overlay shown anew gets a new generation: the menu windows' ids (and
/// so every widget's in them) are new each time a menu opens. A screen reader keeps a
/// node that went away "defunct" and never speaks it again under the same id (Orca went
/// silent on the pause menu's second opening).
fn new_generation(
    screen: Res<State<Screen>>,
    overlay: Res<State<Overlay>>,
    mut contexts: EguiContexts,
    mut generation: Local<u64>,
) -> Result {
    if screen.is_changed() || overlay.is_changed() {
        *generation += 1;
        let g = *generation;
        contexts
            .ctx_mut()?
            .data_mut(|d| d.insert_temp(egui::Id::new(GENERATION), g));
    }
    Ok(())
}

/// A dialog of a fixed size, centred in the window.
pub(super) fn centred(
    ctx: &egui::Context,
    title: String,
    id: &'static str,
) -> egui::Window<'static> {
    let room = ctx.content_rect().size();
    let generation = generation(ctx);
    egui::Window::new(title)
        .id(egui::Id::new((id, generation)))
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        // As tall as its contents up to the window's room (egui's default of 420 points
        // kept the pause menu short in a tall window: Quit below a scroll), and at most
        // as wide as a menu reads well (its rules and wrapped lines take what they get).
        .auto_sized()
        .max_size([
            (room.x - 2.0 * MENU_MARGIN).min(MENU_WIDTH),
            room.y - 2.0 * MENU_MARGIN,
        ])
}

/// The widest a menu grows, in points.
const MENU_WIDTH: f32 = 440.0;

/// A menu that grows (a notice, the saved games after Save), centred across the window
/// and hung from near its top: it grows downwards and what is above stays where it was
/// (centred, everything moved up under the pointer).
pub(super) fn hung(ctx: &egui::Context, title: String, id: &'static str) -> egui::Window<'static> {
    let room = ctx.content_rect().size();
    let top = menu_top(room.y);
    centred(ctx, title, id)
        .anchor(egui::Align2::CENTER_TOP, [0.0, top])
        .max_size([
            (room.x - 2.0 * MENU_MARGIN).min(MENU_WIDTH),
            room.y - top - MENU_MARGIN,
        ])
}

/// How far below the window's top a menu hangs: a little more than its margin on tall
/// windows.
fn menu_top(height: f32) -> f32 {
    MENU_MARGIN.max(height * 0.08)
}

/// A menu's contents, scrolling where they would run past the window (a large text
/// size, a small window), else as tall as they are.
pub(super) fn scrolled<R>(ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
    let height = ui.ctx().content_rect().height();
    let room = height - menu_top(height) - MENU_MARGIN;
    // The window's title bar and margins.
    let chrome = ui.spacing().interact_size.y + 2.0 * ui.spacing().window_margin.topf();
    let most = (room - chrome).max(80.0);
    // As tall as the window allows once it scrolls: else a dialog kept the height it had
    // (Settings stayed short and scrolling after the text size went from 200 % to 100 %).
    egui::ScrollArea::vertical()
        .max_height(most)
        .min_scrolled_height(most)
        .show(ui, |ui| {
            follow_focus(ui);
            add(ui)
        })
        .inner
}

/// A button that leaves an online game still under way only when pressed twice: the first
/// press turns its words into the question (a screen reader speaks the focused button's
/// new name). Where nothing is at stake one press does. True when it is to be done.
pub(crate) fn leave_button(
    ui: &mut egui::Ui,
    label: String,
    at_stake: bool,
    texts: &Texts,
) -> bool {
    let ctx = ui.ctx().clone();
    let key = egui::Id::new(("leave-asked", label.as_str()));
    let now = generation(&ctx);
    let asked = at_stake && ctx.data(|d| d.get_temp::<u64>(key)) == Some(now);
    let words = if asked {
        tr!(texts, "online-leave-confirm")
    } else {
        label
    };
    if !ui.button(words).clicked() {
        return false;
    }
    if at_stake && !asked {
        ctx.data_mut(|d| d.insert_temp(key, now));
        return false;
    }
    true
}

/// Inside a scroll area: when the keyboard focus moves to a widget of this window (Tab,
/// the arrows), the area scrolls it into view, as it does for the mouse.
pub(crate) fn follow_focus(ui: &mut egui::Ui) {
    let ctx = ui.ctx().clone();
    let focused = ctx.memory(|m| m.focused());
    let key = ui.id().with("follow-focus");
    if ctx.data(|d| d.get_temp::<Option<egui::Id>>(key)) == Some(focused) {
        return;
    }
    ctx.data_mut(|d| d.insert_temp(key, focused));
    if let Some(r) = focused.and_then(|id| ctx.read_response(id))
        && r.layer_id == ui.layer_id()
    {
        ui.scroll_to_rect(r.rect, None);
    }
}

/// The saved games: their list, the last notice, and the requests to load, replay or
/// save (the title and the pause menu list them).
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct SavedGames<'w> {
    saves: Res<'w, SaveList>,
    notice: ResMut<'w, RecordNotice>,
    records: MessageWriter<'w, RecordRequest>,
}

/// Where a menu leads: the next screen and overlay, and which rules How to play shows.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct Go<'w> {
    next: ResMut<'w, NextState<Screen>>,
    overlay: ResMut<'w, NextState<Overlay>>,
    rules: ResMut<'w, RulesShown>,
}

/// Text size and colour theme follow the settings.
fn apply_look(mut contexts: EguiContexts, settings: Res<Settings>, mut done: Local<bool>) {
    if !settings.is_changed() && *done {
        return;
    }
    let Ok(ctx) = contexts.ctx_mut() else {
        return;
    };
    *done = true;
    ctx.set_zoom_factor(settings.text_scale);
    ctx.set_visuals(visuals(settings.theme));
    ctx.all_styles_mut(|s| {
        s.spacing.button_padding = egui::vec2(6.0, 2.0);
        s.spacing.item_spacing = egui::vec2(8.0, 4.0);
    });
}

/// The game's look in a colour theme.
pub fn visuals(theme: Theme) -> egui::Visuals {
    let c = crate::settings::palette::ui_colours(theme);
    let rgb = |c: [u8; 3]| egui::Color32::from_rgb(c[0], c[1], c[2]);
    // The game's own look: its colours, rounded frames, the focus in the accent colour.
    let mut v = egui::Visuals::dark();
    v.override_text_color = Some(rgb(c.text));
    v.weak_text_color = Some(rgb(c.weak_text));
    v.window_fill = rgb(c.background);
    v.panel_fill = rgb(c.background);
    v.faint_bg_color = rgb(c.button);
    // Fields and rails darker than the panel (opaque: a colour made translucent blends
    // back into the panel it lies on).
    let [r, g, b] = c.background;
    v.extreme_bg_color = egui::Color32::from_rgb(r / 2, g / 2, b / 2);
    v.window_stroke = egui::Stroke::new(1.0, rgb(c.line));
    v.window_corner_radius = egui::CornerRadius::same(10);
    v.menu_corner_radius = egui::CornerRadius::same(8);
    v.hyperlink_color = rgb(c.accent);
    v.widgets.noninteractive.bg_stroke = egui::Stroke::new(1.0, rgb(c.line));
    for (w, fill) in [
        (&mut v.widgets.inactive, c.button),
        (&mut v.widgets.hovered, c.hovered),
        (&mut v.widgets.active, c.hovered),
    ] {
        w.weak_bg_fill = rgb(fill);
        w.bg_fill = rgb(fill);
        w.corner_radius = egui::CornerRadius::same(6);
    }
    // Framed while not focused: a text field was a dark strip nobody saw as a field.
    v.widgets.inactive.bg_stroke = egui::Stroke::new(1.0, rgb(c.edge));
    v.widgets.hovered.bg_stroke = egui::Stroke::new(1.0, rgb(c.accent));
    v.selection.bg_fill = rgb(c.accent).gamma_multiply(0.45);
    v.selection.stroke = egui::Stroke::new(1.5, rgb(c.accent));
    // The keyboard's focus (egui draws a focused widget as active) ringed in the accent
    // colour, thicker than any frame: in high contrast every button is framed in white,
    // and the focused one differed only by a lighter fill.
    v.widgets.active.bg_stroke = egui::Stroke::new(2.5, rgb(c.accent));
    if theme == Theme::HighContrast {
        v.window_stroke = egui::Stroke::new(2.0, egui::Color32::WHITE);
        v.widgets.inactive.bg_stroke = egui::Stroke::new(1.0, egui::Color32::WHITE);
        v.selection.bg_fill = egui::Color32::from_rgb(0, 90, 200);
    }
    v
}

/// With a menu open, the gamepad drives egui's keyboard navigation: the D-pad moves
/// between widgets (up and down) and changes sliders and choices (left and right),
/// South presses the focused widget. On the live board the pad plays instead.
pub fn pad_drives_menus(
    pads: Query<&Gamepad>,
    screen: Res<State<Screen>>,
    overlay: Res<State<Overlay>>,
    mut inputs: Query<&mut bevy_egui::EguiInput, With<bevy_egui::PrimaryEguiContext>>,
) {
    if *screen.get() == Screen::Play && *overlay.get() == Overlay::None {
        return;
    }
    let Ok(mut input) = inputs.single_mut() else {
        return;
    };
    for pad in &pads {
        for (button, key, shift) in [
            (GamepadButton::DPadDown, egui::Key::Tab, false),
            (GamepadButton::DPadUp, egui::Key::Tab, true),
            (GamepadButton::DPadLeft, egui::Key::ArrowLeft, false),
            (GamepadButton::DPadRight, egui::Key::ArrowRight, false),
            (GamepadButton::South, egui::Key::Enter, false),
        ] {
            if pad.just_pressed(button) {
                let modifiers = egui::Modifiers {
                    shift,
                    ..Default::default()
                };
                for pressed in [true, false] {
                    input.0.events.push(egui::Event::Key {
                        key,
                        physical_key: None,
                        pressed,
                        repeat: false,
                        modifiers,
                    });
                }
            }
        }
    }
}
