"""Limits on logins that hold across gateways: with a PostgreSQL store, failed logins and new accounts are
counted in the store (``store.login_counts``), so a guess or a registration spread over several gateways
meets the same limit as on one process.

Without sockets: two ``LoginGuard`` on one database (each a gateway's) see each other's failures and spend
one bucket of registrations; on SQLite (no shared counts) each keeps its own, as before. Then two real
gateways (``serve --role gateway``) on the private PostgreSQL: new accounts from one address run out
across both, and wrong passwords counted on both make the next one wait on either."""

from __future__ import annotations

from collections.abc import Iterator

import psycopg
import pytest

from playpalace_backgammon.cli import main
from playpalace_backgammon.host.accounts.login_guard import LoginGuard, LoginLimits
from playpalace_backgammon.host.store.login_counts import SharedLoginCounts
from playpalace_backgammon.host.store.store_pg import PgStore
from tests.host.live_server import ServerProcess, WsClient, free_port, start_all

from .services import NatsServer

pytestmark = pytest.mark.slow(12)  # seconds on an idle machine: two gateways started

ADDRESS = "192.0.2.7"


@pytest.fixture
def counted(pg_url: str) -> Iterator[tuple[SharedLoginCounts, SharedLoginCounts]]:
    PgStore(pg_url).close()  # the schema
    first, second = SharedLoginCounts(pg_url, 900.0), SharedLoginCounts(pg_url, 900.0)
    yield first, second
    first.close()
    second.close()


def guard(shared: SharedLoginCounts | None, **limits: int) -> LoginGuard:
    return LoginGuard(LoginLimits(**limits), shared=shared)  # type: ignore[arg-type]


def test_failures_counted_on_one_gateway_make_another_wait(
        counted: tuple[SharedLoginCounts, SharedLoginCounts]) -> None:
    one, other = guard(counted[0]), guard(counted[1])
    limits = one.limits
    for _ in range(limits.account_free_failures + 6):  # past the free ones: a delay of 64 s, capped at 60
        one.failed(ADDRESS, "Alice")
    assert one.login_wait(ADDRESS, "alice") > limits.max_delay - 10
    assert other.login_wait("198.51.100.1", "ALICE") > limits.max_delay - 10  # the account, from elsewhere
    assert other.login_wait("198.51.100.1", "bob") == 0.0  # another account and address: free
    for _ in range(limits.address_free_failures):
        other.failed(ADDRESS, "someone")
    assert one.address_wait(ADDRESS) > 0.0  # the address's failures, half counted on each
    found = counted[0].failures("account", "alice")
    assert found is not None and found[0] == limits.account_free_failures + 6 and 0 <= found[1] < 30
    with other.attempt(ADDRESS, "alice") as attempt:  # a good password clears the account on every gateway
        attempt.succeeded()
    assert one.login_wait("198.51.100.1", "alice") == 0.0
    assert counted[1].failures("account", "alice") is None


def test_failures_on_sqlite_stay_each_process_own() -> None:
    one, other = guard(None), guard(None)
    for _ in range(one.limits.account_free_failures + 6):
        one.failed(ADDRESS, "alice")
    assert one.login_wait(ADDRESS, "alice") > 0.0
    assert other.login_wait(ADDRESS, "alice") == 0.0


def test_new_accounts_from_one_address_share_one_bucket(
        counted: tuple[SharedLoginCounts, SharedLoginCounts]) -> None:
    one, other = guard(counted[0], registrations_per_hour=3), guard(counted[1], registrations_per_hour=3)
    assert [one.may_register(ADDRESS), other.may_register(ADDRESS), one.may_register(ADDRESS)] == [True] * 3
    assert not other.may_register(ADDRESS)
    assert not one.may_register(ADDRESS)
    assert one.may_register("198.51.100.1")  # another address has its own
    other.registration_undone(ADDRESS)  # a share given back on one gateway is there on the other
    assert one.may_register(ADDRESS)
    assert not other.may_register(ADDRESS)
    alone = [guard(None, registrations_per_hour=3) for _ in range(2)]
    assert [g.may_register(ADDRESS) for g in alone * 2] == [True] * 4  # on SQLite each its own three


def refusal(process: ServerProcess, name: str, password: str) -> str:
    """Log in as ``name``; the words of a refusal ("" when logged in)."""
    client = WsClient(process.url)
    try:
        answer = client.login(name, password)
        return "" if answer["type"] == "authorize_success" else str(answer.get("message", ""))
    finally:
        client.close()


def test_two_gateways_keep_one_limit(pg_url: str, nats: NatsServer) -> None:
    gateways = [ServerProcess(pg_url, free_port(), "--role", "gateway", "--bus", nats.url,
                              "--registrations-per-hour", "3", orphan_proof=True, light_hashes=True)
                for _ in range(2)]
    try:
        start_all(gateways)
        a, b = gateways
        # New accounts: three from this address, on either gateway; the fourth refused on both.
        assert [refusal(a, "new1", "pw"), refusal(b, "new2", "pw"), refusal(a, "new3", "pw")] == [""] * 3
        assert "Too many new accounts" in refusal(b, "new4", "pw")
        assert "Too many new accounts" in refusal(a, "new5", "pw")
        # Wrong passwords for one account: three on one gateway and two on the other are its five free ones.
        for gateway in (a, a, a, b, b):
            assert refusal(gateway, "new1", "wrong") == "Wrong username or password."
        # Each gateway alone has counted at most three, so it would let three more be tried; counted in the
        # store, the next one waits (one inside its delay is refused; one a slow machine lets through
        # doubles the delay before the next).
        answers = [refusal(b, "new1", "wrong") for _ in range(3)]
        assert any(answer.startswith("Too many failed") for answer in answers), answers
        with psycopg.connect(pg_url) as db:
            row = db.execute("SELECT count FROM login_failures WHERE kind = 'account' AND key = 'new1'")
            counted_failures = row.fetchone()
        assert counted_failures is not None and 5 <= counted_failures[0] <= 7
        # Hashed as serve's --password-hash-kib and --password-hash-passes (``light_hashes``) ask.
        with psycopg.connect(pg_url) as db:
            hashes = [row[0] for row in db.execute("SELECT password_hash FROM users").fetchall()]
        assert len(hashes) == 3 and all(h.startswith("$argon2id$v=19$m=1024,t=1,p=1$") for h in hashes)
        assert db.closed
    finally:
        for gateway in gateways:
            gateway.stop()


@pytest.mark.parametrize("option", ["--password-hash-kib=7", "--password-hash-passes=0"])
def test_serve_refuses_a_hash_argon2_cannot_make(option: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as refused:
        main(["serve", option])
    assert refused.value.code == 2 and "at least" in capsys.readouterr().err
