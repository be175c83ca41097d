"""What players see: the players' snapshot (:mod:`.snapshot`), the one place that decides it."""
