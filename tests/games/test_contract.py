"""The game contract, checked once over every registered game: a new game gets these checks by
adding its registry line. Kept fast: a few bounded random games per game, a few states each."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Union

import msgspec
import pytest

from service.games.base import AnyGame, Event, IllegalAction, event_type, tag
from service.games.registry import GAMES
from service.tables.events import TYPES as TABLE_TYPES

GAME_IDS = list(GAMES)
SEEDS = range(4)  # random games per game and seat count
CHECKED_STATES = 6  # states per game on which every action is tried


def encode(value: Any) -> bytes:
    return msgspec.msgpack.encode(value)


@dataclass
class Playthrough:
    """A random game: the moves made, every state reached and the events of each move."""

    game: AnyGame
    seats: int
    seed: int
    moves: list[tuple[int, Any]] = field(default_factory=list)
    states: list[Any] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    final: Any = None


def settle(game: AnyGame, state: Any, rng: random.Random, events: list[Event]) -> Any:
    """Pauses end at once, as a table with no pause length would end them."""
    while game.paused(state):
        state, more = game.resume(state, rng)
        events.extend(more)
    return state


def random_game(game: AnyGame, seats: int, seed: int) -> Playthrough:
    """Moves drawn at random from the legal ones (actions the spec lets a seat send out of
    turn, such as resigning, only when nothing else is legal); the game's random stream is
    one `Random(seed)`, so the moves replay."""
    rng, chooser = random.Random(seed), random.Random(seed + 1)
    run = Playthrough(game, seats, seed)
    state = game.setup(game.Options(), seats, rng)
    run.events.extend(game.opening_events(state))
    state = settle(game, state, rng, run.events)
    while game.outcome(state) is None and len(run.moves) <= game.spec.max_moves:
        run.states.append(state)
        seat = min(game.to_act(state))
        legal = game.legal_actions(state, seat)
        usual = [a for a in legal if tag(a) not in game.spec.out_of_turn] or legal
        action = chooser.choice(usual)
        state, events = game.apply(state, seat, action, rng)
        run.events.extend(events)
        run.moves.append((seat, action))
        state = settle(game, state, rng, run.events)
    run.final = state
    return run


def replay(game: AnyGame, seats: int, seed: int, moves: list[tuple[int, Any]]) -> Any:
    rng, events = random.Random(seed), []
    state = settle(game, game.setup(game.Options(), seats, rng), rng, events)
    for seat, action in moves:
        state, _ = game.apply(state, seat, action, rng)
        state = settle(game, state, rng, events)
    return state


def spelling(game: AnyGame, action: Any) -> bytes:
    """An action's identity, leaving out the fields the spec lets a seat set either way."""
    fields = msgspec.to_builtins(action)
    return encode({k: v for k, v in fields.items() if k not in game.spec.free_fields})


def seat_counts(game: AnyGame) -> list[int]:
    return sorted({game.min_seats, game.max_seats})


_runs: dict[tuple[str, int, int], Playthrough] = {}


def runs(game_id: str) -> list[Playthrough]:
    """The random games of one game, played once per test session."""
    game = GAMES[game_id]
    found = []
    for seats in seat_counts(game):
        for seed in SEEDS:
            key = (game_id, seats, seed)
            if key not in _runs:
                _runs[key] = random_game(game, seats, seed)
            found.append(_runs[key])
    return found


def some_states(game_id: str) -> list[tuple[Playthrough, Any]]:
    """A few states spread over each random game."""
    picked = []
    for run in runs(game_id):
        step = max(1, len(run.states) // CHECKED_STATES)
        picked += [(run, state) for state in run.states[::step][:CHECKED_STATES]]
    return picked


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_contract_the_spec_describes_the_game(game_id: str) -> None:
    game = GAMES[game_id]
    spec = game.spec
    assert spec.id == game_id and spec.title and spec.summary
    assert 1 <= spec.min_seats <= spec.max_seats
    assert game.View.__struct_config__.tag == game_id
    assert game.View.__struct_config__.tag_field == "game"
    tags = {action.__struct_config__.tag for action in game.actions}
    assert all(isinstance(t, str) and t.startswith(f"{game_id}.") for t in tags)
    assert spec.out_of_turn <= tags and spec.bots.never <= tags
    game.validate_options(game.Options())  # every option has a default that plays
    for example in spec.examples.actions.values():
        assert tag(msgspec.convert(example, type=Union[game.actions])) in tags  # noqa: UP007


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_contract_random_games_end_within_the_declared_bound(game_id: str) -> None:
    game = GAMES[game_id]
    for run in runs(game_id):
        assert game.outcome(run.final) is not None, (run.seats, run.seed, len(run.moves))
        assert len(run.moves) <= game.spec.max_moves
        assert game.to_act(run.final) == frozenset()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_contract_apply_never_mutates_its_input(game_id: str) -> None:
    game = GAMES[game_id]
    for _, state in some_states(game_id):
        before = encode(state)
        for seat in game.to_act(state):
            for action in game.legal_actions(state, seat):
                game.apply(state, seat, action, random.Random(0))
            game.resample(state, seat, random.Random(0))
            game.view(state, seat)
        assert encode(state) == before


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_contract_a_state_is_what_its_encoding_decodes_to(game_id: str) -> None:
    """The table layer keeps a state the game returned as the decoded value of its encoding
    (service/tables/lifecycle.py, encoded_state): they must be equal, types included (a
    tuple where the Struct says list would differ)."""
    game = GAMES[game_id]
    decoder = msgspec.msgpack.Decoder(game.State)
    for run in runs(game_id):
        for state in run.states:
            assert decoder.decode(encode(state)) == state


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_contract_no_method_changes_a_state_it_is_given(game_id: str) -> None:
    """The table layer decodes a table's state once per transition and hands the same value
    to every call (service/tables/lifecycle.py, game_state): no method may change it."""
    game = GAMES[game_id]
    for run, state in some_states(game_id):
        before = encode(state)
        game.to_act(state)
        game.outcome(state)
        game.stop_outcome(state)
        game.partial_outcome(state, "cancelled")
        game.halt(state, game.partial_outcome(state, "cancelled"))
        game.paused(state)
        game.opening_events(state)
        game.counted(state, True)
        game.view(state, None)
        if game.paused(state):
            game.resume(state, random.Random(0))
        for seat in range(run.seats):
            game.view(state, seat)
            game.legal_actions(state, seat)
            game.mid_turn(state, seat)
            game.first_move_made(state, seat)
            game.heuristic(state, seat)
            if game.spec.capabilities.forfeit:
                game.forfeit(state, seat, "clock")
        for seat in game.to_act(state):
            game.default_action(state, seat)
        assert encode(state) == before


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_contract_legal_actions_are_accepted_and_every_other_is_refused(game_id: str) -> None:
    game = GAMES[game_id]
    picked = some_states(game_id)
    seen: dict[bytes, Any] = {}  # every action listed as legal somewhere: the candidates
    for run, state in picked:
        for seat in range(run.seats):
            for action in game.legal_actions(state, seat):
                seen.setdefault(encode(action), action)
    for run, state in picked:
        to_act = game.to_act(state)
        for seat in range(run.seats):
            listed = game.legal_actions(state, seat)
            legal = {spelling(game, a) for a in listed}
            if seat not in to_act:
                assert all(tag(a) in game.spec.out_of_turn for a in listed)
            for action in seen.values():
                if spelling(game, action) in legal:
                    game.apply(state, seat, action, random.Random(0))
                else:
                    with pytest.raises(IllegalAction):
                        game.apply(state, seat, action, random.Random(0))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_contract_the_default_action_is_legal(game_id: str) -> None:
    game = GAMES[game_id]
    for _, state in some_states(game_id):
        for seat in game.to_act(state):
            default = game.default_action(state, seat)
            assert encode(default) in {encode(a) for a in game.legal_actions(state, seat)}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_contract_a_game_over_refuses_every_action(game_id: str) -> None:
    game = GAMES[game_id]
    for run in runs(game_id):
        for seat, action in run.moves[-3:]:
            with pytest.raises(IllegalAction) as error:
                game.apply(run.final, seat, action, random.Random(0))
            assert error.value.code == "game_over"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_contract_resample_keeps_the_seats_view_and_reveals_nothing_else(game_id: str) -> None:
    """A resampled state looks the same to the seat and to spectators; and resampling a
    resample gives what resampling the truth gives, so nothing hidden leaks into it."""
    game = GAMES[game_id]
    for run, state in some_states(game_id):
        for seat in range(run.seats):
            sample = game.resample(state, seat, random.Random(1))
            assert encode(game.view(sample, seat)) == encode(game.view(state, seat))
            assert encode(game.view(sample, None)) == encode(game.view(state, None))
            assert game.to_act(sample) == game.to_act(state)
            again = game.resample(sample, seat, random.Random(2))
            assert encode(game.view(again, seat)) == encode(game.view(state, seat))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_contract_spectator_views_hold_no_hand(game_id: str) -> None:
    game = GAMES[game_id]
    for run in runs(game_id):
        for state in [*run.states[:: max(1, len(run.states) // 4)], run.final]:
            shown = msgspec.to_builtins(game.view(state, None))
            assert not shown.get("hand")
            for seat in range(run.seats):
                assert msgspec.to_builtins(game.view(state, seat)).get("hand") is not None


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_contract_events_redact_per_seat(game_id: str) -> None:
    """What an event tells only some seats is theirs alone: spectators and other seats see the
    public part, which never repeats a private field."""
    for run in runs(game_id):
        for event in run.events:
            assert set(event.private) <= set(range(run.seats))
            assert event.for_seat(None) == event.data
            for seat in range(run.seats):
                own = event.private.get(seat, {})
                assert event.for_seat(seat) == {**event.data, **own}
                assert not set(own) & set(event.data)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_contract_every_event_is_declared_and_decodes_as_each_seat_sees_it(game_id: str) -> None:
    """The spec's event Structs describe every event the game logs: its name is
    `<game id>.<event>`, and what every seat and a spectator see decodes into the declared
    Struct with no field left over (the OpenAPI documents these Structs)."""
    game = GAMES[game_id]
    declared = {event_type(cls): cls for cls in game.spec.events}
    assert all(name.startswith(f"{game_id}.") for name in declared)
    assert not set(declared) & TABLE_TYPES
    for run in runs(game_id):
        for event in run.events:
            assert event.type in declared, f"{event.type} is not in {game_id}'s spec.events"
            cls = declared[event.type]
            for seat in [None, *range(run.seats)]:
                shown = event.for_seat(seat)
                assert set(shown) <= set(cls.__struct_fields__), (event.type, shown)
                decoded = msgspec.convert({"type": event.type, **shown}, type=cls, strict=True)
                assert game.upgrade_event(event) == event
                assert msgspec.to_builtins(decoded) == {"type": event.type, **shown}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_contract_replaying_the_moves_from_the_seed_gives_the_final_state(game_id: str) -> None:
    """C3: the same seed and the same moves give the same game."""
    game = GAMES[game_id]
    for run in runs(game_id):
        assert encode(replay(game, run.seats, run.seed, run.moves)) == encode(run.final)
