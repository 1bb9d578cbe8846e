"""Which legal actions a bot considers, and the plays that win on the spot."""

from __future__ import annotations

from random import Random
from typing import Any

import msgspec

from service.bots.simulate import step
from service.games.base import AnyGame, tag

__all__ = ["bot_actions", "key", "tag", "winning_now"]


def key(action: Any) -> bytes:
    """A hashable identity for an action (some carry lists)."""
    return msgspec.msgpack.encode(action)


def bot_actions(game: AnyGame, state: Any, seat: int) -> list[Any]:
    """`seat`'s legal actions a bot may send, in the engine's order (ValueError off turn):
    never a tag the spec's bot hints list in `never`, then narrowed by their `action_filter`
    (e.g. a split turn sent whole)."""
    if seat not in game.to_act(state):
        raise ValueError(f"seat {seat} has no decision pending")
    hints = game.spec.bots
    legal = [a for a in game.legal_actions(state, seat) if tag(a) not in hints.never]
    return hints.action_filter(legal)


def winning_now(
    game: AnyGame, state: Any, seat: int, actions: list[Any], rng: Random
) -> Any | None:
    """The first announced play that wins at once (a completed line, announced), if any; never
    one the hints mark as of random effect. Checked by applying it to `state`, a resampled
    state."""
    random_effect = game.spec.bots.random_effect
    for action in actions:
        if not getattr(action, "announce", False) or tag(action) in random_effect:
            continue
        after = step(game, state, seat, action, Random(rng.getrandbits(32)))
        result = game.outcome(after)
        if result is not None and result.winners == [seat]:
            return action
    return None
