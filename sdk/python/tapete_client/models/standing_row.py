from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="StandingRow")



@_attrs_define
class StandingRow:
    """ 
        Attributes:
            buchholz (float):
            byes (int):
            games (int):
            name (str):
            player (str):
            rank (int):
            rating (float):
            score (float):
            sonneborn_berger (float):
            wins (int):
            withdrawn (bool):
     """

    buchholz: float
    byes: int
    games: int
    name: str
    player: str
    rank: int
    rating: float
    score: float
    sonneborn_berger: float
    wins: int
    withdrawn: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        buchholz = self.buchholz

        byes = self.byes

        games = self.games

        name = self.name

        player = self.player

        rank = self.rank

        rating = self.rating

        score = self.score

        sonneborn_berger = self.sonneborn_berger

        wins = self.wins

        withdrawn = self.withdrawn


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "buchholz": buchholz,
            "byes": byes,
            "games": games,
            "name": name,
            "player": player,
            "rank": rank,
            "rating": rating,
            "score": score,
            "sonneborn_berger": sonneborn_berger,
            "wins": wins,
            "withdrawn": withdrawn,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        buchholz = d.pop("buchholz")

        byes = d.pop("byes")

        games = d.pop("games")

        name = d.pop("name")

        player = d.pop("player")

        rank = d.pop("rank")

        rating = d.pop("rating")

        score = d.pop("score")

        sonneborn_berger = d.pop("sonneborn_berger")

        wins = d.pop("wins")

        withdrawn = d.pop("withdrawn")

        standing_row = cls(
            buchholz=buchholz,
            byes=byes,
            games=games,
            name=name,
            player=player,
            rank=rank,
            rating=rating,
            score=score,
            sonneborn_berger=sonneborn_berger,
            wins=wins,
            withdrawn=withdrawn,
        )


        standing_row.additional_properties = d
        return standing_row

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
