from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.twist_stack_type import TwistStackType
from ..types import UNSET, Unset






T = TypeVar("T", bound="TwistStack")



@_attrs_define
class TwistStack:
    """ Play Giro on a stack: its bottom card moves to the top (unsealed stacks of 2+ cards).

        Attributes:
            card (int): A card id from your hand.
            cell (int): Cell 0..8, row-major.
            type_ (TwistStackType):
            announce (bool | Unset):  Default: False.
     """

    card: int
    cell: int
    type_: TwistStackType
    announce: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        cell = self.cell

        type_ = self.type_.value

        announce = self.announce


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "cell": cell,
            "type": type_,
        })
        if announce is not UNSET:
            field_dict["announce"] = announce

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        cell = d.pop("cell")

        type_ = TwistStackType(d.pop("type"))




        announce = d.pop("announce", UNSET)

        twist_stack = cls(
            card=card,
            cell=cell,
            type_=type_,
            announce=announce,
        )

        return twist_stack

