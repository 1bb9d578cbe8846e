"""A tournament's events as its stream and its app's webhooks show them (docs/tournaments.md,
"Stream and webhooks"). Pure: the stored value keeps its last EVENTS_KEPT events
(state.py); this turns the ones a reader has not seen into Server-Sent Events, and the ones
a save appended into the webhook fan-outs that save schedules (store.py), one per event of a
type apps are sent (WEBHOOK_TYPES), for the tournament's app's endpoints only.

Every save of a tournament also publishes `tournament:<id> <version>` on the notifier's
channel (store.py's SAVE script), which wakes every stream of it on every API process
(stream.py): no table code has a colon, so the name is never a table's."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import msgspec

from service.tables.webhooks import Delivery, delivery_field, encode_delivery, fan_out
from service.tournaments.state import Tournament, TournamentEvent

WATCH_PREFIX = "tournament:"
# Stream event type -> webhook event type (docs/apps.md, "Webhooks"). `checked_in`,
# `withdrew` and `started` are the stream's only.
WEBHOOK_TYPES: dict[str, str] = {
    "registered": "tournament.registered",
    "round_started": "tournament.round_started",
    "tables_started": "tournament.tables_started",
    "table_finished": "tournament.table_finished",
    "standings": "tournament.standings",
    "finished": "tournament.finished",
    "cancelled": "tournament.cancelled",
}
RESET = "reset"

_json = msgspec.json.Encoder()


def watch_name(tournament_id: str) -> str:
    """What a stream of the tournament watches on the notifier, and what its saves publish."""
    return WATCH_PREFIX + tournament_id


def iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, UTC).isoformat(timespec="milliseconds")


def shown(event: TournamentEvent) -> dict[str, Any]:
    """An event as the stream's `data` shows it."""
    return {"seq": event.seq, "type": event.type, "at": iso(event.at_ms), "data": event.data}


def frame(event: str, data: bytes, event_id: int) -> bytes:
    """One SSE message (the JSON is one line: msgspec never breaks lines)."""
    return f"event: {event}\nid: {event_id}\n".encode() + b"data: " + data + b"\n\n"


def event_frame(event: TournamentEvent) -> bytes:
    return frame(event.type, _json.encode(shown(event)), event.seq)


class Catch(msgspec.Struct, frozen=True):
    """What a reader who has seen up to `since` is sent: `reset` if events it missed are no
    longer kept (it should read the tournament afresh), then the kept events after it."""

    frames: bytes
    last: int  # the seq the reader has now seen


def after(kept: list[TournamentEvent], last: int, since: int, now_ms: int) -> Catch:
    """The frames a reader who has seen up to `since` is owed, of a tournament that keeps
    `kept` and whose last event is `last`. A `since` past `last` (a stranger's, or one of a
    tournament of the same id that expired) counts as 0."""
    if since > last:
        since = 0
    if since == last:
        return Catch(b"", last)
    oldest = kept[0].seq if kept else last + 1
    parts: list[bytes] = []
    if since + 1 < oldest:  # missed events are gone: read the tournament, then follow on
        data = {
            "seq": last,
            "type": RESET,
            "at": iso(now_ms),
            "data": {"since": since, "oldest_kept": oldest if kept else None},
        }
        parts.append(frame(RESET, _json.encode(data), last))
        return Catch(b"".join(parts), last)
    parts.extend(event_frame(event) for event in kept if event.seq > since)
    return Catch(b"".join(parts), last)


def payload(tournament: Tournament, event: TournamentEvent, webhook_type: str) -> str:
    """A webhook's body, Standard Webhooks' shape as the tables' (`{"type", "timestamp",
    "data"}`): `data` is the stream's event data with the event's `seq` and the `tournament`
    (its id, name, game and format) beside it."""
    about = {
        "id": tournament.id,
        "name": tournament.name,
        "game": tournament.settings.game,
        "format": tournament.settings.format,
    }
    data = {"tournament": about, "seq": event.seq, **event.data}
    at = datetime.fromtimestamp(event.at_ms / 1000, UTC).isoformat().replace("+00:00", "Z")
    return _json.encode({"type": webhook_type, "timestamp": at, "data": data}).decode()


def message_id(tournament: Tournament, event: TournamentEvent) -> str:
    """Stable per event: receivers deduplicate by it. The creation time tells apart a
    tournament of the same id made after an earlier one expired."""
    return f"msg_{tournament.id}_{tournament.created_ms}_{event.seq}"


def deliveries(tournament: Tournament, since_seq: int) -> list[tuple[str, bytes]]:
    """(field, record) of the fan-out to the tournament's app's endpoints of each event after
    `since_seq` of a type apps are sent."""
    owed: list[Delivery] = []
    for event in tournament.events:
        kind = WEBHOOK_TYPES.get(event.type)
        if event.seq <= since_seq or kind is None:
            continue
        body = payload(tournament, event, kind)
        owed.append(fan_out(message_id(tournament, event), tournament.app, kind, body))
    return [(delivery_field(d, 0), encode_delivery(d)) for d in owed]
