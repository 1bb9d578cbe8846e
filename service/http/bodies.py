"""Request bodies: strict msgspec types, decoded by us (unknown fields and wrong types are a 400
naming the field; a non-JSON content type is a 415). The OpenAPI document describes them from the
same types, so what we document is exactly what we accept."""

from __future__ import annotations

import typing
from functools import cache
from typing import TYPE_CHECKING, Annotated, Any, Union

import msgspec
from litestar import Request

from service.core import errors
from service.core.names import Name, visible
from service.games.base import AnyGame
from service.games.registry import GAMES, action_types
from service.tables.models import BotLevel, Visibility

Version = Annotated[int, msgspec.Meta(ge=0, le=2**53)]


def strip_host_name(self: Any) -> None:
    self.host_name = visible(self.host_name)


def create_table_type(game: AnyGame) -> type[msgspec.Struct]:
    return msgspec.defstruct(
        f"Create{game.id.capitalize()}Table",
        [
            ("host_name", Name),
            ("host_plays", bool, True),
            ("options", game.Options, msgspec.field(default_factory=game.Options)),
            (
                "bots",
                Annotated[
                    list[BotLevel],
                    msgspec.Meta(
                        max_length=game.max_seats,
                        description=(
                            "Bot seats to add at once, in this order (easy, hard or expert)."
                        ),
                    ),
                ],
                msgspec.field(default_factory=list),
            ),
            (
                "visibility",
                Annotated[
                    Visibility,
                    msgspec.Meta(
                        description=(
                            "`public`: listed by `GET /tables?status=lobby` and open to quick "
                            "play while in its lobby; `private`: only by code."
                        )
                    ),
                ],
                "private",
            ),
            (
                "hints",
                Annotated[
                    bool,
                    msgspec.Meta(
                        description=(
                            "Seats may ask `GET /tables/{code}/hint` for the Hard bot's "
                            "suggestion (never in a rated game)."
                        )
                    ),
                ],
                False,
            ),
            (
                "free_chat",
                Annotated[
                    bool,
                    msgspec.Meta(
                        description=(
                            "Seats with a player identity may write free text in the table's "
                            "chat (filtered); otherwise quick-chat phrases and emotes only."
                        )
                    ),
                ],
                False,
            ),
        ],
        tag=game.id,
        tag_field="game",
        forbid_unknown_fields=True,
        kw_only=True,
        namespace={"__post_init__": strip_host_name},
    )


def update_table_type(game: AnyGame) -> type[msgspec.Struct]:
    return msgspec.defstruct(
        f"Update{game.id.capitalize()}Table",
        [("host_plays", bool | None, None), ("options", game.Options | None, None)],
        tag=game.id,
        tag_field="game",
        forbid_unknown_fields=True,
        kw_only=True,
    )


if TYPE_CHECKING:
    CreateTable = Any
    UpdateTable = Any
    GameAction = Any
else:
    CreateTable = Union[tuple(create_table_type(game) for game in GAMES.values())]  # noqa: UP007
    UpdateTable = Union[tuple(update_table_type(game) for game in GAMES.values())]  # noqa: UP007
    GameAction = Union[action_types()]  # noqa: UP007


class JoinTable(msgspec.Struct, forbid_unknown_fields=True):
    """Take a seat at a table in its lobby."""

    name: Name

    def __post_init__(self) -> None:
        self.name = visible(self.name)


class AddBot(msgspec.Struct, forbid_unknown_fields=True):
    """The host fills a seat with a bot."""

    level: BotLevel = "easy"


class Act(msgspec.Struct, forbid_unknown_fields=True):
    """Play an action. With `expected_version` the move applies only to that version (else 409)."""

    action: GameAction
    expected_version: Version | None = None


@cache
def decoder(body_type: Any) -> msgspec.json.Decoder[Any]:
    return msgspec.json.Decoder(body_type)


def is_json(content_type: str) -> bool:
    media = content_type.split(";", 1)[0].strip().lower()
    return media == "application/json" or (
        media.startswith("application/") and media.endswith("+json")
    )


# Bodies are shallow (an action nests a few levels); deeper JSON is refused before any
# recursive walk over it can exhaust the interpreter's stack (a RecursionError was a 500).
MAX_DEPTH = 32


def too_deep(value: Any, limit: int = MAX_DEPTH) -> bool:
    """Whether lists/objects nest deeper than `limit` (walked with a stack, not recursion)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            item = list(item.values())
        if isinstance(item, list):
            if depth > limit:
                return True
            stack.extend((child, depth + 1) for child in item)
    return False


def integral_floats_as_ints(value: Any) -> Any:
    """Recursive: only call it on values `too_deep` accepted."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, list):
        return [integral_floats_as_ints(item) for item in value]
    if isinstance(value, dict):
        return {key: integral_floats_as_ints(item) for key, item in value.items()}
    return value


def with_integral_floats_as_ints(raw: bytes, body_type: Any) -> Any:
    """JSON does not tell 1 from 1.0: accept integral numbers where integers are expected."""
    try:
        value = msgspec.json.decode(raw)
    except RecursionError as error:  # msgspec's own decoder gives up past ~1,000 levels
        raise errors.BadRequest(f"JSON nested deeper than {MAX_DEPTH} levels") from error
    if too_deep(value):
        raise errors.BadRequest(f"JSON nested deeper than {MAX_DEPTH} levels")
    return msgspec.convert(integral_floats_as_ints(value), body_type)


class GameField(msgspec.Struct):
    game: str


class AnyGameField(msgspec.Struct):
    game: Any = None


def tagged_by_game(body_type: Any) -> bool:
    """Whether `body_type` is a game's body (or a union of them), told apart by `game`."""
    variants = typing.get_args(body_type) or (body_type,)
    return any(
        isinstance(variant, type)
        and issubclass(variant, msgspec.Struct)
        and variant.__struct_config__.tag_field == "game"
        for variant in variants
    )


def unknown_game(raw: bytes, body_type: Any) -> str | None:
    """What to say about a body naming a game this build does not host: the hosted ones (from
    the registry), rather than msgspec's bare "Invalid value"."""
    if not tagged_by_game(body_type):
        return None
    try:
        game = msgspec.json.decode(raw, type=AnyGameField).game
    except (msgspec.DecodeError, msgspec.ValidationError, RecursionError):
        return None
    if not isinstance(game, str) or game in GAMES:
        return None
    return f"unknown game {game!r}; hosted games: {', '.join(sorted(GAMES))} (GET /games)"


def require_tag(body_type: Any, raw: bytes) -> None:
    """msgspec accepts a lone tagged Struct without its tag; a union never does. While one game
    is hosted the create/update bodies are such lone Structs, so check the tag ourselves."""
    lone_struct = isinstance(body_type, type) and issubclass(body_type, msgspec.Struct)
    if lone_struct and body_type.__struct_config__.tag_field == "game":
        msgspec.json.decode(raw, type=GameField)


async def read_body(request: Request[Any, Any, Any], body_type: Any) -> Any:
    content_type = request.headers.get("content-type", "")
    require_json(content_type)
    return decode_body(await request.body(), body_type)


def require_json(content_type: str) -> None:
    """A body that is not JSON is a 415 (checked before reading it)."""
    if not is_json(content_type):
        raise errors.UnsupportedMediaType("the request body must be application/json")


def decode_body(raw: bytes, body_type: Any) -> Any:
    """The body as `body_type`, or BadRequest (never anything else: bad input is a 400)."""
    try:
        try:
            body = decoder(body_type).decode(raw)
        except msgspec.ValidationError as error:
            if "got `float`" not in str(error):
                raise
            body = with_integral_floats_as_ints(raw, body_type)
        require_tag(body_type, raw)
        return body
    except msgspec.ValidationError as error:
        unknown = unknown_game(raw, body_type)
        if unknown is not None:
            raise errors.BadRequest(unknown) from error
        raise errors.BadRequest(f"invalid request body: {error}") from error
    except msgspec.DecodeError as error:
        raise errors.BadRequest(f"malformed JSON: {error}") from error
    except RecursionError as error:  # the typed decoder too, should it ever walk that deep
        raise errors.BadRequest(f"JSON nested deeper than {MAX_DEPTH} levels") from error


def game_id_of(body: msgspec.Struct) -> str:
    """The game a create/update body is for: its tag."""
    return str(body.__struct_config__.tag)
