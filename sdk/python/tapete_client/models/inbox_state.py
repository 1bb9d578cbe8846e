from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="InboxState")



@_attrs_define
class InboxState:
    """ An `inbox` message's data: the inbox's `version` (as GET /players/me/notifications answers it), how many
    notifications are `unread`, and their ids (`unread_ids`, newest first): a notification not among them is read

        Attributes:
            unread (int):
            unread_ids (list[int]):
            version (int):
     """

    unread: int
    unread_ids: list[int]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        unread = self.unread

        unread_ids = self.unread_ids



        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "unread": unread,
            "unread_ids": unread_ids,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        unread = d.pop("unread")

        unread_ids = cast(list[int], d.pop("unread_ids"))


        version = d.pop("version")

        inbox_state = cls(
            unread=unread,
            unread_ids=unread_ids,
            version=version,
        )


        inbox_state.additional_properties = d
        return inbox_state

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
