"""The Statistics page: campaign totals, dice luck, soldiers and charts."""
