"""The store: SQLite in WAL mode (accounts, sessions, tables and their logs), the archive of matches, the
ratings and the analyses, with the command-line listings that read it. It imports nothing else of host/."""
