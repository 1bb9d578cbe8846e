from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.tres_view_direction import TresViewDirection
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.cell_view import CellView
  from ..models.outcome import Outcome
  from ..models.pending_view import PendingView
  from ..models.tres_card_view import TresCardView





T = TypeVar("T", bound="TresView")



@_attrs_define
class TresView:
    """ 
        Attributes:
            board (list[CellView]):
            deck_count (int):
            direction (TresViewDirection):
            discard_count (int):
            discard_top (None | TresCardView):
            eliminated (list[int]):
            game (Literal['tres']):
            hand (list[TresCardView] | None):
            hand_counts (list[int]):
            outcome (None | Outcome):
            pending (None | PendingView):
            seat (int | None):
            seats (int):
            turn (int):
     """

    board: list[CellView]
    deck_count: int
    direction: TresViewDirection
    discard_count: int
    discard_top: None | TresCardView
    eliminated: list[int]
    game: Literal['tres']
    hand: list[TresCardView] | None
    hand_counts: list[int]
    outcome: None | Outcome
    pending: None | PendingView
    seat: int | None
    seats: int
    turn: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.cell_view import CellView # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.pending_view import PendingView # noqa: PLC0415
        from ..models.tres_card_view import TresCardView # noqa: PLC0415
        board = []
        for board_item_data in self.board:
            board_item = board_item_data.to_dict()
            board.append(board_item)



        deck_count = self.deck_count

        direction = self.direction.value

        discard_count = self.discard_count

        discard_top: dict[str, Any] | None
        if isinstance(self.discard_top, TresCardView):
            discard_top = self.discard_top.to_dict()
        else:
            discard_top = self.discard_top

        eliminated = self.eliminated



        game = self.game

        hand: list[dict[str, Any]] | None
        if isinstance(self.hand, list):
            hand = []
            for hand_type_0_item_data in self.hand:
                hand_type_0_item = hand_type_0_item_data.to_dict()
                hand.append(hand_type_0_item)


        else:
            hand = self.hand

        hand_counts = self.hand_counts



        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        pending: dict[str, Any] | None
        if isinstance(self.pending, PendingView):
            pending = self.pending.to_dict()
        else:
            pending = self.pending

        seat: int | None
        seat = self.seat

        seats = self.seats

        turn = self.turn


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "board": board,
            "deck_count": deck_count,
            "direction": direction,
            "discard_count": discard_count,
            "discard_top": discard_top,
            "eliminated": eliminated,
            "game": game,
            "hand": hand,
            "hand_counts": hand_counts,
            "outcome": outcome,
            "pending": pending,
            "seat": seat,
            "seats": seats,
            "turn": turn,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cell_view import CellView # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.pending_view import PendingView # noqa: PLC0415
        from ..models.tres_card_view import TresCardView # noqa: PLC0415
        d = dict(src_dict)
        board = []
        _board = d.pop("board")
        for board_item_data in (_board):
            board_item = CellView.from_dict(board_item_data)



            board.append(board_item)


        deck_count = d.pop("deck_count")

        direction = TresViewDirection(d.pop("direction"))




        discard_count = d.pop("discard_count")

        def _parse_discard_top(data: object) -> None | TresCardView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                discard_top_type_0 = TresCardView.from_dict(data)



                return discard_top_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | TresCardView, data)

        discard_top = _parse_discard_top(d.pop("discard_top"))


        eliminated = cast(list[int], d.pop("eliminated"))


        game = cast(Literal['tres'] , d.pop("game"))
        if game != 'tres':
            raise ValueError(f"game must match const 'tres', got '{game}'")

        def _parse_hand(data: object) -> list[TresCardView] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = []
                _hand_type_0 = data
                for hand_type_0_item_data in (_hand_type_0):
                    hand_type_0_item = TresCardView.from_dict(hand_type_0_item_data)



                    hand_type_0.append(hand_type_0_item)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[TresCardView] | None, data)

        hand = _parse_hand(d.pop("hand"))


        hand_counts = cast(list[int], d.pop("hand_counts"))


        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))


        def _parse_pending(data: object) -> None | PendingView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pending_type_0 = PendingView.from_dict(data)



                return pending_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PendingView, data)

        pending = _parse_pending(d.pop("pending"))


        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        seats = d.pop("seats")

        turn = d.pop("turn")

        tres_view = cls(
            board=board,
            deck_count=deck_count,
            direction=direction,
            discard_count=discard_count,
            discard_top=discard_top,
            eliminated=eliminated,
            game=game,
            hand=hand,
            hand_counts=hand_counts,
            outcome=outcome,
            pending=pending,
            seat=seat,
            seats=seats,
            turn=turn,
        )


        tres_view.additional_properties = d
        return tres_view

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
