"""Schemathesis's credentials for Tapete: the token a link carried from the answer that issued
it (a create's or a join's `token`, or the previous call's `Authorization`), declared as this
run's authentication, which it is. Without it Schemathesis counts a linked `Authorization` as
one it generated itself and reports every call it succeeds on as a forged token accepted
(ST401 `ignored_auth`); with it, `ignored_auth` checks each linked call properly, sending it
again without the token and with a wrong one and expecting a 401 for both.

Loaded by the command line as a hooks module (`SCHEMATHESIS_HOOKS=schemathesis_auth`, with
tests/helpers on `PYTHONPATH`) and imported by the pytest suite."""

from __future__ import annotations

from typing import Any

import schemathesis


# Not cached (`refresh_interval=None`): every table's token is its own.
@schemathesis.auth(refresh_interval=None)
class LinkedToken:
    def get(self, case: Any, context: Any) -> str | None:
        headers = case.headers or {}
        token: str | None = headers.get("Authorization")
        return token

    def set(self, case: Any, data: str, context: Any) -> None:
        case.headers = {**(case.headers or {}), "Authorization": data}
