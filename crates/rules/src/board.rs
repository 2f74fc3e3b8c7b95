//! The three board topologies of RULES.md §1: pit names both ways, adjacency and
//! directions, computed once into static tables.

use std::sync::OnceLock;

/// Index of a pit in board order (hexagon: files a→l, ranks upward; triangle: rows 1→6,
/// letters a→f; ring: 1.1‥1.5 then 2.1‥2.5).
pub type PitId = u8;

/// Number of pits on the hexagon.
pub const HEX_PITS: usize = 91;
/// Number of pits on the triangle.
pub const TRI_PITS: usize = 21;
/// Number of cups on the Umel Bagara ring.
pub const RING_CUPS: usize = 10;

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

/// The Umel Bagara ring: cup `p.i` (player p, cup i from their left) and its index.
pub mod ring {
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

    #[test]
    fn ring_names() {
        for i in 0..RING_CUPS as PitId {
            assert_eq!(ring::parse(&ring::name(i)), Some(i));
        }
        assert_eq!(ring::name(5), "2.1");
        assert_eq!(ring::parse("3.1"), None);
    }
}
