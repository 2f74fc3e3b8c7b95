//! Short rules of each game, for the new-game screen and the play panel, in the player's
//! language (the `rules-summary` message).

use sowing_rules::GameKind;

use crate::i18n::Texts;
use crate::tr;

/// Short rules of a game.
pub fn rules_summary(kind: GameKind, texts: &Texts) -> String {
    tr!(texts, "rules-summary", game = kind.as_str())
}
