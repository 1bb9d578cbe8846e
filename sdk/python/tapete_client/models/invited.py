from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.invited_answer import InvitedAnswer






T = TypeVar("T", bound="Invited")



@_attrs_define
class Invited:
    """ 
        Attributes:
            answer (InvitedAnswer):
            by (str):
            id (str):
            name (str):
            sent_ms (int):
     """

    answer: InvitedAnswer
    by: str
    id: str
    name: str
    sent_ms: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        answer = self.answer.value

        by = self.by

        id = self.id

        name = self.name

        sent_ms = self.sent_ms


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "answer": answer,
            "by": by,
            "id": id,
            "name": name,
            "sent_ms": sent_ms,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        answer = InvitedAnswer(d.pop("answer"))




        by = d.pop("by")

        id = d.pop("id")

        name = d.pop("name")

        sent_ms = d.pop("sent_ms")

        invited = cls(
            answer=answer,
            by=by,
            id=id,
            name=name,
            sent_ms=sent_ms,
        )


        invited.additional_properties = d
        return invited

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
