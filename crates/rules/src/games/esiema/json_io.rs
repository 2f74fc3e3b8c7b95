//! Esiema positions from and to JSON.

use super::*;
use crate::core::PositionErrorKind;

impl Esiema {
    /// Reads a position object.
    pub fn from_json(obj: &Map<String, Value>) -> Result<Esiema, PositionError> {
        json::check_keys(
            obj,
            GameKind::Esiema,
            &[
                "pits",
                "reserve",
                "captured",
                "out",
                "placed",
                "quiet",
                "countdown",
            ],
        )?;
        let hdr = json::header(obj, GameKind::Esiema, Phase::Setup)?;
        let players = hdr.players;
        let n = players as usize;
        let mut opts = EsiemaOptions {
            spheres: vec![70; n],
            quiet_limit: 300,
        };
        for (k, v) in &json::options(obj)? {
            match k.as_str() {
                "quiet_limit" => opts.quiet_limit = json::quiet_limit(v)?,
                "spheres" => {
                    let list: Option<Vec<u8>> = match v {
                        Value::Array(a) => a
                            .iter()
                            .map(|x| x.as_u64().filter(|n| (1..=70).contains(n)).map(|n| n as u8))
                            .collect(),
                        Value::Number(x) => x
                            .as_u64()
                            .filter(|n| (1..=70).contains(n))
                            .map(|m| vec![m as u8; n]),
                        _ => None,
                    };
                    match list {
                        Some(l) if l.len() == n => opts.spheres = l,
                        _ => {
                            return err(
                                PositionErrorKind::Options,
                                format!("option 'spheres' must list {n} counts of 1..70"),
                            );
                        }
                    }
                }
                _ => {
                    return err(
                        PositionErrorKind::Options,
                        format!("unknown option '{k}' for esiema"),
                    );
                }
            }
        }
        let mut pos = Esiema::new(players, opts)?;
        let h = Hex::get();
        for (name, text) in json::pits(obj)? {
            let pit = h.parse(name).ok_or_else(|| {
                PositionError::new(
                    PositionErrorKind::Pits,
                    format!("unknown pit '{name}' for esiema"),
                )
            })?;
            for (piece, c) in parse_contents(text, players, Some(BigLetter::M)).map_err(|e| {
                PositionError::new(PositionErrorKind::Pits, format!("pit {name}: {e}"))
            })? {
                let i = piece.owner() as usize - 1;
                match piece {
                    Piece::Big(_) => {
                        if c != 1 || pos.mother_at[i] != NO_PIT {
                            return err(
                                PositionErrorKind::Rules,
                                format!("player {} has two mother spheres", i + 1),
                            );
                        }
                        pos.mother_at[i] = pit;
                        pos.pits[pit as usize].mothers |= 1 << i;
                    }
                    Piece::Small(_) => {
                        let sum = pos.pits[pit as usize].small[i] as u32 + c;
                        if sum > 200 {
                            return err(
                                PositionErrorKind::Pits,
                                format!("pit {name} holds too many spheres"),
                            );
                        }
                        pos.pits[pit as usize].small[i] = sum as u8;
                    }
                }
            }
        }
        let setup = hdr.phase == Phase::Setup;
        let placed = json::counts(obj, "placed", n, vec![0; n])?;
        for (i, &pl) in placed.iter().enumerate() {
            if pl > pos.quota(i) {
                return err(
                    PositionErrorKind::Rules,
                    format!("player {} placed more than {} spheres", i + 1, pos.quota(i)),
                );
            }
            pos.placed[i] = pl as u8;
            if setup && (pl >= 1) != (pos.mother_at[i] != NO_PIT) {
                return err(
                    PositionErrorKind::Rules,
                    format!(
                        "player {}'s mother on the board disagrees with 'placed'",
                        i + 1
                    ),
                );
            }
        }
        let default_reserve: Vec<u32> = (0..n)
            .map(|i| {
                let total = pos.opts.spheres[i] as u32;
                if setup {
                    total.saturating_sub((placed[i]).saturating_sub(1))
                } else {
                    total.saturating_sub(SETUP_QUOTA - 1)
                }
            })
            .collect();
        for (i, r) in json::counts(obj, "reserve", n, default_reserve)?
            .into_iter()
            .enumerate()
        {
            if r > 70 {
                return err(
                    PositionErrorKind::Counters,
                    "'reserve' counts must be 0..70",
                );
            }
            pos.reserve[i] = r as u8;
        }
        for (i, c) in json::counts(obj, "captured", n, vec![0; n])?
            .into_iter()
            .enumerate()
        {
            pos.captured[i] = c.min(60_000) as u16;
        }
        pos.out = json::out_set(obj, players)?;
        pos.quiet = json::counter(obj, "quiet", 0)?;
        pos.countdown = match obj.get("countdown") {
            None | Some(Value::Null) => None,
            Some(v) => match v.as_u64() {
                Some(c) if c <= COUNTDOWN as u64 => Some(c as u32),
                _ => {
                    return err(
                        PositionErrorKind::Counters,
                        "'countdown' must be null or 0..15",
                    );
                }
            },
        };
        pos.to_move = hdr.to_move;
        pos.setup = setup;
        if pos.is_out(pos.to_move) {
            return err(
                PositionErrorKind::Players,
                format!("to_move names player {}, who is out", pos.to_move),
            );
        }
        for i in 0..n {
            let has = pos.pits.iter().any(|s| s.own(i) > 0);
            if pos.is_out(i as u8 + 1) {
                if has {
                    return err(
                        PositionErrorKind::Rules,
                        format!("player {} is out but has spheres on the board", i + 1),
                    );
                }
            } else if hdr.phase == Phase::Play && pos.mother_at[i] == NO_PIT {
                return err(
                    PositionErrorKind::Rules,
                    format!("player {} is in play without a mother sphere", i + 1),
                );
            }
        }
        if setup && !pos.places_left(pos.to_move as usize - 1) {
            return err(
                PositionErrorKind::Rules,
                "the player to move in setup has placed all their spheres",
            );
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

    pub(super) fn write_json(&self) -> Map<String, Value> {
        let h = Hex::get();
        let n = self.players as usize;
        let mut o = Map::new();
        json::write_head(
            &mut o,
            GameKind::Esiema,
            self.players,
            self.to_move,
            self.phase(),
        );
        let mut pits = Map::new();
        for (i, s) in self.pits.iter().enumerate() {
            if s.total() > 0 {
                pits.insert(h.name(i as PitId).into(), Value::from(s.text(self.players)));
            }
        }
        o.insert("pits".into(), Value::Object(pits));
        o.insert("reserve".into(), Value::from(self.reserve[..n].to_vec()));
        o.insert("captured".into(), Value::from(self.captured[..n].to_vec()));
        o.insert("out".into(), Value::from(self.out_list()));
        o.insert("placed".into(), Value::from(self.placed[..n].to_vec()));
        o.insert("quiet".into(), Value::from(self.quiet));
        o.insert(
            "countdown".into(),
            self.countdown.map(Value::from).unwrap_or(Value::Null),
        );
        let mut opts = Map::new();
        opts.insert("quiet_limit".into(), Value::from(self.opts.quiet_limit));
        opts.insert("spheres".into(), Value::from(self.opts.spheres.clone()));
        json::write_tail(&mut o, opts, self.finished.as_deref());
        o
    }
}
