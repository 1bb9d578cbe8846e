from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.report_receipt_reason import ReportReceiptReason






T = TypeVar("T", bound="ReportReceipt")



@_attrs_define
class ReportReceipt:
    """ 
        Attributes:
            code (str):
            created_ms (int):
            id (str):
            number (int):
            reason (ReportReceiptReason):
     """

    code: str
    created_ms: int
    id: str
    number: int
    reason: ReportReceiptReason
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        code = self.code

        created_ms = self.created_ms

        id = self.id

        number = self.number

        reason = self.reason.value


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "created_ms": created_ms,
            "id": id,
            "number": number,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        created_ms = d.pop("created_ms")

        id = d.pop("id")

        number = d.pop("number")

        reason = ReportReceiptReason(d.pop("reason"))




        report_receipt = cls(
            code=code,
            created_ms=created_ms,
            id=id,
            number=number,
            reason=reason,
        )


        report_receipt.additional_properties = d
        return report_receipt

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
