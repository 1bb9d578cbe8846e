from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.tres_card_view import TresCardView





T = TypeVar("T", bound="TresToDeckEventData")



@_attrs_define
class TresToDeckEventData:
    """ 
        Attributes:
            cards (list[TresCardView]):
            shuffled (bool):
     """

    cards: list[TresCardView]
    shuffled: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.tres_card_view import TresCardView # noqa: PLC0415
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        shuffled = self.shuffled


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "cards": cards,
            "shuffled": shuffled,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tres_card_view import TresCardView # noqa: PLC0415
        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = TresCardView.from_dict(cards_item_data)



            cards.append(cards_item)


        shuffled = d.pop("shuffled")

        tres_to_deck_event_data = cls(
            cards=cards,
            shuffled=shuffled,
        )


        tres_to_deck_event_data.additional_properties = d
        return tres_to_deck_event_data

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
