from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.minus_four_type import MinusFourType






T = TypeVar("T", bound="MinusFour")



@_attrs_define
class MinusFour:
    """ Play -4: the next player returns four cards of their choice (all if fewer) to the bottom
    of the deck and loses their turn.

        Attributes:
            card (int): A card id from your hand.
            type_ (MinusFourType):
     """

    card: int
    type_: MinusFourType





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

        type_ = MinusFourType(d.pop("type"))




        minus_four = cls(
            card=card,
            type_=type_,
        )

        return minus_four

