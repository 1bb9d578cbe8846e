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
     """

    game: QuickPlayTresGame
    name: str
    options: TresOptions | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.tres_options import TresOptions # noqa: PLC0415
        game = self.game.value

        name = self.name

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "name": name,
        })
        if options is not UNSET:
            field_dict["options"] = options

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
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




        quick_play_tres = cls(
            game=game,
            name=name,
            options=options,
        )

        return quick_play_tres

