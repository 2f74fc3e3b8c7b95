//! Myra positions from and to JSON, and the position key.

use super::*;
use crate::core::PositionErrorKind;

impl Myra {
    pub(super) fn quiet_limit_option(obj: &Map<String, Value>) -> Result<u32, PositionError> {
        let mut quiet_limit = 200;
        for (k, v) in &json::options(obj)? {
            match k.as_str() {
                "quiet_limit" => quiet_limit = json::quiet_limit(v)?,
                _ => {
                    return err(
                        PositionErrorKind::Options,
                        format!("unknown option '{k}' for myra"),
                    );
                }
            }
        }
        Ok(quiet_limit)
    }

    /// The start position for the `players` and `options` of a position object.
    pub fn start_from(obj: &Map<String, Value>) -> Result<Myra, PositionError> {
        let hdr = json::header(obj, GameKind::Myra, Phase::Play)?;
        Myra::new(hdr.players, Self::quiet_limit_option(obj)?)
    }

    /// Reads a position object.
    pub fn from_json(obj: &Map<String, Value>) -> Result<Myra, PositionError> {
        json::check_keys(
            obj,
            GameKind::Myra,
            &["pits", "reserve", "captured", "out", "quiet", "discarded"],
        )?;
        let hdr = json::header(obj, GameKind::Myra, Phase::Play)?;
        if hdr.phase == Phase::Setup {
            return err(PositionErrorKind::Phase, "myra has no setup phase");
        }
        let players = hdr.players;
        let n = players as usize;
        let mut pos = Myra::new(players, Self::quiet_limit_option(obj)?)?;
        pos.cells = [Cell::EMPTY; HEX_PITS];
        let h = Hex::get();
        for (name, text) in json::pits(obj)? {
            let pit = h.parse(name).ok_or_else(|| {
                PositionError::new(
                    PositionErrorKind::Pits,
                    format!("unknown pit '{name}' for myra"),
                )
            })?;
            let runs = parse_contents(text, players, Some(BigLetter::Q)).map_err(|e| {
                PositionError::new(PositionErrorKind::Pits, format!("pit {name}: {e}"))
            })?;
            let owner = runs[0].0.owner();
            if runs.iter().any(|(p, _)| p.owner() != owner) {
                return err(PositionErrorKind::Pits, format!("pit {name} mixes players"));
            }
            let queens: u32 = runs
                .iter()
                .filter(|(p, _)| matches!(p, Piece::Big(_)))
                .map(|(_, c)| c)
                .sum();
            let soldiers: u32 = runs
                .iter()
                .filter(|(p, _)| matches!(p, Piece::Small(_)))
                .map(|(_, c)| c)
                .sum();
            pos.cells[pit as usize] = match (queens, soldiers) {
                (1, 0) => Cell::queen(owner as usize - 1),
                (0, 1..=5) => Cell::soldiers(owner as usize - 1, soldiers as u8),
                (0, _) => {
                    return err(
                        PositionErrorKind::Pits,
                        format!("pit {name} holds more than 5 soldiers"),
                    );
                }
                _ => {
                    return err(
                        PositionErrorKind::Pits,
                        format!("pit {name}: a queen never shares a pit"),
                    );
                }
            };
        }
        let to_u8 = |v: Vec<u32>, key: &str| -> Result<[u8; 3], PositionError> {
            let mut a = [0u8; 3];
            for (i, x) in v.into_iter().enumerate() {
                if x > 250 {
                    return err(
                        PositionErrorKind::Counters,
                        format!("'{key}' counts must be small"),
                    );
                }
                a[i] = x as u8;
            }
            Ok(a)
        };
        pos.reserve = to_u8(
            json::counts(obj, "reserve", n, vec![SOLDIERS as u32; n])?,
            "reserve",
        )?;
        pos.discarded = to_u8(json::counts(obj, "discarded", n, vec![0; n])?, "discarded")?;
        for (i, c) in json::counts(obj, "captured", n, vec![0; n])?
            .into_iter()
            .enumerate()
        {
            pos.captured[i] = c.min(60_000) as u16;
        }
        pos.quiet = json::counter(obj, "quiet", 0)?;
        pos.out = json::out_set(obj, players)?;
        pos.to_move = hdr.to_move;
        if pos.is_out(pos.to_move) {
            return err(
                PositionErrorKind::Players,
                format!("to_move names player {}, who is out", pos.to_move),
            );
        }
        for p in 0..n {
            let queens = pos
                .cells
                .iter()
                .filter(|c| c.is_queen() && c.owner() == p)
                .count();
            let any = pos.cells.iter().any(|c| !c.is_empty() && c.owner() == p);
            if pos.is_out(p as u8 + 1) {
                if any {
                    return err(
                        PositionErrorKind::Rules,
                        format!("player {} is out but has pieces on the board", p + 1),
                    );
                }
                continue;
            }
            if queens > 1 {
                return err(
                    PositionErrorKind::Rules,
                    format!("player {} has two queens", p + 1),
                );
            }
            if queens == 0 && hdr.phase == Phase::Play {
                return err(
                    PositionErrorKind::Rules,
                    format!("player {} is in play without a queen", p + 1),
                );
            }
        }
        if hdr.phase == Phase::Play && pos.in_play().len() < 2 {
            return err(
                PositionErrorKind::Rules,
                "a game in play needs two players in play",
            );
        }
        pos.finished = hdr.finished.map(Box::new);
        Ok(pos)
    }

    pub(super) fn key_bytes(&self) -> Vec<u8> {
        let mut k = Vec::with_capacity(HEX_PITS + 16);
        k.extend(self.cells.iter().map(|c| c.0));
        k.push(self.to_move);
        k.push(self.out);
        k.extend_from_slice(&self.reserve);
        k.extend_from_slice(&self.discarded);
        for c in self.captured {
            k.extend_from_slice(&c.to_le_bytes());
        }
        k
    }

    pub(super) fn write_json(&self) -> Map<String, Value> {
        let h = Hex::get();
        let mut o = Map::new();
        json::write_head(
            &mut o,
            GameKind::Myra,
            self.players,
            self.to_move,
            self.phase(),
        );
        let mut pits = Map::new();
        for (i, c) in self.cells.iter().enumerate() {
            if !c.is_empty() {
                pits.insert(h.name(i as PitId).into(), Value::from(c.text()));
            }
        }
        o.insert("pits".into(), Value::Object(pits));
        let n = self.players as usize;
        o.insert("reserve".into(), Value::from(self.reserve[..n].to_vec()));
        o.insert("captured".into(), Value::from(self.captured[..n].to_vec()));
        o.insert(
            "out".into(),
            Value::from(
                (1..=self.players)
                    .filter(|&p| self.is_out(p))
                    .collect::<Vec<_>>(),
            ),
        );
        o.insert(
            "discarded".into(),
            Value::from(self.discarded[..n].to_vec()),
        );
        o.insert("quiet".into(), Value::from(self.quiet));
        let mut opts = Map::new();
        opts.insert("quiet_limit".into(), Value::from(self.quiet_limit));
        json::write_tail(&mut o, opts, self.finished.as_deref());
        o
    }
}
