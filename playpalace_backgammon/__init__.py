"""playpalace-backgammon: a backgammon table and lobby server for PlayPalace clients."""

__version__ = "0.1.0"
