from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.add_bot_level import AddBotLevel
from ..types import UNSET, Unset






T = TypeVar("T", bound="AddBot")



@_attrs_define
class AddBot:
    """ The host fills a seat with a bot.

        Attributes:
            level (AddBotLevel | Unset):  Default: AddBotLevel.EASY.
     """

    level: AddBotLevel | Unset = AddBotLevel.EASY





    def to_dict(self) -> dict[str, Any]:
        level: str | Unset = UNSET
        if not isinstance(self.level, Unset):
            level = self.level.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if level is not UNSET:
            field_dict["level"] = level

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _level = d.pop("level", UNSET)
        level: AddBotLevel | Unset
        if isinstance(_level,  Unset):
            level = UNSET
        else:
            level = AddBotLevel(_level)




        add_bot = cls(
            level=level,
        )

        return add_bot

