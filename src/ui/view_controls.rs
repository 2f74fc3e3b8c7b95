//! The view's row in the game panel: the table view or the view from above, the
//! coordinates, and the view put back (the wheel and the drags can zoom, turn and pan the
//! board far away; `Home` does the same, and the button says so).

use bevy_egui::egui;

use crate::i18n::Texts;
use crate::settings::keys::Command;
use crate::settings::{Settings, View};
use crate::tr;
use crate::ui::menus::widgets::{Icon, keyed_button};

/// The row: view, coordinates, and "Reset the view" (always there, so nothing moves
/// when the view does). True when the view is to be put back (`CameraRig::home`): the
/// caller changes the camera then only (touched every frame, it drew every frame).
pub(super) fn view_row(ui: &mut egui::Ui, settings: &mut Settings, texts: &Texts) -> bool {
    let view_label = match settings.view {
        View::Table => tr!(texts, "panel-view-top"),
        View::TopDown => tr!(texts, "panel-view-table"),
    };
    ui.horizontal_wrapped(|ui| {
        let keys = crate::settings::keys::keys_of(settings, Command::ToggleView);
        if keyed_button(ui, (Icon::View, view_label), &keys, texts).clicked() {
            settings.toggle_view();
        }
        ui.checkbox(&mut settings.coordinates, tr!(texts, "panel-coordinates"));
        let home = [bevy::input::keyboard::KeyCode::Home];
        let label = (Icon::ResetView, tr!(texts, "panel-reset-view"));
        keyed_button(ui, label, &home, texts).clicked()
    })
    .inner
}
