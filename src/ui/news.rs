//! What every screen reader needs of the whole frame. News: the live region is spoken by
//! readers that speak AT-SPI announcements, but Orca 43 ignores those and speaks a change
//! of the focused widget's description; so the newest announcement is also the
//! description of the widget that has the keyboard focus when it is made (each once),
//! until the focus moves: a widget focused later reads as itself, with no stale news.
//! And the window itself: its name (a reader said "frame") and its language.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::a11y::speech::Announcer;
use crate::i18n::Texts;
use crate::tr;
use crate::ui::board_list::ListFollow;

/// The window's node is named as its title bar, in the game's language (egui builds the
/// tree anew each frame; the name is worded only when the language changes).
pub(crate) fn name_the_window(
    mut contexts: EguiContexts,
    texts: Res<Texts>,
    mut name: Local<String>,
) -> Result {
    if texts.is_changed() || name.is_empty() {
        *name = tr!(texts, "app-title");
    }
    let ctx = contexts.ctx_mut()?;
    ctx.accesskit_node_builder(egui::accesskit_root_id(), |node| {
        node.set_label(name.as_str());
        node.set_language(texts.lang().code());
    });
    Ok(())
}

/// The announcement last put on a focused widget, and that widget.
#[derive(Default)]
pub(crate) struct OnFocus {
    seq: u64,
    target: Option<egui::Id>,
    /// The widget focused the frame before.
    before: Option<egui::Id>,
}

/// Puts the newest announcement on the focused widget as its description. A widget that
/// takes the focus in the same frame is presented with it at once (Orca reads its name,
/// role and description; no second change to speak it twice), so the news carries no
/// symbol Orca would read aloud there: no parenthesis, colon or dash.
pub(crate) fn news_on_focus(
    mut contexts: EguiContexts,
    announcer: Res<Announcer>,
    list: Res<ListFollow>,
    mut on: Local<OnFocus>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let focused = ctx.memory(|m| m.focused());
    if announcer.seq != on.seq {
        on.seq = announcer.seq;
        // The cursor's pit is not said twice: when the Board list's focus has just moved
        // to it, the reader says the item (when it stays, the news says the pit).
        let moved_to_item =
            focused.is_some_and(|id| list.items.contains(&id)) && focused != on.before;
        on.target = focused.filter(|_| !(announcer.cursor && moved_to_item));
    } else if on.target != focused {
        on.target = None;
    }
    on.before = focused;
    if let Some(id) = on.target {
        // A repeated text still changes (as the live region's does), so it is spoken again.
        let marker = if on.seq % 2 == 1 { "\u{00A0}" } else { "" };
        ctx.accesskit_node_builder(id, |node| {
            node.set_description(format!("{}{marker}", announcer.live));
        });
    }
    Ok(())
}
