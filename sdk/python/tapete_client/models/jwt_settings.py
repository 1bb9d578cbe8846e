from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="JwtSettings")



@_attrs_define
class JwtSettings:
    """ How the app's player JWTs are verified (docs/apps.md, "JWTs per app"), all at once: a
    token must be signed by one of the HS256 secrets or public keys (RSA: RS256, Ed25519:
    EdDSA, as PEM) and carry this `aud` and `iss`. Several secrets or keys are live together
    while one is rotated; none at all: the app accepts no JWTs. The secrets are never shown
    again (a fingerprint is).

        Attributes:
            audience (str):
            issuer (str):
            hs256_secrets (list[str] | Unset):
            public_keys (list[str] | Unset):
     """

    audience: str
    issuer: str
    hs256_secrets: list[str] | Unset = UNSET
    public_keys: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        audience = self.audience

        issuer = self.issuer

        hs256_secrets: list[str] | Unset = UNSET
        if not isinstance(self.hs256_secrets, Unset):
            hs256_secrets = self.hs256_secrets



        public_keys: list[str] | Unset = UNSET
        if not isinstance(self.public_keys, Unset):
            public_keys = self.public_keys




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "audience": audience,
            "issuer": issuer,
        })
        if hs256_secrets is not UNSET:
            field_dict["hs256_secrets"] = hs256_secrets
        if public_keys is not UNSET:
            field_dict["public_keys"] = public_keys

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        audience = d.pop("audience")

        issuer = d.pop("issuer")

        hs256_secrets = cast(list[str], d.pop("hs256_secrets", UNSET))


        public_keys = cast(list[str], d.pop("public_keys", UNSET))


        jwt_settings = cls(
            audience=audience,
            issuer=issuer,
            hs256_secrets=hs256_secrets,
            public_keys=public_keys,
        )

        return jwt_settings

