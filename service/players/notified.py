"""Every notification written into a player's inbox also goes to the app's webhook endpoints as
a `player.notified` message (docs/apps.md, "Webhooks"), so an app's server can relay it to a
push service (APNs, FCM). The script that writes the notification (inbox.py's `notify`) also
schedules the message as a fan-out delivery for the app, like a table's save schedules its
events (service/tables/scheduler.py): a notification deduplicated by its key sends nothing, and
no crash between the inbox write and the scheduling can lose the message. With the queue on
another Redis (`QUEUE_REDIS_URL`, a Cluster) the script cannot reach it: the message is
recorded right after the write instead, as a table's webhooks are then.

The message is built here but for the notification's `id`, which only the script knows
(it numbers the inbox): the script sets it, and the message's `webhook-id`,
`msg_notified_<player>_<created ms>_<id>`, one per notification."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import msgspec

from service.tables.scheduler import TableScheduler
from service.tables.webhooks import decode_delivery, delivery_field, event_payload

EVENT = "player.notified"

Deliverer = Callable[[list[tuple[str, bytes]]], Awaitable[None]]

# The inbox's fields, in the order the inbox lists them (inbox.Notification).
SHOWN = ("kind", "created_ms", "read", "table", "game", "by", "by_name")
TOURNAMENTS = ("tournament", "round")
RATINGS = ("rating_before", "rating_after")


@dataclass(frozen=True)
class HookQueue:
    """Where `player.notified` fan-outs go: the queue's timers set and deliveries hash, written
    by the notifying script itself when `atomic` (on the game state's server); else recorded
    after it by `deliverer`."""

    timers_key: str
    hooks_key: str
    atomic: bool
    deliverer: Deliverer | None


def hook_queue(scheduler: TableScheduler) -> HookQueue | None:
    """The table scheduler's queue (None without one: nobody would deliver)."""
    if scheduler.after_change is None:
        return None
    return HookQueue(
        scheduler.timers_key, scheduler.hooks_key, scheduler.atomic, scheduler.deliverer
    )


def script_keys(queue: HookQueue | None, inbox_key: str) -> tuple[str, str]:
    """The script's timers and deliveries keys: the inbox's own when it may not write them."""
    if queue is None or not queue.atomic:
        return inbox_key, inbox_key
    return queue.timers_key, queue.hooks_key


def message(
    queue: HookQueue | None,
    player: str,
    app: str | None,
    note: dict[str, Any],
    now_ms: int,
    by_name: str | None = None,
) -> str:
    """The `player.notified` message for notification `note` (as the inbox keeps it, without
    its id), or "" when none is sent (no queue; a delivery recorded by an older release,
    without its table's app)."""
    if queue is None or app is None:
        return ""
    shown: dict[str, Any] = {"id": 0}
    shown.update({name: note.get(name) for name in SHOWN})
    shown["read"] = False
    shown["by_name"] = by_name if note.get("by") else None
    shown.update({name: note.get(name) for name in RATINGS})
    shown.update({name: note.get(name) for name in TOURNAMENTS})
    return event_payload(EVENT, {"player": player, "app": app, "notification": shown}, now_ms)


async def after_script(queue: HookQueue | None, outcome: object) -> None:
    """What the script answered: a fan-out's record (bytes) it could not schedule itself is
    recorded now; 0 or 1 (deduplicated, scheduled, or none) leaves nothing to do."""
    if not isinstance(outcome, bytes) or queue is None or queue.deliverer is None:
        return
    fan = decode_delivery(outcome)
    await queue.deliverer([(delivery_field(fan, 0), outcome)])


def decoded(body: bytes | str) -> dict[str, Any]:
    return msgspec.json.decode(body, type=dict[str, Any])
