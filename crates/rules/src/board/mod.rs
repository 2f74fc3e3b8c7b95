//! The three board topologies of RULES.md §1: pit names both ways, adjacency and
//! directions, computed once into static tables, a file for each board.

mod hex;
pub mod ring;
mod tri;

pub use hex::{Hex, HexSet, bits};
pub use tri::{Dir, TRI_CORNERS, Tri};

/// Index of a pit in board order (hexagon: files a→l, ranks upward; triangle: rows 1→6,
/// letters a→f; ring: 1.1‥1.5 then 2.1‥2.5).
pub type PitId = u8;

/// Number of pits on the hexagon.
pub const HEX_PITS: usize = 91;
/// Number of pits on the triangle.
pub const TRI_PITS: usize = 21;
/// Number of cups on the Umel Bagara ring.
pub const RING_CUPS: usize = 10;
