"""Tests of the lobby host: packets, codec, server, accounts and table runner."""
