from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.twist_line_type import TwistLineType
from ..types import UNSET, Unset






T = TypeVar("T", bound="TwistLine")



@_attrs_define
class TwistLine:
    """ Play Giro on a line: its two end stacks swap places, the middle stays (no sealed end).

        Attributes:
            card (int): A card id from your hand.
            line (int): Line 0..7: rows 0-2, columns 3-5, diagonals 6 (0-4-8), 7 (2-4-6).
            type_ (TwistLineType):
            announce (bool | Unset):  Default: False.
     """

    card: int
    line: int
    type_: TwistLineType
    announce: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        line = self.line

        type_ = self.type_.value

        announce = self.announce


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "line": line,
            "type": type_,
        })
        if announce is not UNSET:
            field_dict["announce"] = announce

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        line = d.pop("line")

        type_ = TwistLineType(d.pop("type"))




        announce = d.pop("announce", UNSET)

        twist_line = cls(
            card=card,
            line=line,
            type_=type_,
            announce=announce,
        )

        return twist_line

