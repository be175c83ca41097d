"""The armoury and the soldiers' inventory slots: stock, handoffs, kit returned from missions."""
