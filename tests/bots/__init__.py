"""Tests of the bots: legal decisions at every level, agreement with GNU Backgammon, and the worker pool."""
