from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.logged_event_data import LoggedEventData
  from ..models.logged_event_private import LoggedEventPrivate





T = TypeVar("T", bound="LoggedEvent")



@_attrs_define
class LoggedEvent:
    """ 
        Attributes:
            data (LoggedEventData):
            private (LoggedEventPrivate):
            type_ (str):
     """

    data: LoggedEventData
    private: LoggedEventPrivate
    type_: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.logged_event_data import LoggedEventData # noqa: PLC0415
        from ..models.logged_event_private import LoggedEventPrivate # noqa: PLC0415
        data = self.data.to_dict()

        private = self.private.to_dict()

        type_ = self.type_


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "data": data,
            "private": private,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.logged_event_data import LoggedEventData # noqa: PLC0415
        from ..models.logged_event_private import LoggedEventPrivate # noqa: PLC0415
        d = dict(src_dict)
        data = LoggedEventData.from_dict(d.pop("data"))




        private = LoggedEventPrivate.from_dict(d.pop("private"))




        type_ = d.pop("type")

        logged_event = cls(
            data=data,
            private=private,
            type_=type_,
        )


        logged_event.additional_properties = d
        return logged_event

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
