"""Redis keys of player data. Players are not tables: profiles, ratings, statistics, histories
and leaderboards never expire; game records expire after TAPETE_RECORD_TTL_DAYS. Every key
shares the `{players}` hash tag, so the end-of-game transaction (record, ratings, histories,
leaderboards at once) touches one Redis Cluster slot."""

from __future__ import annotations

from service.core.tenancy import DEFAULT_APP

PREFIX = "tapete:{players}"


def player_key(player: str) -> str:
    """A hash: name, kind (tapete or jwt), created (ms), token (hash; Tapete-issued only)."""
    return f"{PREFIX}:p:{player}"


def token_key(token_hash: str) -> str:
    """A Tapete-issued player token's hash -> the player id."""
    return f"{PREFIX}:tok:{token_hash}"


def players_count_key(app: str) -> str:
    """How many players an app (not the default one) has created: its `players` quota."""
    return f"{PREFIX}:count:{app}"


def ratings_key(player: str) -> str:
    """A hash: game id -> the player's rating in that game (JSON)."""
    return f"{PREFIX}:r:{player}"


def stats_key(player: str) -> str:
    """A hash of counters: `{game}:wins`, `{game}:draws`, `{game}:losses`, `{game}:games`."""
    return f"{PREFIX}:s:{player}"


def history_key(player: str) -> str:
    """A sorted set of the player's ended games (JSON summaries) scored by end time (ms)."""
    return f"{PREFIX}:h:{player}"


def leaderboard_key(game: str, provisional: bool = False, app: str = DEFAULT_APP) -> str:
    """A sorted set of player ids scored by their shown rating; provisional players apart; one
    per app (docs/apps.md), the default app's keys being those from before apps."""
    group = "provisional" if provisional else "established"
    if app == DEFAULT_APP:
        return f"{PREFIX}:lb:{game}:{group}"
    return f"{PREFIX}:lb:{app}:{game}:{group}"


def record_key(code: str) -> str:
    """A finished table's game record (JSON); expires after the record TTL."""
    return f"{PREFIX}:rec:{code}"


def ended_key(code: str, created_ms: int) -> str:
    """Marks one table's end as processed (codes are reused once a table expires)."""
    return f"{PREFIX}:done:{code}:{created_ms}"


def rematch_key(code: str, created_ms: int) -> str:
    """The code of the rematch table opened from this one."""
    return f"{PREFIX}:rematch:{code}:{created_ms}"


def friends_key(player: str) -> str:
    """A sorted set: the player's friends -> since when (ms); kept both ways."""
    return f"{PREFIX}:fr:{player}"


def requests_in_key(player: str) -> str:
    """A sorted set: players who asked this one to be friends -> when (ms)."""
    return f"{PREFIX}:frin:{player}"


def requests_out_key(player: str) -> str:
    """A sorted set: players this one asked to be friends -> when (ms)."""
    return f"{PREFIX}:frout:{player}"


def blocks_key(player: str) -> str:
    """A sorted set: players this one blocked -> when (ms)."""
    return f"{PREFIX}:bl:{player}"


def blockers_key(player: str) -> str:
    """A sorted set: players who blocked this one -> when (ms): the reverse of blocks_key, so a
    deleted player leaves no trace in others' block lists and a block is checked either way."""
    return f"{PREFIX}:blby:{player}"


def invitations_key(player: str) -> str:
    """A hash: `{code}:{created_ms}` -> an open invitation of the player to that table (JSON);
    expires with the lobbies it names (invitations.py)."""
    return f"{PREFIX}:inv:{player}"


def inbox_watch(player: str) -> str:
    """The notifier's code for a player's inbox (not a key): each change of the inbox
    publishes `inbox:<player> <version>`; a credential's end (a rotated token, the player
    deleted) `inbox:<player>`, which wakes the open streams to check theirs."""
    return f"inbox:{player}"


def inbox_key(player: str) -> str:
    """A hash, the player's notifications (inbox.py): `v` (its version), `n` (the last
    notification's number), `<number>` -> a notification (JSON), `k:<key>` -> the number of the
    notification made for that key (each cause notifies once). Expires 30 days after its last
    change; holds the newest 100."""
    return f"{PREFIX}:nt:{player}"


def seen_key(player: str) -> str:
    """When the player's credential or a seat of it was last used (ms), for its friends'
    presence (presence.py); expires after TAPETE_FRIEND_AWAY_SECONDS."""
    return f"{PREFIX}:seen:{player}"


def playing_key(player: str) -> str:
    """`<ms> <code> <game>`: a public table in play where a seat of the player was last used
    (presence.py); expires after TAPETE_FRIEND_ONLINE_SECONDS."""
    return f"{PREFIX}:at:{player}"
