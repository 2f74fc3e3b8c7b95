//! The menus' widgets as a screen reader hears them (Orca 43 on AccessKit 0.24, measured
//! by the real-window suite): a list's choice is a plain button, a combo box and a slider
//! carry their value in their name as the screen shows it, a radio group is named by its
//! heading, a whole number is said without decimals.

use bevy_egui::egui;

use crate::i18n::Texts;
use crate::tr;

/// One of a list's choices as a plain button, drawn selected when `selected`: egui's
/// selectable buttons are toggle buttons to a screen reader ("toggle button not pressed").
pub(crate) fn choice(
    ui: &mut egui::Ui,
    selected: bool,
    label: impl Into<egui::WidgetText>,
) -> egui::Response {
    let mut b = egui::Button::new(label).frame_when_inactive(selected);
    if selected {
        b = b.fill(ui.visuals().selection.bg_fill);
    }
    let r = ui.add(b);
    // Picked by a key or a screen reader too, its list closes (Return left it open, the
    // fourteenth hour): egui closes it on a pointer's click alone.
    if r.clicked() {
        ui.close();
    }
    r
}

/// A combo box's name with the value it shows ("Player 2 in Sky blue, Computer,
/// Medium"): Orca 43 reads a combo box's value only from its text or a selected child,
/// which egui's has neither of ("Player 2 in Sky blue combo box.").
pub(crate) fn combo_named(
    ui: &egui::Ui,
    combo: &egui::Response,
    (label, value): (&str, &str),
    texts: &Texts,
) {
    let name = tr!(texts, "named-with-value", name = label, value = value);
    ui.ctx()
        .accesskit_node_builder(combo.id, |node| node.set_label(name));
}

/// A slider with its value shown beside it as the player reads it ("120 %", "0,18 s") and
/// named with it, without the number behind it: Orca 43 says a slider's number as stored
/// ("Text size slider 1.") and egui's value box as a spin button of raw decimals
/// ("Volume 0.70"). A change of value is a change of the focused slider's name, which
/// Orca speaks.
pub(crate) fn slider<N: egui::emath::Numeric>(
    ui: &mut egui::Ui,
    value: &mut N,
    range: std::ops::RangeInclusive<N>,
    step: f64,
    label: &str,
    shown: impl Fn(N) -> Shown,
    texts: &Texts,
) -> egui::Response {
    ui.horizontal(|ui| {
        let r = slider_and_value(ui, (value, range, step), label, shown, texts);
        ui.label(label);
        r
    })
    .inner
}

/// The same slider with its label on a line above it, for a narrow panel (the replay's
/// "Seconds between moves" beside its slider ran past the window's edge).
pub(crate) fn slider_under_label<N: egui::emath::Numeric>(
    ui: &mut egui::Ui,
    (value, range, step): (&mut N, std::ops::RangeInclusive<N>, f64),
    label: &str,
    shown: impl Fn(N) -> Shown,
    texts: &Texts,
) -> egui::Response {
    ui.label(label);
    ui.horizontal(|ui| slider_and_value(ui, (value, range, step), label, shown, texts))
        .inner
}

fn slider_and_value<N: egui::emath::Numeric>(
    ui: &mut egui::Ui,
    (value, range, step): (&mut N, std::ops::RangeInclusive<N>, f64),
    label: &str,
    shown: impl Fn(N) -> Shown,
    texts: &Texts,
) -> egui::Response {
    let r = ui.add(
        egui::Slider::new(value, range)
            .step_by(step)
            .show_value(false),
    );
    let now = shown(*value);
    ui.label(now.shown.as_str());
    let name = tr!(
        texts,
        "named-with-value",
        name = label,
        value = now.said.as_str()
    );
    ui.ctx().accesskit_node_builder(r.id, |node| {
        node.set_label(name);
        node.clear_numeric_value();
        node.clear_min_numeric_value();
        node.clear_max_numeric_value();
        node.clear_numeric_value_step();
    });
    r
}

/// A value as the screen shows it ("120 %") and as a reader should say it ("120 percent":
/// a sign is read by its name, in the reader's voice's language).
pub(crate) struct Shown {
    pub shown: String,
    pub said: String,
}

impl Shown {
    /// Seconds with `places` decimals in the language's way ("0.18 s", said "0.18 seconds").
    pub fn seconds(texts: &Texts, x: f32, places: usize) -> Shown {
        let n = texts.decimal(f64::from(x), places);
        Shown {
            shown: tr!(texts, "shown-seconds", n = n.as_str()),
            said: tr!(texts, "said-seconds", n = n.as_str()),
        }
    }

    /// A value shown and said alike (a whole number).
    pub fn same(text: String) -> Shown {
        Shown {
            said: text.clone(),
            shown: text,
        }
    }
}

/// A whole number's field, said as the whole number it is ("5", not egui's "5.00").
pub(crate) fn whole_number(field: &egui::Response) {
    field.ctx.accesskit_node_builder(field.id, |node| {
        node.set_numeric_value_step(1.0);
    });
}

/// A radio group under its heading: the heading is shown, and the group's node is named
/// by it, so a reader says "Pieces" as the focus enters the group ("Coloured balls,
/// selected radio button" said nothing of what was chosen there).
pub(crate) fn radio_group<R>(
    ui: &mut egui::Ui,
    heading: &str,
    horizontal: bool,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    ui.label(heading);
    let heading = heading.to_string();
    let group = move |ui: &mut egui::Ui| {
        ui.ctx().accesskit_node_builder(ui.unique_id(), |node| {
            node.set_role(egui::accesskit::Role::RadioGroup);
            node.set_label(heading);
        });
        add(ui)
    };
    if horizontal {
        ui.horizontal_wrapped(group)
    } else {
        ui.vertical(group)
    }
    .inner
}

/// A button shown with `text` and, where given, named `spoken` for a screen reader (what
/// it acts on, without the colons a reader says aloud).
pub(crate) fn named_button(
    ui: &mut egui::Ui,
    text: String,
    spoken: Option<String>,
) -> egui::Response {
    let r = ui.button(text);
    if let Some(name) = spoken {
        ui.ctx()
            .accesskit_node_builder(r.id, |node| node.set_label(name));
    }
    r
}

/// The game buttons' icons, drawn before their words (a reader hears the words alone).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Icon {
    Undo,
    Redo,
    Hint,
    Menu,
    View,
    ResetView,
}

impl Icon {
    pub const ALL: [Icon; 6] = [
        Icon::Undo,
        Icon::Redo,
        Icon::Hint,
        Icon::Menu,
        Icon::View,
        Icon::ResetView,
    ];

    /// The icon's glyph in the fonts the game carries.
    pub fn glyph(self) -> &'static str {
        match self {
            Icon::Undo => "\u{27F2}",
            Icon::Redo => "\u{27F3}",
            Icon::Hint => "?",
            Icon::Menu => "\u{2630}",
            Icon::View => "\u{1F441}",
            Icon::ResetView => "\u{26F6}",
        }
    }
}

/// A button with its icon that shows the key doing the same ("↶ Undo (U)"), the first of
/// the player's keys for it, so the keys are found by looking; a reader hears "Undo, key
/// U". Only "View from above (T)" named its key, fixed in its words even when remapped.
pub(crate) fn keyed_button(
    ui: &mut egui::Ui,
    (icon, label): (Icon, String),
    keys: &[bevy::input::keyboard::KeyCode],
    texts: &Texts,
) -> egui::Response {
    let Some(&key) = keys.first() else {
        let shown = format!("{} {label}", icon.glyph());
        return named_button(ui, shown, Some(label));
    };
    let key = crate::settings::keys::key_label(&crate::settings::keys::key_name(key), texts);
    let shown = tr!(
        texts,
        "button-key",
        label = label.as_str(),
        key = key.as_str()
    );
    let shown = format!("{} {shown}", icon.glyph());
    let spoken = tr!(
        texts,
        "button-key-spoken",
        label = label.as_str(),
        key = key.as_str()
    );
    named_button(ui, shown, Some(spoken))
}
