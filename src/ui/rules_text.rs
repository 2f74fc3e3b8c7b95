//! The rules of each game in the player's language: the short summary for the new-game
//! screen and the play panel (the `rules-summary` message), and the whole rules page,
//! built from `docs/rules/<lang>/<game>.md` (the one source of the rules text).

use sowing_rules::GameKind;

use crate::i18n::{Lang, Texts};
use crate::tr;

/// Short rules of a game.
pub fn rules_summary(kind: GameKind, texts: &Texts) -> String {
    tr!(texts, "rules-summary", game = kind.as_str())
}

/// A game's rules page (Markdown), as the repository's `docs/rules` holds it.
pub fn rules_page(kind: GameKind, lang: Lang) -> &'static str {
    macro_rules! pages {
        ($lang:literal) => {
            match kind {
                GameKind::Myra => include_str!(concat!("../../docs/rules/", $lang, "/myra.md")),
                GameKind::Esiema => {
                    include_str!(concat!("../../docs/rules/", $lang, "/esiema.md"))
                }
                GameKind::Tricala => {
                    include_str!(concat!("../../docs/rules/", $lang, "/tricala.md"))
                }
                GameKind::UmelBagara => {
                    include_str!(concat!("../../docs/rules/", $lang, "/umel_bagara.md"))
                }
            }
        };
    }
    match lang {
        Lang::En => pages!("en"),
        Lang::De => pages!("de"),
    }
}
