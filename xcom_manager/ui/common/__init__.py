"""What every view shares: how the rules' messages are worded, and the building blocks of a
page."""
