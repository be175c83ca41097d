"""The players' display: the players' snapshot on a second screen (:mod:`.desk`)."""
