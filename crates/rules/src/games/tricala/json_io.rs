//! Tricala positions from and to JSON, and the position key.

use super::*;
use crate::core::PositionErrorKind;

impl Tricala {
    /// Reads a position object.
    pub fn from_json(obj: &Map<String, Value>) -> Result<Tricala, PositionError> {
        json::check_keys(
            obj,
            GameKind::Tricala,
            &["pits", "hand", "captured", "quiet"],
        )?;
        let h = json::header(obj, GameKind::Tricala, Phase::Setup)?;
        let mut opts = TricalaOptions::default();
        for (k, v) in &json::options(obj)? {
            match k.as_str() {
                "simultaneous" => {
                    opts.simultaneous = match v.as_str() {
                        Some("most_stones") => Simultaneous::MostStones,
                        Some("opponent") => Simultaneous::Opponent,
                        _ => {
                            return err(
                                PositionErrorKind::Options,
                                "option 'simultaneous' must be \"most_stones\" or \"opponent\"",
                            );
                        }
                    }
                }
                "capturer_kept" => {
                    opts.capturer_kept = v.as_bool().ok_or_else(|| {
                        PositionError::new(
                            PositionErrorKind::Options,
                            "option 'capturer_kept' must be true or false",
                        )
                    })?
                }
                "quiet_limit" => opts.quiet_limit = json::quiet_limit(v)?,
                _ => {
                    return err(
                        PositionErrorKind::Options,
                        format!("unknown option '{k}' for tricala"),
                    );
                }
            }
        }
        let mut pos = Tricala::new(h.players, opts)?;
        let t = Tri::get();
        for (name, text) in json::pits(obj)? {
            let pit = t.parse(name).ok_or_else(|| {
                PositionError::new(
                    PositionErrorKind::Pits,
                    format!("unknown pit '{name}' for tricala"),
                )
            })?;
            let runs = parse_contents(text, h.players, None).map_err(|e| {
                PositionError::new(PositionErrorKind::Pits, format!("pit {name}: {e}"))
            })?;
            for (piece, n) in runs {
                let cell = &mut pos.pits[pit as usize][piece.owner() as usize - 1];
                let sum = *cell as u32 + n;
                if sum > 255 {
                    return err(
                        PositionErrorKind::Pits,
                        format!("pit {name}: too many stones"),
                    );
                }
                *cell = sum as u8;
            }
        }
        let n = h.players as usize;
        let small = |v: Vec<u32>, key: &str| -> Result<[u8; 3], PositionError> {
            let mut a = [0u8; 3];
            for (i, x) in v.into_iter().enumerate() {
                if x > 255 {
                    return err(
                        PositionErrorKind::Counters,
                        format!("'{key}' counts must be below 256"),
                    );
                }
                a[i] = x as u8;
            }
            Ok(a)
        };
        let default_hand: Vec<u32> = (0..n)
            .map(|p| {
                if h.phase == Phase::Setup {
                    (STONES as u32).saturating_sub(pos.on_board(p))
                } else {
                    0
                }
            })
            .collect();
        pos.hand = small(json::counts(obj, "hand", n, default_hand)?, "hand")?;
        pos.captured = small(json::counts(obj, "captured", n, vec![0; n])?, "captured")?;
        pos.quiet = json::counter(obj, "quiet", 0)?;
        pos.to_move = h.to_move;
        pos.setup = h.phase == Phase::Setup;
        if h.phase != Phase::Setup && pos.hand.iter().any(|&x| x > 0) {
            return err(
                PositionErrorKind::Phase,
                "stones in hand are only for the setup phase",
            );
        }
        if pos.setup && pos.hand[pos.to_move as usize - 1] == 0 {
            return err(
                PositionErrorKind::Rules,
                "the player to move in setup has no stone left to place",
            );
        }
        if h.phase == Phase::Over {
            // A finished game is not in setup.
            pos.setup = false;
        }
        pos.finished = h.finished.map(Box::new);
        Ok(pos)
    }

    pub(super) fn to_json_key(&self) -> Vec<u8> {
        let mut k = Vec::with_capacity(80);
        k.push(self.to_move);
        k.push(self.setup as u8);
        for c in &self.pits {
            k.extend_from_slice(c);
        }
        k.extend_from_slice(&self.hand);
        k.extend_from_slice(&self.captured);
        k
    }

    pub(super) fn write_json(&self) -> Map<String, Value> {
        let mut o = Map::new();
        let t = Tri::get();
        json::write_head(
            &mut o,
            GameKind::Tricala,
            self.players,
            self.to_move,
            self.phase(),
        );
        let mut pits = Map::new();
        for p in 0..TRI_PITS as PitId {
            let c = &self.pits[p as usize];
            if total(c) > 0 {
                pits.insert(
                    t.name(p).into(),
                    Value::from(contents(c, self.players).text(BigLetter::Q)),
                );
            }
        }
        o.insert("pits".into(), Value::Object(pits));
        let n = self.players as usize;
        o.insert("hand".into(), Value::from(self.hand[..n].to_vec()));
        o.insert("captured".into(), Value::from(self.captured[..n].to_vec()));
        o.insert("quiet".into(), Value::from(self.quiet));
        let mut opts = Map::new();
        opts.insert("capturer_kept".into(), Value::from(self.opts.capturer_kept));
        opts.insert("quiet_limit".into(), Value::from(self.opts.quiet_limit));
        opts.insert(
            "simultaneous".into(),
            Value::from(match self.opts.simultaneous {
                Simultaneous::MostStones => "most_stones",
                Simultaneous::Opponent => "opponent",
            }),
        );
        json::write_tail(&mut o, opts, self.finished.as_deref());
        o
    }
}
