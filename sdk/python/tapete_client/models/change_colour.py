from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.change_colour_colour import ChangeColourColour
from ..models.change_colour_type import ChangeColourType






T = TypeVar("T", bound="ChangeColour")



@_attrs_define
class ChangeColour:
    """ Play Cambia color: declare a new colour for an occupied cell. You may then place a card
    of that colour on that cell or on an empty cell (`tres.place`), or pass.

        Attributes:
            card (int): A card id from your hand.
            cell (int): Cell 0..8, row-major.
            colour (ChangeColourColour):
            type_ (ChangeColourType):
     """

    card: int
    cell: int
    colour: ChangeColourColour
    type_: ChangeColourType





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        cell = self.cell

        colour = self.colour.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "cell": cell,
            "colour": colour,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        cell = d.pop("cell")

        colour = ChangeColourColour(d.pop("colour"))




        type_ = ChangeColourType(d.pop("type"))




        change_colour = cls(
            card=card,
            cell=cell,
            colour=colour,
            type_=type_,
        )

        return change_colour

