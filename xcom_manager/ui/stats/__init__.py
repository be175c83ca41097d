"""The Statistics page (issue 15): campaign totals, dice luck, soldiers and charts."""
