from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.started_seat import StartedSeat





T = TypeVar("T", bound="TableGameStartedEventData")



@_attrs_define
class TableGameStartedEventData:
    """ 
        Attributes:
            seats (list[StartedSeat]):
     """

    seats: list[StartedSeat]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.started_seat import StartedSeat # noqa: PLC0415
        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seats": seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.started_seat import StartedSeat # noqa: PLC0415
        d = dict(src_dict)
        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = StartedSeat.from_dict(seats_item_data)



            seats.append(seats_item)


        table_game_started_event_data = cls(
            seats=seats,
        )


        table_game_started_event_data.additional_properties = d
        return table_game_started_event_data

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
