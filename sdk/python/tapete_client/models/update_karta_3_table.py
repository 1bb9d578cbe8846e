from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.update_karta_3_table_game import UpdateKarta3TableGame
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.karta_3_options import Karta3Options





T = TypeVar("T", bound="UpdateKarta3Table")



@_attrs_define
class UpdateKarta3Table:
    """ 
        Attributes:
            game (UpdateKarta3TableGame):
            host_plays (bool | None | Unset):
            options (Karta3Options | None | Unset):
     """

    game: UpdateKarta3TableGame
    host_plays: bool | None | Unset = UNSET
    options: Karta3Options | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.karta_3_options import Karta3Options # noqa: PLC0415
        game = self.game.value

        host_plays: bool | None | Unset
        if isinstance(self.host_plays, Unset):
            host_plays = UNSET
        else:
            host_plays = self.host_plays

        options: dict[str, Any] | None | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, Karta3Options):
            options = self.options.to_dict()
        else:
            options = self.options


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
        })
        if host_plays is not UNSET:
            field_dict["host_plays"] = host_plays
        if options is not UNSET:
            field_dict["options"] = options

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.karta_3_options import Karta3Options # noqa: PLC0415
        d = dict(src_dict)
        game = UpdateKarta3TableGame(d.pop("game"))




        def _parse_host_plays(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        host_plays = _parse_host_plays(d.pop("host_plays", UNSET))


        def _parse_options(data: object) -> Karta3Options | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_0 = Karta3Options.from_dict(data)



                return options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Karta3Options | None | Unset, data)

        options = _parse_options(d.pop("options", UNSET))


        update_karta_3_table = cls(
            game=game,
            host_plays=host_plays,
            options=options,
        )

        return update_karta_3_table

