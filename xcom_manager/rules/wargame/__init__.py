"""The wargame rule system: a Warhammer-40k-style X-COM miniatures game in inches and phases.

Rules ``W-`` of RULES.md (original text in Russian), the base mechanics ``M-`` it assumes and the
rulings ``R-`` that settle what the text leaves open. :mod:`.system` plugs it into the shared
mission engine (:mod:`xcom_manager.rules.mission`).
"""
