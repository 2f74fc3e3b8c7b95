//! How the menus join a game: the join form and the title's "Join again" (the name and
//! address offered again next time), a room opened on a server from the new-game screen
//! (its code then shown in the lobby for friends) or picked from the server's public
//! rooms; and what the player typed into those forms.

use bevy::prelude::*;

use bevy_egui::egui;
use sowing_rules::GameKind;

use crate::game::play::Seat;
use crate::game::protocol::ListRooms;
use crate::game::screens::Screen;
use crate::i18n::Texts;
use crate::net::client::Joined;
use crate::tr;

/// What the player typed into the online forms (kept while the app runs).
#[derive(Resource, Debug, Clone)]
pub struct OnlineForm {
    pub address: String,
    pub port: String,
    pub name: String,
    pub password: String,
    /// A room's code on a room server (empty: a host's own game).
    pub room: String,
    /// A room server to open a room on, from the new-game screen (empty: host here).
    pub server: String,
    /// The room opened is listed for anyone to find.
    pub public: bool,
    pub watch: bool,
    /// A room was picked from a server's list: joined by its code once the list's
    /// connection is closed (a frame later, so its closing is not taken for the join's).
    pub join_soon: bool,
    /// Why the last try failed (the network's words).
    pub error: Option<String>,
}

impl Default for OnlineForm {
    fn default() -> Self {
        OnlineForm {
            address: "127.0.0.1:5250".into(),
            port: "5250".into(),
            name: String::new(),
            password: String::new(),
            room: String::new(),
            server: String::new(),
            public: false,
            watch: false,
            join_soon: false,
            error: None,
        }
    }
}

/// Opens a room for the new game `c` on the form's server: every seat a player who joins
/// (this player takes the first); a computer seat cannot be played there.
pub(super) fn open_room(
    c: &mut crate::game::setup::NewGame,
    form: &mut OnlineForm,
    texts: &Texts,
    commands: &mut Commands,
) {
    let m = match c.start() {
        Ok(m) => m,
        Err(e) => return c.error = Some(e),
    };
    if m.seats.iter().any(|s| matches!(s, Seat::Computer(_))) {
        form.error = Some(tr!(texts, "online-room-computers"));
        return;
    }
    let mut m = m;
    m.seats.iter_mut().for_each(|s| *s = Seat::Remote);
    let joined = Joined {
        address: form.server.trim().to_string(),
        name: form.name.clone(),
        password: form.password.clone(),
        open: Some(crate::game::protocol::OpenRoom {
            record: crate::game::records::record_of(&m).to_text(),
            password: form.password.clone(),
            public: form.public,
        }),
        ..Default::default()
    };
    join_from_menus(commands, joined);
    commands.queue(|world: &mut World| {
        if world.resource::<OnlineForm>().error.is_none() {
            world.resource_mut::<NextState<Screen>>().set(Screen::Lobby);
        }
    });
}

/// On the title, the join form offers what was last joined: the name, the address and a
/// room's code (seated in a room, then another game begun, its opener had no way back:
/// the code was shown nowhere, the thirteenth hour). The password stays as typed.
pub(super) fn offer_remembered(
    settings: Res<crate::settings::Settings>,
    mut form: ResMut<OnlineForm>,
) {
    if !settings.online_name.is_empty() {
        form.name = settings.online_name.clone();
    }
    if !settings.online_address.is_empty() {
        form.address = settings.online_address.clone();
        form.room = settings.online_room.clone();
    }
}

/// Joins as the menus do (the join form, the title's "Join again"): the name and address
/// offered again next time, or why not on the form.
pub(super) fn join_from_menus(commands: &mut Commands, joined: Joined) {
    let (name, address) = (joined.name.clone(), joined.address.clone());
    commands.queue(move |world: &mut World| {
        let result = crate::net::join(world, joined);
        if result.is_ok() {
            let mut s = world.resource_mut::<crate::settings::Settings>();
            s.online_name = name;
            s.online_address = address;
        }
        world.resource_mut::<OnlineForm>().error = result.err();
    });
}

/// The join as the form has it: its address, room, name, password and watching.
pub(super) fn join_of_form(form: &OnlineForm) -> Joined {
    Joined {
        address: form.address.trim().to_string(),
        room: form.room.trim().to_uppercase(),
        name: form.name.clone(),
        password: form.password.clone(),
        watch: form.watch,
        ..Default::default()
    }
}

/// A room server's public rooms with a free seat, each joined by a press (with the
/// form's name and password); asked again; or why there are none to pick.
pub(super) fn public_rooms(
    ui: &mut egui::Ui,
    j: &Joined,
    form: &mut OnlineForm,
    texts: &Texts,
    commands: &mut Commands,
) {
    let address = j.address.as_str();
    let Some(rooms) = &j.rooms else {
        match j.notice_text(texts) {
            Some(n) => ui.colored_label(egui::Color32::LIGHT_RED, n),
            None => ui.label(tr!(
                texts,
                "online-connecting",
                address = address,
                seconds = j.seconds_left()
            )),
        };
        return;
    };
    // A game this version does not know is not offered.
    let known: Vec<_> = (rooms.iter())
        .filter_map(|r| GameKind::parse(&r.game).map(|k| (r, k)))
        .collect();
    ui.label(match known.len() {
        0 => tr!(texts, "online-rooms-none", address = address),
        n => tr!(
            texts,
            "online-rooms-found",
            address = address,
            count = n as u32
        ),
    });
    for (r, kind) in known {
        let game = tr!(texts, "game-name", game = kind.as_str());
        let words = tr!(
            texts,
            "online-rooms-join",
            game = game,
            players = r.players as u32,
            free = r.free as u32,
            password = if r.password { "yes" } else { "no" },
            code = r.code.as_str()
        );
        if ui.button(words).clicked() {
            form.address = j.address.clone();
            form.room = r.code.clone();
            // A room with a password, none typed: back to the form, which asks for it.
            form.join_soon = !r.password || !form.password.is_empty();
            form.error = (!form.join_soon)
                .then(|| tr!(texts, "online-rooms-password-first", code = r.code.as_str()));
            commands.queue(crate::net::leave);
            ui.ctx().request_repaint();
        }
    }
    if ui.button(tr!(texts, "online-rooms-again")).clicked() {
        commands.queue(|world: &mut World| {
            world.write_message(ListRooms);
        });
    }
}
