"""The PlayPalace-style lobby server, in packages that say what runs where: ``net`` (the network edge),
``accounts``, ``tables`` (each table's core and driver), ``lobby`` (menus and features) and ``store``; the
process that puts them together is ``server``. Each package imports only those below it
(``tests/test_imports.py``)."""
