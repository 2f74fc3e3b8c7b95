//! The online screen: the form to join a host (address, name, password, watch only), and
//! the lobby of a hosted or joined game — its seats, who holds them, Start for the host
//! once every remote seat is held, the computer for a seat whose player left, Leave.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use sowing_rules::GameKind;

pub use super::join::OnlineForm;
use crate::a11y::words::Words;
use crate::game::protocol::{LobbyView, SeatHolders, SeatKind};
use crate::game::screens::Screen;
use crate::i18n::Texts;
use crate::net::client::{JoinNotice, Joined};
use crate::net::host::{HostCommand, Hosting, lobby_view};
use crate::settings::Settings;
use crate::tr;
use crate::ui::dock::Place;

/// What the online screen reads.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct Online<'w> {
    form: ResMut<'w, OnlineForm>,
    hosting: Option<Res<'w, Hosting>>,
    joined: Option<Res<'w, Joined>>,
    holders: Res<'w, SeatHolders>,
    settings: Res<'w, Settings>,
    texts: Res<'w, Texts>,
}

pub(super) fn online(
    mut contexts: EguiContexts,
    online: Online,
    mut next: ResMut<NextState<Screen>>,
    mut ask: MessageWriter<HostCommand>,
    mut commands: Commands,
) -> Result {
    let Online {
        mut form,
        hosting,
        joined,
        holders,
        settings,
        texts,
    } = online;
    let ctx = contexts.ctx_mut()?;
    // Players named by the pieces of the game hosted or joined (Umel Bagara's beans are
    // nobody's: no "with the cube" there).
    let kind = (hosting.as_deref().and_then(|h| h.pending.as_ref()))
        .map(|m| m.game.kind())
        .or_else(|| {
            let lobby = joined.as_deref().and_then(|j| j.lobby.as_ref());
            lobby.and_then(|l| GameKind::parse(&l.game))
        });
    let w = Words::new(
        &texts,
        kind.map_or(settings.pieces, |k| settings.pieces_of(k)),
    );
    // Hung from the top: a player or a watcher arriving grows it downwards, and Start
    // stays under the pointer (centred, it moved).
    super::hung(ctx, tr!(texts, "online-title"), "online").show(ctx, |ui| {
        super::scrolled(ui, |ui| {
            if let Some(h) = hosting.as_deref() {
                ui.label(tr!(texts, "online-hosting", port = h.port as u32));
                // What to tell the others, with the copy a message needs.
                ui.label(if h.addresses.is_empty() {
                    tr!(texts, "online-join-here", port = h.port as u32)
                } else {
                    tr!(texts, "online-join-at", addresses = h.addresses.join(", "))
                });
                ui.label(tr!(texts, "online-key-yours", key = h.key.as_str()));
                if let Some(m) = h.pending.as_ref() {
                    let view = lobby_view(h, &m.seats, &holders, m.game.kind().as_str());
                    seat_list(ui, &view, &w, &texts, Some(&mut ask));
                    let ready = view
                        .seats
                        .iter()
                        .all(|s| s.kind != SeatKind::Remote || s.present);
                    // A line either way: Start stays where it was when the last seat fills.
                    ui.label(match ready {
                        false => tr!(texts, "online-waiting-players"),
                        true => tr!(texts, "online-all-seated"),
                    });
                    let start =
                        ui.add_enabled(ready, egui::Button::new(tr!(texts, "online-start")));
                    // Every online seat held: the focus goes to Start once (it sat on
                    // Leave, where Enter closed the lobby the others had joined).
                    let key = egui::Id::new("online-start-focused");
                    let given = ui.ctx().data(|d| d.get_temp::<bool>(key)).unwrap_or(false);
                    if ready != given {
                        if ready {
                            start.request_focus();
                        }
                        ui.ctx().data_mut(|d| d.insert_temp(key, ready));
                    }
                    if start.clicked() {
                        ask.write(HostCommand::Start);
                    }
                }
            } else if let Some(j) = joined.as_deref() {
                match j.list {
                    true => super::join::public_rooms(ui, j, &mut form, &texts, &mut commands),
                    false => joined_lobby(ui, j, &w, &texts),
                }
                // A server under another key: trusted anew only by the player's word.
                if matches!(j.notice, Some(JoinNotice::KeyChanged(..)))
                    && ui.button(tr!(texts, "online-trust-key")).clicked()
                {
                    commands.queue(crate::net::trust_new_key);
                }
                // Refused or unanswered: back to the form, with what was typed, to try
                // again (Leave went to the title).
                if (j.list || j.notice.as_ref().is_some_and(|n| n.ends()))
                    && ui.button(tr!(texts, "online-back-to-form")).clicked()
                {
                    form.address = j.address.clone();
                    form.name = j.name.clone();
                    form.password = j.password.clone();
                    commands.queue(|world: &mut World| crate::net::leave(world));
                }
            } else {
                join_form(ui, &mut form, &texts, &mut commands);
            }
            if let Some(e) = &form.error {
                ui.colored_label(
                    egui::Color32::LIGHT_RED,
                    tr!(texts, "online-cannot", why = e.as_str()),
                );
            }
            // A list of rooms is no game to leave.
            let back = if hosting.is_some() || joined.as_deref().is_some_and(|j| !j.list) {
                tr!(texts, "online-leave")
            } else {
                tr!(texts, "new-back")
            };
            // Players or watchers who joined the lobby would lose it: asked twice then (a
            // watcher's lobby closed at one press that was meant for Start).
            let joined_here = hosting.as_deref().is_some_and(|h| {
                holders.0.iter().any(Option::is_some) || !h.seating.spectators.is_empty()
            });
            if super::leave_button(ui, back, joined_here, &texts) {
                commands.queue(|world: &mut World| crate::net::leave(world));
                next.set(Screen::Title);
            }
        });
    });
    Ok(())
}

/// The form to join a host.
fn join_form(ui: &mut egui::Ui, form: &mut OnlineForm, texts: &Texts, commands: &mut Commands) {
    ui.label(tr!(texts, "online-join-intro"));
    // Enter in any field joins, as the button does (it only left the field).
    let mut entered = field(ui, &tr!(texts, "online-address"), &mut form.address, false);
    entered |= field(ui, &tr!(texts, "online-room"), &mut form.room, false);
    entered |= field(ui, &tr!(texts, "online-name"), &mut form.name, false);
    entered |= field(ui, &tr!(texts, "online-password"), &mut form.password, true);
    ui.checkbox(&mut form.watch, tr!(texts, "online-watch"));
    // A room picked from a server's list: joined now that the list's connection is shut.
    let picked = std::mem::take(&mut form.join_soon);
    if ui.button(tr!(texts, "online-join")).clicked() || entered || picked {
        super::join::join_from_menus(commands, super::join::join_of_form(form));
    }
    if ui.button(tr!(texts, "online-find-rooms")).clicked() {
        let list = Joined {
            list: true,
            ..super::join::join_of_form(form)
        };
        super::join::join_from_menus(commands, list);
    }
}

/// A labelled text field (the label is the field's name for a screen reader). True when
/// Enter was pressed in it.
pub(super) fn field(ui: &mut egui::Ui, label: &str, text: &mut String, password: bool) -> bool {
    ui.horizontal_wrapped(|ui| {
        let l = ui.label(label);
        // A long label leaves the field a sliver ("JSW" of a room's "JSW4C"): the field
        // goes under it, as wide as the form.
        let mut edit = egui::TextEdit::singleline(text).password(password);
        if ui.available_width() < 140.0 {
            ui.end_row();
            edit = edit.desired_width(ui.available_width());
        }
        let r = ui.add(edit).labelled_by(l.id);
        r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter))
    })
    .inner
}

/// A joined game before it starts: connecting, the seat given, the lobby, or why not.
fn joined_lobby(ui: &mut egui::Ui, j: &Joined, w: &Words, texts: &Texts) {
    if let Some(n) = &j.notice {
        ui.colored_label(egui::Color32::LIGHT_RED, n.text(texts));
    } else if !j.welcomed {
        ui.label(tr!(
            texts,
            "online-connecting",
            address = j.address.as_str(),
            seconds = j.seconds_left()
        ));
    } else {
        match j.seat {
            Some(s) => ui.label(tr!(texts, "online-your-seat", player = w.player(s + 1))),
            // Seated as a watcher without asking: no seat was free.
            None if !j.watch => ui.label(tr!(texts, "online-watching-full")),
            None => ui.label(tr!(texts, "online-watching")),
        };
        if let Some((key, new)) = &j.server_key {
            let new = if *new { "yes" } else { "no" };
            let address = j.address.as_str();
            ui.label(tr!(
                texts,
                "online-key-joined",
                key = key.as_str(),
                new = new,
                address = address
            ));
        }
        // A room's code is what friends need; its game starts once every seat is held.
        match room_words(j, true, texts) {
            None => ui.label(tr!(texts, "online-waiting-host")),
            Some(code) => {
                ui.label(code);
                ui.label(tr!(texts, "online-waiting-room"))
            }
        };
    }
    // The seats as the host last sent them, while the host is still there.
    if let Some(view) = &j.lobby
        && still_joined(j)
    {
        seat_list(ui, view, w, texts, None);
    }
}

/// A joined room's code and server, as the lobby says it (for friends to join by) or the
/// game's panel; None for a host's own game.
fn room_words(j: &Joined, lobby: bool, texts: &Texts) -> Option<String> {
    let (code, address) = (j.room.as_str(), j.address.as_str());
    (!code.is_empty()).then(|| match lobby {
        true => tr!(texts, "online-room-code", code = code, address = address),
        false => tr!(texts, "online-room-here", code = code, address = address),
    })
}

/// The seats: the game, each player with who plays and whether they are here; the host
/// may hand a remote seat to the computer.
pub(crate) fn seat_list(
    ui: &mut egui::Ui,
    view: &LobbyView,
    w: &Words,
    texts: &Texts,
    mut ask: Option<&mut MessageWriter<HostCommand>>,
) {
    if let Some(k) = GameKind::parse(&view.game) {
        ui.label(w.game(k));
    }
    for (i, s) in view.seats.iter().enumerate() {
        let player = w.player(i as u8 + 1);
        let state = match (s.kind, s.present) {
            (SeatKind::HostPlayer, _) => "host",
            (SeatKind::Computer, _) => "computer",
            // A player who gave no name is online all the same (": , online" was said).
            (SeatKind::Remote, true) if s.name.trim().is_empty() => "here-unnamed",
            (SeatKind::Remote, true) => "here",
            // Taken by a player who gave no name and left: it waits for them ("free"
            // was said of a seat nobody else could take).
            (SeatKind::Remote, false) if !s.taken => "free",
            (SeatKind::Remote, false) if s.name.trim().is_empty() => "away-unnamed",
            (SeatKind::Remote, false) => "away",
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!(
                texts,
                "online-seat",
                player = player.clone(),
                state = state,
                name = s.name.as_str()
            ));
            // Always there for an online seat, off while its player is here: it went
            // when a player came, and Start moved up under the pointer.
            if let Some(ask) = ask.as_deref_mut()
                && s.kind == SeatKind::Remote
            {
                let button =
                    egui::Button::new(tr!(texts, "online-computer-takes", player = player));
                if ui.add_enabled(!s.present, button).clicked() {
                    ask.write(HostCommand::ComputerTakes(i as u8));
                }
            }
        });
    }
    if view.spectators > 0 {
        ui.label(tr!(texts, "online-spectators", n = view.spectators));
    }
}

/// Whether a joined game still goes on with its host: no notice, or only a refusal.
fn still_joined(j: &Joined) -> bool {
    matches!(j.notice, None | Some(JoinNotice::Denied(_)))
}

/// During an online game: the seats and who is here, the host's "computer plays" for a
/// seat whose player left, a peer's notices (the host closed the game, the connection was
/// lost), and Leave.
pub(super) fn online_panel(
    mut contexts: EguiContexts,
    online: Online,
    m: Option<Res<crate::game::play::Match>>,
    mut next: ResMut<NextState<Screen>>,
    (mut ask, mut dock): (MessageWriter<HostCommand>, ResMut<crate::ui::dock::Dock>),
    mut commands: Commands,
) -> Result {
    let Online {
        hosting,
        joined,
        holders,
        settings,
        texts,
        ..
    } = online;
    if hosting.is_none() && joined.is_none() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let style = match m.as_deref() {
        Some(m) => settings.pieces_of(m.game.kind()),
        None => settings.pieces,
    };
    let w = Words::new(&texts, style);
    // At the foot of the game panel's column: the board keeps the same room online.
    let title = tr!(texts, "online-title");
    let id = egui::Id::new("online-title");
    let place = Place::Column(Some(egui::Panel::bottom(id).resizable(false)));
    // In a short window (a large text size) it starts folded to its heading: open, it
    // took half the column and hid the game panel's buttons and the next choice.
    let short = ctx.content_rect().height() < FOLDED_BELOW;
    crate::ui::dock::docked(ctx, &mut dock, place, (id, &title, true), |ui| {
        // What stopped a joined game is said whether the rest is open or not.
        if let Some(n) = joined.as_deref().and_then(|j| j.notice.as_ref()) {
            ui.colored_label(egui::Color32::LIGHT_RED, n.text(&texts));
            // Lost, or asked again and no answer: joining again is always there.
            let again = matches!(n, JoinNotice::Lost | JoinNotice::Unreachable(_));
            if again && ui.button(tr!(texts, "online-rejoin")).clicked() {
                commands.queue(crate::net::rejoin);
            }
        }
        // A game stopped (its host gone, the connection lost) opens it: Leave is there.
        let stopped = joined.as_deref().is_some_and(|j| !still_joined(j));
        let header = egui::CollapsingHeader::new(egui::RichText::new(&title).strong())
            .id_salt(id.with("open"))
            .default_open(!short)
            .open(stopped.then_some(true));
        header.show(ui, |ui| {
            if let (Some(h), Some(m)) = (hosting.as_deref(), m.as_deref()) {
                let view = lobby_view(h, &m.seats, &holders, m.game.kind().as_str());
                seat_list(ui, &view, &w, &texts, Some(&mut ask));
            }
            if let Some(j) = joined.as_deref() {
                // (A notice is said above the heading.) Asked to play, seated to watch (the
                // game under way, every seat held or kept): said at once, not on a click.
                if j.notice.is_none() && j.welcomed && j.seat.is_none() && !j.watch {
                    ui.label(tr!(texts, "online-watching-full"));
                } else if j.notice.is_none() && !j.welcomed {
                    // Joining again: said while it waits for the host's answer.
                    ui.label(tr!(
                        texts,
                        "online-connecting",
                        address = j.address.as_str(),
                        seconds = j.seconds_left()
                    ));
                }
                // A room's code stays in sight while it is played: a friend who comes late
                // needs it.
                if let Some(code) = room_words(j, false, &texts) {
                    ui.label(code);
                }
                // The seats as the host last sent them, while the host is still there.
                if let Some(view) = &j.lobby
                    && still_joined(j)
                {
                    seat_list(ui, view, &w, &texts, None);
                }
            }
            // Once the host has gone, leaving ends nothing: one press does.
            let at_stake = m.as_deref().is_some_and(|m| m.game.finished().is_none())
                && joined.as_deref().is_none_or(still_joined);
            let leave = tr!(texts, "online-leave");
            if super::leave_button(ui, leave, at_stake, &texts) {
                commands.queue(|world: &mut World| crate::net::leave(world));
                next.set(Screen::Title);
            }
        });
    });
    Ok(())
}

/// A window shorter than this many points (720 pixels at 200 % text: 360) folds it.
const FOLDED_BELOW: f32 = 480.0;
