from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="KeyInfo")



@_attrs_define
class KeyInfo:
    """ 
        Attributes:
            created_ms (int):
            id (str):
            prefix (str):
            revoked_ms (int | None):
            scopes (list[str]):
     """

    created_ms: int
    id: str
    prefix: str
    revoked_ms: int | None
    scopes: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        created_ms = self.created_ms

        id = self.id

        prefix = self.prefix

        revoked_ms: int | None
        revoked_ms = self.revoked_ms

        scopes = self.scopes




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_ms": created_ms,
            "id": id,
            "prefix": prefix,
            "revoked_ms": revoked_ms,
            "scopes": scopes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_ms = d.pop("created_ms")

        id = d.pop("id")

        prefix = d.pop("prefix")

        def _parse_revoked_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        revoked_ms = _parse_revoked_ms(d.pop("revoked_ms"))


        scopes = cast(list[str], d.pop("scopes"))


        key_info = cls(
            created_ms=created_ms,
            id=id,
            prefix=prefix,
            revoked_ms=revoked_ms,
            scopes=scopes,
        )


        key_info.additional_properties = d
        return key_info

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
