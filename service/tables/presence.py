"""Who is here: each token's last poll or action, kept in a hash beside the table and keyed
by a prefix of the token's hash. C8 (connected) and R8 (absence) read it per seat."""

from __future__ import annotations

from service.storage.store import presence_id
from service.tables.models import Table


def seat_token_hashes(table: Table) -> list[bytes | None]:
    """Each seat's token hash in seat order (bots have none); in the lobby the playing host
    counts as the last seat."""
    hashes = [member.token_hash for member in table.members]
    if table.status == "lobby" and table.host_plays:
        hashes.append(table.host_token_hash)
    return hashes


def last_seen_by_seat(table: Table, seen: dict[bytes, int]) -> dict[int, int]:
    """Seat -> when its token last polled or acted (ms); seats never seen are absent."""
    result: dict[int, int] = {}
    if not seen:  # a table no token has polled yet: nothing to look up
        return result
    for seat, token_hash in enumerate(seat_token_hashes(table)):
        if token_hash is not None and (at := seen.get(presence_id(token_hash))) is not None:
            result[seat] = at
    return result


def connected_seats(table: Table, seen: dict[bytes, int], now_ms: int, window_ms: int) -> set[int]:
    """C8: seats whose token polled or acted within the presence window."""
    oldest = now_ms - window_ms
    return {seat for seat, at in last_seen_by_seat(table, seen).items() if at >= oldest}


def connected_tokens(table: Table, seen: dict[int, int], now_ms: int, window_ms: int) -> set[bytes]:
    """The token hashes of the seats connected (C8), from `seen` as `last_seen_by_seat` gives
    it for `table`: who is here, named so that it survives a change that moves seats."""
    hashes = seat_token_hashes(table)
    return {
        token_hash
        for seat, at in seen.items()
        if now_ms - at <= window_ms and (token_hash := hashes[seat]) is not None
    }
