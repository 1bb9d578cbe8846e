from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.swap_hands_type import SwapHandsType






T = TypeVar("T", bound="SwapHands")



@_attrs_define
class SwapHands:
    """ Play Mano a mano: swap your whole hand with the hand of the `target` seat.

        Attributes:
            card (int): A card id from your hand.
            target (int):
            type_ (SwapHandsType):
     """

    card: int
    target: int
    type_: SwapHandsType





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

        type_ = SwapHandsType(d.pop("type"))




        swap_hands = cls(
            card=card,
            target=target,
            type_=type_,
        )

        return swap_hands

