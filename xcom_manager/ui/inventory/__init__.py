"""The Inventory page: a soldier's slots drawn as slots, the armoury, checked item movements."""
