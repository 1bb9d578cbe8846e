from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="SeatsRangeRutas")



@_attrs_define
class SeatsRangeRutas:
    """ The table starts by itself as soon as `max` seats are taken, or, once `wait_seconds` have passed since it opened,
    with `min` or more (`min` <= `max`).

        Attributes:
            max_ (int):
            min_ (int):
            wait_seconds (int | Unset):  Default: 30.
     """

    max_: int
    min_: int
    wait_seconds: int | Unset = 30





    def to_dict(self) -> dict[str, Any]:
        max_ = self.max_

        min_ = self.min_

        wait_seconds = self.wait_seconds


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "max": max_,
            "min": min_,
        })
        if wait_seconds is not UNSET:
            field_dict["wait_seconds"] = wait_seconds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_ = d.pop("max")

        min_ = d.pop("min")

        wait_seconds = d.pop("wait_seconds", UNSET)

        seats_range_rutas = cls(
            max_=max_,
            min_=min_,
            wait_seconds=wait_seconds,
        )

        return seats_range_rutas

