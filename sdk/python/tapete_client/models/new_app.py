from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="NewApp")



@_attrs_define
class NewApp:
    """ A new app: its name and the browser origins allowed to name it (none: any).

        Attributes:
            name (str): 1-32 characters, no control characters, at least one visible character. Spaces (any Unicode space)
                and zero-width characters around the name are removed.
            origins (list[str] | Unset):
     """

    name: str
    origins: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        origins: list[str] | Unset = UNSET
        if not isinstance(self.origins, Unset):
            origins = self.origins




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if origins is not UNSET:
            field_dict["origins"] = origins

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        origins = cast(list[str], d.pop("origins", UNSET))


        new_app = cls(
            name=name,
            origins=origins,
        )

        return new_app

