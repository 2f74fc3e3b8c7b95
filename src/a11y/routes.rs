//! A move's way in words: from which pit to which, or on which, for the news, the status
//! line, the hint and the preview (the notation only where a move has no way to go).

use crate::a11y::words::Words;
use crate::game::marks::MoveMarks;
use crate::tr;

impl Words<'_> {
    /// Where a move went, in words: "from 4b to 4d", "on 3b" for a move on one pit (a
    /// produced soldier), "on 5d, 6c, 6e" for a placement; empty for a pass.
    pub fn route(&self, game: &sowing_rules::AnyGame, marks: &MoveMarks) -> String {
        let layout = sowing_rules::view::layout(game.kind());
        let name = |i: usize| {
            layout
                .get(i)
                .map(|p| self.pit_name(game.kind(), p))
                .unwrap_or_default()
        };
        // Pieces from the reserve, and nothing else moved: said with how many (Esiema's
        // "k5+8" was "on k5", as a placement of one).
        if marks.produced > 0 && marks.path.len() == 1 {
            let pit = name(marks.path[0]);
            return tr!(self.texts, "route-produced", n = marks.produced, pit = pit);
        }
        if marks.placed {
            // A placement goes on its pits, not from one to another: each as often as a
            // piece goes into it.
            let pits: Vec<String> = marks.places.iter().map(|&i| name(i)).collect();
            return tr!(self.texts, "route-on", pit = pits.join(", "));
        }
        // From the first pit to the one the move ended on (a lap or more may end on a pit
        // passed before, even on the first); a move on one pit alone is "on" it.
        // Where the way is the player's choice (Esiema's sowing, Myra's chains), the pits
        // between are named too: "from i7 to i8" fitted two ways, and a hint so said could
        // not be followed.
        let chosen = matches!(
            game.kind(),
            sowing_rules::GameKind::Esiema | sowing_rules::GameKind::Myra
        );
        match (marks.path.first(), marks.end) {
            (Some(&a), Some(b)) if chosen && marks.path.len() > 2 => {
                let mut between = &marks.path[1..];
                if between.last() == Some(&b) {
                    between = &between[..between.len() - 1];
                }
                let via: Vec<String> = between.iter().map(|&i| name(i)).collect();
                let (from, to) = (name(a), name(b));
                tr!(
                    self.texts,
                    "route-via",
                    from = from,
                    via = via.join(", "),
                    to = to
                )
            }
            (Some(&a), Some(b)) if marks.path.len() > 1 => {
                tr!(self.texts, "route-from-to", from = name(a), to = name(b))
            }
            (Some(&a), _) => tr!(self.texts, "route-on", pit = name(a)),
            _ => String::new(),
        }
    }

    /// Where the move `mv` went, in words, with the side an Umel Bagara cup 3 was sown
    /// to (both sides of cup 1.3 may end on cup 2.3): "from cup 1.3 to cup 2.3, sowing
    /// left". Empty for a pass.
    pub fn route_of(&self, game: &sowing_rules::AnyGame, marks: &MoveMarks, mv: &str) -> String {
        let route = self.route(game, marks);
        let side = match (game.kind(), mv.chars().last()) {
            (sowing_rules::GameKind::UmelBagara, Some('L')) => "left",
            (sowing_rules::GameKind::UmelBagara, Some('R')) => "right",
            _ => return route,
        };
        tr!(self.texts, "route-side", route = route, side = side)
    }

    /// Where a move goes in words, or its notation where it has no way to go (a pass).
    pub fn way(&self, game: &sowing_rules::AnyGame, marks: &MoveMarks, mv: &str) -> String {
        Some(self.route_of(game, marks, mv))
            .filter(|r| !r.is_empty())
            .unwrap_or_else(|| mv.to_string())
    }

    /// A move as the news, the status line and the reading key L say it: who played it,
    /// where it went (a placement on its pits, a pass as passed; the notation only where a
    /// move has no way to go), what it captured, then `next` (whose turn, or nothing).
    pub fn played(
        &self,
        game: &sowing_rules::AnyGame,
        player: u8,
        mv: &str,
        marks: &MoveMarks,
        captured: u32,
        next: &str,
    ) -> String {
        let route = self.route_of(game, marks, mv);
        let kind = match (mv, route.is_empty(), marks.placed) {
            ("pass", _, _) => "pass",
            (_, true, _) => "notation",
            (_, false, true) => "place",
            _ if marks.produced > 0 && marks.path.len() == 1 => "produce",
            (_, false, false) => "move",
        };
        tr!(
            self.texts,
            "announce-move",
            player = self.player(player),
            kind = kind,
            mv = mv,
            route = route,
            captured = captured,
            next = next
        )
        .trim_end()
        .to_string()
    }

    /// A move previewed: where it goes and what it captures.
    pub fn preview(&self, game: &sowing_rules::AnyGame, mv: &str, marks: &MoveMarks) -> String {
        let what = self.way(game, marks, mv);
        tr!(
            self.texts,
            "preview",
            what = what,
            captured = marks.captured
        )
    }

    /// A move's notation as the move list shows it: Tricala's directions in the
    /// player's language ("4b:SO" in German, as the board's arrows say), the rest as
    /// written (pits and numbers are the same in every language).
    pub fn notation_shown(&self, kind: sowing_rules::GameKind, mv: &str) -> String {
        let Some((pit, rest)) = mv
            .split_once(':')
            .filter(|_| kind == sowing_rules::GameKind::Tricala)
        else {
            return mv.to_string();
        };
        let (dirs, tail) = match rest.split_once('/') {
            Some((d, t)) => (d, Some(t)),
            None => (rest, None),
        };
        let dirs: Vec<String> = dirs
            .split(',')
            .map(|d| {
                sowing_rules::Dir::parse(d)
                    .map_or_else(|| d.to_string(), |d| self.direction_letters(d))
            })
            .collect();
        let mut shown = format!("{pit}:{}", dirs.join(","));
        if let Some(t) = tail {
            shown.push('/');
            shown.push_str(t);
        }
        shown
    }

    /// The moves played, each with where it went in words (a pass with whose it was),
    /// reusing those of `kept` that are still the game's.
    pub fn move_list(
        &self,
        m: &crate::game::play::Match,
        mut kept: Vec<(String, String)>,
    ) -> Vec<(String, String)> {
        let w = self;
        let same = kept
            .iter()
            .zip(&m.moves)
            .take_while(|(k, mv)| k.0 == **mv)
            .count();
        kept.truncate(same);
        for i in same..m.moves.len() {
            let before = m.history.get(i);
            let mut route = before
                .and_then(|before| {
                    crate::game::marks::MoveMarks::of_move(before, &m.moves[i])
                        .map(|k| w.route_of(before, &k, &m.moves[i]))
                })
                .unwrap_or_default();
            // A pass is said in words, with whose it was.
            if m.moves[i] == "pass"
                && let Some(before) = before
            {
                route = tr!(
                    w.texts,
                    "panel-move-pass",
                    player = w.player(before.to_move())
                );
            }
            kept.push((m.moves[i].clone(), route));
        }
        kept
    }
}
