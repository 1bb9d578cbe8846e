from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.play_type import PlayType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Play")



@_attrs_define
class Play:
    """ Play card `card` from your hand onto route `route` (0..2) of seat `owner`.

    A number card goes at the end of one of your own routes (`owner` = your seat, `position`
    omitted). A figure (Jack, Queen, King, Joker) goes on the number card at index `position`
    (0 = the route's first card) of any route of either seat.

        Attributes:
            card (int):
            owner (int):
            route (int):
            type_ (PlayType):
            position (int | None | Unset):
     """

    card: int
    owner: int
    route: int
    type_: PlayType
    position: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        owner = self.owner

        route = self.route

        type_ = self.type_.value

        position: int | None | Unset
        if isinstance(self.position, Unset):
            position = UNSET
        else:
            position = self.position


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "owner": owner,
            "route": route,
            "type": type_,
        })
        if position is not UNSET:
            field_dict["position"] = position

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        owner = d.pop("owner")

        route = d.pop("route")

        type_ = PlayType(d.pop("type"))




        def _parse_position(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        position = _parse_position(d.pop("position", UNSET))


        play = cls(
            card=card,
            owner=owner,
            route=route,
            type_=type_,
            position=position,
        )

        return play

