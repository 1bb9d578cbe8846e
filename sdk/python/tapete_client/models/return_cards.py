from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.return_cards_type import ReturnCardsType
from typing import cast






T = TypeVar("T", bound="ReturnCards")



@_attrs_define
class ReturnCards:
    """ Answer a -4: the cards of your hand that go to the bottom of the deck (exactly four, or
    your whole hand if it has four or fewer).

        Attributes:
            cards (list[int]):
            type_ (ReturnCardsType):
     """

    cards: list[int]
    type_: ReturnCardsType





    def to_dict(self) -> dict[str, Any]:
        cards = self.cards



        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "cards": cards,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        cards = cast(list[int], d.pop("cards"))


        type_ = ReturnCardsType(d.pop("type"))




        return_cards = cls(
            cards=cards,
            type_=type_,
        )

        return return_cards

