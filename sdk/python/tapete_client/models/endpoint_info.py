from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="EndpointInfo")



@_attrs_define
class EndpointInfo:
    """ 
        Attributes:
            created_ms (int):
            description (str):
            disabled_reason (None | str):
            enabled (bool):
            event_types (list[str]):
            failing_since_ms (int | None):
            id (str):
            previous_secret_until_ms (int | None):
            url (str):
     """

    created_ms: int
    description: str
    disabled_reason: None | str
    enabled: bool
    event_types: list[str]
    failing_since_ms: int | None
    id: str
    previous_secret_until_ms: int | None
    url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        created_ms = self.created_ms

        description = self.description

        disabled_reason: None | str
        disabled_reason = self.disabled_reason

        enabled = self.enabled

        event_types = self.event_types



        failing_since_ms: int | None
        failing_since_ms = self.failing_since_ms

        id = self.id

        previous_secret_until_ms: int | None
        previous_secret_until_ms = self.previous_secret_until_ms

        url = self.url


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_ms": created_ms,
            "description": description,
            "disabled_reason": disabled_reason,
            "enabled": enabled,
            "event_types": event_types,
            "failing_since_ms": failing_since_ms,
            "id": id,
            "previous_secret_until_ms": previous_secret_until_ms,
            "url": url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_ms = d.pop("created_ms")

        description = d.pop("description")

        def _parse_disabled_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        disabled_reason = _parse_disabled_reason(d.pop("disabled_reason"))


        enabled = d.pop("enabled")

        event_types = cast(list[str], d.pop("event_types"))


        def _parse_failing_since_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        failing_since_ms = _parse_failing_since_ms(d.pop("failing_since_ms"))


        id = d.pop("id")

        def _parse_previous_secret_until_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        previous_secret_until_ms = _parse_previous_secret_until_ms(d.pop("previous_secret_until_ms"))


        url = d.pop("url")

        endpoint_info = cls(
            created_ms=created_ms,
            description=description,
            disabled_reason=disabled_reason,
            enabled=enabled,
            event_types=event_types,
            failing_since_ms=failing_since_ms,
            id=id,
            previous_secret_until_ms=previous_secret_until_ms,
            url=url,
        )


        endpoint_info.additional_properties = d
        return endpoint_info

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
