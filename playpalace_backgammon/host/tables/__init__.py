"""The tables' drivers: each table's effects carried out on the event loop, its menus, and the bot drivers."""
