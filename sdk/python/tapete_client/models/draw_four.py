from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.draw_four_type import DrawFourType






T = TypeVar("T", bound="DrawFour")



@_attrs_define
class DrawFour:
    """ Play +4: you draw four cards.

        Attributes:
            card (int): A card id from your hand.
            type_ (DrawFourType):
     """

    card: int
    type_: DrawFourType





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        type_ = DrawFourType(d.pop("type"))




        draw_four = cls(
            card=card,
            type_=type_,
        )

        return draw_four

