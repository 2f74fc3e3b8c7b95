//! Short rules of each game, for the new-game screen and the play panel.

use sowing_rules::GameKind;

/// Short rules of each game, for the new-game screen and the play panel.
pub fn rules_summary(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Myra => {
            "Hexagon of 91 pits, 2–3 players. Each has a queen and 25 soldiers on the board, 25 in reserve. \
             A pit holds one queen, or 1–5 soldiers of one player (2–4 a troop, 5 a fortress that cannot move or be taken). \
             Move a single or a troop, split off part of a troop, chain singles along a path into one pit, \
             dechain a troop along a path, or produce a soldier from the reserve. Landing on a weaker enemy pit captures it. \
             Take the enemy queen to win."
        }
        GameKind::Esiema => {
            "Hexagon of 91 pits, 2–6 players. First everyone places a mother sphere and 29 small spheres, one per turn. \
             Then lift a pit holding one of your spheres and sow it along a path of neighbouring pits, \
             choosing which sphere to drop in each. Captures and reproduction follow RULES.md; \
             a player whose mother is taken is eliminated. The last player with a mother wins."
        }
        GameKind::Tricala => {
            "Triangle of 21 pits, 2–3 players. Each places 9 stones, three per turn. \
             Then lift all stones of one of your pits and sow them in a straight line, turning at the edges; \
             the last stone relays the sowing from a pit it makes big enough. \
             Capture by ending in a pit of your own colour. Control the corners to win."
        }
        GameKind::UmelBagara => {
            "Two rows of 5 cups, 2 players. Lift all beans of one of your cups (2 or more) and sow one per cup \
             around the ring: cups 1–2 go left, 4–5 right, cup 3 either way. If the last bean makes an opponent's \
             cup 2 or 4, you take those beans, and the cups before it while they are 2 or 4 too. \
             When no one can move, each keeps the beans on their side; most beans wins."
        }
    }
}
