"""Which app (tenant) a request acts for, and the one rule that keeps apps apart: a table of
another app is not there (docs/apps.md). The web edge names the request's app
(service/http/apps.py) in `CURRENT_APP`; the table store refuses to decode a table of another
app (service/tables/table_store.py), and the process's recent reads do not hand one out, so no
path can show, join or act on it: a wrong-app code answers 404 exactly like a missing one.
Outside a request (workers, timers, the admin API) no app is set and every table is seen."""

from __future__ import annotations

from contextvars import ContextVar

DEFAULT_APP = "default"
"""The built-in app: every request that names none, while the open default is on (the
`make run` default), and every table created before apps existed."""

CURRENT_APP: ContextVar[str | None] = ContextVar("tapete_current_app", default=None)


def visible(app: str) -> bool:
    """Whether a thing of `app` exists for the current request."""
    current = CURRENT_APP.get()
    return current is None or current == app


def current_app() -> str:
    """The app a new thing (a table) belongs to: the request's, else the default one."""
    return CURRENT_APP.get() or DEFAULT_APP
