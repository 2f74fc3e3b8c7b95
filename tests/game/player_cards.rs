//! The players' cards in the game panel: each player's own counters, who is to move,
//! thinking, moving or has won; cards that keep apart and inside the panel at any text
//! size, each read by a screen reader in one line; and the title's game cards, inside
//! the menu at any width.

use bevy_egui::egui;
use sowing::a11y::words::Words;
use sowing::game::play::{Match, Seat};
use sowing::i18n::{Lang, Texts};
use sowing::settings::PieceStyle;
use sowing::ui::player_cards::{Busy, Card, CardState, card_line, cards_of, player_cards};
use sowing_ai::Level;
use sowing_rules::{GameKind, Outcome};

use crate::support::{humans, small};

/// `m` after `plies` random moves (fewer if it ends).
fn played(mut m: Match, plies: usize, seed: u64) -> Match {
    let mut rng = sowing_rules::Rng::new(seed);
    for _ in 0..plies {
        let Some(mv) = m.game.random_move_text(&mut rng) else {
            break;
        };
        m.play(&mv).expect("a legal move");
    }
    m
}

#[test]
fn each_card_holds_its_own_players_counters_and_the_turn() {
    let texts = Texts::new(Lang::En);
    let w = Words::new(&texts, PieceStyle::Shapes);
    let mut m = played(small(GameKind::Esiema, 6), 40, 3);
    m.seats[2] = Seat::Computer(Level::Easy);
    let c = m.game.counters();
    let cards = cards_of(&m, &w, Busy::default(), &[], true);
    assert_eq!(cards.len(), 6);
    for (i, card) in cards.iter().enumerate() {
        let p = i as u8 + 1;
        assert_eq!(card.player, p);
        assert_eq!(card.name, format!("Player {p}"));
        let captured = c.captured.as_ref().expect("Esiema counts captures")[i];
        assert!(
            card.counters.contains(&format!("Captured {captured}")),
            "{card:?} holds its own captures"
        );
        let state = match p == m.game.to_move() {
            true => CardState::ToMove,
            false => CardState::Waiting,
        };
        assert_eq!(card.state, state, "{card:?}");
    }
    assert_eq!(cards[2].seat, "Computer, easy");
    assert_eq!(cards[1].look, "Sky blue, cube");

    // The computer to move searching: its card says it thinks; a landing move: the
    // mover's card says it moves, and nobody else's says it is to move meanwhile.
    while m.game.to_move() != 3 {
        let mv = m
            .game
            .random_move_text(&mut sowing_rules::Rng::new(1))
            .unwrap();
        m.play(&mv).unwrap();
    }
    let thinking = Busy {
        thinking: true,
        ..Default::default()
    };
    assert_eq!(
        cards_of(&m, &w, thinking, &[], true)[2].state,
        CardState::Thinking
    );
    let landing = Busy {
        landing: Some(2),
        ..Default::default()
    };
    let cards = cards_of(&m, &w, landing, &[], true);
    assert_eq!(cards[1].state, CardState::Moving);
    assert!(
        cards
            .iter()
            .all(|c| c.player == 2 || c.state == CardState::Waiting)
    );

    // A joined game stopped here (its host closed it, or was lost): nobody's card says
    // "To move" (the guest's card did, beside "Nobody can move here").
    let stopped = Busy {
        stopped: true,
        ..Default::default()
    };
    assert!(
        cards_of(&m, &w, stopped, &[], true)
            .iter()
            .all(|c| c.state == CardState::Waiting),
        "a stopped game has a card to move"
    );

    // Online players' names stand beside their seat.
    let names = vec![String::new(), "Bob".to_string()];
    assert_eq!(
        cards_of(&m, &w, Busy::default(), &names, true)[1].seat,
        "Human: Bob"
    );
}

#[test]
fn a_finished_games_cards_name_the_winner() {
    let texts = Texts::new(Lang::En);
    let w = Words::new(&texts, PieceStyle::Balls);
    let m = played(humans(GameKind::UmelBagara, 2), 10_000, 5);
    let over = m
        .game
        .finished()
        .expect("a random game of Umel Bagara ends");
    let cards = cards_of(&m, &w, Busy::default(), &[], false);
    for card in &cards {
        let want = match &over.outcome {
            Outcome::Winner(p) if *p == card.player => CardState::Won,
            Outcome::Draw(ps) if ps.contains(&card.player) => CardState::Drew,
            _ => CardState::Waiting,
        };
        assert_eq!(card.state, want);
        let stores = m.game.counters().stores.expect("Umel Bagara has stores");
        let n = stores[card.player as usize - 1];
        assert!(card.counters.contains(&format!("Store {n}")), "{card:?}");
    }
    assert!(
        cards
            .iter()
            .any(|c| matches!(c.state, CardState::Won | CardState::Drew)),
        "someone won or drew"
    );
}

/// Lays the cards out in a panel `width` points wide at text zoom `zoom`; returns the
/// cards' rectangles, the panel's and the AccessKit labels.
fn lay_out(
    cards: &[Card],
    texts: &Texts,
    width: f32,
    zoom: f32,
) -> (Vec<egui::Rect>, egui::Rect, Vec<String>) {
    let ctx = egui::Context::default();
    ctx.enable_accesskit();
    ctx.all_styles_mut(|s| {
        for font in s.text_styles.values_mut() {
            font.size *= zoom;
        }
    });
    let mut rects = Vec::new();
    let mut panel = egui::Rect::NOTHING;
    let mut out = egui::FullOutput::default();
    // Twice: egui lays text out on the second pass with the fonts loaded.
    for _ in 0..2 {
        out = ctx.run_ui(egui::RawInput::default(), |ui| {
            ui.set_max_width(width);
            panel = ui.max_rect();
            rects = player_cards(ui, cards, texts);
        });
        out.textures_delta.clear();
    }
    let update = out
        .platform_output
        .accesskit_update
        .expect("an AccessKit tree");
    let labels = update
        .nodes
        .iter()
        .filter_map(|(_, n)| n.label().or(n.value()).map(str::to_string))
        .collect();
    (rects, panel, labels)
}

#[test]
fn cards_keep_apart_inside_the_panel_and_each_is_read_in_one_line() {
    let texts = Texts::new(Lang::De);
    let w = Words::new(&texts, PieceStyle::Shapes);
    let m = played(small(GameKind::Esiema, 6), 30, 9);
    let cards = cards_of(&m, &w, Busy::default(), &[], true);
    for (width, zoom) in [(280.0, 1.0), (280.0, 2.0), (180.0, 1.0), (400.0, 1.5)] {
        let (rects, panel, labels) = lay_out(&cards, &texts, width, zoom);
        assert_eq!(rects.len(), 6);
        for (i, a) in rects.iter().enumerate() {
            assert!(
                a.min.x >= panel.min.x - 0.5 && a.max.x <= panel.min.x + width + 0.5,
                "card {i} at {a:?} stays inside a panel {width} wide (text {zoom})"
            );
            for b in &rects[i + 1..] {
                assert!(
                    !a.shrink(0.5).intersects(b.shrink(0.5)),
                    "{a:?} and {b:?} overlap"
                );
            }
        }
        for c in &cards {
            let line = card_line(c, &texts);
            assert!(
                labels.contains(&line),
                "'{line}' is read (labels: {labels:?})"
            );
        }
    }
}

/// Pieces still to place are counted during the setup only: Tricala's "Still to place,
/// Player 1 in Orange 0, …" stayed for the whole game (the eighth play-test).
#[test]
fn pieces_to_place_are_counted_during_the_setup_only() {
    let texts = Texts::new(Lang::En);
    let w = Words::new(&texts, PieceStyle::Balls);
    let mut m = humans(GameKind::Tricala, 2);
    assert_eq!(m.game.phase(), sowing_rules::Phase::Setup);
    let cards = cards_of(&m, &w, Busy::default(), &[], false);
    assert!(
        cards[0].counters.iter().any(|c| c.starts_with("To place")),
        "{cards:?}"
    );
    assert!(
        w.counters(&m)
            .iter()
            .any(|c| c.starts_with("Still to place"))
    );
    let mut rng = sowing_rules::Rng::new(2);
    while m.game.phase() == sowing_rules::Phase::Setup {
        let mv = m.game.random_move_text(&mut rng).unwrap();
        m.play(&mv).unwrap();
    }
    let cards = cards_of(&m, &w, Busy::default(), &[], false);
    assert!(
        cards
            .iter()
            .all(|c| !c.counters.iter().any(|c| c.starts_with("To place"))),
        "{cards:?}"
    );
    assert!(
        !w.counters(&m)
            .iter()
            .any(|c| c.starts_with("Still to place"))
    );
}

/// A joined player's cards say how the host plays its own seats, as the lobby does: the
/// host's computer read "Online player" there (every seat but one's own is remote).
#[test]
fn a_joined_players_cards_name_the_hosts_computer() {
    use sowing::game::protocol::{LobbyView, SeatKind, SeatView};
    use sowing::net::client::Joined;
    use sowing::ui::player_cards::with_host_seats;
    let texts = Texts::new(Lang::En);
    let w = Words::new(&texts, PieceStyle::Balls);
    // As a joined player's match has it: its own seat human, the rest remote.
    let mut m = humans(GameKind::Tricala, 3);
    m.seats[0] = Seat::Remote;
    m.seats[2] = Seat::Remote;
    let seat = |kind, name: &str| SeatView {
        kind,
        name: name.into(),
        present: true,
        taken: true,
    };
    let joined = Joined {
        lobby: Some(LobbyView {
            game: "tricala".into(),
            seats: vec![
                seat(SeatKind::HostPlayer, ""),
                seat(SeatKind::Remote, "Bea"),
                seat(SeatKind::Computer, ""),
            ],
            spectators: 0,
            started: true,
        }),
        ..Default::default()
    };
    let cards = cards_of(&m, &w, Busy::default(), &[], false);
    assert_eq!(cards[2].seat, "Online player", "as the match alone has it");
    let cards = with_host_seats(cards, Some(&joined), &texts);
    let seats: Vec<&str> = cards.iter().map(|c| c.seat.as_str()).collect();
    assert_eq!(
        seats,
        [
            "Human, at the host's machine",
            "Human",
            "Computer, at the host's machine"
        ]
    );
    // The game stopped here (every seat then played elsewhere): this player's own card
    // still says it is theirs, not "Online player: Bea".
    let mut stopped = m.clone();
    stopped.seats = vec![Seat::Remote; 3];
    let mine = Joined {
        seat: Some(1),
        ..joined.clone()
    };
    let names = ["", "Bea", ""].map(String::from);
    let cards = cards_of(&stopped, &w, Busy::default(), &names, false);
    assert_eq!(
        cards[1].seat, "Online player: Bea",
        "as the match alone has it"
    );
    let cards = with_host_seats(cards, Some(&mine), &texts);
    assert_eq!(cards[1].seat, "Human: Bea");
    // Not joined: the cards as they were.
    let alone = with_host_seats(cards_of(&m, &w, Busy::default(), &[], false), None, &texts);
    assert_eq!(alone[2].seat, "Online player");
}

/// The title's four game cards fit the menu's width: in one row, their boards smaller
/// where it is narrow, else two a row (a row of frames never wraps: at 200 % text in a
/// 1024×600 window the title stood off the window's left edge, the fourteenth hour).
#[test]
fn the_title_cards_fit_the_menus_width() {
    use sowing::ui::menus::game_cards::card_layout;
    let gap = 8.0;
    for width in (280..=1200).step_by(10) {
        let width = width as f32;
        let (size, per_row) = card_layout(width, gap);
        let row = per_row as f32 * (size.x + 14.0) + (per_row as f32 - 1.0) * gap;
        assert!(
            row <= width + 0.01,
            "{width}: {per_row} cards of {size:?} take {row}"
        );
        assert!(
            size.x >= 84.0,
            "{width}: boards of {size:?} too small to read"
        );
        assert!(per_row == 4 || per_row == 2, "{width}: {per_row} a row");
    }
    // The menu's width at 100 % (440 points) keeps one row.
    assert_eq!(card_layout(440.0, gap).1, 4);
}
