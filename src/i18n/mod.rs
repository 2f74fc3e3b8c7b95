//! Every text the player reads or hears, in English or German: Fluent messages built into
//! the binary (`locales/<lang>/sowing.ftl`), one bundle for the language shown. Plurals
//! and numbers go through Fluent; Unicode isolation marks are off, so no invisible
//! characters reach egui or the screen reader. Notation stays the same in both.

use std::sync::{Arc, LazyLock};

use bevy::prelude::*;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

/// A language of the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    De,
}

impl Lang {
    /// Every language, in the order the settings list them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::De];

    /// The language code (`--lang`, the settings file).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
        }
    }

    /// A language from a code or a locale (`de`, `de-AT`, `de_DE.UTF-8`); `None` if it
    /// is none of ours.
    pub fn parse(locale: &str) -> Option<Lang> {
        let code = locale
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The system's language, as `LC_ALL`, `LC_MESSAGES` or `LANG` say (the first one
    /// set), or English.
    pub fn from_env() -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|v| std::env::var(v).ok().filter(|s| !s.is_empty()))
            .map(|s| Lang::parse(&s).unwrap_or_default())
            .next()
            .unwrap_or_default()
    }

    /// The language's name in itself ("Deutsch"), for the language setting.
    pub fn native_name(self) -> String {
        static NAMES: LazyLock<Vec<String>> = LazyLock::new(|| {
            Lang::ALL
                .iter()
                .map(|l| crate::tr!(Texts::new(*l), "language-name"))
                .collect()
        });
        let i = Lang::ALL.iter().position(|l| *l == self).expect("in ALL");
        NAMES[i].clone()
    }

    /// The Fluent source of the language, built into the binary.
    pub fn source(self) -> &'static str {
        match self {
            Lang::En => include_str!("../../locales/en/sowing.ftl"),
            Lang::De => include_str!("../../locales/de/sowing.ftl"),
        }
    }
}

/// The messages of one language.
#[derive(Resource, Clone)]
pub struct Texts {
    lang: Lang,
    bundle: Arc<FluentBundle<FluentResource>>,
}

impl Default for Texts {
    fn default() -> Self {
        ENGLISH.clone()
    }
}

/// English, which a message missing from another language falls back to.
static ENGLISH: LazyLock<Texts> = LazyLock::new(|| Texts::new(Lang::En));

impl Texts {
    /// The messages of `lang`. The sources are the binary's own and are checked by the
    /// tests; a message that does not parse is left out (and said in the log).
    pub fn new(lang: Lang) -> Texts {
        let id: LanguageIdentifier = lang.code().parse().expect("our language codes parse");
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        bundle.set_use_isolating(false);
        let resource = FluentResource::try_new(lang.source().to_string()).unwrap_or_else(
            |(resource, errors)| {
                error!("{} messages: {errors:?}", lang.code());
                resource
            },
        );
        if let Err(errors) = bundle.add_resource(resource) {
            error!("{} messages: {errors:?}", lang.code());
        }
        Texts {
            lang,
            bundle: Arc::new(bundle),
        }
    }

    /// The language shown.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether the language has the message.
    pub fn has(&self, id: &str) -> bool {
        self.bundle
            .get_message(id)
            .is_some_and(|m| m.value().is_some())
    }

    /// A number with `places` decimals, written with the language's decimal mark ("0,18"
    /// in German), as the screen shows it and a screen reader should say it.
    pub fn decimal(&self, x: f64, places: usize) -> String {
        format!("{x:.places$}").replace('.', &crate::tr!(self, "decimal-mark"))
    }

    /// A message without arguments.
    pub fn get(&self, id: &str) -> String {
        self.format(id, None)
    }

    /// A message with its arguments; a message missing here comes in English, and one
    /// missing there too is its id (the tests make sure neither happens).
    pub fn format(&self, id: &str, args: Option<&FluentArgs>) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            if self.lang != Lang::En {
                return ENGLISH.format(id, args);
            }
            error!("no message {id}");
            return id.to_string();
        };
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(pattern, args, &mut errors);
        if !errors.is_empty() {
            error!("message {id}: {errors:?}");
        }
        text.into_owned()
    }
}

/// A message of `Texts` with named arguments: `tr!(texts, "moved", player = name, n = 3)`.
/// Ids and argument names are literals, so a test can check every call against the
/// messages of both languages.
#[macro_export]
macro_rules! tr {
    ($texts:expr, $id:literal) => {
        $texts.get($id)
    };
    ($texts:expr, $id:literal, $($key:ident = $value:expr),+ $(,)?) => {{
        let mut args = fluent_bundle::FluentArgs::new();
        $(args.set(stringify!($key), $value);)+
        $texts.format($id, Some(&args))
    }};
}
