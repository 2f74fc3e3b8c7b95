//! Text as a screen reader should say it. At its usual punctuation level a reader names
//! brackets, colons, semicolons, quotes, dashes and bullets aloud ("left paren", "colon"),
//! so a text read by focus (the rules pages) is given to it with those marks turned into
//! the pauses they stand for, and the rest left out.

/// The marks a screen reader names at its usual level (speech-dispatcher's "most"), none
/// of which `for_speech` leaves in a text.
pub const NAMED_MARKS: &[char] = &[
    '(', ')', '[', ']', '{', '}', ':', ';', '"', '“', '”', '„', '‚', '‘', '’', '–', '—', '•', '·',
    '*', '_', '`', '|', '~', '^', '\\', '/', '→', '×', '#', '@', '&', '-',
];

/// `text` with every mark a reader names turned into a pause (a comma) or left out.
pub fn for_speech(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '(' | ')' | '[' | ']' | '{' | '}' | ':' | ';' | '–' | '—' | '|' => {
                out.push_str(", ")
            }
            '’' | '‘' => out.push('\''),
            '→' => out.push_str(" to "),
            '×' => out.push_str(" x "),
            // A hyphen or an underscore joins words ("my-game", "umel_bagara"): a space.
            '-' | '_' | '/' | '\\' | '~' | '^' | '#' | '@' | '&' => out.push(' '),
            c if NAMED_MARKS.contains(&c) => {}
            c => out.push(c),
        }
    }
    tidy(&out)
}

/// One space between words, none before a comma or a full stop, no pause doubled or
/// standing before a full stop, none at the start or the end.
fn tidy(text: &str) -> String {
    let spaced = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut out = String::with_capacity(spaced.len());
    for c in spaced.chars() {
        if matches!(c, ',' | '.' | '!' | '?') && out.ends_with(' ') {
            out.pop();
        }
        if c == ',' && (out.is_empty() || out.ends_with([',', '.', '!', '?'])) {
            continue;
        }
        if matches!(c, '.' | '!' | '?') && out.ends_with(',') {
            out.pop();
        }
        out.push(c);
    }
    out.trim_matches([',', ' ']).to_string()
}
