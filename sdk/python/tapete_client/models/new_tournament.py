from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast
import datetime

if TYPE_CHECKING:
  from ..models.new_tournament_options import NewTournamentOptions
  from ..models.tournament_settings import TournamentSettings





T = TypeVar("T", bound="NewTournament")



@_attrs_define
class NewTournament:
    """ A tournament: its name, when it starts, the game's options for every table, and its
    rules (docs/tournaments.md, "Settings").

        Attributes:
            name (str): 1-32 characters, no control characters, at least one visible character. Spaces (any Unicode space)
                and zero-width characters around the name are removed.
            settings (TournamentSettings): An event's rules, fixed when it is created (games.checked_settings validates
                them).
            starts_at (datetime.datetime): When the server starts it: an RFC 3339 date-time in the future.
            options (NewTournamentOptions | Unset):
     """

    name: str
    settings: TournamentSettings
    starts_at: datetime.datetime
    options: NewTournamentOptions | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.new_tournament_options import NewTournamentOptions # noqa: PLC0415
        from ..models.tournament_settings import TournamentSettings # noqa: PLC0415
        name = self.name

        settings = self.settings.to_dict()

        starts_at = self.starts_at.isoformat()

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "settings": settings,
            "starts_at": starts_at,
        })
        if options is not UNSET:
            field_dict["options"] = options

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.new_tournament_options import NewTournamentOptions # noqa: PLC0415
        from ..models.tournament_settings import TournamentSettings # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        settings = TournamentSettings.from_dict(d.pop("settings"))




        starts_at = datetime.datetime.fromisoformat(d.pop("starts_at"))




        _options = d.pop("options", UNSET)
        options: NewTournamentOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = NewTournamentOptions.from_dict(_options)




        new_tournament = cls(
            name=name,
            settings=settings,
            starts_at=starts_at,
            options=options,
        )

        return new_tournament

