"""Which legal actions a bot considers, and the plays that win on the spot."""

from __future__ import annotations

from random import Random
from typing import Any

import msgspec

from service.bots.simulate import step
from service.games.base import Game

NEVER = frozenset({"rutas.resign", "karta3.call"})  # bots never resign; openers send one action
RANDOM_EFFECT = frozenset({"tres.earthquake"})  # announcing it may or may not win


def tag(action: Any) -> str:
    """An action's `type` tag, e.g. "tres.place"."""
    return str(action.__struct_config__.tag)


def key(action: Any) -> bytes:
    """A hashable identity for an action (some carry lists)."""
    return msgspec.msgpack.encode(action)


def bot_actions(game: Game, state: Any, seat: int) -> list[Any]:
    """`seat`'s legal actions a bot may send, in the engine's order (ValueError off turn):
    - never `rutas.resign`;
    - KARTA3: the opener sends the card and the direction together (no partial actions);
    - TRES: a play that completes a line is only sent announced (`announce: true`), and
      Terremoto always announced (its result is random; announcing costs nothing)."""
    if seat not in game.to_act(state):
        raise ValueError(f"seat {seat} has no decision pending")
    legal = [a for a in game.legal_actions(state, seat) if tag(a) not in NEVER]
    if any(tag(a) == "karta3.play" and a.direction is not None for a in legal):
        legal = [a for a in legal if a.direction is not None]
    announced = {
        key(msgspec.structs.replace(a, announce=False))
        for a in legal
        if getattr(a, "announce", False)
    }
    if announced:
        legal = [a for a in legal if getattr(a, "announce", True) or key(a) not in announced]
    return legal


def winning_now(game: Game, state: Any, seat: int, actions: list[Any], rng: Random) -> Any | None:
    """The first announced play that wins at once (TRES: a completed line, announced), if any.
    Checked by applying it to `state`, a resampled state."""
    for action in actions:
        if not getattr(action, "announce", False) or tag(action) in RANDOM_EFFECT:
            continue
        after = step(game, state, seat, action, Random(rng.getrandbits(32)))
        result = game.outcome(after)
        if result is not None and result.winners == [seat]:
            return action
    return None
