from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.presence_state import PresenceState
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Presence")



@_attrs_define
class Presence:
    """ 
        Attributes:
            state (PresenceState):
            game (None | str | Unset):
            table (None | str | Unset):
     """

    state: PresenceState
    game: None | str | Unset = UNSET
    table: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        state = self.state.value

        game: None | str | Unset
        if isinstance(self.game, Unset):
            game = UNSET
        else:
            game = self.game

        table: None | str | Unset
        if isinstance(self.table, Unset):
            table = UNSET
        else:
            table = self.table


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "state": state,
        })
        if game is not UNSET:
            field_dict["game"] = game
        if table is not UNSET:
            field_dict["table"] = table

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        state = PresenceState(d.pop("state"))




        def _parse_game(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        game = _parse_game(d.pop("game", UNSET))


        def _parse_table(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        table = _parse_table(d.pop("table", UNSET))


        presence = cls(
            state=state,
            game=game,
            table=table,
        )


        presence.additional_properties = d
        return presence

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
