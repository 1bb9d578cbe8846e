from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="Rename")



@_attrs_define
class Rename:
    """ What to change: a new display name, whether your friends see your presence, or both.

        Attributes:
            name (str | Unset): 1-32 characters, no control characters, at least one visible character. Spaces (any Unicode
                space) and zero-width characters around the name are removed.
            show_presence (bool | Unset):
     """

    name: str | Unset = UNSET
    show_presence: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        show_presence = self.show_presence


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if name is not UNSET:
            field_dict["name"] = name
        if show_presence is not UNSET:
            field_dict["show_presence"] = show_presence

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        show_presence = d.pop("show_presence", UNSET)

        rename = cls(
            name=name,
            show_presence=show_presence,
        )

        return rename

