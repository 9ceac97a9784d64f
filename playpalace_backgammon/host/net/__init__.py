"""The network edge: PlayPalace 11's packets and their framing, one connection's client and the tick's
outbox, plain HTTP (the web client's files, /health, match downloads), connection and rate limits, the
loop's lag and the garbage collector's rounds. It knows nothing of tables or accounts, and of menus only
what a client is shown and ``MenuHost``, what every menu needs of the server around it."""
