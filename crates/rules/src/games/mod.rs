//! The four games, each on its own position type implementing `Rules`.

pub mod esiema;
pub mod myra;
pub mod tricala;
pub mod umel;
