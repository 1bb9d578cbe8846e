from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.table_player_left_event_data import TablePlayerLeftEventData





T = TypeVar("T", bound="TablePlayerLeftEvent")



@_attrs_define
class TablePlayerLeftEvent:
    """ 
        Attributes:
            data (TablePlayerLeftEventData): A quick-play table starting by itself found this seat not connected (C8): it
                left the
                table first (`reason` `not_connected`). `member` is absent for the playing host.
            type_ (Literal['player_left']):
            version (int):
     """

    data: TablePlayerLeftEventData
    type_: Literal['player_left']
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.table_player_left_event_data import TablePlayerLeftEventData # noqa: PLC0415
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
        from ..models.table_player_left_event_data import TablePlayerLeftEventData # noqa: PLC0415
        d = dict(src_dict)
        data = TablePlayerLeftEventData.from_dict(d.pop("data"))




        type_ = cast(Literal['player_left'] , d.pop("type"))
        if type_ != 'player_left':
            raise ValueError(f"type must match const 'player_left', got '{type_}'")

        version = d.pop("version")

        table_player_left_event = cls(
            data=data,
            type_=type_,
            version=version,
        )


        table_player_left_event.additional_properties = d
        return table_player_left_event

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
