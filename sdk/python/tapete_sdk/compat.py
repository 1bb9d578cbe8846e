"""Forward compatibility: answers of a newer server decode instead of raising.

The generated client (`tapete_client`) raises ValueError on an enumeration value it was not
generated with (a new table status, seat role, end reason...), so a server that adds one would
break every deployed client. The API's compatibility rules ask clients to keep such values, so
while the SDK decodes an answer (`tolerant()`), an unknown value becomes a pseudo-member of its
enumeration: an instance of the enum class whose `.value` is what the server sent. Unknown
fields already land in each model's `additional_properties`; unknown event types are skipped
where events are decoded (`common.parse_event`).

Outside `tolerant()` the enumerations stay strict, so what a caller sends (a bot level, a
table's options) is still checked before sending."""

from __future__ import annotations

import enum
import logging
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, cast

from tapete_client import models

logger = logging.getLogger("tapete_sdk")

# A context variable, not a global flag: each thread and each asyncio task decodes on its own.
_TOLERANT: ContextVar[bool] = ContextVar("tapete_sdk_tolerant", default=False)


@contextmanager
def tolerant() -> Iterator[None]:
    """Decode answers leniently: unknown enumeration values are kept instead of raising. Never
    hold it across a `yield` of a generator (the caller would run tolerant too)."""
    token = _TOLERANT.set(True)
    try:
        yield
    finally:
        _TOLERANT.reset(token)


def member_type(cls: type[enum.Enum]) -> type:
    return cast(type, getattr(cls, "_member_type_", object))


def _missing(cls: type[enum.Enum], value: object) -> Any:
    kind = member_type(cls)  # str or int: the generated enums are StrEnum or IntEnum
    if not _TOLERANT.get() or type(value) is not kind:
        return None  # strict: Enum raises its usual ValueError
    # Not cached in the enum's member map: strict decoding must still refuse the value.
    new: Any = kind.__new__
    member = new(cls, value)
    member._name_ = str(value).upper() if kind is str else f"VALUE_{value}"
    member._value_ = value
    logger.debug("kept unknown %s value %r (a newer server's)", cls.__name__, value)
    return member


def _install() -> None:
    for name in dir(models):
        cls = getattr(models, name)
        # Enumerations of one value are the `type` constants that tell a union's models apart
        # (each event and action model has one): they must stay strict, or the first model
        # tried would accept any event. A new value there is a new type, skipped elsewhere.
        if (
            isinstance(cls, type)
            and issubclass(cls, enum.Enum)
            and member_type(cls) in (str, int)
            and len(cls) > 1
        ):
            cls._missing_ = classmethod(_missing)  # type: ignore[assignment,method-assign]


_install()
