from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.audit_entry_detail import AuditEntryDetail





T = TypeVar("T", bound="AuditEntry")



@_attrs_define
class AuditEntry:
    """ 
        Attributes:
            action (str):
            actor (str):
            at_ms (int):
            target (str):
            address (None | str | Unset):
            detail (AuditEntryDetail | Unset):
     """

    action: str
    actor: str
    at_ms: int
    target: str
    address: None | str | Unset = UNSET
    detail: AuditEntryDetail | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.audit_entry_detail import AuditEntryDetail # noqa: PLC0415
        action = self.action

        actor = self.actor

        at_ms = self.at_ms

        target = self.target

        address: None | str | Unset
        if isinstance(self.address, Unset):
            address = UNSET
        else:
            address = self.address

        detail: dict[str, Any] | Unset = UNSET
        if not isinstance(self.detail, Unset):
            detail = self.detail.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "action": action,
            "actor": actor,
            "at_ms": at_ms,
            "target": target,
        })
        if address is not UNSET:
            field_dict["address"] = address
        if detail is not UNSET:
            field_dict["detail"] = detail

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.audit_entry_detail import AuditEntryDetail # noqa: PLC0415
        d = dict(src_dict)
        action = d.pop("action")

        actor = d.pop("actor")

        at_ms = d.pop("at_ms")

        target = d.pop("target")

        def _parse_address(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        address = _parse_address(d.pop("address", UNSET))


        _detail = d.pop("detail", UNSET)
        detail: AuditEntryDetail | Unset
        if isinstance(_detail,  Unset):
            detail = UNSET
        else:
            detail = AuditEntryDetail.from_dict(_detail)




        audit_entry = cls(
            action=action,
            actor=actor,
            at_ms=at_ms,
            target=target,
            address=address,
            detail=detail,
        )


        audit_entry.additional_properties = d
        return audit_entry

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
