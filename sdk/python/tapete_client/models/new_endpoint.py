from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.new_endpoint_event_types_item import NewEndpointEventTypesItem
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="NewEndpoint")



@_attrs_define
class NewEndpoint:
    """ A new endpoint: where to send, what to send it (no types: every type).

        Attributes:
            url (str): An http(s) URL: no user or password, no fragment, not a private address.
            description (str | Unset):  Default: ''.
            enabled (bool | Unset):  Default: True.
            event_types (list[NewEndpointEventTypesItem] | Unset): The event types it is sent; empty: every type.
     """

    url: str
    description: str | Unset = ''
    enabled: bool | Unset = True
    event_types: list[NewEndpointEventTypesItem] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        url = self.url

        description = self.description

        enabled = self.enabled

        event_types: list[str] | Unset = UNSET
        if not isinstance(self.event_types, Unset):
            event_types = []
            for event_types_item_data in self.event_types:
                event_types_item = event_types_item_data.value
                event_types.append(event_types_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "url": url,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if enabled is not UNSET:
            field_dict["enabled"] = enabled
        if event_types is not UNSET:
            field_dict["event_types"] = event_types

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        description = d.pop("description", UNSET)

        enabled = d.pop("enabled", UNSET)

        _event_types = d.pop("event_types", UNSET)
        event_types: list[NewEndpointEventTypesItem] | Unset = UNSET
        if _event_types is not UNSET:
            event_types = []
            for event_types_item_data in _event_types:
                event_types_item = NewEndpointEventTypesItem(event_types_item_data)



                event_types.append(event_types_item)


        new_endpoint = cls(
            url=url,
            description=description,
            enabled=enabled,
            event_types=event_types,
        )

        return new_endpoint

