from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seat_info_bot_level_type_1 import SeatInfoBotLevelType1
from ..models.seat_info_bot_level_type_2_type_1 import SeatInfoBotLevelType2Type1
from ..models.seat_info_bot_level_type_3_type_1 import SeatInfoBotLevelType3Type1
from ..models.seat_info_kind import SeatInfoKind
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SeatInfo")



@_attrs_define
class SeatInfo:
    """ 
        Attributes:
            seat (int):
            automatic (bool | Unset):  Default: False.
            bot_level (None | SeatInfoBotLevelType1 | SeatInfoBotLevelType2Type1 | SeatInfoBotLevelType3Type1 | Unset):
            connected (bool | Unset):  Default: False.
            host (bool | Unset):  Default: False.
            kind (SeatInfoKind | Unset):  Default: SeatInfoKind.HUMAN.
            member (int | None | Unset):
            name (str | Unset):  Default: ''.
            timeouts (int | Unset):  Default: 0.
     """

    seat: int
    automatic: bool | Unset = False
    bot_level: None | SeatInfoBotLevelType1 | SeatInfoBotLevelType2Type1 | SeatInfoBotLevelType3Type1 | Unset = UNSET
    connected: bool | Unset = False
    host: bool | Unset = False
    kind: SeatInfoKind | Unset = SeatInfoKind.HUMAN
    member: int | None | Unset = UNSET
    name: str | Unset = ''
    timeouts: int | Unset = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        automatic = self.automatic

        bot_level: None | str | Unset
        if isinstance(self.bot_level, Unset):
            bot_level = UNSET
        elif isinstance(self.bot_level, SeatInfoBotLevelType1):
            bot_level = self.bot_level.value
        elif isinstance(self.bot_level, SeatInfoBotLevelType2Type1):
            bot_level = self.bot_level.value
        elif isinstance(self.bot_level, SeatInfoBotLevelType3Type1):
            bot_level = self.bot_level.value
        else:
            bot_level = self.bot_level

        connected = self.connected

        host = self.host

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value


        member: int | None | Unset
        if isinstance(self.member, Unset):
            member = UNSET
        else:
            member = self.member

        name = self.name

        timeouts = self.timeouts


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "seat": seat,
        })
        if automatic is not UNSET:
            field_dict["automatic"] = automatic
        if bot_level is not UNSET:
            field_dict["bot_level"] = bot_level
        if connected is not UNSET:
            field_dict["connected"] = connected
        if host is not UNSET:
            field_dict["host"] = host
        if kind is not UNSET:
            field_dict["kind"] = kind
        if member is not UNSET:
            field_dict["member"] = member
        if name is not UNSET:
            field_dict["name"] = name
        if timeouts is not UNSET:
            field_dict["timeouts"] = timeouts

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        automatic = d.pop("automatic", UNSET)

        def _parse_bot_level(data: object) -> None | SeatInfoBotLevelType1 | SeatInfoBotLevelType2Type1 | SeatInfoBotLevelType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_level_type_1 = SeatInfoBotLevelType1(data)



                return bot_level_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_level_type_2_type_1 = SeatInfoBotLevelType2Type1(data)



                return bot_level_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_level_type_3_type_1 = SeatInfoBotLevelType3Type1(data)



                return bot_level_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeatInfoBotLevelType1 | SeatInfoBotLevelType2Type1 | SeatInfoBotLevelType3Type1 | Unset, data)

        bot_level = _parse_bot_level(d.pop("bot_level", UNSET))


        connected = d.pop("connected", UNSET)

        host = d.pop("host", UNSET)

        _kind = d.pop("kind", UNSET)
        kind: SeatInfoKind | Unset
        if isinstance(_kind,  Unset):
            kind = UNSET
        else:
            kind = SeatInfoKind(_kind)




        def _parse_member(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        member = _parse_member(d.pop("member", UNSET))


        name = d.pop("name", UNSET)

        timeouts = d.pop("timeouts", UNSET)

        seat_info = cls(
            seat=seat,
            automatic=automatic,
            bot_level=bot_level,
            connected=connected,
            host=host,
            kind=kind,
            member=member,
            name=name,
            timeouts=timeouts,
        )


        seat_info.additional_properties = d
        return seat_info

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
