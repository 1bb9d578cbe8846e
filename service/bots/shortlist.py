"""The candidates a search considers at its root, when a seat has too many."""

from __future__ import annotations

from random import Random
from typing import Any

from service.bots.actions import tag
from service.bots.simulate import step
from service.bots.values import value
from service.games.base import AnyGame


def shortlist(
    game: AnyGame, seat: int, state: Any, actions: list[Any], width: int, rng: Random
) -> list[Any]:
    """At most `width` candidates, ranked by the heuristic one move ahead on `state` (a
    resampled state): first the best way to play each card (or to draw), best cards first,
    then the next best overall. One per card keeps the search from spending itself on variants
    of one tempting idea."""
    if len(actions) <= width:
        return actions
    seed = rng.getrandbits(64)
    scores = [value(game, step(game, state, seat, a, Random(seed)), seat) for a in actions]
    order = sorted(range(len(actions)), key=lambda i: (-scores[i], i))
    seen: set[tuple[str, object]] = set()
    firsts: list[int] = []
    for i in order:
        group = (tag(actions[i]), getattr(actions[i], "card", None))
        if group not in seen:
            seen.add(group)
            firsts.append(i)
    chosen = set(firsts)
    rest = [i for i in order if i not in chosen]
    return [actions[i] for i in (firsts + rest)[:width]]
