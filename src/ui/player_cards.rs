//! The players as cards in the game panel: each one's colour and piece, name and seat,
//! their counters (captured, in reserve, in the store, still to place), and who is to
//! move, thinking, moving or has won; a screen reader reads them as the score's lines.

use bevy_egui::egui;
use sowing_rules::{Finished, Outcome};

use crate::a11y::words::Words;
use crate::game::play::{Match, Seat};
use crate::i18n::Texts;
use crate::settings::palette::PLAYER_COLOURS;
use crate::tr;
use crate::ui::pit_counts::{Swatch, paint_swatch};
use crate::ui::readable::readable_area;

/// What a card says of its player now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardState {
    /// Waiting for another player's move.
    Waiting,
    /// Theirs is the move.
    ToMove,
    /// The computer seat to move is searching.
    Thinking,
    /// Their move's pieces are still landing.
    Moving,
    /// The game is over and they won (or shared a draw).
    Won,
    Drew,
}

/// One player's card, in words.
#[derive(Clone, Debug, PartialEq)]
pub struct Card {
    /// 1-based.
    pub player: u8,
    /// "Player 2".
    pub name: String,
    /// "Sky blue" (with the shape in shapes mode: "Sky blue, cube").
    pub look: String,
    /// How the seat is played, with an online player's own name.
    pub seat: String,
    /// "Captured 3", "In reserve 41", … this player's counters.
    pub counters: Vec<String>,
    pub state: CardState,
    /// Their piece's outline in shapes mode (0 sphere … 5 cross), else a disc.
    pub shape: Option<usize>,
}

/// What is going on beside the position: a computer searching, a move landing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Busy {
    pub thinking: bool,
    /// The player whose move is landing.
    pub landing: Option<u8>,
    /// The game is stopped here (a joined game whose host closed it or was lost):
    /// nobody is to move.
    pub stopped: bool,
}

/// The cards of `m`'s players. `names` holds online players' names by seat (empty:
/// none). `shapes`: the pieces are distinct solids.
pub fn cards_of(m: &Match, w: &Words, busy: Busy, names: &[String], shapes: bool) -> Vec<Card> {
    let texts = w.texts;
    let c = m.game.counters();
    let kinds = [
        ("stores", c.stores),
        ("captured", c.captured),
        ("reserve", c.reserve),
        // Pieces still to place count in the setup only.
        (
            "hand",
            c.hand
                .filter(|_| m.game.phase() == sowing_rules::Phase::Setup),
        ),
    ];
    let finished = m.game.finished();
    let to_move = m.game.to_move();
    (1..=m.game.players())
        .map(|p| {
            let i = p as usize - 1;
            let colour = tr!(texts, "colour", colour = PLAYER_COLOURS[i % 6].0);
            let look = match shapes {
                true => tr!(
                    texts,
                    "card-look-shape",
                    colour = colour,
                    shape = tr!(texts, "shape", shape = crate::settings::SHAPE_NAMES[i % 6])
                ),
                false => colour,
            };
            let seat = m.seats.get(i).map_or(String::new(), |&s| w.seat(s));
            let seat = match names.get(i).map(|n| n.trim()).filter(|n| !n.is_empty()) {
                Some(n) => tr!(texts, "card-seat-named", seat = seat, name = n),
                None => seat,
            };
            let counters = kinds
                .iter()
                .filter_map(|(key, values)| {
                    let n = values.as_ref()?.get(i)?;
                    Some(tr!(texts, "card-counter", counter = *key, n = *n))
                })
                .collect();
            let state = state_of(p, to_move, finished.as_ref(), m.seats.get(i), busy);
            Card {
                player: p,
                name: tr!(texts, "card-player", n = p),
                look,
                seat,
                counters,
                state,
                shape: shapes.then_some(i % 6),
            }
        })
        .collect()
}

fn state_of(
    p: u8,
    to_move: u8,
    over: Option<&Finished>,
    seat: Option<&Seat>,
    busy: Busy,
) -> CardState {
    match over.map(|f| &f.outcome) {
        Some(Outcome::Winner(w)) if *w == p => return CardState::Won,
        Some(Outcome::Draw(ps)) if ps.contains(&p) => return CardState::Drew,
        Some(_) => return CardState::Waiting,
        None => {}
    }
    if busy.landing == Some(p) {
        return CardState::Moving;
    }
    if p != to_move || busy.landing.is_some() || busy.stopped {
        return CardState::Waiting;
    }
    match (seat, busy.thinking) {
        (Some(Seat::Computer(_)), true) => CardState::Thinking,
        _ => CardState::ToMove,
    }
}

/// A card's state in words, or None while it waits.
fn state_words(s: CardState, texts: &Texts) -> Option<String> {
    let key = match s {
        CardState::Waiting => return None,
        CardState::ToMove => "to-move",
        CardState::Thinking => "thinking",
        CardState::Moving => "moving",
        CardState::Won => "won",
        CardState::Drew => "drew",
    };
    Some(tr!(texts, "card-state", state = key))
}

/// The card in one line, as a screen reader says it.
pub fn card_line(c: &Card, texts: &Texts) -> String {
    let mut parts = vec![c.name.clone(), c.look.clone(), c.seat.clone()];
    parts.extend(c.counters.iter().cloned());
    parts.extend(state_words(c.state, texts));
    parts.join(", ")
}

/// Draws the cards, two to a row (one where the panel is narrow), all the same size so
/// nothing moves when a state comes or goes; each is a focus stop a screen reader reads
/// in one line. Returns each card's rectangle.
pub fn player_cards(ui: &mut egui::Ui, cards: &[Card], texts: &Texts) -> Vec<egui::Rect> {
    let gap = ui.spacing().item_spacing.x;
    let full = ui.available_width();
    let two = cards.len() > 1 && full >= 220.0;
    let width = if two { (full - gap) / 2.0 } else { full };
    let body = ui.text_style_height(&egui::TextStyle::Body);
    // The name (with the state), the look and seat, then each counter, each a line.
    let lines = 2 + cards.iter().map(|c| c.counters.len()).max().unwrap_or(0);
    let height = lines as f32 * (body + ui.spacing().item_spacing.y) + 14.0;
    let mut rects = Vec::new();
    for row in cards.chunks(if two { 2 } else { 1 }) {
        ui.horizontal(|ui| {
            for c in row {
                let size = egui::vec2(width, height);
                let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
                let id = ui.id().with(("player-card", c.player));
                let read = readable_area(ui, rect, id, &card_line(c, texts));
                paint_card(ui, rect, c, texts, read.has_focus());
                rects.push(rect);
            }
        });
    }
    rects
}

fn paint_card(ui: &mut egui::Ui, rect: egui::Rect, c: &Card, texts: &Texts, focused: bool) {
    let visuals = ui.visuals().clone();
    let [r, g, b] = PLAYER_COLOURS[(c.player as usize - 1) % 6].1;
    let colour = egui::Color32::from_rgb(r, g, b);
    let stroke = match (focused, c.state) {
        (true, _) => visuals.selection.stroke,
        (false, CardState::Waiting) => visuals.widgets.noninteractive.bg_stroke,
        (false, _) => egui::Stroke::new(2.5, colour),
    };
    ui.painter().rect(
        rect.shrink(1.0),
        egui::CornerRadius::same(6),
        visuals.faint_bg_color,
        stroke,
        egui::StrokeKind::Inside,
    );
    let mut child = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(rect.shrink(7.0))
            .layout(egui::Layout::top_down(egui::Align::Min)),
    );
    child.horizontal(|ui| {
        let size = egui::vec2(14.0, 14.0);
        let (spot, _) = ui.allocate_exact_size(size, egui::Sense::hover());
        let swatch = Swatch {
            colour,
            shape: c.shape,
        };
        paint_swatch(ui.painter(), spot.center(), swatch, 13.0);
        // The state at the line's end, the name in what is left.
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if let Some(state) = state_words(c.state, texts) {
                let text = egui::RichText::new(state).small().strong();
                ui.add(egui::Label::new(text).truncate());
            }
            ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                let name = egui::RichText::new(&c.name).strong();
                ui.add(egui::Label::new(name).truncate());
            });
        });
    });
    let line = format!("{} · {}", c.look, c.seat);
    child.add(egui::Label::new(egui::RichText::new(line).small()).truncate());
    for line in &c.counters {
        child.add(egui::Label::new(line.as_str()).truncate());
    }
}

/// The names online players gave, by seat (empty where none): the host's lobby, or the
/// lobby the host sent.
pub fn online_names(
    hosting: Option<&crate::net::host::Hosting>,
    joined: Option<&crate::net::client::Joined>,
) -> Vec<String> {
    match (hosting, joined.and_then(|j| j.lobby.as_ref())) {
        (Some(h), _) => h.seating.names.clone(),
        (None, Some(l)) => l.seats.iter().map(|s| s.name.clone()).collect(),
        _ => Vec::new(),
    }
}

/// A joined player's cards say how the host plays its own seats: its computer and its
/// player at its machine read "Online player" here, where every seat but this one's is
/// played elsewhere (the lobby below said "the computer").
pub fn with_host_seats(
    mut cards: Vec<Card>,
    joined: Option<&crate::net::client::Joined>,
    texts: &Texts,
) -> Vec<Card> {
    use crate::game::protocol::SeatKind;
    let Some(lobby) = joined.and_then(|j| j.lobby.as_ref()) else {
        return cards;
    };
    let mine = joined.and_then(|j| j.seat).map(usize::from);
    for (i, (card, seat)) in cards.iter_mut().zip(&lobby.seats).enumerate() {
        // This player's own seat stays theirs, the game stopped or not (a stopped game's
        // seats are all played elsewhere: "Online player: Bea" on Bea's own card).
        if mine == Some(i) {
            let human = tr!(texts, "seat-human");
            card.seat = match seat.name.trim() {
                "" => human,
                n => tr!(texts, "card-seat-named", seat = human, name = n),
            };
            continue;
        }
        match seat.kind {
            SeatKind::Computer => card.seat = tr!(texts, "card-seat-host", kind = "computer"),
            SeatKind::HostPlayer => card.seat = tr!(texts, "card-seat-host", kind = "human"),
            SeatKind::Remote => {}
        }
    }
    cards
}
