"""The PlayPalace-style lobby: packets and codecs, the websocket server, accounts, menus, the table runner."""
