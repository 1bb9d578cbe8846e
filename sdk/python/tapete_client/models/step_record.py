from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.logged_event import LoggedEvent
  from ..models.logged_move import LoggedMove





T = TypeVar("T", bound="StepRecord")



@_attrs_define
class StepRecord:
    """ 
        Attributes:
            events (list[LoggedEvent]):
            moves (list[LoggedMove]):
            version (int):
     """

    events: list[LoggedEvent]
    moves: list[LoggedMove]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.logged_event import LoggedEvent # noqa: PLC0415
        from ..models.logged_move import LoggedMove # noqa: PLC0415
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)



        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)



        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "events": events,
            "moves": moves,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.logged_event import LoggedEvent # noqa: PLC0415
        from ..models.logged_move import LoggedMove # noqa: PLC0415
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = LoggedEvent.from_dict(events_item_data)



            events.append(events_item)


        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            moves_item = LoggedMove.from_dict(moves_item_data)



            moves.append(moves_item)


        version = d.pop("version")

        step_record = cls(
            events=events,
            moves=moves,
            version=version,
        )


        step_record.additional_properties = d
        return step_record

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
