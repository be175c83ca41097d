"""The board game's part of the Missions page: its Mission Map on screen."""
