from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.route_view_direction_type_1 import RouteViewDirectionType1
from ..models.route_view_direction_type_2_type_1 import RouteViewDirectionType2Type1
from ..models.route_view_direction_type_3_type_1 import RouteViewDirectionType3Type1
from typing import cast

if TYPE_CHECKING:
  from ..models.slot_view import SlotView





T = TypeVar("T", bound="RouteView")



@_attrs_define
class RouteView:
    """ 
        Attributes:
            arrow (str):
            cards (list[SlotView]):
            direction (None | RouteViewDirectionType1 | RouteViewDirectionType2Type1 | RouteViewDirectionType3Type1):
            in_range (bool):
            index (int):
            owner (int):
            selling (bool):
            suit (None | str):
            total (int):
     """

    arrow: str
    cards: list[SlotView]
    direction: None | RouteViewDirectionType1 | RouteViewDirectionType2Type1 | RouteViewDirectionType3Type1
    in_range: bool
    index: int
    owner: int
    selling: bool
    suit: None | str
    total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.slot_view import SlotView # noqa: PLC0415
        arrow = self.arrow

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)



        direction: None | str
        if isinstance(self.direction, RouteViewDirectionType1):
            direction = self.direction.value
        elif isinstance(self.direction, RouteViewDirectionType2Type1):
            direction = self.direction.value
        elif isinstance(self.direction, RouteViewDirectionType3Type1):
            direction = self.direction.value
        else:
            direction = self.direction

        in_range = self.in_range

        index = self.index

        owner = self.owner

        selling = self.selling

        suit: None | str
        suit = self.suit

        total = self.total


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "arrow": arrow,
            "cards": cards,
            "direction": direction,
            "in_range": in_range,
            "index": index,
            "owner": owner,
            "selling": selling,
            "suit": suit,
            "total": total,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.slot_view import SlotView # noqa: PLC0415
        d = dict(src_dict)
        arrow = d.pop("arrow")

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in (_cards):
            cards_item = SlotView.from_dict(cards_item_data)



            cards.append(cards_item)


        def _parse_direction(data: object) -> None | RouteViewDirectionType1 | RouteViewDirectionType2Type1 | RouteViewDirectionType3Type1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_1 = RouteViewDirectionType1(data)



                return direction_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_2_type_1 = RouteViewDirectionType2Type1(data)



                return direction_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_3_type_1 = RouteViewDirectionType3Type1(data)



                return direction_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RouteViewDirectionType1 | RouteViewDirectionType2Type1 | RouteViewDirectionType3Type1, data)

        direction = _parse_direction(d.pop("direction"))


        in_range = d.pop("in_range")

        index = d.pop("index")

        owner = d.pop("owner")

        selling = d.pop("selling")

        def _parse_suit(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        suit = _parse_suit(d.pop("suit"))


        total = d.pop("total")

        route_view = cls(
            arrow=arrow,
            cards=cards,
            direction=direction,
            in_range=in_range,
            index=index,
            owner=owner,
            selling=selling,
            suit=suit,
            total=total,
        )


        route_view.additional_properties = d
        return route_view

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
