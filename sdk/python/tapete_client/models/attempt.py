from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Attempt")



@_attrs_define
class Attempt:
    """ 
        Attributes:
            at_ms (int):
            attempt (int):
            event_type (str):
            latency_ms (int):
            message_id (str):
            delivered (bool | Unset):  Default: False.
            error (None | str | Unset):
            status (int | None | Unset):
     """

    at_ms: int
    attempt: int
    event_type: str
    latency_ms: int
    message_id: str
    delivered: bool | Unset = False
    error: None | str | Unset = UNSET
    status: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        at_ms = self.at_ms

        attempt = self.attempt

        event_type = self.event_type

        latency_ms = self.latency_ms

        message_id = self.message_id

        delivered = self.delivered

        error: None | str | Unset
        if isinstance(self.error, Unset):
            error = UNSET
        else:
            error = self.error

        status: int | None | Unset
        if isinstance(self.status, Unset):
            status = UNSET
        else:
            status = self.status


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "at_ms": at_ms,
            "attempt": attempt,
            "event_type": event_type,
            "latency_ms": latency_ms,
            "message_id": message_id,
        })
        if delivered is not UNSET:
            field_dict["delivered"] = delivered
        if error is not UNSET:
            field_dict["error"] = error
        if status is not UNSET:
            field_dict["status"] = status

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at_ms = d.pop("at_ms")

        attempt = d.pop("attempt")

        event_type = d.pop("event_type")

        latency_ms = d.pop("latency_ms")

        message_id = d.pop("message_id")

        delivered = d.pop("delivered", UNSET)

        def _parse_error(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        error = _parse_error(d.pop("error", UNSET))


        def _parse_status(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        status = _parse_status(d.pop("status", UNSET))


        attempt = cls(
            at_ms=at_ms,
            attempt=attempt,
            event_type=event_type,
            latency_ms=latency_ms,
            message_id=message_id,
            delivered=delivered,
            error=error,
            status=status,
        )


        attempt.additional_properties = d
        return attempt

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
