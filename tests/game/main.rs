//! Headless tests of the game: `MinimalPlugins` and the logic plugins, no window. Moves
//! go through the same request path as clicks; after each animation the piece entities
//! under each pit must equal the rules position.
//!
//! One test binary (the game builds once); a module per subject.

mod support;

mod a11y;
mod animation;
mod command_line;
mod cpu_time;
mod fuzz_messages;
mod graphics;
mod hints;
mod keyboard_pad;
mod lessons;
mod match_state;
mod moves;
mod online;
mod online_udp;
mod player_cards;
mod quick_taps;
mod records;
mod rooms;
mod rooms_udp;
mod rules_pages;
mod settings;
mod sound;
mod texts;
