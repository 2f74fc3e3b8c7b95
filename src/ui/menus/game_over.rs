//! The game-over window: the result and its reason, play again, undo the last move,
//! replay, look at the board, new game, title.

use bevy::prelude::*;
use bevy_egui::EguiContexts;

use super::centred;
use crate::a11y::words::Words;
use crate::game::play::Match;
use crate::game::records::RecordRequest;
use crate::game::screens::{Overlay, Screen};
use crate::game::setup::NewGame;
use crate::game::start::{StartMatch, Started};
use crate::i18n::Texts;
use crate::settings::Settings;
use crate::tr;

/// Where the game-over window leads: overlays, screens, the history and the records.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct Leave<'w> {
    overlay: ResMut<'w, NextState<Overlay>>,
    next: ResMut<'w, NextState<Screen>>,
    history: MessageWriter<'w, crate::game::play::History>,
    records: MessageWriter<'w, RecordRequest>,
}

pub(super) fn game_over(
    leave: Leave,
    mut contexts: EguiContexts,
    m: Res<Match>,
    settings: Res<Settings>,
    choice: Res<NewGame>,
    mut commands: Commands,
    texts: Res<Texts>,
) -> Result {
    let Leave {
        mut overlay,
        mut next,
        mut history,
        mut records,
    } = leave;
    let ctx = contexts.ctx_mut()?;
    centred(ctx, tr!(texts, "over-title"), "over").show(ctx, |ui| {
        super::scrolled(ui, |ui| {
            let w = Words::new(&texts, settings.pieces_of(m.game.kind()));
            let result = w.result(&m).unwrap_or_default();
            let score = w.score(&m);
            let moves = tr!(texts, "over-moves", n = m.moves.len());
            ui.heading(&result);
            // The score as it stands: captures, stores or what each player has left.
            ui.label(&score);
            ui.label(&moves);
            ui.separator();
            // The first button, which takes the focus, only closes the window: Enter on
            // "Play again" there started a new game at once, the finished one gone.
            let look = ui.button(tr!(texts, "over-look"));
            // The window takes the focus, and its first button describes the game's end,
            // so a screen reader that speaks the focused widget speaks the result with it
            // (news of the last move, when it comes with the focus, takes its place).
            ui.ctx().accesskit_node_builder(look.id, |node| {
                node.set_description(tr!(
                    texts,
                    "over-described",
                    result = result.as_str(),
                    score = score.as_str(),
                    moves = moves.as_str()
                ));
            });
            super::focus_first(&look);
            if look.clicked() {
                overlay.set(Overlay::None);
            }
            if ui.button(tr!(texts, "over-again")).clicked() {
                // The same game, players and options.
                let again = Match::new(
                    m.game.kind(),
                    m.game.players(),
                    m.options(),
                    m.seats.clone(),
                );
                match again.or_else(|_| choice.start()) {
                    Ok(fresh) => commands.queue(StartMatch(fresh, Started::New)),
                    Err(e) => error!("cannot start again: {e:?}"),
                }
            }
            if ui.button(tr!(texts, "over-undo")).clicked() {
                history.write(crate::game::play::History::Undo);
                overlay.set(Overlay::None);
            }
            if ui.button(tr!(texts, "over-replay")).clicked() {
                records.write(RecordRequest::ReplayCurrent);
            }
            if ui.button(tr!(texts, "title-new-game")).clicked() {
                // Back on that screen comes back here.
                commands.insert_resource(crate::game::start::NewGameFromPlay);
                next.set(Screen::NewGame);
            }
            if ui.button(tr!(texts, "pause-title-screen")).clicked() {
                next.set(Screen::Title);
            }
        });
    });
    Ok(())
}
