"""Campaigns: create, open, list, and their settings."""
