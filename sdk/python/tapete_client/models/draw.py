from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.draw_type import DrawType
from ..types import UNSET, Unset






T = TypeVar("T", bound="Draw")



@_attrs_define
class Draw:
    """ Draw one card instead of playing. If it can be played you may play it at once or pass;
    `and_pass` ends the turn right after drawing (the timeout default).

        Attributes:
            type_ (DrawType):
            and_pass (bool | Unset):  Default: False.
     """

    type_: DrawType
    and_pass: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        and_pass = self.and_pass


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })
        if and_pass is not UNSET:
            field_dict["and_pass"] = and_pass

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = DrawType(d.pop("type"))




        and_pass = d.pop("and_pass", UNSET)

        draw = cls(
            type_=type_,
            and_pass=and_pass,
        )

        return draw

