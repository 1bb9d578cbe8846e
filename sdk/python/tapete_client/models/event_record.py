from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.event_record_data import EventRecordData





T = TypeVar("T", bound="EventRecord")



@_attrs_define
class EventRecord:
    """ One logged step, redacted for the caller.

        Attributes:
            data (EventRecordData): What happened, by `type`. The table's own events: `player_joined` (`member`,
                `name`), `bot_added` (`member`, `name`, `level`), `bot_removed` (`member`), `settings_changed`
                ({}), `game_started` (`seats`), `table_cancelled` (`scores`), `game_over` (`reason`,
                `winners`), `seat_forfeited` (`seat`, `reason`), `game_aborted` (`seat`, `reason`). Each game
                adds its own (cards played and drawn, rounds resolved...), documented with the game's rules;
                clients must ignore types they do not know.
            type_ (str): The event's kind, e.g. `game_over`.
            version (int):
     """

    data: EventRecordData
    type_: str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.event_record_data import EventRecordData # noqa: PLC0415
        data = self.data.to_dict()

        type_ = self.type_

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "data": data,
            "type": type_,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event_record_data import EventRecordData # noqa: PLC0415
        d = dict(src_dict)
        data = EventRecordData.from_dict(d.pop("data"))




        type_ = d.pop("type")

        version = d.pop("version")

        event_record = cls(
            data=data,
            type_=type_,
            version=version,
        )


        event_record.additional_properties = d
        return event_record

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
