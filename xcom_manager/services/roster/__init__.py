"""The roster's use-cases: soldiers, their careers, service records and history."""
