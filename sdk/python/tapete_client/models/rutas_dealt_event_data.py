from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.rutas_card_view import RutasCardView





T = TypeVar("T", bound="RutasDealtEventData")



@_attrs_define
class RutasDealtEventData:
    """ 
        Attributes:
            count (int):
            deck (int):
            redealt (list[list[RutasCardView]]):
            seat (int):
            cards (list[RutasCardView] | Unset):
     """

    count: int
    deck: int
    redealt: list[list[RutasCardView]]
    seat: int
    cards: list[RutasCardView] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.rutas_card_view import RutasCardView # noqa: PLC0415
        count = self.count

        deck = self.deck

        redealt = []
        for redealt_item_data in self.redealt:
            redealt_item = []
            for redealt_item_item_data in redealt_item_data:
                redealt_item_item = redealt_item_item_data.to_dict()
                redealt_item.append(redealt_item_item)


            redealt.append(redealt_item)



        seat = self.seat

        cards: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = []
            for cards_item_data in self.cards:
                cards_item = cards_item_data.to_dict()
                cards.append(cards_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "count": count,
            "deck": deck,
            "redealt": redealt,
            "seat": seat,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rutas_card_view import RutasCardView # noqa: PLC0415
        d = dict(src_dict)
        count = d.pop("count")

        deck = d.pop("deck")

        redealt = []
        _redealt = d.pop("redealt")
        for redealt_item_data in (_redealt):
            redealt_item = []
            _redealt_item = redealt_item_data
            for redealt_item_item_data in (_redealt_item):
                redealt_item_item = RutasCardView.from_dict(redealt_item_item_data)



                redealt_item.append(redealt_item_item)

            redealt.append(redealt_item)


        seat = d.pop("seat")

        _cards = d.pop("cards", UNSET)
        cards: list[RutasCardView] | Unset = UNSET
        if _cards is not UNSET:
            cards = []
            for cards_item_data in _cards:
                cards_item = RutasCardView.from_dict(cards_item_data)



                cards.append(cards_item)


        rutas_dealt_event_data = cls(
            count=count,
            deck=deck,
            redealt=redealt,
            seat=seat,
            cards=cards,
        )


        rutas_dealt_event_data.additional_properties = d
        return rutas_dealt_event_data

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
