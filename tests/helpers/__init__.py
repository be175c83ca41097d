"""Helpers and fixtures shared by test folders (import them from ``tests.helpers.<topic>``)."""
