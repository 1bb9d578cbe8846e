from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.player_summary import PlayerSummary





T = TypeVar("T", bound="PlayerSearch")



@_attrs_define
class PlayerSearch:
    """ 
        Attributes:
            complete (bool):
            players (list[PlayerSummary]):
     """

    complete: bool
    players: list[PlayerSummary]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.player_summary import PlayerSummary # noqa: PLC0415
        complete = self.complete

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "complete": complete,
            "players": players,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_summary import PlayerSummary # noqa: PLC0415
        d = dict(src_dict)
        complete = d.pop("complete")

        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = PlayerSummary.from_dict(players_item_data)



            players.append(players_item)


        player_search = cls(
            complete=complete,
            players=players,
        )


        player_search.additional_properties = d
        return player_search

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
