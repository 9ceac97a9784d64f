"""The table's command families, each a module of plain functions over the table's state (``TableState``):
moves, offers, money play, navigation, status replies, hints, and what the menu and the keys offer.
``backgammon.HANDLERS`` names the function each action runs."""
