"""A long-poll (GET /tables/{code} with `since` and `wait`), held by the edge: park on a
subscription to the notifier until the table's version passes `since`, the wait runs out, or
the process stops. The subscription's hook (EarlyAnswer) answers in the notifier's wake itself,
through the request's early-answer writer, where the server offers one: a woken crowd is
answered in one run of writes, before its tasks run again. The answer is a 304 or the view,
encoded once per kind of caller (service/tables/fanout.py)."""

from __future__ import annotations

import asyncio
from typing import Any

from service.core import metrics
from service.core.logcontext import note_seat
from service.http.answers import EARLY_ANSWER, Answer, SendEarly, json_answer, not_modified
from service.http.conditional import none_match
from service.storage.notify import Notifier
from service.tables.clock import now_ms
from service.tables.due import monotonic_ms, ms_until_due
from service.tables.fanout import Poll
from service.tables.service import TableService


def etag(poll: Poll) -> str:
    """Changes with the version, the caller, and who is connected (presence has no version).
    Made without the view: a 304 builds none."""
    seat = "s" if poll.caller.seat is None else str(poll.caller.seat)
    return f'W/"{poll.version}-{poll.caller.role[0]}{seat}-{poll.presence:x}"'


def notifier_of(state: Any) -> Notifier:
    """The process's notifier, from the app's state (the lifespan sets it)."""
    notifier: Notifier = state.notifier
    return notifier


async def poll_answer(
    tables: TableService,
    notifier: Notifier,
    code: str,
    token: str | None,
    since: int,
    wait: int,
    if_none_match: str | None,
) -> Answer:
    """getTable's answer (also served by the fast path, service/http/fast_path.py). Parked,
    it is sent from the wake itself where the server allows (see EarlyAnswer)."""
    early = EARLY_ANSWER.get()
    poll = await wait_for_change(
        tables, notifier, code, token, since, wait * 1000, early, if_none_match
    )
    return poll_reply(poll, if_none_match)


def poll_reply(poll: Poll, if_none_match: str | None) -> Answer:
    """A 304 if the caller has this version (no view built), else the view: made once per
    Poll, which woken long-polls of one kind of caller share (one ETag, one encoding)."""
    memo = poll.memo
    tag: str | None = memo.get("etag")
    if tag is None:
        tag = memo["etag"] = etag(poll)
    if if_none_match is not None and none_match(if_none_match, tag):
        return not_modified(tag)
    shared: Answer | None = memo.get("answer")
    if shared is None:
        shared = memo["answer"] = json_answer(poll.json(), tag)
    return shared


class EarlyAnswer:
    """A parked long-poll's subscription hook (notifier.watch's `on_wake`): answers with the
    prepared read in the wake itself, through the request's early-answer writer (`send`, set
    by the request wrapper, requests_log.py); `poll` is what it answered, if it did."""

    __slots__ = ("code", "if_none_match", "notifier", "poll", "send", "since", "tables", "token")

    def __init__(
        self,
        tables: TableService,
        notifier: Notifier,
        code: str,
        token: str | None,
        since: int,
        send: SendEarly,
        if_none_match: str | None,
    ) -> None:
        self.tables = tables
        self.notifier = notifier
        self.code = code
        self.token = token
        self.since = since
        self.send = send
        self.if_none_match = if_none_match
        self.poll: Poll | None = None

    def __call__(self) -> bool:
        if self.poll is None:
            at_least = self.notifier.announced.get(self.code, 0)
            poll = self.tables.prepared_poll(self.code, self.token, self.since, at_least)
            if poll is not None and self.send(poll_reply(poll, self.if_none_match)):
                self.poll = poll
        return False  # the task still finishes its request


async def wait_for_change(
    tables: TableService,
    notifier: Notifier,
    code: str,
    token: str | None,
    since: int,
    wait_ms: int,
    send_early: SendEarly | None = None,
    if_none_match: str | None = None,
) -> Poll:
    """The caller's answer once the version passes `since`, or after `wait_ms` (capped by the
    settings) the current one. If the table has a deadline (or a pause end) before the wait
    runs out, wake then and load it: loading applies what is overdue, so a watched table's
    timers fire on time even when the workers lag. The view is built only if asked for.
    With `send_early`, a change's answer is sent through it as soon as the change is prepared,
    in the wake itself (see EarlyAnswer); the Poll returned is then the one it sent."""
    poll, wake_at_ms = await tables.poll_and_wake(code, token)
    wait_ms = min(wait_ms, tables.settings.max_wait_seconds * 1000)
    if wait_ms <= 0 or poll.version > since:
        return poll
    code = poll.table.code
    give_up = monotonic_ms() + wait_ms
    early = (
        None
        if send_early is None
        else EarlyAnswer(tables, notifier, code, token, since, send_early, if_none_match)
    )
    # Counted while parked (/metrics): what an operator sizes by, and what a test waits for.
    with metrics.PARKED_POLLS.track_inprogress():
        async with notifier.watch(code, since, on_wake=early) as changed:
            while True:
                # Registered before reading the version: no change slips between the two.
                version = await tables.version(code)
                if version is None or version > since:
                    break
                remaining = give_up - monotonic_ms()
                if remaining <= 0:
                    return poll
                due = ms_until_due(wake_at_ms, now_ms())
                try:
                    timeout = remaining if due is None else min(remaining, due)
                    # asyncio.timeout, not wait_for: no task per wait (thousands wake at once)
                    async with asyncio.timeout(timeout / 1000):
                        await changed.wait()
                    break
                except TimeoutError:
                    if early is not None and early.poll is not None:
                        break  # answered in the wake just as the wait ran out
                    if due is not None and due < remaining:
                        poll, wake_at_ms = await tables.poll_and_wake(code, token)
                        if poll.version > since:
                            return poll
                        continue
                    return poll
            if early is not None and early.poll is not None:  # answered in the wake already
                note_seat(early.poll.caller.seat)
                return early.poll
            # The newest version known here: a read prepared for it (fanout.py) answers at once.
            at_least = max(version or 0, notifier.announced.get(code, 0))
    return await tables.poll_after_change(code, token, since, at_least)
