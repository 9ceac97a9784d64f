"""The backgammon table a lobby host drives: options, actions and keys, per-viewer board, announcements.

No asyncio and no sockets: commands in, outcomes out. Imports the rules core only.
"""
