//! A choice in the new-game dialog said once made: the game, the number of players, a
//! seat's player (under Orca, Space on a game and a seat picked from its list were met
//! with silence while the dialog below them changed, the fourteenth hour).

use bevy::prelude::*;

use super::speech::Announcer;
use super::words::WordsParam;
use crate::game::play::Seat;
use crate::game::screens::Screen;
use crate::game::setup::NewGame;
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, say_chosen.run_if(in_state(Screen::NewGame)))
        .add_systems(OnEnter(Screen::NewGame), |mut c: Commands| {
            c.insert_resource(Chosen::default())
        });
}

/// The dialog's choices as last said (none on entering: what it opens with is read).
#[derive(Resource, Default)]
struct Chosen(Option<(sowing_rules::GameKind, u8, Vec<Seat>)>);

fn say_chosen(
    choice: Res<NewGame>,
    mut chosen: ResMut<Chosen>,
    words: WordsParam,
    mut announcer: ResMut<Announcer>,
) {
    let now = (choice.kind, choice.players, choice.seats.clone());
    let Some(was) = chosen.0.replace(now.clone()) else {
        return;
    };
    let w = words.get();
    let said = if was.0 != now.0 {
        tr!(w.texts, "new-game-chosen", game = w.game(now.0))
    } else if was.1 != now.1 {
        tr!(w.texts, "new-game-players", n = now.1)
    } else if let Some(i) = (0..now.2.len()).find(|&i| was.2.get(i) != now.2.get(i)) {
        tr!(
            w.texts,
            "new-game-seat",
            player = w.player(i as u8 + 1),
            seat = w.seat(now.2[i])
        )
    } else {
        return;
    };
    announcer.say(said);
}
