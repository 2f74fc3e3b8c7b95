//! `sowing-cli prove`: whether a player wins a Tricala position by force (the proof-number
//! search of `sowing_ai::prove`), or, with `--each-move`, the same for the position after
//! each move of the player to move (which placements or sowings leave the player a
//! forced win). Other games, finished positions and players not seated exit 2.

use clap::Args;
use serde_json::json;
use sowing_ai::prove::{Proof, prove};
use sowing_rules::games::tricala::Tricala;
use sowing_rules::{AnyGame, Rules};

use crate::Fail;
use crate::start::Start;

#[derive(Args, Debug)]
pub struct ProveArgs {
    #[command(flatten)]
    start: Start,
    /// The player whose forced win is asked (default: the player to move).
    #[arg(long, value_name = "N")]
    player: Option<u8>,
    /// Positions the search may expand (a proof's table holds about 48 bytes each).
    #[arg(long, value_name = "M", default_value_t = 10_000_000)]
    nodes: u64,
    /// Prove the position after each move of the player to move, one line a move.
    #[arg(long = "each-move")]
    each_move: bool,
    /// Print JSON: player, proof, move and nodes (with --each-move, one line a move).
    #[arg(long)]
    json: bool,
}

fn word(p: Proof) -> &'static str {
    match p {
        Proof::Wins => "wins",
        Proof::CannotWin => "cannot win",
        Proof::Unknown => "unknown",
    }
}

/// `sowing-cli prove`.
pub fn command(a: &ProveArgs) -> Result<String, Fail> {
    let pos: Tricala = match a.start.load()? {
        AnyGame::Tricala(g) => g.position().clone(),
        _ => {
            return Err(Fail(
                2,
                "prove is for Tricala only (the other games repeat positions, and a \
                 position alone does not say how often)"
                    .into(),
            ));
        }
    };
    if pos.finished().is_some() {
        return Err(Fail(
            2,
            "the game is over: there is nothing to prove".into(),
        ));
    }
    let player = a.player.unwrap_or(pos.to_move());
    if !(1..=pos.players()).contains(&player) {
        return Err(Fail(
            2,
            format!("--player {player}: the players are 1 to {}", pos.players()),
        ));
    }
    if !a.each_move {
        let r = prove(&pos, player, a.nodes);
        let mv = r.best.map(|m| m.to_string());
        if a.json {
            return Ok(json!({
                "player": player,
                "proof": word(r.proof),
                "move": mv,
                "nodes": r.nodes,
            })
            .to_string());
        }
        let how = mv.map(|m| format!(" ({m})")).unwrap_or_default();
        return Ok(format!(
            "player {player} {}{how}; {} positions expanded",
            word(r.proof),
            r.nodes
        ));
    }
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut lines = Vec::new();
    let mut tally = [0u32; 3];
    for m in &moves {
        let mut after = pos.clone();
        after.play_unchecked(m, None);
        let r = prove(&after, player, a.nodes);
        tally[r.proof as usize] += 1;
        lines.push(if a.json {
            json!({"after": m.to_string(), "player": player, "proof": word(r.proof), "nodes": r.nodes})
                .to_string()
        } else {
            format!("{m} {} {}", word(r.proof), r.nodes)
        });
    }
    if !a.json {
        lines.push(format!(
            "after {} moves: player {player} wins after {}, cannot win after {}, unknown after {}",
            moves.len(),
            tally[0],
            tally[1],
            tally[2]
        ));
    }
    Ok(lines.join("\n"))
}
