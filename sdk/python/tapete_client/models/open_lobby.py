from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.open_lobby_options import OpenLobbyOptions
  from ..models.seats_wanted import SeatsWanted





T = TypeVar("T", bound="OpenLobby")



@_attrs_define
class OpenLobby:
    """ 
        Attributes:
            code (str):
            created (str):
            game (str):
            host_name (str):
            max_seats (int):
            min_seats (int):
            options (OpenLobbyOptions):
            rated (bool):
            seats (list[str]):
            seats_wanted (None | SeatsWanted | Unset):
     """

    code: str
    created: str
    game: str
    host_name: str
    max_seats: int
    min_seats: int
    options: OpenLobbyOptions
    rated: bool
    seats: list[str]
    seats_wanted: None | SeatsWanted | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.open_lobby_options import OpenLobbyOptions # noqa: PLC0415
        from ..models.seats_wanted import SeatsWanted # noqa: PLC0415
        code = self.code

        created = self.created

        game = self.game

        host_name = self.host_name

        max_seats = self.max_seats

        min_seats = self.min_seats

        options = self.options.to_dict()

        rated = self.rated

        seats = self.seats



        seats_wanted: dict[str, Any] | None | Unset
        if isinstance(self.seats_wanted, Unset):
            seats_wanted = UNSET
        elif isinstance(self.seats_wanted, SeatsWanted):
            seats_wanted = self.seats_wanted.to_dict()
        else:
            seats_wanted = self.seats_wanted


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "created": created,
            "game": game,
            "host_name": host_name,
            "max_seats": max_seats,
            "min_seats": min_seats,
            "options": options,
            "rated": rated,
            "seats": seats,
        })
        if seats_wanted is not UNSET:
            field_dict["seats_wanted"] = seats_wanted

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.open_lobby_options import OpenLobbyOptions # noqa: PLC0415
        from ..models.seats_wanted import SeatsWanted # noqa: PLC0415
        d = dict(src_dict)
        code = d.pop("code")

        created = d.pop("created")

        game = d.pop("game")

        host_name = d.pop("host_name")

        max_seats = d.pop("max_seats")

        min_seats = d.pop("min_seats")

        options = OpenLobbyOptions.from_dict(d.pop("options"))




        rated = d.pop("rated")

        seats = cast(list[str], d.pop("seats"))


        def _parse_seats_wanted(data: object) -> None | SeatsWanted | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                seats_wanted_type_0 = SeatsWanted.from_dict(data)



                return seats_wanted_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeatsWanted | Unset, data)

        seats_wanted = _parse_seats_wanted(d.pop("seats_wanted", UNSET))


        open_lobby = cls(
            code=code,
            created=created,
            game=game,
            host_name=host_name,
            max_seats=max_seats,
            min_seats=min_seats,
            options=options,
            rated=rated,
            seats=seats,
            seats_wanted=seats_wanted,
        )


        open_lobby.additional_properties = d
        return open_lobby

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
