//! Pieces and the contents tokens of ENGINE.md (`Q1`, `M2`, `1*3`, `2`).

/// A player number, 1-based as in the notation.
pub type Player = u8;

/// One piece on a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Piece {
    /// A big piece: a Myra queen (`Q<p>`) or an Esiema mother sphere (`M<p>`).
    Big(Player),
    /// A small sphere, soldier, stone or bean of a player (`<p>`).
    Small(Player),
}

impl Piece {
    /// The owner.
    pub fn owner(self) -> Player {
        match self {
            Piece::Big(p) | Piece::Small(p) => p,
        }
    }
}

/// Which letter a big piece is written with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BigLetter {
    /// Myra's queen.
    Q,
    /// Esiema's mother sphere.
    M,
}

/// A parsed contents string: (piece, count) runs in the order written.
pub type Runs = Vec<(Piece, u32)>;

/// Why a contents string is malformed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct TokenError(pub String);

fn parse_player(s: &str, players: u8) -> Result<Player, TokenError> {
    if s.is_empty() || s.len() > 1 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(TokenError(format!("bad player number '{s}'")));
    }
    let p: u8 = s
        .parse()
        .map_err(|_| TokenError(format!("bad player number '{s}'")))?;
    if p < 1 || p > players {
        return Err(TokenError(format!("player {p} is outside 1..{players}")));
    }
    Ok(p)
}

/// Parses a contents string such as `"M2 1*3 2"`. `big` says which big letter the game
/// uses (none for Tricala); counts must be at least 1.
pub fn parse_contents(text: &str, players: u8, big: Option<BigLetter>) -> Result<Runs, TokenError> {
    let mut runs = Vec::new();
    if text.trim().is_empty() {
        return Err(TokenError(
            "empty contents (leave the pit out instead)".into(),
        ));
    }
    for tok in text.split(' ') {
        if tok.is_empty() {
            return Err(TokenError(format!("bad spacing in '{text}'")));
        }
        let (head, count) = match tok.split_once('*') {
            Some((h, c)) => {
                if c.is_empty()
                    || c.len() > 3
                    || !c.bytes().all(|b| b.is_ascii_digit())
                    || c.starts_with('0')
                {
                    return Err(TokenError(format!("bad count in token '{tok}'")));
                }
                (
                    h,
                    c.parse::<u32>()
                        .map_err(|_| TokenError(format!("bad count in token '{tok}'")))?,
                )
            }
            None => (tok, 1),
        };
        let piece = match head.as_bytes().first() {
            Some(b'Q') | Some(b'M') => {
                let letter = if head.starts_with('Q') {
                    BigLetter::Q
                } else {
                    BigLetter::M
                };
                if big != Some(letter) {
                    return Err(TokenError(format!(
                        "token '{tok}' does not belong to this game"
                    )));
                }
                Piece::Big(parse_player(&head[1..], players)?)
            }
            _ => Piece::Small(parse_player(head, players)?),
        };
        runs.push((piece, count));
    }
    Ok(runs)
}

/// Writes contents canonically: big pieces by player ascending, then small ones by player
/// ascending, `p*n` for n > 1. `big[p-1]` and `small[p-1]` are the counts of player p.
pub fn format_contents(big: &[u32], small: &[u32], letter: BigLetter) -> String {
    let mut out = String::new();
    let l = match letter {
        BigLetter::Q => 'Q',
        BigLetter::M => 'M',
    };
    for (i, &n) in big.iter().enumerate() {
        for _ in 0..n {
            push_token(&mut out, &format!("{l}{}", i + 1));
        }
    }
    for (i, &n) in small.iter().enumerate() {
        match n {
            0 => {}
            1 => push_token(&mut out, &format!("{}", i + 1)),
            n => push_token(&mut out, &format!("{}*{n}", i + 1)),
        }
    }
    out
}

fn push_token(out: &mut String, tok: &str) {
    if !out.is_empty() {
        out.push(' ');
    }
    out.push_str(tok);
}

/// Text of one piece (`Q1`, `M2`, `3`).
pub fn piece_text(piece: Piece, letter: BigLetter) -> String {
    match (piece, letter) {
        (Piece::Big(p), BigLetter::Q) => format!("Q{p}"),
        (Piece::Big(p), BigLetter::M) => format!("M{p}"),
        (Piece::Small(p), _) => p.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_format() {
        let r = parse_contents("M2 1*3 2", 3, Some(BigLetter::M)).unwrap();
        assert_eq!(
            r,
            vec![
                (Piece::Big(2), 1),
                (Piece::Small(1), 3),
                (Piece::Small(2), 1)
            ]
        );
        assert_eq!(format_contents(&[0, 1], &[3, 1], BigLetter::M), "M2 1*3 2");
        assert!(parse_contents("Q1", 2, Some(BigLetter::M)).is_err());
        assert!(parse_contents("4", 3, None).is_err());
        assert!(parse_contents("1*0", 3, None).is_err());
        assert!(parse_contents("1  2", 3, None).is_err());
        assert!(parse_contents("", 3, None).is_err());
        assert!(parse_contents("x", 3, None).is_err());
    }
}
