from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.new_report_reason import NewReportReason
from ..types import UNSET, Unset






T = TypeVar("T", bound="NewReport")



@_attrs_define
class NewReport:
    """ Why the message is reported (default `other`).

        Attributes:
            reason (NewReportReason | Unset):  Default: NewReportReason.OTHER.
     """

    reason: NewReportReason | Unset = NewReportReason.OTHER





    def to_dict(self) -> dict[str, Any]:
        reason: str | Unset = UNSET
        if not isinstance(self.reason, Unset):
            reason = self.reason.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _reason = d.pop("reason", UNSET)
        reason: NewReportReason | Unset
        if isinstance(_reason,  Unset):
            reason = UNSET
        else:
            reason = NewReportReason(_reason)




        new_report = cls(
            reason=reason,
        )

        return new_report

