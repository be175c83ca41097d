"""The Missions page: a tracker shell every rule system uses (the mission list, the header,
the characters, the log, undo, the dice entry and the odds), and an action panel chosen per
system (the wargame's in :mod:`.wargame`)."""
