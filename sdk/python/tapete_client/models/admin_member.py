from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="AdminMember")



@_attrs_define
class AdminMember:
    """ 
        Attributes:
            automatic (bool):
            bot_level (None | str):
            host (bool):
            member (int):
            name (str):
            player (None | str):
            timeouts (int):
     """

    automatic: bool
    bot_level: None | str
    host: bool
    member: int
    name: str
    player: None | str
    timeouts: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        automatic = self.automatic

        bot_level: None | str
        bot_level = self.bot_level

        host = self.host

        member = self.member

        name = self.name

        player: None | str
        player = self.player

        timeouts = self.timeouts


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "automatic": automatic,
            "bot_level": bot_level,
            "host": host,
            "member": member,
            "name": name,
            "player": player,
            "timeouts": timeouts,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        automatic = d.pop("automatic")

        def _parse_bot_level(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot_level = _parse_bot_level(d.pop("bot_level"))


        host = d.pop("host")

        member = d.pop("member")

        name = d.pop("name")

        def _parse_player(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player = _parse_player(d.pop("player"))


        timeouts = d.pop("timeouts")

        admin_member = cls(
            automatic=automatic,
            bot_level=bot_level,
            host=host,
            member=member,
            name=name,
            player=player,
            timeouts=timeouts,
        )


        admin_member.additional_properties = d
        return admin_member

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
