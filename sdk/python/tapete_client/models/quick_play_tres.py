from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.quick_play_tres_game import QuickPlayTresGame
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.seats_range_tres import SeatsRangeTres
  from ..models.tres_options import TresOptions





T = TypeVar("T", bound="QuickPlayTres")



@_attrs_define
class QuickPlayTres:
    """ 
        Attributes:
            game (QuickPlayTresGame):
            name (str): 1-32 characters, no control characters, at least one visible character. Spaces (any Unicode space)
                and zero-width characters around the name are removed.
            options (TresOptions | Unset): TRES table options.
            seats (int | None | SeatsRangeTres | Unset): Optional: the table starts by itself (no host action) at this exact
                count, or as the range says; only lobbies opened with the same `seats` are met (docs/players.md).
     """

    game: QuickPlayTresGame
    name: str
    options: TresOptions | Unset = UNSET
    seats: int | None | SeatsRangeTres | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.seats_range_tres import SeatsRangeTres # noqa: PLC0415
        from ..models.tres_options import TresOptions # noqa: PLC0415
        game = self.game.value

        name = self.name

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seats: dict[str, Any] | int | None | Unset
        if isinstance(self.seats, Unset):
            seats = UNSET
        elif isinstance(self.seats, SeatsRangeTres):
            seats = self.seats.to_dict()
        else:
            seats = self.seats


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "name": name,
        })
        if options is not UNSET:
            field_dict["options"] = options
        if seats is not UNSET:
            field_dict["seats"] = seats

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seats_range_tres import SeatsRangeTres # noqa: PLC0415
        from ..models.tres_options import TresOptions # noqa: PLC0415
        d = dict(src_dict)
        game = QuickPlayTresGame(d.pop("game"))




        name = d.pop("name")

        _options = d.pop("options", UNSET)
        options: TresOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = TresOptions.from_dict(_options)




        def _parse_seats(data: object) -> int | None | SeatsRangeTres | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                seats_type_1 = SeatsRangeTres.from_dict(data)



                return seats_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | None | SeatsRangeTres | Unset, data)

        seats = _parse_seats(d.pop("seats", UNSET))


        quick_play_tres = cls(
            game=game,
            name=name,
            options=options,
            seats=seats,
        )

        return quick_play_tres

