//! The move being built, in words: the stones a sowing has dropped so far while its order
//! is chosen stone by stone (Tricala: where each went and how many are still in hand, said
//! with the next choice, since the board shows the move only once it is whole), and a new
//! move begun from a pit off the one being built.

use bevy::prelude::*;
use sowing_rules::{AnyGame, Event, Piece, Step};

use super::words::{Words, WordsParam};
use crate::game::play::{Match, Status};
use crate::tr;

/// The pits and pieces of the drops chosen so far in `steps`, and the pieces still in
/// hand; `None` before the first stone is chosen.
pub fn dropped_so_far(game: &AnyGame, steps: &[Step]) -> Option<(Vec<(usize, Piece)>, usize)> {
    let chosen = steps.iter().filter(|s| matches!(s, Step::Piece(_))).count();
    if chosen == 0 {
        return None;
    }
    let (mut drops, mut hand) = (Vec::new(), 0usize);
    for e in crate::game::marks::completed(game, steps)? {
        match e {
            Event::Lift { pieces, .. } => hand += pieces.total() as usize,
            Event::Drop { pit, piece } if drops.len() < chosen => {
                drops.push((usize::from(pit), piece));
                hand = hand.saturating_sub(1);
            }
            _ if drops.len() == chosen => break,
            _ => {}
        }
    }
    Some((drops, hand))
}

impl Words<'_> {
    /// The drops chosen so far in words: "Dropped so far: Player 1 in Orange's stone on
    /// 5c, …; 3 still in hand."
    pub fn dropped(&self, game: &AnyGame, steps: &[Step]) -> Option<String> {
        let (drops, left) = dropped_so_far(game, steps)?;
        let views = game.pit_views();
        let each: Vec<String> = drops
            .iter()
            .map(|(pit, piece)| {
                let owner = piece.owner();
                let pit = views.get(*pit).map_or(String::new(), |v| v.name.clone());
                tr!(
                    self.texts,
                    "dropped-one",
                    player = self.player(owner),
                    pit = pit
                )
            })
            .collect();
        Some(tr!(
            self.texts,
            "dropped-so-far",
            drops = each.join(", "),
            left = left
        ))
    }

    /// Where a sowing being built stands, before its next direction: "At 3c with 1 stone
    /// of Player 1 in Orange in hand." (a lap lifted stones and turned at an edge in
    /// silence, the board unchanged until the move is played).
    pub fn sowing_at(&self, game: &AnyGame, steps: &[Step]) -> Option<String> {
        let (pit, hand) = game.sowing_at(steps)?;
        let kind = game.kind();
        Some(tr!(
            self.texts,
            "sowing-at",
            pit = self.pit_name_at(kind, usize::from(pit)),
            hand = self.contents(kind, &hand)
        ))
    }
}

/// A pit off the move being built began a new move: said, with both pits (the move from
/// the old pit was dropped without a word, the new pit taken as its start).
pub(super) fn word_new_move(
    mut anew: MessageReader<crate::game::build::MoveBegunAnew>,
    m: Option<Res<Match>>,
    words: WordsParam,
    mut status: ResMut<Status>,
) {
    let Some(m) = m else {
        anew.clear();
        return;
    };
    let w = words.get();
    let name = |p: u8| w.pit_name_at(m.game.kind(), p as usize);
    for a in anew.read() {
        status.0 = tr!(
            w.texts,
            "build-new-move",
            old = name(a.old),
            new = name(a.new)
        );
    }
}
