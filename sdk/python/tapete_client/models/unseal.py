from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.unseal_type import UnsealType






T = TypeVar("T", bound="Unseal")



@_attrs_define
class Unseal:
    """ Play Habilitar celda on a sealed cell: the seal and this card are discarded. You may then
    place a number card or Numeral (`tres.place`), or pass.

        Attributes:
            card (int): A card id from your hand.
            cell (int): Cell 0..8, row-major.
            type_ (UnsealType):
     """

    card: int
    cell: int
    type_: UnsealType





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        cell = self.cell

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "cell": cell,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        cell = d.pop("cell")

        type_ = UnsealType(d.pop("type"))




        unseal = cls(
            card=card,
            cell=cell,
            type_=type_,
        )

        return unseal

