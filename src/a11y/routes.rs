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
        if marks.placed {
            // A placement goes on its pits, not from one to another.
            let pits: Vec<String> = marks.path.iter().map(|&i| name(i)).collect();
            return tr!(self.texts, "route-on", pit = pits.join(", "));
        }
        // From the first pit to the one the move ended on (a lap or more may end on a pit
        // passed before, even on the first); a move on one pit alone is "on" it.
        match (marks.path.first(), marks.end) {
            (Some(&a), Some(b)) if marks.path.len() > 1 => {
                tr!(self.texts, "route-from-to", from = name(a), to = name(b))
            }
            (Some(&a), _) => tr!(self.texts, "route-on", pit = name(a)),
            _ => String::new(),
        }
    }

    /// Where a move goes in words, or its notation where it has no way to go (a pass).
    pub fn way(&self, game: &sowing_rules::AnyGame, marks: &MoveMarks, mv: &str) -> String {
        Some(self.route(game, marks))
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
        let route = self.route(game, marks);
        let kind = match (mv, route.is_empty(), marks.placed) {
            ("pass", _, _) => "pass",
            (_, true, _) => "notation",
            (_, false, true) => "place",
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
}
