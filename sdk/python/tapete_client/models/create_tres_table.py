from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.create_tres_table_bots_item import CreateTresTableBotsItem
from ..models.create_tres_table_game import CreateTresTableGame
from ..models.create_tres_table_visibility import CreateTresTableVisibility
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
            bots (list[CreateTresTableBotsItem] | Unset): Bot seats to add at once, in this order (easy, hard or expert).
            free_chat (bool | Unset): Seats with a player identity may write free text in the table's chat (filtered);
                otherwise quick-chat phrases and emotes only. Default: False.
            hints (bool | Unset): Seats may ask `GET /tables/{code}/hint` for the Hard bot's suggestion (never in a rated
                game). Default: False.
            host_plays (bool | Unset):  Default: True.
            options (TresOptions | Unset): TRES table options.
            visibility (CreateTresTableVisibility | Unset): `public`: listed by `GET /tables?status=lobby` and open to quick
                play while in its lobby; `private`: only by code. Default: CreateTresTableVisibility.PRIVATE.
     """

    game: CreateTresTableGame
    host_name: str
    bots: list[CreateTresTableBotsItem] | Unset = UNSET
    free_chat: bool | Unset = False
    hints: bool | Unset = False
    host_plays: bool | Unset = True
    options: TresOptions | Unset = UNSET
    visibility: CreateTresTableVisibility | Unset = CreateTresTableVisibility.PRIVATE





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



        free_chat = self.free_chat

        hints = self.hints

        host_plays = self.host_plays

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        visibility: str | Unset = UNSET
        if not isinstance(self.visibility, Unset):
            visibility = self.visibility.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "host_name": host_name,
        })
        if bots is not UNSET:
            field_dict["bots"] = bots
        if free_chat is not UNSET:
            field_dict["free_chat"] = free_chat
        if hints is not UNSET:
            field_dict["hints"] = hints
        if host_plays is not UNSET:
            field_dict["host_plays"] = host_plays
        if options is not UNSET:
            field_dict["options"] = options
        if visibility is not UNSET:
            field_dict["visibility"] = visibility

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


        free_chat = d.pop("free_chat", UNSET)

        hints = d.pop("hints", UNSET)

        host_plays = d.pop("host_plays", UNSET)

        _options = d.pop("options", UNSET)
        options: TresOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = TresOptions.from_dict(_options)




        _visibility = d.pop("visibility", UNSET)
        visibility: CreateTresTableVisibility | Unset
        if isinstance(_visibility,  Unset):
            visibility = UNSET
        else:
            visibility = CreateTresTableVisibility(_visibility)




        create_tres_table = cls(
            game=game,
            host_name=host_name,
            bots=bots,
            free_chat=free_chat,
            hints=hints,
            host_plays=host_plays,
            options=options,
            visibility=visibility,
        )

        return create_tres_table

