"""The problems of friends and blocks (docs/api.md, "Friends and blocks"): each its own code,
and none changes anything."""

from __future__ import annotations

from service.core.errors import TapeteError


class CannotBefriendSelf(TapeteError):
    """422 `friend_self`: a friend request or a block naming the caller."""

    status = 422
    code = "friend_self"
    title = "That is you"


class BlockedByPlayer(TapeteError):
    """403 `blocked_by_player`: that player blocked you; they get no request from you."""

    status = 403
    code = "blocked_by_player"
    title = "Blocked by that player"


class PlayerBlocked(TapeteError):
    """409 `player_blocked`: you blocked that player; unblock them first."""

    status = 409
    code = "player_blocked"
    title = "You blocked that player"


class FriendLimit(TapeteError):
    """409 `friend_limit`: too many friends, pending requests or blocks (the limits are in
    docs/api.md); remove some first."""

    status = 409
    code = "friend_limit"
    title = "Friend limit reached"
