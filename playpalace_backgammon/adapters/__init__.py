"""Adapters that let other game servers host the backgammon table. Each imports its server's own modules, so
nothing else in the package imports an adapter (``tests/playpalace11_server`` checks it)."""
