from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.table_settings_changed_event_data import TableSettingsChangedEventData





T = TypeVar("T", bound="TableSettingsChangedEvent")



@_attrs_define
class TableSettingsChangedEvent:
    """ 
        Attributes:
            data (TableSettingsChangedEventData):
            type_ (Literal['settings_changed']):
            version (int):
     """

    data: TableSettingsChangedEventData
    type_: Literal['settings_changed']
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.table_settings_changed_event_data import TableSettingsChangedEventData # noqa: PLC0415
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
        from ..models.table_settings_changed_event_data import TableSettingsChangedEventData # noqa: PLC0415
        d = dict(src_dict)
        data = TableSettingsChangedEventData.from_dict(d.pop("data"))




        type_ = cast(Literal['settings_changed'] , d.pop("type"))
        if type_ != 'settings_changed':
            raise ValueError(f"type must match const 'settings_changed', got '{type_}'")

        version = d.pop("version")

        table_settings_changed_event = cls(
            data=data,
            type_=type_,
            version=version,
        )


        table_settings_changed_event.additional_properties = d
        return table_settings_changed_event

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
