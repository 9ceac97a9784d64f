"""The tables: each table's core without I/O (events in, effects out), its seats, clocks and log entries,
the asyncio driver that carries the effects out, the table's menus, and the bot drivers."""
