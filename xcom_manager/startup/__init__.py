"""The start-up fast path. See :mod:`.launch`."""
