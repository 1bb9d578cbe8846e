from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.discard_type import DiscardType






T = TypeVar("T", bound="Discard")



@_attrs_define
class Discard:
    """ Put card `card` from your hand on your discard pile, then draw (in the opening: only
    when your hand holds no number card).

        Attributes:
            card (int):
            type_ (DiscardType):
     """

    card: int
    type_: DiscardType





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

        type_ = DiscardType(d.pop("type"))




        discard = cls(
            card=card,
            type_=type_,
        )

        return discard

