from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.tres_card_view import TresCardView





T = TypeVar("T", bound="TresHandsSwappedEventData")



@_attrs_define
class TresHandsSwappedEventData:
    """ 
        Attributes:
            seat (int):
            target (int):
            received (list[TresCardView] | Unset):
     """

    seat: int
    target: int
    received: list[TresCardView] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.tres_card_view import TresCardView # noqa: PLC0415
        seat = self.seat

        target = self.target

        received: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.received, Unset):
            received = []
            for received_item_data in self.received:
                received_item = received_item_data.to_dict()
                received.append(received_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
            "target": target,
        })
        if received is not UNSET:
            field_dict["received"] = received

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tres_card_view import TresCardView # noqa: PLC0415
        d = dict(src_dict)
        seat = d.pop("seat")

        target = d.pop("target")

        _received = d.pop("received", UNSET)
        received: list[TresCardView] | Unset = UNSET
        if _received is not UNSET:
            received = []
            for received_item_data in _received:
                received_item = TresCardView.from_dict(received_item_data)



                received.append(received_item)


        tres_hands_swapped_event_data = cls(
            seat=seat,
            target=target,
            received=received,
        )


        tres_hands_swapped_event_data.additional_properties = d
        return tres_hands_swapped_event_data

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
