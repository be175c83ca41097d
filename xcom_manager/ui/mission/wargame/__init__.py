"""The wargame's part of the Missions page: its action panel's forms."""
