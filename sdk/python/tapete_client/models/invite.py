from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Invite")



@_attrs_define
class Invite:
    """ Whom to invite: a player id of the same app.

        Attributes:
            player (str):
     """

    player: str





    def to_dict(self) -> dict[str, Any]:
        player = self.player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        invite = cls(
            player=player,
        )

        return invite

