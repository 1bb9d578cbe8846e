from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.play_card_direction_type_0 import PlayCardDirectionType0
from ..models.play_card_type import PlayCardType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PlayCard")



@_attrs_define
class PlayCard:
    """ Play a card from your hand. The opener also calls the direction (High/Low), here or in a
    separate `karta3.call`; a card sent without a direction waits privately for the call.

        Attributes:
            card (int):
            type_ (PlayCardType):
            direction (None | PlayCardDirectionType0 | Unset):
     """

    card: int
    type_: PlayCardType
    direction: None | PlayCardDirectionType0 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        type_ = self.type_.value

        direction: None | str | Unset
        if isinstance(self.direction, Unset):
            direction = UNSET
        elif isinstance(self.direction, PlayCardDirectionType0):
            direction = self.direction.value
        else:
            direction = self.direction


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "type": type_,
        })
        if direction is not UNSET:
            field_dict["direction"] = direction

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        type_ = PlayCardType(d.pop("type"))




        def _parse_direction(data: object) -> None | PlayCardDirectionType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_0 = PlayCardDirectionType0(data)



                return direction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PlayCardDirectionType0 | Unset, data)

        direction = _parse_direction(d.pop("direction", UNSET))


        play_card = cls(
            card=card,
            type_=type_,
            direction=direction,
        )

        return play_card

