//! The 21-pit triangle of Tricala (RULES.md §1.2): names, its six directions and steps.

use std::sync::OnceLock;

use super::PitId;

/// The six directions of the triangle (RULES.md §1.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Dir {
    E,
    W,
    NW,
    NE,
    SW,
    SE,
}

impl Dir {
    /// All six, in a fixed order.
    pub const ALL: [Dir; 6] = [Dir::E, Dir::W, Dir::NW, Dir::NE, Dir::SW, Dir::SE];

    /// The opposite direction.
    pub fn reverse(self) -> Dir {
        match self {
            Dir::E => Dir::W,
            Dir::W => Dir::E,
            Dir::NW => Dir::SE,
            Dir::SE => Dir::NW,
            Dir::NE => Dir::SW,
            Dir::SW => Dir::NE,
        }
    }

    /// Notation text.
    pub fn as_str(self) -> &'static str {
        match self {
            Dir::E => "E",
            Dir::W => "W",
            Dir::NW => "NW",
            Dir::NE => "NE",
            Dir::SW => "SW",
            Dir::SE => "SE",
        }
    }

    /// Parses notation text.
    pub fn parse(s: &str) -> Option<Dir> {
        Dir::ALL.into_iter().find(|d| d.as_str() == s)
    }

    fn delta(self) -> (i8, i8) {
        match self {
            Dir::E => (0, 1),
            Dir::W => (0, -1),
            Dir::NW => (-1, -1),
            Dir::NE => (-1, 0),
            Dir::SW => (1, 0),
            Dir::SE => (1, 1),
        }
    }

    pub(crate) fn index(self) -> usize {
        self as usize
    }
}

/// The 21-pit triangle of Tricala.
#[derive(Debug)]
pub struct Tri {
    names: Vec<String>,
    coords: Vec<(u8, u8)>,
    step: Vec<[Option<PitId>; 6]>,
    avail: Vec<u8>,
}

/// The corners of the triangle: `1a`, `6a`, `6f`.
pub const TRI_CORNERS: [PitId; 3] = [0, 15, 20];

impl Tri {
    /// The shared, precomputed triangle.
    pub fn get() -> &'static Tri {
        static TRI: OnceLock<Tri> = OnceLock::new();
        TRI.get_or_init(Tri::build)
    }

    fn build() -> Tri {
        let mut names = Vec::new();
        let mut coords = Vec::new();
        for r in 1..=6u8 {
            for c in 1..=r {
                names.push(format!("{r}{}", (b'a' + c - 1) as char));
                coords.push((r, c));
            }
        }
        let index = |r: i8, c: i8| -> Option<PitId> {
            if !(1..=6).contains(&r) || c < 1 || c > r {
                return None;
            }
            Some((r * (r - 1) / 2 + c - 1) as PitId)
        };
        let step = coords
            .iter()
            .map(|&(r, c)| {
                Dir::ALL.map(|d| {
                    let (dr, dc) = d.delta();
                    index(r as i8 + dr, c as i8 + dc)
                })
            })
            .collect::<Vec<_>>();
        let avail = step
            .iter()
            .map(|s: &[Option<PitId>; 6]| {
                s.iter()
                    .enumerate()
                    .filter(|(_, p)| p.is_some())
                    .fold(0u8, |m, (i, _)| m | 1 << i)
            })
            .collect();
        Tri {
            names,
            coords,
            step,
            avail,
        }
    }

    /// The pit's name, e.g. `4b`.
    pub fn name(&self, pit: PitId) -> &str {
        &self.names[pit as usize]
    }

    /// Parses a pit name.
    pub fn parse(&self, name: &str) -> Option<PitId> {
        self.names
            .iter()
            .position(|n| n == name)
            .map(|i| i as PitId)
    }

    /// Row (1..=6) and column (1..=row).
    pub fn coords(&self, pit: PitId) -> (u8, u8) {
        self.coords[pit as usize]
    }

    /// The next pit from `pit` in direction `d`, if it exists.
    #[inline]
    pub fn step(&self, pit: PitId, d: Dir) -> Option<PitId> {
        self.step[pit as usize][d.index()]
    }

    /// Bit mask of the directions available from `pit` (bit = `Dir` order in `Dir::ALL`).
    #[inline]
    pub fn avail(&self, pit: PitId) -> u8 {
        self.avail[pit as usize]
    }

    /// Whether `pit` is one of the three corners.
    pub fn is_corner(pit: PitId) -> bool {
        TRI_CORNERS.contains(&pit)
    }

    /// Cartesian centre for drawing: unit spacing, apex at the top, y upward.
    pub fn center(&self, pit: PitId) -> (f32, f32) {
        let (r, c) = self.coords(pit);
        let x = c as f32 - 1.0 - (r as f32 - 1.0) * 0.5;
        (x, -(r as f32 - 1.0) * 0.866_025_4)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::TRI_PITS;

    #[test]
    fn triangle_directions() {
        let t = Tri::get();
        assert_eq!(t.name(0), "1a");
        assert_eq!(t.name(20), "6f");
        for c in TRI_CORNERS {
            assert_eq!(
                Dir::ALL.iter().filter(|&&d| t.step(c, d).is_some()).count(),
                2
            );
        }
        let p = |s| t.parse(s).unwrap();
        assert_eq!(t.step(p("4b"), Dir::E), Some(p("4c")));
        assert_eq!(t.step(p("4b"), Dir::NW), Some(p("3a")));
        assert_eq!(t.step(p("4b"), Dir::NE), Some(p("3b")));
        assert_eq!(t.step(p("4b"), Dir::SW), Some(p("5b")));
        assert_eq!(t.step(p("4b"), Dir::SE), Some(p("5c")));
        assert_eq!(t.step(p("3a"), Dir::W), None);
        for a in 0..TRI_PITS as PitId {
            let n = Dir::ALL.iter().filter(|&&d| t.step(a, d).is_some()).count();
            assert!(matches!(n, 2 | 4 | 6));
            for d in Dir::ALL {
                if let Some(b) = t.step(a, d) {
                    assert_eq!(t.step(b, d.reverse()), Some(a));
                }
            }
        }
    }
}
