"""Tables in the store: a `Table` encoded to the store's record (msgpack) and its header values
(version, status, the presence ids of its tokens), and decoded back. The keys, scripts and
stored format are the store's (storage/store.py); only the encoding is the tables layer's."""

from __future__ import annotations

import msgspec

from service.core import errors
from service.core.memory import remember
from service.core.tenancy import DEFAULT_APP, visible
from service.storage.store import LoggedStep, OverQuota, Record, Schedule, Store, presence_id
from service.tables.models import Table

_decoder = msgspec.msgpack.Decoder(Table)
LIVE_TABLES_RETRY_SECONDS = 30  # a quota refusal: tables finish, but nobody knows when
_encoder = msgspec.msgpack.Encoder()


_presence_ids: dict[tuple[bytes | None, ...], bytes] = {}
PRESENCE_IDS_MEMORY = 50_000


def presence_ids(table: Table) -> bytes:
    """The presence ids of the tokens a table knows: its host's and every human member's
    (kept per process by the token hashes: they change in the lobby only, and every save
    writes them)."""
    hashes = (table.host_token_hash, *[member.token_hash for member in table.members])
    found = _presence_ids.get(hashes)
    if found is None:
        # dict.fromkeys: once each (a playing host's member has the host's token)
        ids = dict.fromkeys(presence_id(token_hash) for token_hash in hashes if token_hash)
        found = remember(_presence_ids, hashes, b"".join(ids), PRESENCE_IDS_MEMORY)
    return found


def record(table: Table) -> Record:
    return Record(
        code=table.code,
        game=table.game,
        version=table.version,
        status=table.status,
        finished=table.finished,
        data=_encoder.encode(table),
        presence=presence_ids(table),
    )


def decode(blob: bytes | None) -> Table | None:
    """The table, or None if there is none or it belongs to another app than the request's
    (service/core/tenancy.py: one place, so no path can show another app's table)."""
    if blob is None:
        return None
    table = _decoder.decode(blob)
    return table if visible(table.app) else None


class TableStore(Store):
    """The store, reading and writing `Table`s."""

    async def create(
        self, table: Table, ttl_ms: int, nonce: bytes | None = None, live_quota: int = 0
    ) -> bool:
        """Create the table if its code is free, the host marked present; an app's table (not
        the default app's) counted among its live tables, refused (429 `quota_exceeded`) when
        `live_quota` of them are live."""
        host = presence_id(table.host_token_hash)
        app = "" if table.app == DEFAULT_APP else table.app
        try:
            return await self.create_record(record(table), host, ttl_ms, nonce, app, live_quota)
        except OverQuota as error:
            raise errors.QuotaExceeded(
                f"app {table.app} has its {live_quota} live tables (lobby or playing); "
                "one must finish first",
                "live_tables",
                LIVE_TABLES_RETRY_SECONDS,
            ) from error

    def live(self, blob: bytes) -> bool:
        return _decoder.decode(blob).status in ("lobby", "playing")

    async def load(self, code: str) -> Table | None:
        return decode(await self.load_record(code))

    async def load_many(self, codes: list[str]) -> list[Table | None]:
        """Several tables in one round trip (None for a code with no table)."""
        return [decode(blob) for blob in await self.load_records(codes)]

    async def load_and_touch(
        self, code: str, presence: bytes | None, now_ms: int
    ) -> tuple[Table | None, dict[bytes, int]]:
        """One round trip: read the table and when each token was last seen; mark `presence`
        (a presence id) seen now if the table exists and knows that token."""
        blob, seen, _ = await self.load_and_touch_record(code, presence, now_ms)
        return decode(blob), seen

    async def save(
        self,
        table: Table,
        expected_version: int,
        step: LoggedStep | None,
        ttl_ms: int,
        answer: tuple[str, bytes] | None = None,
        nonce: bytes | None = None,
        schedule: Schedule | None = None,
        present: bytes | None = None,
    ) -> bool:
        """Compare-and-set (see Store.save_record)."""
        return await self.save_record(
            record(table), expected_version, step, ttl_ms, answer, nonce, schedule, present
        )

    async def index_status(self, table: Table, previous: str | None, ttl_ms: int) -> None:
        """With a Cluster only: move the table to its status's index (see Store.move_index)."""
        await self.move_index(table.code, table.game, table.status, previous, ttl_ms)
