"""Accounts: password hashes, registration, session tokens, and the guard that keeps logins from exhausting
the server."""
