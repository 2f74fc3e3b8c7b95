//! Criterion benchmarks of the rules engine: legal-move listing and random playouts.

use criterion::{Criterion, black_box, criterion_group, criterion_main};
use sowing_rules::{AnyGame, GameKind, Rng};

fn start(kind: GameKind, players: u8) -> AnyGame {
    AnyGame::new(kind, Some(players), Default::default()).unwrap()
}

fn mid(kind: GameKind, players: u8, plies: u32) -> AnyGame {
    let mut g = start(kind, players);
    let mut rng = Rng::new(11);
    for _ in 0..plies {
        if let Some(m) = g.random_move_text(&mut rng) {
            g.play_text(&m).unwrap();
        }
    }
    g
}

fn bench(c: &mut Criterion) {
    let cases = [
        ("myra", start(GameKind::Myra, 2), mid(GameKind::Myra, 2, 60)),
        (
            "umel_bagara",
            start(GameKind::UmelBagara, 2),
            mid(GameKind::UmelBagara, 2, 10),
        ),
        (
            "tricala",
            start(GameKind::Tricala, 2),
            mid(GameKind::Tricala, 2, 10),
        ),
    ];
    for (name, s, m) in &cases {
        c.bench_function(&format!("{name}/legal_start"), |b| {
            b.iter(|| black_box(s.legal_texts_raw()))
        });
        c.bench_function(&format!("{name}/legal_mid"), |b| {
            b.iter(|| black_box(m.legal_texts_raw()))
        });
        let mut rng = Rng::new(1);
        c.bench_function(&format!("{name}/random_playout"), |b| {
            b.iter(|| black_box(s.random_playout(&mut rng, 100_000)))
        });
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
