//! Texts in both languages: the two message files parse and hold the same messages,
//! every `tr!` call in the game names a message of both and gives every argument it
//! uses, and no player-facing literal is left in the game's code.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use sowing::i18n::{Lang, Texts};
use sowing_rules::GameKind;

/// Each message of a Fluent source with the variables it uses (in its value and its
/// attributes, through selectors and function calls).
fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let ast = fluent_syntax::parser::parse(lang.source())
        .unwrap_or_else(|(_, errors)| panic!("{} messages do not parse: {errors:?}", lang.code()));
    let mut out = BTreeMap::new();
    for entry in ast.body {
        match entry {
            Entry::Message(m) => {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut vars);
                }
                for a in &m.attributes {
                    pattern_vars(&a.value, &mut vars);
                }
                assert!(
                    out.insert(m.id.name.to_string(), vars).is_none(),
                    "{} defines {} twice",
                    lang.code(),
                    m.id.name
                );
            }
            Entry::Junk { content } => panic!("{}: junk {content:?}", lang.code()),
            _ => {}
        }
    }
    out
}

fn pattern_vars(p: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let PatternElement::Placeable { expression } = e {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(e: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
            for a in &arguments.named {
                inline_vars(&a.value, vars);
            }
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

fn sources() -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    let mut v = Vec::new();
    // The clone the test runs in (a build kept from another clone would read its code).
    let here = std::env::var("CARGO_MANIFEST_DIR").unwrap_or(env!("CARGO_MANIFEST_DIR").into());
    walk(&Path::new(&here).join("src"), &mut v);
    v.sort();
    v
}

/// The top-level comma-separated parts of `s` (brackets and strings kept whole).
fn split_args(s: &str) -> Vec<String> {
    let (mut parts, mut cur, mut depth, mut in_str, mut esc) =
        (vec![], String::new(), 0, false, false);
    for c in s.chars() {
        match c {
            _ if in_str => {
                in_str = c != '"' || esc;
                esc = c == '\\' && !esc;
            }
            '"' => in_str = true,
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(std::mem::take(&mut cur).trim().to_string());
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if !cur.trim().is_empty() {
        parts.push(cur.trim().to_string());
    }
    parts
}

/// Every `tr!(texts, "id", arg = …)` in the game: (file, id, argument names).
fn calls() -> Vec<(String, String, BTreeSet<String>)> {
    let mut out = Vec::new();
    for path in sources() {
        // Comments are not code (a doc comment may show a call).
        let text: String = std::fs::read_to_string(&path)
            .unwrap()
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .map(|l| format!("{l}\n"))
            .collect();
        let name = path.display().to_string();
        for (at, _) in text.match_indices("tr!(") {
            let word_before = text[..at]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_');
            if word_before || text[at..].starts_with("tr!($") {
                continue;
            }
            let body = &text[at + 4..];
            let (mut depth, mut end) = (1, 0);
            for (i, c) in body.char_indices() {
                match c {
                    '(' => depth += 1,
                    ')' => depth -= 1,
                    _ => {}
                }
                if depth == 0 {
                    end = i;
                    break;
                }
            }
            let parts = split_args(&body[..end]);
            let id = parts
                .get(1)
                .and_then(|p| p.strip_prefix('"')?.strip_suffix('"'))
                .unwrap_or_else(|| panic!("{name}: tr! needs a literal id: {}", &body[..end]));
            let args = parts[2..]
                .iter()
                .map(|a| a.split('=').next().unwrap().trim().to_string())
                .collect();
            out.push((name.clone(), id.to_string(), args));
        }
    }
    out
}

#[test]
fn both_languages_hold_the_same_messages() {
    let en = messages(Lang::En);
    let de = messages(Lang::De);
    let only = |a: &BTreeMap<String, _>, b: &BTreeMap<String, _>| {
        a.keys()
            .filter(|k| !b.contains_key(*k))
            .cloned()
            .collect::<Vec<_>>()
    };
    assert_eq!(only(&en, &de), Vec::<String>::new(), "missing in German");
    assert_eq!(only(&de, &en), Vec::<String>::new(), "missing in English");
    for lang in Lang::ALL {
        let t = Texts::new(lang);
        for id in en.keys() {
            assert!(t.has(id), "{} cannot format {id}", lang.code());
        }
        assert!(!t.get("language-name").is_empty());
    }
}

#[test]
fn every_text_call_names_a_message_of_both_languages_with_its_arguments() {
    let langs: Vec<_> = Lang::ALL.into_iter().map(|l| (l, messages(l))).collect();
    let calls = calls();
    assert!(calls.len() > 10, "the game's texts go through tr!");
    let mut used = BTreeSet::new();
    for (file, id, given) in &calls {
        used.insert(id.clone());
        let mut all_vars = BTreeSet::new();
        for (lang, msgs) in &langs {
            let vars = msgs
                .get(id)
                .unwrap_or_else(|| panic!("{file}: no message {id} in {}", lang.code()));
            let missing: Vec<_> = vars.difference(given).collect();
            assert!(
                missing.is_empty(),
                "{file}: {id} in {} uses {missing:?}, not given",
                lang.code()
            );
            all_vars.extend(vars.iter().cloned());
        }
        let unused: Vec<_> = given.difference(&all_vars).collect();
        assert!(
            unused.is_empty(),
            "{file}: {id} is given {unused:?}, which no language uses"
        );
    }
    // The lessons' words are named by their steps.
    for kind in sowing_rules::GameKind::ALL {
        for i in 1..=sowing::game::lessons::lesson_steps(kind).len() {
            let id = format!("lesson-{}-{i}", kind.as_str());
            used.insert(format!("{id}-done"));
            used.insert(id);
        }
    }
    let unused: Vec<_> = langs[0].1.keys().filter(|k| !used.contains(*k)).collect();
    assert!(unused.is_empty(), "messages no code uses: {unused:?}");
}

#[test]
fn german_reads_german() {
    let de = Texts::new(Lang::De);
    assert_eq!(de.get("language-name"), "Deutsch");
    assert_eq!(Texts::new(Lang::En).get("language-name"), "English");
    assert_eq!(Lang::parse("de_AT.UTF-8"), Some(Lang::De));
    assert_eq!(Lang::parse("C.UTF-8"), None);
}

/// String literals in the game's code that read as words for a player: a capital
/// letter starting a word, or two words. Logs, panics, test ids, entity names and the
/// developers' command line (`args.rs`, `dev_tools/`) are not for players; neither is a
/// line marked `// not shown`, nor a block (up to a blank line) after a line
/// `// not shown: why`.
fn player_facing_literals() -> Vec<String> {
    let skip_file = |p: &Path| {
        let s = p.to_string_lossy();
        s.ends_with("/args.rs") || s.ends_with("/main.rs") || s.contains("/dev_tools/")
    };
    let skip_line = [
        "debug!",
        "info!",
        "warn!",
        "error!",
        "trace!",
        "panic!",
        "expect(",
        "assert",
        "unreachable!",
        "Name::new",
        "Id::new",
        "#[",
        "format_args!",
        "todo!",
    ];
    let mut found = Vec::new();
    for path in sources().into_iter().filter(|p| !skip_file(p)) {
        let text = std::fs::read_to_string(&path).unwrap();
        // Tests inside src (if any) are not shown either.
        let text = text.split("#[cfg(test)]").next().unwrap();
        let (mut in_macro, mut in_block) = (0i32, false);
        for (n, line) in text.lines().enumerate() {
            let code = line.trim_start();
            if code.starts_with("// not shown:") {
                in_block = true;
                continue;
            }
            if code.is_empty() {
                in_block = false;
            }
            // A log or panic macro over several lines: skip to its closing bracket.
            let opens = skip_line.iter().any(|s| line.contains(s));
            if opens || in_macro > 0 {
                in_macro += line.matches('(').count() as i32 - line.matches(')').count() as i32;
                in_macro = in_macro.max(0);
                continue;
            }
            if in_block || code.starts_with("//") || line.contains("// not shown") {
                continue;
            }
            let mut rest = line;
            while let Some(start) = rest.find('"') {
                let after = &rest[start + 1..];
                let mut end = None;
                let mut esc = false;
                for (i, c) in after.char_indices() {
                    if c == '"' && !esc {
                        end = Some(i);
                        break;
                    }
                    esc = c == '\\' && !esc;
                }
                let Some(end) = end else { break };
                let lit = &after[..end];
                rest = &after[end + 1..];
                let words: Vec<&str> = lit
                    .split(|c: char| !c.is_alphabetic())
                    .filter(|w| w.chars().count() >= 3)
                    .collect();
                let capital = words.iter().any(|w| {
                    w.chars().next().is_some_and(char::is_uppercase)
                        && w.chars().skip(1).all(char::is_lowercase)
                });
                let sentence = lit.contains(' ') && words.len() >= 2;
                if capital || sentence {
                    found.push(format!("{}:{}: \"{lit}\"", path.display(), n + 1));
                }
            }
        }
    }
    found
}

#[test]
fn no_player_facing_literal_is_left_in_the_code() {
    let found = player_facing_literals();
    assert!(
        found.is_empty(),
        "texts not in the message files:\n{}",
        found.join("\n")
    );
}

/// Where a choice follows other words with no space between (`{ $route }{ $n -> … }`),
/// every variant that says something starts with its own space or a punctuation mark:
/// Fluent trims a variant's leading blanks, which glued "1.2)und schlug 2" together in
/// German (the play-test's find). Checked in both languages, nested choices too.
#[test]
fn a_choice_after_other_words_keeps_its_space() {
    fn first_char(p: &Pattern<&str>) -> Option<char> {
        match p.elements.first()? {
            PatternElement::TextElement { value } => value.chars().next(),
            PatternElement::Placeable {
                expression: Expression::Inline(InlineExpression::StringLiteral { value }),
            } => value.chars().next(),
            // A variable or a nested choice starts with a word.
            PatternElement::Placeable { .. } => Some('x'),
        }
    }
    fn check(p: &Pattern<&str>, at: &str, bad: &mut Vec<String>) {
        // Whether the words so far end so that the next would be glued to them.
        let mut glued = false;
        for e in &p.elements {
            match e {
                PatternElement::TextElement { value } => {
                    glued = !value.ends_with(|c: char| c.is_whitespace() || c == '(' || c == '„');
                }
                PatternElement::Placeable { expression } => {
                    if let Expression::Select { variants, .. } = expression {
                        for v in variants {
                            let c = first_char(&v.value);
                            if glued
                                && c.is_some_and(|c| !(c.is_whitespace() || ",.;:)!?".contains(c)))
                            {
                                bad.push(format!("{at} [{}]", v.key_name()));
                            }
                            check(&v.value, at, bad);
                        }
                    }
                    glued = !matches!(
                        expression,
                        Expression::Inline(InlineExpression::StringLiteral { value }) if value.ends_with(' ') || value.is_empty()
                    );
                }
            }
        }
    }
    let mut bad = Vec::new();
    for lang in Lang::ALL {
        let ast = fluent_syntax::parser::parse(lang.source()).unwrap();
        for entry in ast.body {
            if let Entry::Message(m) = entry {
                let at = format!("{} {}", lang.code(), m.id.name);
                if let Some(p) = &m.value {
                    check(p, &at, &mut bad);
                }
                for a in &m.attributes {
                    check(&a.value, &at, &mut bad);
                }
            }
        }
    }
    assert!(
        bad.is_empty(),
        "choices glued to the words before them: {bad:#?}"
    );
}

trait KeyName {
    fn key_name(&self) -> String;
}

impl KeyName for fluent_syntax::ast::Variant<&str> {
    fn key_name(&self) -> String {
        match &self.key {
            fluent_syntax::ast::VariantKey::Identifier { name } => name.to_string(),
            fluent_syntax::ast::VariantKey::NumberLiteral { value } => value.to_string(),
        }
    }
}

#[test]
fn the_rules_errors_are_worded_by_kind_in_the_players_language() {
    use sowing::game::errors::{move_error, record_error};
    use sowing_rules::RecordError;
    use sowing_rules::{IllegalKind as I, MoveError, PositionError, PositionErrorKind as P};
    let detail = "the engine's English detail";
    let moves = [
        I::NotOffered,
        I::Phase,
        I::Pass,
        I::Origin,
        I::Fortress,
        I::Direction,
    ]
    .into_iter()
    .chain([I::Order, I::Placement, I::Reserve])
    .map(|k| MoveError::illegal(k, detail))
    .chain([MoveError::Syntax(detail.into()), MoveError::GameOver]);
    let positions = [
        P::NotJson,
        P::Game,
        P::UnknownField,
        P::Players,
        P::Phase,
        P::Options,
    ]
    .into_iter()
    .chain([P::Pits, P::Counters, P::Result, P::Rules])
    .map(|k| RecordError::Start(PositionError::new(k, detail)));
    for lang in [Lang::En, Lang::De] {
        let t = Texts::new(lang);
        let mut seen = BTreeSet::new();
        for e in moves.clone() {
            let bad = RecordError::BadMove {
                number: 3,
                text: "3R".into(),
                reason: e.clone(),
            };
            for text in [move_error(&t, &e), record_error(&t, &bad)] {
                assert!(!text.contains(detail) && !text.contains('{'), "{text}");
                assert!(!text.trim().is_empty());
                seen.insert(text);
            }
        }
        for e in positions.clone() {
            let text = record_error(&t, &e);
            assert!(!text.contains(detail) && !text.contains('{'), "{text}");
            seen.insert(text);
        }
        // Each kind has words of its own: 11 move errors twice (alone and in a record)
        // and 10 start positions.
        assert_eq!(seen.len(), 11 * 2 + 10, "{lang:?}: {seen:#?}");
    }
}

/// The move list's notation says Tricala's directions as the board's arrows do: in German
/// "(2a:SO)", where it showed "(2a:SE)" beside the arrows' "SO".
#[test]
fn tricalas_directions_in_the_move_list_are_the_players_language() {
    use sowing::a11y::words::Words;
    use sowing::settings::PieceStyle;
    let de = Texts::new(Lang::De);
    let w = Words::new(&de, PieceStyle::Shapes);
    assert_eq!(w.notation_shown(GameKind::Tricala, "2a:SE"), "2a:SO");
    assert_eq!(
        w.notation_shown(GameKind::Tricala, "5e:SW,E,NW/2,1,1"),
        "5e:SW,O,NW/2,1,1"
    );
    assert_eq!(
        w.notation_shown(GameKind::Tricala, "@3b,3b,4c"),
        "@3b,3b,4c"
    );
    assert_eq!(w.notation_shown(GameKind::Myra, "e3-e4/1"), "e3-e4/1");
    let en = Texts::new(Lang::En);
    let w = Words::new(&en, PieceStyle::Shapes);
    assert_eq!(w.notation_shown(GameKind::Tricala, "2a:SE"), "2a:SE");
}

/// Every button icon is a glyph of the fonts the game's text is set in: "↶" and "↷" were
/// drawn as empty boxes (they are only in the monospace font).
#[test]
fn every_button_icon_is_in_the_games_font() {
    use bevy_egui::egui;
    use sowing::ui::menus::widgets::Icon;
    let ctx = egui::Context::default();
    ctx.run_ui(Default::default(), |_| {})
        .textures_delta
        .clear();
    let font = egui::FontId::proportional(14.0);
    for icon in Icon::ALL {
        let c = icon.glyph().chars().next().unwrap();
        assert!(ctx.fonts_mut(|f| f.has_glyph(&font, c)), "{icon:?}: {c}");
    }
}

/// Options chosen over the rules the summary tells are said beside it: Umel Bagara sown
/// always right was described as "cups 1–2 go left" with nothing more.
#[test]
fn options_chosen_over_the_rules_are_said_beside_the_summary() {
    use sowing::game::setup::default_options;
    use sowing::ui::rules_text::options_note;
    let texts = Texts::new(Lang::En);
    let mut options = default_options(GameKind::UmelBagara, 2);
    assert_eq!(
        options_note(GameKind::UmelBagara, 2, &options, &texts),
        None
    );
    options.insert("directions".into(), "right".into());
    let note = options_note(GameKind::UmelBagara, 2, &options, &texts).unwrap();
    assert!(note.contains("Sowing directions: always right"), "{note}");
    let mut tricala = default_options(GameKind::Tricala, 2);
    tricala.insert("capturer_kept".into(), true.into());
    let note = options_note(GameKind::Tricala, 2, &tricala, &texts).unwrap();
    assert!(
        note.contains("The last stone of a capture stays: yes"),
        "{note}"
    );
}
