from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.comeback_type import ComebackType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Comeback")



@_attrs_define
class Comeback:
    """ Play El regreso. If a seat is eliminated, the one eliminated first returns with 7 cards
    (omit `line`). Otherwise choose a `line`: its unsealed stacks go back into the deck, which is
    shuffled.

        Attributes:
            card (int): A card id from your hand.
            type_ (ComebackType):
            line (int | None | Unset):
     """

    card: int
    type_: ComebackType
    line: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        type_ = self.type_.value

        line: int | None | Unset
        if isinstance(self.line, Unset):
            line = UNSET
        else:
            line = self.line


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "type": type_,
        })
        if line is not UNSET:
            field_dict["line"] = line

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        type_ = ComebackType(d.pop("type"))




        def _parse_line(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        line = _parse_line(d.pop("line", UNSET))


        comeback = cls(
            card=card,
            type_=type_,
            line=line,
        )

        return comeback

