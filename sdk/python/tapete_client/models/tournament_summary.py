from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tournament_summary_format import TournamentSummaryFormat
from ..models.tournament_summary_status import TournamentSummaryStatus
from typing import cast






T = TypeVar("T", bound="TournamentSummary")



@_attrs_define
class TournamentSummary:
    """ 
        Attributes:
            format_ (TournamentSummaryFormat):
            game (str):
            id (str):
            name (str):
            players (int):
            starts_at (str):
            status (TournamentSummaryStatus):
            winner (None | str):
     """

    format_: TournamentSummaryFormat
    game: str
    id: str
    name: str
    players: int
    starts_at: str
    status: TournamentSummaryStatus
    winner: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        format_ = self.format_.value

        game = self.game

        id = self.id

        name = self.name

        players = self.players

        starts_at = self.starts_at

        status = self.status.value

        winner: None | str
        winner = self.winner


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "format": format_,
            "game": game,
            "id": id,
            "name": name,
            "players": players,
            "starts_at": starts_at,
            "status": status,
            "winner": winner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        format_ = TournamentSummaryFormat(d.pop("format"))




        game = d.pop("game")

        id = d.pop("id")

        name = d.pop("name")

        players = d.pop("players")

        starts_at = d.pop("starts_at")

        status = TournamentSummaryStatus(d.pop("status"))




        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))


        tournament_summary = cls(
            format_=format_,
            game=game,
            id=id,
            name=name,
            players=players,
            starts_at=starts_at,
            status=status,
            winner=winner,
        )


        tournament_summary.additional_properties = d
        return tournament_summary

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
