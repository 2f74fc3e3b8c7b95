//! Fixed Esiema move counts from `data/esiema_counts.txt`.

use sowing_rules::AnyGame;

#[test]
fn counts_match_the_data_file() {
    let mut checked = 0;
    for line in include_str!("../data/esiema_counts.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let (n, json) = line.split_once(' ').unwrap();
        let n: u128 = n.parse().unwrap();
        let g = AnyGame::from_json_str(json).unwrap();
        // The 14-sphere figure takes about a second in a release build; tests run it too.
        assert_eq!(g.count().unwrap(), n, "{json}");
        if n <= 200_000 {
            assert_eq!(g.legal_unsorted().len() as u128, n, "listing {json}");
        }
        checked += 1;
    }
    assert!(checked >= 5);
}

#[test]
fn more_than_fourteen_spheres_are_too_many_to_count() {
    let g = AnyGame::from_json_str(r#"{"game":"esiema","players":2,"phase":"play","pits":{"f6":"M1 1*6 2*8","a1":"M2","l1":"2"}}"#).unwrap();
    assert!(g.count().is_err());
    assert!(g.legal_texts(100).is_err());
}
