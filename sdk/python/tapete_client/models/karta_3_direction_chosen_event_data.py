from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.karta_3_direction_chosen_event_data_direction import Karta3DirectionChosenEventDataDirection
from ..types import UNSET, Unset






T = TypeVar("T", bound="Karta3DirectionChosenEventData")



@_attrs_define
class Karta3DirectionChosenEventData:
    """ 
        Attributes:
            seat (int):
            direction (Karta3DirectionChosenEventDataDirection | Unset):
     """

    seat: int
    direction: Karta3DirectionChosenEventDataDirection | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        direction: str | Unset = UNSET
        if not isinstance(self.direction, Unset):
            direction = self.direction.value



        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
        })
        if direction is not UNSET:
            field_dict["direction"] = direction

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        _direction = d.pop("direction", UNSET)
        direction: Karta3DirectionChosenEventDataDirection | Unset
        if isinstance(_direction,  Unset):
            direction = UNSET
        else:
            direction = Karta3DirectionChosenEventDataDirection(_direction)




        karta_3_direction_chosen_event_data = cls(
            seat=seat,
            direction=direction,
        )


        karta_3_direction_chosen_event_data.additional_properties = d
        return karta_3_direction_chosen_event_data

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
