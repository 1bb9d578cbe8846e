"""KARTA3 actions: a tagged union of Structs."""

from __future__ import annotations

from typing import Annotated

import msgspec

from service.games.karta3.state import Direction

CardId = Annotated[int, msgspec.Meta(ge=1, le=58)]


class PlayCard(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="karta3.play", tag_field="type"
):
    """Play a card from your hand. The opener also calls the direction (High/Low), here or in a
    separate `karta3.call`; a card sent without a direction waits privately for the call."""

    card: CardId
    direction: Direction | None = None


class CallDirection(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="karta3.call", tag_field="type"
):
    """The opener calls High or Low before (or after) choosing the card; private until played."""

    direction: Direction


Action = PlayCard | CallDirection
