"""Tournaments as pure, deterministic code: the pairings of each format (knockout, Swiss, round robin), the
standings and their tie-breaks, and an event as a state machine (events in, effects out, rebuilt from its
log) whose words are Fluent message ids with arguments. No I/O, no asyncio; the lobby drives it
(docs/tournaments.md)."""
