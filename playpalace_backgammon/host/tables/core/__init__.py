"""A table's core without I/O: events in, effects out, and what it decides with (seats, clock, choices)."""
