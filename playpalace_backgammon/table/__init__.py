"""The backgammon table a lobby host drives: options, actions and keys, per-viewer board, announcements.

No asyncio and no sockets: commands in, outcomes out. Imports the rules core, and of the bots only their
plain data (``bots.decisions``) and the Simple level's judgement of a play (``bots.simple_judgement``).
"""
