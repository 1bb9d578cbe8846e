from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.presence import Presence





T = TypeVar("T", bound="FriendEntry")



@_attrs_define
class FriendEntry:
    """ 
        Attributes:
            id (str):
            name (str):
            since_ms (int):
            presence (None | Presence | Unset):
     """

    id: str
    name: str
    since_ms: int
    presence: None | Presence | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.presence import Presence # noqa: PLC0415
        id = self.id

        name = self.name

        since_ms = self.since_ms

        presence: dict[str, Any] | None | Unset
        if isinstance(self.presence, Unset):
            presence = UNSET
        elif isinstance(self.presence, Presence):
            presence = self.presence.to_dict()
        else:
            presence = self.presence


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "name": name,
            "since_ms": since_ms,
        })
        if presence is not UNSET:
            field_dict["presence"] = presence

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.presence import Presence # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        since_ms = d.pop("since_ms")

        def _parse_presence(data: object) -> None | Presence | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                presence_type_0 = Presence.from_dict(data)



                return presence_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Presence | Unset, data)

        presence = _parse_presence(d.pop("presence", UNSET))


        friend_entry = cls(
            id=id,
            name=name,
            since_ms=since_ms,
            presence=presence,
        )


        friend_entry.additional_properties = d
        return friend_entry

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
