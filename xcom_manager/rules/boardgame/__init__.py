"""The board game rule system: a Chronicle X-style X-COM board game on a square-grid Mission
Map (RULES.md ``B-`` and ``M-CX``). :mod:`.system` registers it with the mission engine."""
