"""What the ownership tests share: owners registered on a test's database (each closed after it) and a
race of callables released together on threads of their own."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from typing import TypeVar

from playpalace_backgammon.host.store.ownership import Ownership
from playpalace_backgammon.host.store.store_pg import PgStore

T = TypeVar("T")


def registered_owners(pg_url: str, ttl: float) -> Iterator[Callable[[str], Ownership]]:
    """A fixture's body: ``make(name)`` registers an owner with time to live ``ttl`` on the database
    (its schema made first); every owner made is closed when the test ends."""
    made: list[Ownership] = []
    PgStore(pg_url).close()  # the schema

    def make(name: str) -> Ownership:
        owner = Ownership(pg_url, name, ttl)
        owner.register()
        made.append(owner)
        return owner

    yield make
    for owner in made:
        owner.close()


def race(*work: Callable[[], T]) -> list[T | None]:
    """Run each callable on a thread of its own, all released at once by a barrier; their results in
    order (an error in any is raised here, in the test's thread)."""
    barrier = threading.Barrier(len(work))
    results: list[T | None] = [None] * len(work)
    errors: list[BaseException] = []

    def run(index: int) -> None:
        barrier.wait()
        try:
            results[index] = work[index]()
        except BaseException as error:  # noqa: BLE001 - reported by the test's thread
            errors.append(error)

    threads = [threading.Thread(target=run, args=(index,)) for index in range(len(work))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert not errors, errors
    return results
