from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.new_key_scopes_item import NewKeyScopesItem
from typing import cast






T = TypeVar("T", bound="NewKey")



@_attrs_define
class NewKey:
    """ A new API key's scopes.

        Attributes:
            scopes (list[NewKeyScopesItem]):
     """

    scopes: list[NewKeyScopesItem]





    def to_dict(self) -> dict[str, Any]:
        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "scopes": scopes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in (_scopes):
            scopes_item = NewKeyScopesItem(scopes_item_data)



            scopes.append(scopes_item)


        new_key = cls(
            scopes=scopes,
        )

        return new_key

