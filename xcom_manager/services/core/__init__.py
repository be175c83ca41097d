"""The services' own plumbing: changes, refusals, write transactions, live refresh, stale writes."""
