"""The bus on a real nats-server, through nats-py (the ``cluster`` extra, imported only here): the same
contract as the in-process ``bus.LocalBroker``. nats-py awaits a subscription's handler for one message at
a time; its errors become the bus's own (``NoResponders``, ``BusTimeout``). The connection reconnects by
itself when the server comes back, for as long as the process runs."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from .bus import Bus, BusError, BusMessage, BusTimeout, Handler, NoResponders, Subscription

if TYPE_CHECKING:
    from nats.aio.client import Client as NatsClient
    from nats.aio.msg import Msg
    from nats.aio.subscription import Subscription as NatsSubscription

_log = logging.getLogger(__name__)


class _NatsSubscription(Subscription):
    def __init__(self, inner: NatsSubscription) -> None:
        self._inner = inner

    async def unsubscribe(self) -> None:
        await self._inner.unsubscribe()


class NatsBus(Bus):
    """A connection to nats-server (``connect``)."""

    def __init__(self, client: NatsClient) -> None:
        self._client = client

    @classmethod
    async def connect(cls, url: str, *, name: str = "") -> NatsBus:
        """Connect to the nats-server at ``url`` (``nats://host:port``), ``name`` telling it which process
        this is; retried without end when the server goes away."""
        import nats

        async def error(failure: Exception) -> None:
            _log.warning("nats: %s", failure)

        made: list[NatsBus] = []

        async def reconnected() -> None:  # after nats-py has renewed the subscriptions
            _log.warning("nats: connected again to %s", url)
            if made and made[0].reconnected is not None:
                await made[0].reconnected()

        client = await nats.connect(url, name=name or None, max_reconnect_attempts=-1,
                                    reconnect_time_wait=0.2, error_cb=error, allow_reconnect=True,
                                    reconnected_cb=reconnected)
        made.append(cls(client))
        return made[0]

    @property
    def connected(self) -> bool:
        return bool(self._client.is_connected)

    async def publish(self, subject: str, data: bytes, *, reply: str = "") -> None:
        await self._client.publish(subject, data, reply=reply)

    async def subscribe(self, subject: str, handler: Handler, *, queue: str = "") -> Subscription:
        async def deliver(msg: Msg) -> None:
            try:
                await handler(BusMessage(msg.subject, msg.data, msg.reply))
            except Exception:  # one handler's failure never ends the subscription
                _log.exception("a handler of %s failed", subject)

        return _NatsSubscription(await self._client.subscribe(subject, queue=queue, cb=deliver))

    async def request(self, subject: str, data: bytes, *, timeout: float) -> bytes:
        import nats.errors

        try:
            reply: Any = await self._client.request(subject, data, timeout=timeout)
        except nats.errors.NoRespondersError:
            raise NoResponders(subject) from None
        except nats.errors.TimeoutError:
            raise BusTimeout(subject) from None
        except nats.errors.Error as error:
            raise BusError(f"{subject}: {error}") from error
        return bytes(reply.data)

    async def flush(self) -> None:
        await self._client.flush()

    async def close(self) -> None:
        await self._client.close()
