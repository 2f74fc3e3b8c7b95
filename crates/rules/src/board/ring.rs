//! The Umel Bagara ring (RULES.md §1.3): cup `p.i` (player p, cup i from their left) and its
//! index.

use super::PitId;

/// Ring index of cup `cup` (1..=5) of player `player` (1 or 2).
pub fn index(player: u8, cup: u8) -> PitId {
    (player - 1) * 5 + (cup - 1)
}

/// Owner (1 or 2) and cup number (1..=5) of a ring index.
pub fn owner_cup(idx: PitId) -> (u8, u8) {
    (idx / 5 + 1, idx % 5 + 1)
}

/// Name of a ring cup, e.g. `2.3`.
pub fn name(idx: PitId) -> String {
    let (p, c) = owner_cup(idx);
    format!("{p}.{c}")
}

/// Parses `p.c`.
pub fn parse(s: &str) -> Option<PitId> {
    let (p, c) = s.split_once('.')?;
    let p: u8 = match p {
        "1" => 1,
        "2" => 2,
        _ => return None,
    };
    let c: u8 = match c {
        "1" | "2" | "3" | "4" | "5" => c.parse().ok()?,
        _ => return None,
    };
    Some(index(p, c))
}

/// Name of a player's store in events: `S1`, `S2`.
pub fn store_name(player: u8) -> String {
    format!("S{player}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::RING_CUPS;

    #[test]
    fn ring_names() {
        for i in 0..RING_CUPS as PitId {
            assert_eq!(parse(&name(i)), Some(i));
        }
        assert_eq!(name(5), "2.1");
        assert_eq!(parse("3.1"), None);
    }
}
