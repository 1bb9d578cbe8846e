from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.place_type import PlaceType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Place")



@_attrs_define
class Place:
    """ Place a number card, a Numeral (declare `number`), an Interrogación or a Reversa, Saltar
    or +2 on a cell. Set `announce` ("¡TRES!") when the card completes a line: you win; a line
    completed without it is a foul (the card is discarded, you draw 3, your turn ends).

        Attributes:
            card (int): A card id from your hand.
            cell (int): Cell 0..8, row-major.
            type_ (PlaceType):
            announce (bool | Unset):  Default: False.
            number (int | None | Unset):
     """

    card: int
    cell: int
    type_: PlaceType
    announce: bool | Unset = False
    number: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        cell = self.cell

        type_ = self.type_.value

        announce = self.announce

        number: int | None | Unset
        if isinstance(self.number, Unset):
            number = UNSET
        else:
            number = self.number


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "cell": cell,
            "type": type_,
        })
        if announce is not UNSET:
            field_dict["announce"] = announce
        if number is not UNSET:
            field_dict["number"] = number

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        cell = d.pop("cell")

        type_ = PlaceType(d.pop("type"))




        announce = d.pop("announce", UNSET)

        def _parse_number(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        number = _parse_number(d.pop("number", UNSET))


        place = cls(
            card=card,
            cell=cell,
            type_=type_,
            announce=announce,
            number=number,
        )

        return place

