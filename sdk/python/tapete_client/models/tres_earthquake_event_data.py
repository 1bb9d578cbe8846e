from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.tres_card_view import TresCardView





T = TypeVar("T", bound="TresEarthquakeEventData")



@_attrs_define
class TresEarthquakeEventData:
    """ 
        Attributes:
            board (list[None | TresCardView]):
            seat (int):
            to_deck (list[TresCardView]):
     """

    board: list[None | TresCardView]
    seat: int
    to_deck: list[TresCardView]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.tres_card_view import TresCardView # noqa: PLC0415
        board = []
        for board_item_data in self.board:
            board_item: dict[str, Any] | None
            if isinstance(board_item_data, TresCardView):
                board_item = board_item_data.to_dict()
            else:
                board_item = board_item_data
            board.append(board_item)



        seat = self.seat

        to_deck = []
        for to_deck_item_data in self.to_deck:
            to_deck_item = to_deck_item_data.to_dict()
            to_deck.append(to_deck_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "board": board,
            "seat": seat,
            "to_deck": to_deck,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.tres_card_view import TresCardView # noqa: PLC0415
        d = dict(src_dict)
        board = []
        _board = d.pop("board")
        for board_item_data in (_board):
            def _parse_board_item(data: object) -> None | TresCardView:
                if data is None:
                    return data
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    board_item_type_0 = TresCardView.from_dict(data)



                    return board_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(None | TresCardView, data)

            board_item = _parse_board_item(board_item_data)

            board.append(board_item)


        seat = d.pop("seat")

        to_deck = []
        _to_deck = d.pop("to_deck")
        for to_deck_item_data in (_to_deck):
            to_deck_item = TresCardView.from_dict(to_deck_item_data)



            to_deck.append(to_deck_item)


        tres_earthquake_event_data = cls(
            board=board,
            seat=seat,
            to_deck=to_deck,
        )


        tres_earthquake_event_data.additional_properties = d
        return tres_earthquake_event_data

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
