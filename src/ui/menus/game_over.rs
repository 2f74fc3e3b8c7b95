//! The game-over window: the result and its reason, play again, undo the last move,
//! replay, look at the board, new game, title.

use bevy::prelude::*;
use bevy_egui::EguiContexts;

use super::centred;
use crate::game::play::{Match, result_text};
use crate::game::queue::AnimQueue;
use crate::game::records::RecordRequest;
use crate::game::screens::{Overlay, Screen};
use crate::game::setup::NewGame;
use crate::game::start::StartMatch;
use crate::settings::Settings;

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
    _queue: ResMut<AnimQueue>,
) -> Result {
    let Leave {
        mut overlay,
        mut next,
        mut history,
        mut records,
    } = leave;
    let ctx = contexts.ctx_mut()?;
    centred("Game over").show(ctx, |ui| {
        let text = result_text(&m, |p| crate::ui::hud::player_name(p, settings.pieces))
            .unwrap_or_default();
        ui.heading(text);
        ui.label(format!("{} moves played.", m.moves.len()));
        ui.separator();
        if ui.button("Play again").clicked() {
            // The same game, players and options.
            let again = Match::new(
                m.game.kind(),
                m.game.players(),
                m.options(),
                m.seats.clone(),
            );
            match again.or_else(|_| choice.start()) {
                Ok(fresh) => commands.queue(StartMatch(fresh)),
                Err(e) => error!("cannot start again: {e}"),
            }
        }
        if ui.button("Undo the last move").clicked() {
            history.write(crate::game::play::History::Undo);
            overlay.set(Overlay::None);
        }
        if ui.button("Replay this game").clicked() {
            records.write(RecordRequest::ReplayCurrent);
        }
        if ui.button("Look at the board").clicked() {
            overlay.set(Overlay::None);
        }
        if ui.button("New game").clicked() {
            next.set(Screen::NewGame);
        }
        if ui.button("Title").clicked() {
            next.set(Screen::Title);
        }
    });
    Ok(())
}
