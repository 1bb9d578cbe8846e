from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pass_type import PassType






T = TypeVar("T", bound="Pass")



@_attrs_define
class Pass:
    """ Decline an optional follow-up: the drawn card, the card after Cambia color or Habilitar
    celda, or the stolen card (which is then discarded). Your turn ends.

        Attributes:
            type_ (PassType):
     """

    type_: PassType





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = PassType(d.pop("type"))




        pass_ = cls(
            type_=type_,
        )

        return pass_

