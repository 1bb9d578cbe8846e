"""Which game a shared test plays, chosen by what the games declare (`GameSpec`), never by id.

A test of generic behaviour (tables, timers, streams, ratings, the SDKs) needs some game: it
asks here for one with the capability it exercises, so the shared tests name no game and a new
game is picked up (or not) by its spec alone.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from service.games.base import AnyGame
from service.games.registry import GAMES, first_game


def all_ids() -> list[str]:
    """Every registered game id, sorted (for parametrizing)."""
    return sorted(GAMES)


def reference() -> AnyGame:
    """The reference game (the registry's first): docs, examples and the benchmark use it."""
    return first_game()


def pick(test: Callable[[AnyGame], bool], what: str) -> AnyGame:
    """The first registered game that passes `test`; fails the test run if none does."""
    for game in GAMES.values():
        if test(game):
            return game
    raise LookupError(f"no registered game {what}")


def option_names(game: AnyGame) -> set[str]:
    info = msgspec.inspect.type_info(game.Options)
    assert isinstance(info, msgspec.inspect.StructType)
    return {field.name for field in info.fields}


def with_pauses() -> AnyGame:
    return pick(lambda g: g.spec.capabilities.pauses, "with pauses")


def with_clocks() -> AnyGame:
    return pick(lambda g: g.spec.capabilities.clocks, "with clocks")


def resignable() -> AnyGame:
    """A two-seat game whose seats may resign at any time (an action playable out of turn)."""
    return pick(lambda g: g.min_seats == 2 and bool(g.spec.out_of_turn), "with resigning")


def resign_action(game: AnyGame) -> dict[str, Any]:
    return {"type": min(game.spec.out_of_turn)}


def rated_by_option() -> AnyGame:
    """A game rated only when its creator asks for it (a `rated` option)."""
    return pick(
        lambda g: g.spec.capabilities.rated_rules and "rated" in option_names(g),
        "rated by a `rated` option",
    )


def rated_by_rules() -> AnyGame:
    """A game whose standard rules are rated (no `rated` option to ask for)."""
    return pick(
        lambda g: g.spec.capabilities.rated_rules and "rated" not in option_names(g),
        "rated by its standard rules",
    )


def unrated() -> AnyGame | None:
    """A game that never counts for a rating, if any."""
    return next((g for g in GAMES.values() if not g.spec.capabilities.rated_rules), None)


def quick_options(game: AnyGame) -> dict[str, Any]:
    """Options for a fast automated game of `game` (no pauses; turns long enough)."""
    return dict(game.spec.quick_options)


def quick_options_by_id() -> dict[str, dict[str, Any]]:
    return {game.id: quick_options(game) for game in GAMES.values()}
