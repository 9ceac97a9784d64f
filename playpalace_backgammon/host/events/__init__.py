"""Tournaments in the lobby: the driver of each event's core, its options and its menus."""
