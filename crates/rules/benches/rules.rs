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

fn esiema(c: &mut Criterion) {
    use sowing_rules::games::esiema::SowBuilder;
    let text = r#"{"game":"esiema","players":2,"phase":"play","pits":{"f6":"M1 1*5 2*6","a1":"M2","l1":"2"}}"#;
    let g = AnyGame::from_json_str(text).unwrap();
    let AnyGame::Esiema(e) = &g else {
        unreachable!()
    };
    let pos = e.position();
    let f6 = sowing_rules::board::Hex::get().parse("f6").unwrap();
    let b = SowBuilder::new(pos, f6).unwrap();
    c.bench_function("esiema/next_pits_12", |bn| {
        bn.iter(|| {
            let mut v = smallvec::SmallVec::new();
            b.next_pits(&mut v);
            black_box(v.len())
        })
    });
    let mut mid = b.clone();
    let mut rng = Rng::new(4);
    for _ in 0..5 {
        let mut v = smallvec::SmallVec::new();
        mid.next_pits(&mut v);
        mid.push_pit(v[rng.below(v.len() as u64) as usize]);
        let mut k = smallvec::SmallVec::new();
        mid.next_pieces(&mut k);
        mid.push_piece(k[0]);
    }
    c.bench_function("esiema/next_pits_mid_path", |bn| {
        bn.iter(|| {
            let mut v = smallvec::SmallVec::new();
            mid.next_pits(&mut v);
            black_box(v.len())
        })
    });
    c.bench_function("esiema/random_move_12", |bn| {
        bn.iter(|| black_box(b.clone().finish_random(&mut rng)))
    });
    c.bench_function("esiema/count_12", |bn| {
        bn.iter(|| black_box(g.count().unwrap()))
    });
    let s2 = start(GameKind::Esiema, 2);
    c.bench_function("esiema/random_playout_2p", |bn| {
        bn.iter(|| black_box(s2.random_playout(&mut rng, 1_000_000)))
    });
}

criterion_group!(esiema_benches, esiema);
criterion_main!(benches, esiema_benches);
