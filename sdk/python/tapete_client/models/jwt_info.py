from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="JwtInfo")



@_attrs_define
class JwtInfo:
    """ 
        Attributes:
            audience (str):
            hs256_fingerprints (list[str]):
            issuer (str):
            public_keys (list[str]):
     """

    audience: str
    hs256_fingerprints: list[str]
    issuer: str
    public_keys: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        audience = self.audience

        hs256_fingerprints = self.hs256_fingerprints



        issuer = self.issuer

        public_keys = self.public_keys




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "audience": audience,
            "hs256_fingerprints": hs256_fingerprints,
            "issuer": issuer,
            "public_keys": public_keys,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        audience = d.pop("audience")

        hs256_fingerprints = cast(list[str], d.pop("hs256_fingerprints"))


        issuer = d.pop("issuer")

        public_keys = cast(list[str], d.pop("public_keys"))


        jwt_info = cls(
            audience=audience,
            hs256_fingerprints=hs256_fingerprints,
            issuer=issuer,
            public_keys=public_keys,
        )


        jwt_info.additional_properties = d
        return jwt_info

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
