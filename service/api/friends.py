"""Friends and blocks: the caller's circle (friends, requests both ways, blocks), a request or
its acceptance, removing, blocking and unblocking. Every write answers the circle as it is
after it. Players of another app are not found (404), as everywhere."""

from __future__ import annotations

from typing import Any

from litestar import Controller, Request, delete, get, post, put
from litestar.di import NamedDependency

from service.api.auth import PLAYER, players_of
from service.api.players import PlayerIdPath, answers
from service.core import errors
from service.players.friends import Friends, FriendService
from service.players.identity import Player


def friends_of(request: Request[Any, Any, Any]) -> FriendService:
    """The process's friends service (the app factory sets it on the app's state)."""
    service: FriendService = request.app.state.friends
    return service


async def other(request: Request[Any, Any, Any], player_id: str) -> Player:
    found = await players_of(request).get(player_id)
    if found is None:
        raise errors.PlayerNotFound(f"no player {player_id!r}")
    return found


class FriendsController(Controller):
    path = "/players/me"
    tags = ["Friends"]
    dependencies = PLAYER

    @get(
        "/friends",
        operation_id="getFriends",
        summary="Your friends, friend requests and blocks",
        responses=answers("getFriends", Friends, "Your circle", 401),
    )
    async def get_friends(
        self, request: Request[Any, Any, Any], player: NamedDependency[Player]
    ) -> Friends:
        """Friends, requests received (`incoming`) and sent (`outgoing`), blocked players."""
        return await friends_of(request).circle(player.id)

    @post(
        "/friends/{player_id:str}",
        operation_id="addFriend",
        summary="Ask a player to be friends, or accept their request",
        status_code=200,
        responses=answers("getFriends", Friends, "Your circle after it", 401, 403, 404, 409, 422),
    )
    async def add_friend(
        self,
        request: Request[Any, Any, Any],
        player: NamedDependency[Player],
        player_id: PlayerIdPath,
    ) -> Friends:
        """A request the other player sees in their `incoming` list; if they had asked you
        already, you are friends at once. Asking again changes nothing. 403
        `blocked_by_player` if they blocked you; 409 `player_blocked` if you blocked them,
        `friend_limit` past the limits; 422 `friend_self` for your own id."""
        them = await other(request, player_id)
        return await friends_of(request).ask(player.id, them.id)

    @delete(
        "/friends/{player_id:str}",
        operation_id="removeFriend",
        summary="Remove a friend, or withdraw or decline a request",
        status_code=200,
        responses=answers("getFriends", Friends, "Your circle after it", 401, 404),
    )
    async def remove_friend(
        self,
        request: Request[Any, Any, Any],
        player: NamedDependency[Player],
        player_id: PlayerIdPath,
    ) -> Friends:
        """Ends the friendship (for both) or the pending request (either way). Removing
        what is not there changes nothing."""
        them = await other(request, player_id)
        return await friends_of(request).part(player.id, them.id)

    @put(
        "/blocks/{player_id:str}",
        operation_id="blockPlayer",
        summary="Block a player",
        responses=answers("getFriends", Friends, "Your circle after it", 401, 404, 409, 422),
    )
    async def block_player(
        self,
        request: Request[Any, Any, Any],
        player: NamedDependency[Player],
        player_id: PlayerIdPath,
    ) -> Friends:
        """Ends any friendship and request between you; until you unblock them they cannot
        ask you to be friends. 409 `friend_limit` past 1,000 blocks; 422 `friend_self`."""
        them = await other(request, player_id)
        return await friends_of(request).block(player.id, them.id)

    @delete(
        "/blocks/{player_id:str}",
        operation_id="unblockPlayer",
        summary="Unblock a player",
        status_code=200,
        responses=answers("getFriends", Friends, "Your circle after it", 401, 404),
    )
    async def unblock_player(
        self,
        request: Request[Any, Any, Any],
        player: NamedDependency[Player],
        player_id: PlayerIdPath,
    ) -> Friends:
        """Lifts your block (no friendship comes back by itself). Lifting none changes nothing."""
        them = await other(request, player_id)
        return await friends_of(request).unblock(player.id, them.id)
