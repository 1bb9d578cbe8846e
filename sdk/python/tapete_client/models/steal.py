from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.steal_type import StealType






T = TypeVar("T", bound="Steal")



@_attrs_define
class Steal:
    """ Play Donación forzosa: take a random card from the `target` seat's hand. If it can
    complete a line you may play it at once (announcing); otherwise it is discarded.

        Attributes:
            card (int): A card id from your hand.
            target (int):
            type_ (StealType):
     """

    card: int
    target: int
    type_: StealType





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        target = self.target

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "target": target,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        target = d.pop("target")

        type_ = StealType(d.pop("type"))




        steal = cls(
            card=card,
            target=target,
            type_=type_,
        )

        return steal

