"""What a refused login says: an empty or overlong password is named as such (for a new name too), never
"wrong username or password", and creates nothing. Accounts against a real SQLite store, no socket."""

from __future__ import annotations

import asyncio
from pathlib import Path

from playpalace_backgammon.host.accounts.accounts import MAX_PASSWORD, Accounts, LoginResult
from playpalace_backgammon.host.store.store import Store
from playpalace_backgammon.i18n import Localizer
from playpalace_backgammon.table.interface import Message


def _accounts(tmp_path: Path) -> tuple[Accounts, Store]:
    store = Store(tmp_path / "lobby.sqlite3")
    return Accounts(store, auto_register=True), store


def test_an_empty_password_for_a_new_name_says_a_password_is_needed_and_registers_nothing(
    tmp_path: Path,
) -> None:
    accounts, store = _accounts(tmp_path)
    for password in ("", None):
        outcome = asyncio.run(accounts.login("newcomer", password, None, "en"))
        assert outcome.result is LoginResult.NO_PASSWORD
    assert asyncio.run(accounts.register("newcomer", "", "en")).result is LoginResult.NO_PASSWORD
    long = "x" * (MAX_PASSWORD + 1)
    assert asyncio.run(accounts.login("newcomer", long, None, "en")).result is LoginResult.LONG_PASSWORD
    assert store.user("newcomer") is None
    assert asyncio.run(accounts.login("newcomer", "pw", None, "en")).result is LoginResult.OK
    assert asyncio.run(accounts.login("newcomer", "", None, "en")).result is LoginResult.NO_PASSWORD
    assert asyncio.run(accounts.login("newcomer", "bad", None, "en")).result is LoginResult.BAD_PASSWORD
    store.close()


def test_each_refusal_has_its_own_words_in_every_language() -> None:
    localizer = Localizer()
    for locale in localizer.locales:
        wrong = localizer.render(Message(LoginResult.BAD_PASSWORD.value), locale)
        for result in (LoginResult.NO_PASSWORD, LoginResult.LONG_PASSWORD):
            text = localizer.render(Message(result.value, {"maximum": MAX_PASSWORD}), locale)
            assert text and text != wrong and text != result.value, (locale, result)
