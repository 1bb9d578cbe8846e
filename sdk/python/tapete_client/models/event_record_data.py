from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="EventRecordData")



@_attrs_define
class EventRecordData:
    """ What happened, by `type`. The table's own events: `player_joined` (`member`,
    `name`), `bot_added` (`member`, `name`, `level`), `bot_removed` (`member`), `settings_changed`
    ({}), `game_started` (`seats`), `table_cancelled` (`scores`), `game_over` (`reason`,
    `winners`), `seat_forfeited` (`seat`, `reason`), `game_aborted` (`seat`, `reason`). Each game
    adds its own (cards played and drawn, rounds resolved...), documented with the game's rules;
    clients must ignore types they do not know.

     """

    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        
        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event_record_data = cls(
        )


        event_record_data.additional_properties = d
        return event_record_data

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
