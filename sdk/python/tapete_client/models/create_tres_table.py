from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_tres_table_bots_item import CreateTresTableBotsItem
from ..models.create_tres_table_game import CreateTresTableGame
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.tres_options import TresOptions





T = TypeVar("T", bound="CreateTresTable")



@_attrs_define
class CreateTresTable:
    """ 
        Attributes:
            game (CreateTresTableGame):
            host_name (str): 1-32 characters, no control characters, at least one visible character. Spaces (any Unicode
                space) and zero-width characters around the name are removed.
            bots (list[CreateTresTableBotsItem] | Unset): Bot seats to add at once, in this order (easy or hard).
            host_plays (bool | Unset):  Default: True.
            options (TresOptions | Unset): TRES table options.
     """

    game: CreateTresTableGame
    host_name: str
    bots: list[CreateTresTableBotsItem] | Unset = UNSET
    host_plays: bool | Unset = True
    options: TresOptions | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.tres_options import TresOptions # noqa: PLC0415
        game = self.game.value

        host_name = self.host_name

        bots: list[str] | Unset = UNSET
        if not isinstance(self.bots, Unset):
            bots = []
            for bots_item_data in self.bots:
                bots_item = bots_item_data.value
                bots.append(bots_item)



        host_plays = self.host_plays

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "host_name": host_name,
        })
        if bots is not UNSET:
            field_dict["bots"] = bots
        if host_plays is not UNSET:
            field_dict["host_plays"] = host_plays
        if options is not UNSET:
            field_dict["options"] = options

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tres_options import TresOptions # noqa: PLC0415
        d = dict(src_dict)
        game = CreateTresTableGame(d.pop("game"))




        host_name = d.pop("host_name")

        _bots = d.pop("bots", UNSET)
        bots: list[CreateTresTableBotsItem] | Unset = UNSET
        if _bots is not UNSET:
            bots = []
            for bots_item_data in _bots:
                bots_item = CreateTresTableBotsItem(bots_item_data)



                bots.append(bots_item)


        host_plays = d.pop("host_plays", UNSET)

        _options = d.pop("options", UNSET)
        options: TresOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = TresOptions.from_dict(_options)




        create_tres_table = cls(
            game=game,
            host_name=host_name,
            bots=bots,
            host_plays=host_plays,
            options=options,
        )

        return create_tres_table

