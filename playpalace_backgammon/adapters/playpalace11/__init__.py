"""The backgammon table as a game of PlayPalace 11's own server (docs/playpalace-server.md).

``game`` holds the PlayPalace ``Game`` subclass and imports PlayPalace's ``server`` package, so it is loaded
only by PlayPalace's ``server/games/__init__.py`` (the one import line of the install step) and by the tests.
The other modules here import nothing of PlayPalace: ``keys`` (our key chords as PlayPalace keybind names),
``bots`` (bot seats at every level), ``engine`` (the GNUBG levels' worker processes), ``speech`` (our
announcements rendered in a listener's language), ``sounds`` (our sounds as files of PlayPalace's pack) and
``catalogue`` (the Fluent file PlayPalace's own menus read our game's name from).
"""

GAME_TYPE = "playpalace_backgammon"
"""The game's type id in PlayPalace's registry and saved tables; its own backgammon keeps ``backgammon``."""
