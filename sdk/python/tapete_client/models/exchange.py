from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.exchange_type import ExchangeType
from ..types import UNSET, Unset






T = TypeVar("T", bound="Exchange")



@_attrs_define
class Exchange:
    """ Play Intercambio: swap the top cards of two unsealed occupied cells.

        Attributes:
            card (int): A card id from your hand.
            first (int): Cell 0..8, row-major.
            second (int): Cell 0..8, row-major.
            type_ (ExchangeType):
            announce (bool | Unset):  Default: False.
     """

    card: int
    first: int
    second: int
    type_: ExchangeType
    announce: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        first = self.first

        second = self.second

        type_ = self.type_.value

        announce = self.announce


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "first": first,
            "second": second,
            "type": type_,
        })
        if announce is not UNSET:
            field_dict["announce"] = announce

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        first = d.pop("first")

        second = d.pop("second")

        type_ = ExchangeType(d.pop("type"))




        announce = d.pop("announce", UNSET)

        exchange = cls(
            card=card,
            first=first,
            second=second,
            type_=type_,
            announce=announce,
        )

        return exchange

