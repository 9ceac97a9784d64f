"""What a table's driver needs of the lobby around it (``RoomHost``), beside what every menu needs
(``net.client.MenuHost``): the store, the end of the tick, the bot driver, and the news of a table."""

from __future__ import annotations

from typing import Protocol, TypeVar

from ..net.client import Client, MenuHost
from ..net.outbox import Outbox
from ..store.ratings import RatingChange
from ..store.store import Store
from .bot_driver import BotDriver

RoomT = TypeVar("RoomT", contravariant=True)


class RoomHost(MenuHost, Protocol[RoomT]):
    """The lobby as a table (``RoomT``, the driver ``room.Room``) sees it; generic in the table, so that the
    driver's module imports this one and not the other way round."""

    store: Store
    outbox: Outbox
    bot_driver: BotDriver

    def left_room(self, client: Client, room: RoomT) -> None: ...

    def room_closed(self, room: RoomT) -> None: ...

    def rating_changed(self, change: RatingChange) -> None: ...

    def match_finished(self, room: RoomT) -> None: ...

    def rematch(self, room: RoomT) -> None: ...

    def table_refused(self, room: RoomT) -> None:
        """The store refused the table's log: another owner holds it now."""
        ...
