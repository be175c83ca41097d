"""The rules core: pure Python, no Qt, no SQL, no clock, no module-level random.

``ruleset`` reads the rulesets (data, from TOML); ``roster`` checks soldiers against a ruleset
and makes recruit names; ``inventory`` checks every movement of an item (W-HAND, W-ACT-1,
W-WATER-1) and returns a ``verdict``; ``dice`` are injected and recorded; ``texts`` holds the
messages the core writes, marked for translation where they are written. ``mission`` is the
engine every rule system's missions share (event log, undo by revert, replay, the
``RuleSystem`` seam and its registry); ``wargame`` and ``boardgame`` are the rule systems. Every
rule function cites its rule ID from ``RULES.md``.

Import what you need from its module: this package imports nothing, so that loading one part
of the core never loads all of it.
"""
