"""The board game's rules by ID with a short English statement marked for translation (RULES.md
B-PHASE, B-ACT, M-CX, the rulings R-12, R-13, R-14, R-18, R-21, and the app rules MIS-9 .. MIS-11
for what no text covers). :mod:`xcom_manager.rules.rule_texts` lists them with every other."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from xcom_manager.rules.texts import Text, tr_noop

__all__ = ["BOARD_RULES"]

_RULES: dict[str, Text] = {
    "B-PHASE-1": tr_noop(
        "RuleTexts",
        "In the Hero Player Phase the Heroes are activated one by one, in any order, each once; "
        "an activated Hero takes its Turn.",
    ),
    "B-PHASE-2": tr_noop(
        "RuleTexts",
        "Once during the Hero Player Phase the Overmind may discard two Mutation cards for an "
        "Interruption: one Alien Unit is activated before the next Hero.",
    ),
    "B-ACT-1": tr_noop(
        "RuleTexts",
        "On its Turn a model performs two Actions, which must be different: the same Action "
        "cannot be chosen twice in one activation.",
    ),
    "B-ACT-2": tr_noop(
        "RuleTexts",
        "MOVE: up to the Movement Value in squares; a diagonal step only when both squares it "
        "passes by are open (no wall or obstacle), otherwise the move is orthogonal.",
    ),
    "B-ACT-3": tr_noop(
        "RuleTexts", "SPRINT: a MOVE of half the Movement Value, a different Action from MOVE."
    ),
    "B-ACT-4": tr_noop(
        "RuleTexts",
        "MELEE ATTACK: only against an adjacent target, with as many Combat dice as the "
        "Melee value.",
    ),
    "B-ACT-5": tr_noop(
        "RuleTexts",
        "SHOOT ATTACK: only against a non-adjacent target in Line of Sight; within short range "
        "the short-range Combat Value, else within long range the long-range one; beyond long "
        "range no attack.",
    ),
    "B-ACT-6": tr_noop(
        "RuleTexts",
        "INTERACT: no effect of its own; it acts only where the map offers it (an item, an "
        "objective or an exit square).",
    ),
    "B-ACT-7": tr_noop(
        "RuleTexts",
        "OVERWATCH readies a Shoot Attack against an enemy moving where it can be attacked: "
        "both Actions give full Overwatch (red token), the second Action alone weak Overwatch "
        "(blue token).",
    ),
    "B-ACT-8": tr_noop(
        "RuleTexts",
        "PSYCHIC ATTACK: Alien Units with 'psy' in an ability's name attack without Line of "
        "Sight, and the target cannot defend with its Defence value.",
    ),
    "B-ACT-9": tr_noop(
        "RuleTexts",
        "FLIP BLIP TOKEN: an Alien Unit that is still a Blip may reveal itself as an Action.",
    ),
    "M-CX-1": tr_noop(
        "RuleTexts",
        "At most five Combat dice are rolled; each point of attack above five turns one BLANK "
        "into a HIT.",
    ),
    "M-CX-2": tr_noop(
        "RuleTexts",
        "The defender rolls its Defence in dice (at most five); each SHIELD (two for DOUBLE "
        "SHIELD) cancels one non-critical HIT; the rest is damage to Health.",
    ),
    "M-CX-3": tr_noop(
        "RuleTexts",
        "Modifiers never take a Combat Value below 1, unless its unmodified value is 0.",
    ),
    "M-CX-4": tr_noop(
        "RuleTexts",
        "At Health 0 or less a model is killed and removed; a Hero gains 1 Experience Point "
        "per model killed.",
    ),
    "M-CX-5": tr_noop(
        "RuleTexts",
        "An Interruption uses up the Overmind's next activation of that unit; an unused "
        "Overwatch token is discarded when its model activates again; in its phase the "
        "Overmind may discard up to two Mutation cards, then draws back up to five.",
    ),
    "M-CX-6": tr_noop(
        "RuleTexts",
        "A Blip moves 5 squares; it is flipped when it enters a Hero's Line of Sight, when it "
        "is damaged, or by its FLIP BLIP action; a decoy is removed when flipped.",
    ),
    "R-12": tr_noop(
        "RuleTexts",
        "The Combat die's twelve faces are the ruleset's; the GM may type in "
        "the faces rolled on physical dice.",
    ),
    "R-13": tr_noop(
        "RuleTexts",
        "Adjacent means the 8 surrounding squares; range is counted in squares (Chebyshev "
        "distance); a MELEE attack needs its target adjacent and in Line of Sight, so a wall "
        "between two neighbours stops it.",
    ),
    "R-14": tr_noop(
        "RuleTexts",
        "An Overwatch token stays until its model's next activation or until it fires once.",
    ),
    "R-18": tr_noop("RuleTexts", "SPRINT's half Movement Value is rounded down."),
    "R-21": tr_noop(
        "RuleTexts",
        "Line of Sight exists when a straight line from some point of one square to some point "
        "of the other crosses no wall and passes through no square holding an obstacle, another "
        "model or a Blip; only touching a wall's end or a corner does not block. Walls that "
        "meet at a point act as one wall: a line through that point is blocked when walls "
        "leave it on both sides of the line.",
    ),
    "MIS-9": tr_noop(
        "RuleTexts",
        "A Mission Map holds every wall and square inside it, walls on the edges between "
        "neighbouring squares, and one model or token per square.",
    ),
    "MIS-10": tr_noop(
        "RuleTexts",
        "A weak Overwatch shot rolls one Combat die fewer (as the ruleset sets it, with "
        "the M-CX-3 floor).",
    ),
    "MIS-11": tr_noop(
        "RuleTexts",
        "A move stops on the square where an enemy in Overwatch can shoot the model, or where a "
        "Blip is revealed; a waiting Overwatch shot is taken or held before anything else.",
    ),
}

#: The board game's rules by ID.
BOARD_RULES: Mapping[str, Text] = MappingProxyType(_RULES)
