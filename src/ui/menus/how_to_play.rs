//! "How to play": a game's whole rules page from `docs/rules`, in the player's language,
//! with the four games to switch between and each game's lesson. Opened from the title, the new-game screen
//! the pause menu and the game window; Back (or Escape) returns there.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use sowing_rules::GameKind;

use super::centred;
use crate::a11y::words::Words;
use crate::game::lessons::LessonRequest;
use crate::game::screens::{Overlay, RulesShown};
use crate::i18n::Texts;
use crate::settings::Settings;
use crate::tr;
use crate::ui::rules_page::{parse, show};
use crate::ui::rules_text::rules_page;

/// Opens the How-to-play window on a game's rules; Back returns to `back`.
pub fn open(
    kind: GameKind,
    back: Overlay,
    shown: &mut RulesShown,
    overlay: &mut NextState<Overlay>,
) {
    *shown = RulesShown { kind, back };
    overlay.set(Overlay::HowToPlay);
}

pub(super) fn how_to_play(
    mut contexts: EguiContexts,
    mut shown: ResMut<RulesShown>,
    mut overlay: ResMut<NextState<Overlay>>,
    settings: Res<Settings>,
    texts: Res<Texts>,
    mut lessons: MessageWriter<LessonRequest>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let w = Words::new(&texts, settings.pieces);
    let page = rules_page(shown.kind, texts.lang());
    // The pages are checked by the tests; a page that could not be read shows as text.
    let blocks =
        parse(page).unwrap_or_else(|_| vec![crate::ui::rules_page::Block::Paragraph(page.into())]);
    let size = ctx.content_rect().size();
    centred(ctx, tr!(texts, "how-title"), "how")
        .fixed_size([size.x.min(760.0) - 40.0, size.y - 120.0])
        .show(ctx, |ui| {
            super::widgets::radio_group(ui, &tr!(texts, "new-game"), true, |ui| {
                for (i, k) in GameKind::ALL.into_iter().enumerate() {
                    let r = ui.radio_value(&mut shown.kind, k, w.game(k));
                    if i == 0 {
                        super::focus_first(&r);
                    }
                }
            });
            ui.separator();
            egui::ScrollArea::vertical()
                .id_salt(("how-page", shown.kind.as_str()))
                .max_height(size.y - 220.0)
                .auto_shrink([false, false])
                .show(ui, |ui| show(ui, &blocks));
            ui.separator();
            ui.horizontal(|ui| {
                if ui
                    .button(tr!(texts, "how-lesson", game = w.game(shown.kind)))
                    .clicked()
                {
                    lessons.write(LessonRequest::Start(shown.kind));
                }
                if ui.button(tr!(texts, "how-back")).clicked() {
                    overlay.set(shown.back);
                }
            });
        });
    Ok(())
}
