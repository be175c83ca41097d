"""The rule sets a campaign plays by: loading, storing and snapshotting them."""
