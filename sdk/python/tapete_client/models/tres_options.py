from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tres_options_turn_seconds import TresOptionsTurnSeconds
from ..types import UNSET, Unset






T = TypeVar("T", bound="TresOptions")



@_attrs_define
class TresOptions:
    """ TRES table options.

        Attributes:
            turn_seconds (TresOptionsTurnSeconds | Unset):  Default: TresOptionsTurnSeconds.VALUE_30.
     """

    turn_seconds: TresOptionsTurnSeconds | Unset = TresOptionsTurnSeconds.VALUE_30





    def to_dict(self) -> dict[str, Any]:
        turn_seconds: int | Unset = UNSET
        if not isinstance(self.turn_seconds, Unset):
            turn_seconds = self.turn_seconds.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if turn_seconds is not UNSET:
            field_dict["turn_seconds"] = turn_seconds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _turn_seconds = d.pop("turn_seconds", UNSET)
        turn_seconds: TresOptionsTurnSeconds | Unset
        if isinstance(_turn_seconds,  Unset):
            turn_seconds = UNSET
        else:
            turn_seconds = TresOptionsTurnSeconds(_turn_seconds)




        tres_options = cls(
            turn_seconds=turn_seconds,
        )

        return tres_options

