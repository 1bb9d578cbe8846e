from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.reset_type import ResetType






T = TypeVar("T", bound="Reset")



@_attrs_define
class Reset:
    """ Play a Reinicio: every unsealed stack of the chosen line goes to the discard pile. The
    diagonal card takes line 6 or 7, the row card 0-2, the column card 3-5.

        Attributes:
            card (int): A card id from your hand.
            line (int): Line 0..7: rows 0-2, columns 3-5, diagonals 6 (0-4-8), 7 (2-4-6).
            type_ (ResetType):
     """

    card: int
    line: int
    type_: ResetType





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        line = self.line

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "line": line,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        line = d.pop("line")

        type_ = ResetType(d.pop("type"))




        reset = cls(
            card=card,
            line=line,
            type_=type_,
        )

        return reset

