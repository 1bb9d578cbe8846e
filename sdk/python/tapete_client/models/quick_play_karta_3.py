from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.quick_play_karta_3_game import QuickPlayKarta3Game
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.karta_3_options import Karta3Options
  from ..models.seats_range_karta_3 import SeatsRangeKarta3





T = TypeVar("T", bound="QuickPlayKarta3")



@_attrs_define
class QuickPlayKarta3:
    """ 
        Attributes:
            game (QuickPlayKarta3Game):
            name (str): 1-32 characters, no control characters, at least one visible character. Spaces (any Unicode space)
                and zero-width characters around the name are removed.
            options (Karta3Options | Unset): KARTA3 table options.
            seats (int | None | SeatsRangeKarta3 | Unset): Optional: the table starts by itself (no host action) at this
                exact count, or as the range says; only lobbies opened with the same `seats` are met (docs/players.md).
     """

    game: QuickPlayKarta3Game
    name: str
    options: Karta3Options | Unset = UNSET
    seats: int | None | SeatsRangeKarta3 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.karta_3_options import Karta3Options # noqa: PLC0415
        from ..models.seats_range_karta_3 import SeatsRangeKarta3 # noqa: PLC0415
        game = self.game.value

        name = self.name

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seats: dict[str, Any] | int | None | Unset
        if isinstance(self.seats, Unset):
            seats = UNSET
        elif isinstance(self.seats, SeatsRangeKarta3):
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
        from ..models.karta_3_options import Karta3Options # noqa: PLC0415
        from ..models.seats_range_karta_3 import SeatsRangeKarta3 # noqa: PLC0415
        d = dict(src_dict)
        game = QuickPlayKarta3Game(d.pop("game"))




        name = d.pop("name")

        _options = d.pop("options", UNSET)
        options: Karta3Options | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = Karta3Options.from_dict(_options)




        def _parse_seats(data: object) -> int | None | SeatsRangeKarta3 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                seats_type_1 = SeatsRangeKarta3.from_dict(data)



                return seats_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(int | None | SeatsRangeKarta3 | Unset, data)

        seats = _parse_seats(d.pop("seats", UNSET))


        quick_play_karta_3 = cls(
            game=game,
            name=name,
            options=options,
            seats=seats,
        )

        return quick_play_karta_3

