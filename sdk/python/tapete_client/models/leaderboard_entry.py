from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LeaderboardEntry")



@_attrs_define
class LeaderboardEntry:
    """ 
        Attributes:
            deviation (int):
            name (str):
            player (str):
            rank (int):
            rated_games (int):
            rating (int):
     """

    deviation: int
    name: str
    player: str
    rank: int
    rated_games: int
    rating: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        deviation = self.deviation

        name = self.name

        player = self.player

        rank = self.rank

        rated_games = self.rated_games

        rating = self.rating


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "deviation": deviation,
            "name": name,
            "player": player,
            "rank": rank,
            "rated_games": rated_games,
            "rating": rating,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deviation = d.pop("deviation")

        name = d.pop("name")

        player = d.pop("player")

        rank = d.pop("rank")

        rated_games = d.pop("rated_games")

        rating = d.pop("rating")

        leaderboard_entry = cls(
            deviation=deviation,
            name=name,
            player=player,
            rank=rank,
            rated_games=rated_games,
            rating=rating,
        )


        leaderboard_entry.additional_properties = d
        return leaderboard_entry

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
