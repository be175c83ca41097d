"""Keeping the database file sound: rolling backups, restore and the whole-database check."""
