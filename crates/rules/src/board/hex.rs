//! The 91-pit hexagon of Myra and Esiema (RULES.md §1.1): names, adjacency and distances.

use std::sync::OnceLock;

use super::{HEX_PITS, PitId};

const HEX_FILES: [char; 11] = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'k', 'l'];

/// Bit set over hexagon pits.
pub type HexSet = u128;

/// The pits of a set, in board order.
pub fn bits(mut s: HexSet) -> impl Iterator<Item = PitId> {
    std::iter::from_fn(move || {
        (s != 0).then(|| {
            let p = s.trailing_zeros() as PitId;
            s &= s - 1;
            p
        })
    })
}

/// The 91-pit hexagon shared by Myra and Esiema.
#[derive(Debug)]
pub struct Hex {
    names: Vec<String>,
    coords: Vec<(u8, u8)>,
    adjacent: Vec<Vec<PitId>>,
    adjacent_set: Vec<HexSet>,
    /// Steps between two pits, `distance[a * HEX_PITS + b]`.
    distance: Vec<u8>,
    offsets: [u8; 12],
}

fn file_len(i: usize) -> usize {
    11 - (i as isize - 5).unsigned_abs()
}

impl Hex {
    /// The shared, precomputed hexagon.
    pub fn get() -> &'static Hex {
        static HEX: OnceLock<Hex> = OnceLock::new();
        HEX.get_or_init(Hex::build)
    }

    fn build() -> Hex {
        let mut offsets = [0u8; 12];
        for i in 0..11 {
            offsets[i + 1] = offsets[i] + file_len(i) as u8;
        }
        let mut names = Vec::new();
        let mut coords = Vec::new();
        for (i, f) in HEX_FILES.iter().enumerate() {
            for k in 1..=file_len(i) {
                names.push(format!("{f}{k}"));
                coords.push((i as u8, k as u8));
            }
        }
        let index = |i: isize, k: isize| -> Option<PitId> {
            if !(0..11).contains(&i) || k < 1 || k > file_len(i as usize) as isize {
                return None;
            }
            Some(offsets[i as usize] + (k - 1) as u8)
        };
        let mut adjacent = Vec::new();
        let mut adjacent_set = Vec::new();
        for &(i, k) in &coords {
            let (i, k) = (i as isize, k as isize);
            let mut cand = vec![(i, k - 1), (i, k + 1)];
            // Neighbouring file nearer the centre: ranks k and k+1.
            if i < 5 {
                cand.push((i + 1, k));
                cand.push((i + 1, k + 1));
            } else if i > 5 {
                cand.push((i - 1, k));
                cand.push((i - 1, k + 1));
            }
            // Neighbouring file(s) farther from the centre: ranks k-1 and k.
            if i <= 5 {
                cand.push((i - 1, k - 1));
                cand.push((i - 1, k));
            }
            if i >= 5 {
                cand.push((i + 1, k - 1));
                cand.push((i + 1, k));
            }
            let mut adj: Vec<PitId> = cand.into_iter().filter_map(|(a, b)| index(a, b)).collect();
            adj.sort_unstable();
            adj.dedup();
            adjacent_set.push(adj.iter().fold(0u128, |s, &p| s | (1u128 << p)));
            adjacent.push(adj);
        }
        // Breadth-first search from every pit.
        let n = coords.len();
        let mut distance = vec![u8::MAX; n * n];
        for a in 0..n {
            distance[a * n + a] = 0;
            let mut frontier = vec![a];
            let mut d = 0;
            while !frontier.is_empty() {
                d += 1;
                let mut next = Vec::new();
                for &p in &frontier {
                    for &q in &adjacent[p] {
                        let slot = &mut distance[a * n + q as usize];
                        if *slot == u8::MAX {
                            *slot = d;
                            next.push(q as usize);
                        }
                    }
                }
                frontier = next;
            }
        }
        Hex {
            names,
            coords,
            adjacent,
            adjacent_set,
            distance,
            offsets,
        }
    }

    /// The pit's name, e.g. `f6`.
    pub fn name(&self, pit: PitId) -> &str {
        &self.names[pit as usize]
    }

    /// Parses a pit name.
    pub fn parse(&self, name: &str) -> Option<PitId> {
        let mut chars = name.chars();
        let f = chars.next()?;
        let i = HEX_FILES.iter().position(|&c| c == f)?;
        let rest = chars.as_str();
        if rest.is_empty()
            || rest.starts_with('0')
            || !rest.bytes().all(|b| b.is_ascii_digit())
            || rest.len() > 2
        {
            return None;
        }
        let k: usize = rest.parse().ok()?;
        if k < 1 || k > file_len(i) {
            return None;
        }
        Some(self.offsets[i] + (k - 1) as u8)
    }

    /// The pit's (file index 0..=10, rank from 1).
    pub fn coords(&self, pit: PitId) -> (u8, u8) {
        self.coords[pit as usize]
    }

    /// Pits sharing an edge with `pit`, in board order.
    pub fn adjacent(&self, pit: PitId) -> &[PitId] {
        &self.adjacent[pit as usize]
    }

    /// Bit set of the pits adjacent to `pit`.
    pub fn adjacent_set(&self, pit: PitId) -> HexSet {
        self.adjacent_set[pit as usize]
    }

    /// Fewest steps from pit to adjacent pit that lead from `a` to `b`.
    pub fn distance(&self, a: PitId, b: PitId) -> u32 {
        self.distance[a as usize * HEX_PITS + b as usize] as u32
    }

    /// Whether two pits share an edge.
    pub fn is_adjacent(&self, a: PitId, b: PitId) -> bool {
        self.adjacent_set[a as usize] >> b & 1 == 1
    }

    /// Cartesian centre of a pit for drawing: unit distance between adjacent pits,
    /// `f1` at the bottom, y upward.
    pub fn center(&self, pit: PitId) -> (f32, f32) {
        let (i, k) = self.coords(pit);
        let x = (i as f32 - 5.0) * 0.866_025_4;
        let base = (i as f32 - 5.0).abs() * 0.5;
        (x, base + (k as f32 - 1.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(h: &Hex, pits: &[PitId]) -> Vec<String> {
        pits.iter().map(|&p| h.name(p).to_string()).collect()
    }

    #[test]
    fn hex_sizes_and_names() {
        let h = Hex::get();
        assert_eq!(h.names.len(), HEX_PITS);
        assert_eq!(h.name(0), "a1");
        assert_eq!(h.name(90), "l6");
        assert_eq!(h.parse("j1"), None);
        assert_eq!(h.parse("a7"), None);
        assert_eq!(h.parse("f11"), Some(h.parse("f11").unwrap()));
        assert_eq!(h.parse("f01"), None);
        for p in 0..HEX_PITS as PitId {
            assert_eq!(h.parse(h.name(p)), Some(p));
        }
    }

    #[test]
    fn hex_distances() {
        let h = Hex::get();
        let p = |s| h.parse(s).unwrap();
        // Corners are 5 steps from the centre and 10 from the opposite corner.
        for c in ["a1", "a6", "f1", "f11", "l1", "l6"] {
            assert_eq!(h.distance(p("f6"), p(c)), 5, "{c}");
        }
        assert_eq!(h.distance(p("a1"), p("l6")), 10);
        assert_eq!(h.distance(p("a1"), p("a6")), 5);
        assert_eq!(h.distance(p("a1"), p("l1")), 10);
        for a in 0..HEX_PITS as PitId {
            for b in 0..HEX_PITS as PitId {
                let d = h.distance(a, b);
                assert_eq!(d, h.distance(b, a));
                assert_eq!(d == 0, a == b);
                assert_eq!(d == 1, h.is_adjacent(a, b));
                // A step changes the distance to any pit by at most one, and some
                // step brings it one nearer.
                for &n in h.adjacent(a) {
                    assert!(h.distance(n, b).abs_diff(d) <= 1);
                }
                if a != b {
                    assert!(h.adjacent(a).iter().any(|&n| h.distance(n, b) + 1 == d));
                }
            }
        }
    }

    #[test]
    fn hex_adjacency_examples() {
        let h = Hex::get();
        let p = |s| h.parse(s).unwrap();
        assert_eq!(names(h, h.adjacent(p("f1"))), ["e1", "f2", "g1"]);
        assert_eq!(names(h, h.adjacent(p("a1"))), ["a2", "b1", "b2"]);
        assert_eq!(
            names(h, h.adjacent(p("f6"))),
            ["e5", "e6", "f5", "f7", "g5", "g6"]
        );
    }

    #[test]
    fn hex_adjacency_symmetric_and_degrees() {
        let h = Hex::get();
        let mut degrees = [0; 7];
        for a in 0..HEX_PITS as PitId {
            for &b in h.adjacent(a) {
                assert!(h.is_adjacent(b, a), "{} {}", h.name(a), h.name(b));
                let (ax, ay) = h.center(a);
                let (bx, by) = h.center(b);
                let d = ((ax - bx).powi(2) + (ay - by).powi(2)).sqrt();
                assert!(
                    (d - 1.0).abs() < 1e-4,
                    "geometry {} {}",
                    h.name(a),
                    h.name(b)
                );
            }
            degrees[h.adjacent(a).len()] += 1;
        }
        // 6 corners with 3, 24 other edge pits with 4, 61 inner pits with 6.
        assert_eq!(degrees, [0, 0, 0, 6, 24, 0, 61]);
        for c in ["f1", "l1", "l6", "f11", "a6", "a1"] {
            assert_eq!(h.adjacent(h.parse(c).unwrap()).len(), 3, "{c}");
        }
    }
}
