//! The game's command line: what it refuses, and that the refusal helps the player on.

use clap::Parser;
use sowing::args::Args;
use sowing_rules::GameKind;

/// An unknown `--option` names the options the game has (the play-test's `beans=3` was
/// refused without a word of what to write instead).
#[test]
fn an_unknown_option_lists_the_games_options() {
    let args = Args::try_parse_from(["sowing", "--new", "umel_bagara", "--option", "beans=3"])
        .expect("the command line parses");
    let err = args.options_for(GameKind::UmelBagara).unwrap_err();
    assert!(err.contains("no option 'beans'"), "{err}");
    for spec in GameKind::UmelBagara.options() {
        assert!(err.contains(spec.key), "{err} should name {}", spec.key);
    }
    // A known one is taken.
    let args =
        Args::try_parse_from(["sowing", "--new", "umel_bagara", "--option", "seeds=4"]).unwrap();
    let options = args.options_for(GameKind::UmelBagara).unwrap();
    assert_eq!(options.get("seeds"), Some(&serde_json::json!(4)));
}
