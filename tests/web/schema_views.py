"""Table views for the render test, generated from the committed OpenAPI document.

The bases are real: each registered game is set up and played by its pure engine (random
legal moves, fixed seeds), and its views are taken at several points (the lobby, the first
move, mid-game, the end, and the game halted as a cancel or an abort does), for every role
(each seat, a spectator, a host who does not play). Around them the `TableView` schema is
walked: every optional field absent and present, every nullable field null, every enum value,
every `result.reason` a game can end with (the table's own, the ones its engine reached and
every reason its catalogues explain, and one no catalogue knows). Every view is checked
against the schema before it is served.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from typing import Any

import jsonschema
import msgspec

from service.games.base import AnyGame, Event
from service.games.registry import GAMES

ROOT = Path(__file__).resolve().parents[2]
DOCUMENT: dict[str, Any] = json.loads((ROOT / "openapi" / "openapi.json").read_text())
SCHEMAS: dict[str, Any] = DOCUMENT["components"]["schemas"]
CODE = "SCHEMA7"
WHEN = "2030-01-01T00:00:00Z"  # a date in the future (a pause, a deadline)
# Reasons the table layer gives a result whatever the game (C6, C7, R8).
TABLE_REASONS = ("cancelled", "no_first_move", "clock", "move_time", "absence", "all_automatic")
UNKNOWN_REASON = "a_reason_no_catalogue_knows"


def resolve(schema: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        schema = SCHEMAS[schema["$ref"].rsplit("/", 1)[-1]]
    return schema


def validator(name: str) -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator(
        {"$ref": f"#/components/schemas/{name}", "components": DOCUMENT["components"]}
    )


def sample(schema: dict[str, Any], name: str = "") -> Any:
    """A value for `schema` with every field present (the first enum value, the first branch
    that is not null); strings that hold a time are a time."""
    schema = resolve(schema)
    if "const" in schema:
        return schema["const"]
    if "enum" in schema:
        return next(v for v in schema["enum"] if v is not None)
    if "oneOf" in schema or "anyOf" in schema:
        branches = schema.get("oneOf") or schema["anyOf"]
        branch = next(b for b in branches if resolve(b).get("type") != "null")
        return sample(branch, name)
    kind = schema.get("type")
    if isinstance(kind, list):
        kind = next(k for k in kind if k != "null")
    if kind == "object":
        props = schema.get("properties", {})
        return {key: sample(sub, key) for key, sub in props.items()}
    if kind == "array":
        return [sample(schema["items"], name)]
    if kind == "string":
        return WHEN if name in ("at", "pause_until") else f"{name or 'text'}"
    if kind == "integer":
        return 1 if name == "round" else 0
    if kind == "number":
        return 75.5
    if kind == "boolean":
        return True
    return None


def nullable(schema: dict[str, Any]) -> bool:
    schema = resolve(schema)
    kinds = schema.get("type")
    if isinstance(kinds, list) and "null" in kinds:
        return True
    return any(resolve(b).get("type") == "null" for b in schema.get("oneOf", []))


def enum_of(schema: dict[str, Any]) -> list[Any]:
    return list(resolve(schema).get("enum", []))


def object_schema(schema: dict[str, Any]) -> dict[str, Any] | None:
    """The object schema a value of `schema` is, if it is one (through refs and nullables)."""
    schema = resolve(schema)
    if schema.get("type") == "object" and "properties" in schema:
        return schema
    for branch in schema.get("oneOf", []):
        branch = resolve(branch)
        if branch.get("type") == "object" and "properties" in branch:
            return branch
    return None


# Fields whose variants come from the real games, not from the schema alone.
SKIPPED = {
    "game_view",
    "game_view.game",
    "game",
    "status",
    "options",
    "seats.seat",
    "you.role",
    "result.reason",
}


def mutations(value: Any, schema: dict[str, Any], path: str = "") -> Iterator[tuple[str, Any]]:
    """(what changed, the changed copy) for one change at a time: an optional field absent or
    present, a nullable one null, each enum value; into objects and each array's first item."""
    obj = object_schema(schema)
    if obj is None or not isinstance(value, dict):
        return
    required = set(obj.get("required", []))
    for key, sub in obj["properties"].items():
        where = f"{path}{key}"
        if where in SKIPPED:
            continue
        if key not in required and key in value:
            yield f"{where} absent", {k: v for k, v in value.items() if k != key}
        if key not in value or value[key] is None:
            filled = sample(sub, key)
            if filled is not None:
                yield f"{where} present", {**value, key: filled}
        if nullable(sub) and value.get(key) is not None:
            yield f"{where} null", {**value, key: None}
        for option in enum_of(sub):
            if option != value.get(key):
                yield f"{where}={option}", {**value, key: option}
        inner = value.get(key)
        items = resolve(sub).get("items")
        if isinstance(inner, dict):
            for what, changed in mutations(inner, sub, f"{where}."):
                yield what, {**value, key: changed}
        elif isinstance(inner, list) and inner and items is not None:
            for what, changed in mutations(inner[0], items, f"{where}."):
                yield what, {**value, key: [changed, *inner[1:]]}


# ---- real games ----------------------------------------------------------------------------


@dataclass
class Moment:
    """A game at one point: its state (None: the lobby), how the table stands, what happened."""

    label: str
    status: str
    state: Any
    events: list[Event] = field(default_factory=list)
    result: dict[str, Any] | None = None


def played(game: AnyGame, seats: int, seed: int) -> list[Moment]:
    """A whole game by random legal moves: the lobby, its first move, mid-game, its end, and
    the game halted mid-way by a cancel and by an abort (the table's partial outcome)."""
    rng = Random(seed)
    state = game.setup(game.Options(), seats, rng)
    events = list(game.opening_events(state))
    moments = [Moment("lobby", "lobby", None), Moment("start", "playing", state, list(events))]
    trail = [(state, list(events))]
    for _ in range(5000):
        if game.outcome(state) is not None or game.paused(state):
            if game.outcome(state) is not None:
                break
            state, more = game.resume(state, rng)
            events += more
            continue
        seat = min(game.to_act(state))
        choices = game.legal_actions(state, seat)
        state, more = game.apply(state, seat, rng.choice(choices), rng)
        events += more
        trail.append((state, list(events)))
    outcome = game.outcome(state)
    assert outcome is not None, f"{game.id}: the random game did not end"
    middle, middle_events = trail[len(trail) // 2]
    moments.append(Moment("mid-game", "playing", middle, middle_events))
    result = msgspec.to_builtins(outcome)
    moments.append(Moment("finished", "finished", state, events, result))
    for reason in ("cancelled", "no_first_move"):  # C7's cancel, R8's abort
        partial = game.partial_outcome(middle, reason)
        halted = game.halt(middle, partial)
        moments.append(
            Moment(f"halted {reason}", "cancelled", halted, middle_events,
                   msgspec.to_builtins(partial))
        )  # fmt: skip
    moments.append(Moment("cancelled lobby", "cancelled", None, [], {"reason": "cancelled"}))
    return moments


def reasons(game: AnyGame, reached: set[str]) -> list[str]:
    """Every reason a result of `game` may give: the table's, what its engine reached, every
    reason the shared and the game's catalogues explain, and one nobody explains."""
    found = set(TABLE_REASONS) | reached | {UNKNOWN_REASON}
    catalogues = [ROOT / "service" / "web" / "static" / "i18n" / "en.json"]
    catalogues.append(ROOT / "service" / "games" / game.id / "web" / "i18n" / "en.json")
    for catalogue in catalogues:
        if catalogue.exists():
            for key in json.loads(catalogue.read_text()):
                if key.startswith("reason.") and key not in ("reason.unknown",):
                    found.add(key.removeprefix("reason."))
    found.discard("points_skipped")  # a `points` result with details.tiebreak_skipped
    return sorted(found)


@dataclass
class Variant:
    """One screen to render: the view, the legal actions and the events page served with it."""

    label: str
    view: dict[str, Any]
    actions: list[dict[str, Any]]
    events: list[dict[str, Any]]


def roles(game: AnyGame, seats: int) -> list[tuple[str, int | None, bool]]:
    """(role, your seat, host plays): each seat (seat 0 is the host), a spectator, and a host
    who only watches."""
    every = [("host" if s == 0 else "player", s, True) for s in range(seats)]
    return [*every, ("spectator", None, True), ("host", None, False)]


def table_view(
    game: AnyGame, moment: Moment, role: str, seat: int | None, host_plays: bool, seats: int
) -> dict[str, Any]:
    state = moment.state
    to_act = sorted(game.to_act(state)) if state is not None and moment.status == "playing" else []
    infos = []
    for s in range(seats):
        bot = s == seats - 1 and s > 0
        infos.append({
            "seat": s, "name": ["Ana", "Bruno", "Carla", "Dani", "Eva", "Fede"][s],
            "kind": "bot" if bot else "human", "bot_level": "easy" if bot else None,
            "host": host_plays and s == 0, "connected": not bot, "member": s,
            "player": None, "automatic": False, "timeouts": 0,
        })  # fmt: skip
    game_view = msgspec.to_builtins(game.view(state, seat)) if state is not None else None
    return {
        "code": CODE, "game": game.id, "status": moment.status, "version": 1,
        "host_name": "Ana", "host_plays": host_plays,
        "you": {"role": role, "seat": seat, "member": seat if seat is not None else 9},
        "seats": infos, "min_seats": game.min_seats, "max_seats": game.max_seats,
        "options": msgspec.to_builtins(game.Options()), "to_act": to_act, "rated": False,
        "deadlines": [{"seat": s, "at": WHEN, "seconds_left": 30.0} for s in to_act],
        "clocks": [], "pause_until": None, "game_view": game_view, "result": moment.result,
        "rematch_code": None, "tournament": None, "visibility": "private", "hints": True,
    }  # fmt: skip


def extras(game: AnyGame, moment: Moment, seat: int | None, view: dict[str, Any]) -> Variant:
    actions: list[dict[str, Any]] = []
    if moment.state is not None and seat is not None and seat in view["to_act"]:
        actions = msgspec.to_builtins(game.legal_actions(moment.state, seat))
    events = [
        {"version": n + 1, "type": event.type, "data": event.for_seat(seat)}
        for n, event in enumerate(moment.events[-12:])
    ]
    return Variant("", view, actions, events)


def game_view_schema(game_id: str) -> dict[str, Any]:
    """The schema of `game_id`'s view: the branch of `TableView.game_view` whose `game` it is."""
    for branch in SCHEMAS["TableView"]["properties"]["game_view"]["oneOf"]:
        branch = resolve(branch)
        if branch.get("properties", {}).get("game", {}).get("const") == game_id:
            return branch
    raise LookupError(f"no view schema for {game_id}")


def variants(game: AnyGame) -> Iterator[Variant]:
    """Every screen of `game` to render, each view valid against the `TableView` schema."""
    seats = min(game.max_seats, game.min_seats + 1)
    moments = played(game, seats, seed=37)
    reached = {m.result["reason"] for m in moments if m.result}
    table_schema = {"$ref": "#/components/schemas/TableView"}
    for moment in moments:
        for role, seat, host_plays in roles(game, seats):
            view = table_view(game, moment, role, seat, host_plays, seats)
            made = extras(game, moment, seat, view)
            made.label = f"{game.id} {moment.label} as {role} seat={seat}"
            yield made
            if seat == 1 and moment.label in ("mid-game", "finished"):
                yield from with_table_events(made, game.id)
            if seat != 0 or moment.label in ("start", "halted no_first_move"):
                continue
            # One change at a time around the host's view of each moment.
            for what, changed in mutations(view, table_schema):
                yield Variant(f"{made.label}: {what}", changed, made.actions, made.events)
            if view["game_view"] is not None and moment.label != "cancelled lobby":
                # The same around the game's own view (its schema in the `game_view` union).
                branch = game_view_schema(game.id)
                for what, changed in mutations(view["game_view"], branch, "game_view."):
                    yield Variant(f"{made.label}: {what}", {**view, "game_view": changed},
                                  made.actions, made.events)  # fmt: skip
            if moment.label != "finished":
                continue
            assert moment.result is not None
            for reason in reasons(game, reached):
                result = {**moment.result, "reason": reason}
                yield Variant(f"{made.label}: reason {reason}", {**view, "result": result},
                              made.actions, made.events)  # fmt: skip
            for details in (
                {"tiebreak_skipped": True},
                {"cancelled_by": "operator", "reason": "spam"},
            ):
                result = {**moment.result, "details": details}
                yield Variant(f"{made.label}: details {details}", {**view, "result": result},
                              made.actions, made.events)  # fmt: skip


def table_events(game_id: str | None = None) -> list[dict[str, Any]]:
    """Every event of the table's own (the plain names of `EventRecord`), or of one game's
    (`<game id>.<event>`), with every field and with the required ones only."""
    made = []
    for name, ref in sorted(SCHEMAS["EventRecord"]["discriminator"]["mapping"].items()):
        owner, dot, _ = name.partition(".")
        if (owner, bool(dot)) != ((game_id, True) if game_id else (name, False)):
            continue
        full = sample({"$ref": ref})
        data_schema = resolve({"$ref": ref})["properties"]["data"]
        required = set(data_schema.get("required", []))
        bare = {k: v for k, v in full["data"].items() if k in required}
        made += [full, {**full, "data": bare}]
    return made


def with_table_events(variant: Variant, game_id: str) -> Iterator[Variant]:
    """`variant` with the table's events, then the game's own events made from their schemas
    (the real ones come from the engine), in its log, a screen's worth (12) at a time."""
    for whose, events in (("table", table_events()), ("game", table_events(game_id))):
        for start in range(0, len(events), 12):
            chunk = [{**e, "version": n + 1} for n, e in enumerate(events[start : start + 12])]
            label = f"{variant.label}: table events {whose} {start}+"
            yield Variant(label, variant.view, variant.actions, chunk)


def all_variants() -> list[Variant]:
    check = validator("TableView")
    check_events = validator("EventsPage")
    made = []
    for game in GAMES.values():
        for variant in variants(game):
            errors = [e.message for e in check.iter_errors(variant.view)]
            assert not errors, f"{variant.label}: not a TableView: {errors[:3]}"
            page = {"events": variant.events, "version": 1, "last_version": 1}
            errors = [e.message for e in check_events.iter_errors(page)]
            assert not errors, f"{variant.label}: not an EventsPage: {errors[:3]}"
            made.append(copy.deepcopy(variant))
    return made


def games_variants(games: list[dict[str, Any]]) -> Iterator[tuple[str, list[dict[str, Any]]]]:
    """`GET /games` as served, then with each optional field of every option (`OptionInfo`)
    absent, and null where it may be, all at once."""
    yield "as served", games
    option = resolve({"$ref": "#/components/schemas/OptionInfo"})
    for key, sub in option["properties"].items():
        if key in option.get("required", []):
            continue
        cut = [{**g, "options": [{k: v for k, v in o.items() if k != key} for o in g["options"]]}
               for g in games]  # fmt: skip
        yield f"options without {key}", cut
        if nullable(sub):
            nulls = [{**g, "options": [{**o, key: None} for o in g["options"]]} for g in games]
            yield f"options with {key} null", nulls
