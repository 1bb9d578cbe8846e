from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.call_direction_direction import CallDirectionDirection
from ..models.call_direction_type import CallDirectionType






T = TypeVar("T", bound="CallDirection")



@_attrs_define
class CallDirection:
    """ The opener calls High or Low before (or after) choosing the card; private until played.

        Attributes:
            direction (CallDirectionDirection):
            type_ (CallDirectionType):
     """

    direction: CallDirectionDirection
    type_: CallDirectionType





    def to_dict(self) -> dict[str, Any]:
        direction = self.direction.value

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "direction": direction,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        direction = CallDirectionDirection(d.pop("direction"))




        type_ = CallDirectionType(d.pop("type"))




        call_direction = cls(
            direction=direction,
            type_=type_,
        )

        return call_direction

