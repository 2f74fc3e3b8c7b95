//! The rules pages the How-to-play window shows: every game's page in every language
//! reads with the page format (no raw Markdown reaches the player), starts with the
//! game's name, and has its board diagrams.

use sowing::i18n::Lang;
use sowing::ui::rules_page::{Block, lead, parse};
use sowing::ui::rules_text::rules_page;
use sowing_rules::GameKind;

#[test]
fn every_page_reads_in_every_language() {
    for lang in Lang::ALL {
        for kind in GameKind::ALL {
            let blocks =
                parse(rules_page(kind, lang)).unwrap_or_else(|e| panic!("{kind:?} {lang:?}: {e}"));
            assert!(
                matches!(&blocks[0], Block::Heading(1, h) if !h.is_empty()),
                "{kind:?} {lang:?} starts with its title"
            );
            let headings = blocks.iter().filter(|b| matches!(b, Block::Heading(2, _)));
            assert!(headings.count() >= 3, "{kind:?} {lang:?}: its sections");
            assert!(
                blocks
                    .iter()
                    .any(|b| matches!(b, Block::Diagram(d) if !d.is_empty())),
                "{kind:?} {lang:?}: a board diagram"
            );
            for b in &blocks {
                if let Block::Paragraph(t) | Block::Bullet(t) = b {
                    assert!(
                        !lead(t).1.contains('`'),
                        "{kind:?} {lang:?}: raw code in {t}"
                    );
                }
            }
        }
    }
}

#[test]
fn the_page_format_refuses_what_it_cannot_show() {
    assert!(parse("# Title\n\n| a | b |\n").is_err(), "a table");
    assert!(parse("```text\nno end\n").is_err(), "an open diagram");
    assert!(
        parse("<!-- a\ncomment -->\n").is_err(),
        "a comment over two lines"
    );
    let blocks = parse("# T\n\nOne\nline.\n\n- **Lead**: rest\n<!-- hidden -->\n").unwrap();
    assert_eq!(
        blocks,
        vec![
            Block::Heading(1, "T".into()),
            Block::Paragraph("One line.".into()),
            Block::Bullet("**Lead**: rest".into()),
        ]
    );
    assert_eq!(lead("**Lead**: rest"), (Some("Lead"), ": rest".to_string()));
}
