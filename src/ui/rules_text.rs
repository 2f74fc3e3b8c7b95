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

/// The options chosen for a game that differ from its rules as the summary tells them
/// ("Sowing directions: always right"), in words; None when every option is the rules'.
/// (The summary said "cups 1–2 go left" of a game sown always right.)
pub fn options_note(
    kind: GameKind,
    players: u8,
    options: &serde_json::Map<String, serde_json::Value>,
    texts: &Texts,
) -> Option<String> {
    use serde_json::Value;
    let usual = crate::game::setup::default_options(kind, players);
    let changed: Vec<String> = options
        .iter()
        .filter(|(k, v)| usual.get(*k) != Some(*v))
        .map(|(k, v)| {
            let value = match v {
                Value::String(s) => tr!(texts, "option-value", value = s.as_str()),
                Value::Bool(b) => tr!(texts, "option-on", on = if *b { "yes" } else { "no" }),
                Value::Array(a) => a
                    .iter()
                    .map(|e| e.to_string())
                    .collect::<Vec<_>>()
                    .join(", "),
                other => other.to_string(),
            };
            let label = tr!(texts, "option", key = k.as_str());
            tr!(texts, "option-chosen", option = label, value = value)
        })
        .collect();
    (!changed.is_empty()).then(|| tr!(texts, "options-note", options = changed.join("; ")))
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
