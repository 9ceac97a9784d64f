"""The bus's contract, the same tests on both implementations: in-process (``LocalBroker``, what plain
``serve`` uses) and NATS (``NatsBus`` on the private nats-server the fixtures start). Each test's two
connections are two processes' views of one bus. Deliveries are waited for as they arrive (a queue), never
slept on; what must not arrive is checked once a later message on the same subscription has (a
subscription's messages come in the order they were published). The NATS bus is a nats-server of this
module's own, since these tests count exactly what arrives: the worker's shared one may still carry another
module's traffic (an owner's presence on ``table.>``, a bots process in the queue group ``bots``)."""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator

import pytest

from playpalace_backgammon.host.cluster.bus import (
    Bus,
    BusMessage,
    BusTimeout,
    LocalBroker,
    NoResponders,
    Subjects,
    subject_matches,
)
from playpalace_backgammon.host.cluster.nats_bus import NatsBus

from .services import NatsServer, running_nats

WAIT = 10.0  # the most a test waits for a message that must come

Connect = Callable[[], Awaitable[Bus]]


@pytest.fixture(scope="module")
def nats() -> Iterator[NatsServer]:
    """A nats-server of this module's own (the session's ``nats`` overridden here)."""
    yield from running_nats()


@pytest.fixture(params=["local", "nats"])
async def connect(request: pytest.FixtureRequest) -> AsyncIterator[Connect]:
    """Opens connections to one bus (closed after the test)."""
    opened: list[Bus] = []
    if request.param == "local":
        broker = LocalBroker()

        async def make() -> Bus:
            opened.append(broker.connect())
            return opened[-1]
    else:
        server: NatsServer = request.getfixturevalue("nats")

        async def make() -> Bus:
            opened.append(await NatsBus.connect(server.url, name=f"test-{len(opened)}"))
            return opened[-1]

    yield make
    for bus in opened:
        await bus.close()


class Inbox:
    """A handler that keeps what it gets, to be awaited one message at a time."""

    def __init__(self) -> None:
        self.queue: asyncio.Queue[BusMessage] = asyncio.Queue()

    async def __call__(self, message: BusMessage) -> None:
        self.queue.put_nowait(message)

    async def next(self) -> BusMessage:
        return await asyncio.wait_for(self.queue.get(), WAIT)

    def empty(self) -> bool:
        return self.queue.empty()


async def test_every_subscriber_gets_each_message_in_order(connect: Connect) -> None:
    owner, gateway = await connect(), await connect()
    first, second, other = Inbox(), Inbox(), Inbox()
    await gateway.subscribe("client.g1.c1", first)
    await owner.subscribe("client.g1.c1", second)
    await gateway.subscribe("client.g1.c2", other)
    await gateway.flush()
    await owner.flush()
    for number in range(20):
        await owner.publish("client.g1.c1", str(number).encode())
    await owner.publish("client.g1.c2", b"end")
    for inbox in (first, second):
        assert [(await inbox.next()).data for _ in range(20)] == [str(n).encode() for n in range(20)]
    assert (await other.next()).data == b"end"
    assert first.empty() and second.empty()


async def test_wildcards_match_as_nats_does(connect: Connect) -> None:
    owner, gateway = await connect(), await connect()
    commands, everything = Inbox(), Inbox()
    await owner.subscribe("table.*.cmd", commands)
    await owner.subscribe("table.>", everything)
    await owner.flush()
    for subject in ("table.t1.cmd", "table.t1.presence", "table.t2.cmd", "tables.moved", "table.t3.cmd"):
        await gateway.publish(subject, subject.encode())
    assert [(await commands.next()).subject for _ in range(3)] == ["table.t1.cmd", "table.t2.cmd",
                                                                   "table.t3.cmd"]
    assert [(await everything.next()).subject for _ in range(4)] == [
        "table.t1.cmd", "table.t1.presence", "table.t2.cmd", "table.t3.cmd"]
    assert commands.empty() and everything.empty()
    # The matcher the in-process bus uses, on NATS's own cases.
    assert subject_matches("a.*.c", "a.b.c") and not subject_matches("a.*.c", "a.b.c.d")
    assert subject_matches("a.>", "a.b.c") and not subject_matches("a.>", "a")
    assert not subject_matches("a.b", "a.b.c") and not subject_matches("a.b.c", "a.b")


async def test_a_queue_group_gives_each_message_to_one_member(connect: Connect) -> None:
    owner, workers = await connect(), [await connect() for _ in range(3)]
    got: Counter[bytes] = Counter()
    by_worker: Counter[int] = Counter()
    done = asyncio.Event()
    total = 60

    def member(index: int) -> Callable[[BusMessage], Awaitable[None]]:
        async def handle(message: BusMessage) -> None:
            got[message.data] += 1
            by_worker[index] += 1
            if sum(got.values()) == total:
                done.set()
        return handle

    watcher = Inbox()
    for index, worker in enumerate(workers):
        await worker.subscribe(Subjects.BOTS_DECIDE, member(index), queue="bots")
        await worker.flush()
    await owner.subscribe(Subjects.BOTS_DECIDE, watcher)  # outside the group: gets every one
    await owner.flush()
    for number in range(total):
        await owner.publish(Subjects.BOTS_DECIDE, str(number).encode())
    await asyncio.wait_for(done.wait(), WAIT)
    assert [(await watcher.next()).data for _ in range(total)] == [str(n).encode() for n in range(total)]
    for worker in workers:
        await worker.flush()
    assert got == Counter({str(n).encode(): 1 for n in range(total)})  # each to exactly one member
    assert len(by_worker) > 1  # shared out, not all to one


async def test_request_and_reply(connect: Connect) -> None:
    gateway, owner = await connect(), await connect()

    async def answer(message: BusMessage) -> None:
        await owner.respond(message, b"accepted " + message.data)

    await owner.subscribe(Subjects.table_command("t7"), answer, queue="owners")
    await owner.flush()
    replies = [await gateway.request(Subjects.table_command("t7"), f"roll {n}".encode(), timeout=WAIT)
               for n in range(5)]
    assert replies == [f"accepted roll {n}".encode() for n in range(5)]


async def test_a_request_nobody_listens_to_fails_at_once(connect: Connect) -> None:
    gateway = await connect()
    with pytest.raises(NoResponders):
        await gateway.request(Subjects.table_command("nobody"), b"x", timeout=WAIT)


async def test_a_message_nobody_hears_brings_its_reply_subject_an_empty_message(connect: Connect) -> None:
    """A gateway's command publishes with a reply subject of its own: an owner answers elsewhere (in the
    gateway's frames), so only the bus's "no responders" comes there, at once and empty."""
    gateway, owner = await connect(), await connect()
    unheard, heard = Inbox(), Inbox()
    await gateway.subscribe(Subjects.command_replies("gw"), unheard)
    await owner.subscribe(Subjects.table_command("held"), heard)
    await gateway.flush()
    await owner.flush()
    await gateway.publish(Subjects.table_command("nobody"), b"x", reply=Subjects.command_reply("gw", "1"))
    await gateway.publish(Subjects.table_command("held"), b"y", reply=Subjects.command_reply("gw", "2"))
    await gateway.publish(Subjects.table_command("nobody"), b"z", reply=Subjects.command_reply("gw", "3"))
    first, second = await unheard.next(), await unheard.next()
    assert [(first.subject, first.data), (second.subject, second.data)] == [
        ("answers.gw.1", b""), ("answers.gw.3", b"")]  # nothing for the command an owner heard
    assert (await heard.next()).reply == "answers.gw.2"


async def test_a_request_nobody_answers_times_out(connect: Connect) -> None:
    gateway, owner = await connect(), await connect()
    heard = Inbox()
    await owner.subscribe(Subjects.table_command("t9"), heard)  # listens, never answers
    await owner.flush()
    with pytest.raises(BusTimeout):
        await gateway.request(Subjects.table_command("t9"), b"x", timeout=0.2)
    assert (await heard.next()).data == b"x"


async def test_after_unsubscribing_nothing_more_arrives(connect: Connect) -> None:
    bus = await connect()
    gone, staying = Inbox(), Inbox()
    subscription = await bus.subscribe(Subjects.TABLES_MOVED, gone)
    await bus.subscribe(Subjects.TABLES_MOVED, staying)
    await bus.publish(Subjects.TABLES_MOVED, b"1")
    assert (await gone.next()).data == b"1"
    await subscription.unsubscribe()
    await bus.publish(Subjects.TABLES_MOVED, b"2")
    assert (await staying.next()).data == b"1"
    assert (await staying.next()).data == b"2"
    await bus.flush()
    assert gone.empty()


def test_subjects_are_named_once_and_refuse_what_would_break_them() -> None:
    assert Subjects.table_command("t1-ab12") == "table.t1-ab12.cmd"
    assert Subjects.table_presence("t1-ab12") == "table.t1-ab12.presence"
    assert Subjects.client("g1", "42") == "client.g1.42"
    for bad in ("a.b", "a b", "*", ">", ""):
        with pytest.raises(ValueError):
            Subjects.table_command(bad)
