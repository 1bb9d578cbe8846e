from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.dissolve_type import DissolveType






T = TypeVar("T", bound="Dissolve")



@_attrs_define
class Dissolve:
    """ Empty your route `route` (0..2): every card on it goes to its owner's discard pile.
    No card is drawn.

        Attributes:
            route (int):
            type_ (DissolveType):
     """

    route: int
    type_: DissolveType





    def to_dict(self) -> dict[str, Any]:
        route = self.route

        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "route": route,
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        route = d.pop("route")

        type_ = DissolveType(d.pop("type"))




        dissolve = cls(
            route=route,
            type_=type_,
        )

        return dissolve

