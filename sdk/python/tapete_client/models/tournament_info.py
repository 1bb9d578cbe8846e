from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tournament_info_format import TournamentInfoFormat
from ..models.tournament_info_status import TournamentInfoStatus
from typing import cast

if TYPE_CHECKING:
  from ..models.bye_info import ByeInfo
  from ..models.entry_info import EntryInfo
  from ..models.standing_row import StandingRow
  from ..models.tournament_info_options import TournamentInfoOptions
  from ..models.tournament_settings import TournamentSettings
  from ..models.tournament_table import TournamentTable





T = TypeVar("T", bound="TournamentInfo")



@_attrs_define
class TournamentInfo:
    """ 
        Attributes:
            byes (list[ByeInfo]):
            creator (str):
            ends_at (None | str):
            finished_at (None | str):
            format_ (TournamentInfoFormat):
            game (str):
            id (str):
            name (str):
            options (TournamentInfoOptions):
            players (list[EntryInfo]):
            round_ (int):
            settings (TournamentSettings): An event's rules, fixed when it is created (games.checked_settings validates
                them).
            standings (list[StandingRow]):
            starts_at (str):
            status (TournamentInfoStatus):
            tables (list[TournamentTable]):
            version (int):
            waiting (list[str]):
            winner (None | str):
     """

    byes: list[ByeInfo]
    creator: str
    ends_at: None | str
    finished_at: None | str
    format_: TournamentInfoFormat
    game: str
    id: str
    name: str
    options: TournamentInfoOptions
    players: list[EntryInfo]
    round_: int
    settings: TournamentSettings
    standings: list[StandingRow]
    starts_at: str
    status: TournamentInfoStatus
    tables: list[TournamentTable]
    version: int
    waiting: list[str]
    winner: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.bye_info import ByeInfo # noqa: PLC0415
        from ..models.entry_info import EntryInfo # noqa: PLC0415
        from ..models.standing_row import StandingRow # noqa: PLC0415
        from ..models.tournament_info_options import TournamentInfoOptions # noqa: PLC0415
        from ..models.tournament_settings import TournamentSettings # noqa: PLC0415
        from ..models.tournament_table import TournamentTable # noqa: PLC0415
        byes = []
        for byes_item_data in self.byes:
            byes_item = byes_item_data.to_dict()
            byes.append(byes_item)



        creator = self.creator

        ends_at: None | str
        ends_at = self.ends_at

        finished_at: None | str
        finished_at = self.finished_at

        format_ = self.format_.value

        game = self.game

        id = self.id

        name = self.name

        options = self.options.to_dict()

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)



        round_ = self.round_

        settings = self.settings.to_dict()

        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)



        starts_at = self.starts_at

        status = self.status.value

        tables = []
        for tables_item_data in self.tables:
            tables_item = tables_item_data.to_dict()
            tables.append(tables_item)



        version = self.version

        waiting = self.waiting



        winner: None | str
        winner = self.winner


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "byes": byes,
            "creator": creator,
            "ends_at": ends_at,
            "finished_at": finished_at,
            "format": format_,
            "game": game,
            "id": id,
            "name": name,
            "options": options,
            "players": players,
            "round": round_,
            "settings": settings,
            "standings": standings,
            "starts_at": starts_at,
            "status": status,
            "tables": tables,
            "version": version,
            "waiting": waiting,
            "winner": winner,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bye_info import ByeInfo # noqa: PLC0415
        from ..models.entry_info import EntryInfo # noqa: PLC0415
        from ..models.standing_row import StandingRow # noqa: PLC0415
        from ..models.tournament_info_options import TournamentInfoOptions # noqa: PLC0415
        from ..models.tournament_settings import TournamentSettings # noqa: PLC0415
        from ..models.tournament_table import TournamentTable # noqa: PLC0415
        d = dict(src_dict)
        byes = []
        _byes = d.pop("byes")
        for byes_item_data in (_byes):
            byes_item = ByeInfo.from_dict(byes_item_data)



            byes.append(byes_item)


        creator = d.pop("creator")

        def _parse_ends_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        ends_at = _parse_ends_at(d.pop("ends_at"))


        def _parse_finished_at(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))


        format_ = TournamentInfoFormat(d.pop("format"))




        game = d.pop("game")

        id = d.pop("id")

        name = d.pop("name")

        options = TournamentInfoOptions.from_dict(d.pop("options"))




        players = []
        _players = d.pop("players")
        for players_item_data in (_players):
            players_item = EntryInfo.from_dict(players_item_data)



            players.append(players_item)


        round_ = d.pop("round")

        settings = TournamentSettings.from_dict(d.pop("settings"))




        standings = []
        _standings = d.pop("standings")
        for standings_item_data in (_standings):
            standings_item = StandingRow.from_dict(standings_item_data)



            standings.append(standings_item)


        starts_at = d.pop("starts_at")

        status = TournamentInfoStatus(d.pop("status"))




        tables = []
        _tables = d.pop("tables")
        for tables_item_data in (_tables):
            tables_item = TournamentTable.from_dict(tables_item_data)



            tables.append(tables_item)


        version = d.pop("version")

        waiting = cast(list[str], d.pop("waiting"))


        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))


        tournament_info = cls(
            byes=byes,
            creator=creator,
            ends_at=ends_at,
            finished_at=finished_at,
            format_=format_,
            game=game,
            id=id,
            name=name,
            options=options,
            players=players,
            round_=round_,
            settings=settings,
            standings=standings,
            starts_at=starts_at,
            status=status,
            tables=tables,
            version=version,
            waiting=waiting,
            winner=winner,
        )


        tournament_info.additional_properties = d
        return tournament_info

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
