from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.record_seat_bot_level_type_1 import RecordSeatBotLevelType1
from ..models.record_seat_bot_level_type_2_type_1 import RecordSeatBotLevelType2Type1
from ..models.record_seat_bot_level_type_3_type_1 import RecordSeatBotLevelType3Type1
from ..models.record_seat_kind import RecordSeatKind
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RecordSeat")



@_attrs_define
class RecordSeat:
    """ 
        Attributes:
            name (str):
            seat (int):
            bot_level (None | RecordSeatBotLevelType1 | RecordSeatBotLevelType2Type1 | RecordSeatBotLevelType3Type1 |
                Unset):
            deleted (bool | Unset):  Default: False.
            kind (RecordSeatKind | Unset):  Default: RecordSeatKind.HUMAN.
            player (None | str | Unset):
     """

    name: str
    seat: int
    bot_level: None | RecordSeatBotLevelType1 | RecordSeatBotLevelType2Type1 | RecordSeatBotLevelType3Type1 | Unset = UNSET
    deleted: bool | Unset = False
    kind: RecordSeatKind | Unset = RecordSeatKind.HUMAN
    player: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        seat = self.seat

        bot_level: None | str | Unset
        if isinstance(self.bot_level, Unset):
            bot_level = UNSET
        elif isinstance(self.bot_level, RecordSeatBotLevelType1):
            bot_level = self.bot_level.value
        elif isinstance(self.bot_level, RecordSeatBotLevelType2Type1):
            bot_level = self.bot_level.value
        elif isinstance(self.bot_level, RecordSeatBotLevelType3Type1):
            bot_level = self.bot_level.value
        else:
            bot_level = self.bot_level

        deleted = self.deleted

        kind: str | Unset = UNSET
        if not isinstance(self.kind, Unset):
            kind = self.kind.value


        player: None | str | Unset
        if isinstance(self.player, Unset):
            player = UNSET
        else:
            player = self.player


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "seat": seat,
        })
        if bot_level is not UNSET:
            field_dict["bot_level"] = bot_level
        if deleted is not UNSET:
            field_dict["deleted"] = deleted
        if kind is not UNSET:
            field_dict["kind"] = kind
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        seat = d.pop("seat")

        def _parse_bot_level(data: object) -> None | RecordSeatBotLevelType1 | RecordSeatBotLevelType2Type1 | RecordSeatBotLevelType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_level_type_1 = RecordSeatBotLevelType1(data)



                return bot_level_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_level_type_2_type_1 = RecordSeatBotLevelType2Type1(data)



                return bot_level_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_level_type_3_type_1 = RecordSeatBotLevelType3Type1(data)



                return bot_level_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecordSeatBotLevelType1 | RecordSeatBotLevelType2Type1 | RecordSeatBotLevelType3Type1 | Unset, data)

        bot_level = _parse_bot_level(d.pop("bot_level", UNSET))


        deleted = d.pop("deleted", UNSET)

        _kind = d.pop("kind", UNSET)
        kind: RecordSeatKind | Unset
        if isinstance(_kind,  Unset):
            kind = UNSET
        else:
            kind = RecordSeatKind(_kind)




        def _parse_player(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        player = _parse_player(d.pop("player", UNSET))


        record_seat = cls(
            name=name,
            seat=seat,
            bot_level=bot_level,
            deleted=deleted,
            kind=kind,
            player=player,
        )


        record_seat.additional_properties = d
        return record_seat

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
