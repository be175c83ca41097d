"""The Roster page: the campaign's soldiers in a lazy, searchable table, and the soldier form."""
