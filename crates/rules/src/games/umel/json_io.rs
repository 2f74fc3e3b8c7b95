//! Umel Bagara positions from and to JSON.

use super::*;
use crate::core::PositionErrorKind;

impl UmelBagara {
    /// Reads a position object.
    pub fn from_json(obj: &Map<String, Value>) -> Result<UmelBagara, PositionError> {
        json::check_keys(obj, GameKind::UmelBagara, &["rows", "stores"])?;
        let h = json::header(obj, GameKind::UmelBagara, Phase::Play)?;
        if h.phase == Phase::Setup {
            return err(PositionErrorKind::Phase, "umel_bagara has no setup phase");
        }
        let opts = json::options(obj)?;
        let mut seeds = 5;
        let mut directions = Directions::Free;
        for (k, v) in &opts {
            match k.as_str() {
                "seeds" => match v.as_u64() {
                    Some(n @ 3..=5) => seeds = n as u8,
                    _ => {
                        return err(
                            PositionErrorKind::Options,
                            "option 'seeds' must be 3, 4 or 5",
                        );
                    }
                },
                "directions" => {
                    directions = match v.as_str() {
                        Some("free") => Directions::Free,
                        Some("right") => Directions::Right,
                        Some("left") => Directions::Left,
                        _ => {
                            return err(
                                PositionErrorKind::Options,
                                "option 'directions' must be \"free\", \"right\" or \"left\"",
                            );
                        }
                    }
                }
                _ => {
                    return err(
                        PositionErrorKind::Options,
                        format!("unknown option '{k}' for umel_bagara"),
                    );
                }
            }
        }
        let mut pos = UmelBagara::new(seeds, directions)?;
        pos.to_move = h.to_move;
        if let Some(rows) = obj.get("rows") {
            let rows = rows.as_array().filter(|a| a.len() == 2).ok_or_else(|| {
                PositionError::new(
                    PositionErrorKind::Pits,
                    "'rows' must be two lists of 5 counts",
                )
            })?;
            for (p, row) in rows.iter().enumerate() {
                let row = row.as_array().filter(|a| a.len() == 5).ok_or_else(|| {
                    PositionError::new(
                        PositionErrorKind::Pits,
                        "'rows' must be two lists of 5 counts",
                    )
                })?;
                for (c, v) in row.iter().enumerate() {
                    pos.cups[p * 5 + c] = match v.as_u64() {
                        Some(n) if n <= 50 => n as u8,
                        _ => return err(PositionErrorKind::Pits, "a cup must hold 0..50 beans"),
                    };
                }
            }
        }
        let stores = json::counts(obj, "stores", 2, vec![0, 0])?;
        for (i, s) in stores.iter().enumerate() {
            if *s > 50 {
                return err(PositionErrorKind::Pits, "a store must hold 0..50 beans");
            }
            pos.cups[10 + i] = *s as u8;
        }
        let total: u32 = pos.cups.iter().map(|&c| c as u32).sum();
        if total > 50 {
            return err(PositionErrorKind::Rules, "more than 50 beans in the game");
        }
        pos.finished = h.finished.map(Box::new);
        Ok(pos)
    }

    pub(super) fn write_json(&self) -> Map<String, Value> {
        let mut o = Map::new();
        json::write_head(&mut o, GameKind::UmelBagara, 2, self.to_move, self.phase());
        o.insert(
            "rows".into(),
            Value::from(vec![self.cups[0..5].to_vec(), self.cups[5..10].to_vec()]),
        );
        o.insert("stores".into(), Value::from(self.stores().to_vec()));
        let mut opts = Map::new();
        opts.insert("directions".into(), Value::from(self.directions.as_str()));
        opts.insert("seeds".into(), Value::from(self.seeds));
        json::write_tail(&mut o, opts, self.finished.as_deref());
        o
    }
}
