"""Fixtures and test data shared by more than one test folder, wired in by ``tests/conftest.py``."""
