from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.outcome import Outcome
  from ..models.pair_view import PairView
  from ..models.rutas_card_view import RutasCardView
  from ..models.rutas_options import RutasOptions
  from ..models.seat_view import SeatView





T = TypeVar("T", bound="RutasView")



@_attrs_define
class RutasView:
    """ 
        Attributes:
            first_player (int):
            game (Literal['rutas']):
            hand (list[RutasCardView] | None):
            move_count (int):
            options (RutasOptions): Creation options. Every friendly variant defaults to off; any variant on = unrated (R9).

                The clock fields are carried for the table layer (R8); the engine never reads a clock.
            outcome (None | Outcome):
            pairs (list[PairView]):
            rated (bool):
            seats (list[SeatView]):
            to_act (list[int]):
            variants (list[str]):
            viewer (int | None):
     """

    first_player: int
    game: Literal['rutas']
    hand: list[RutasCardView] | None
    move_count: int
    options: RutasOptions
    outcome: None | Outcome
    pairs: list[PairView]
    rated: bool
    seats: list[SeatView]
    to_act: list[int]
    variants: list[str]
    viewer: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.pair_view import PairView # noqa: PLC0415
        from ..models.rutas_card_view import RutasCardView # noqa: PLC0415
        from ..models.rutas_options import RutasOptions # noqa: PLC0415
        from ..models.seat_view import SeatView # noqa: PLC0415
        first_player = self.first_player

        game = self.game

        hand: list[dict[str, Any]] | None
        if isinstance(self.hand, list):
            hand = []
            for hand_type_0_item_data in self.hand:
                hand_type_0_item = hand_type_0_item_data.to_dict()
                hand.append(hand_type_0_item)


        else:
            hand = self.hand

        move_count = self.move_count

        options = self.options.to_dict()

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        pairs = []
        for pairs_item_data in self.pairs:
            pairs_item = pairs_item_data.to_dict()
            pairs.append(pairs_item)



        rated = self.rated

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        to_act = self.to_act



        variants = self.variants



        viewer: int | None
        viewer = self.viewer


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "first_player": first_player,
            "game": game,
            "hand": hand,
            "move_count": move_count,
            "options": options,
            "outcome": outcome,
            "pairs": pairs,
            "rated": rated,
            "seats": seats,
            "to_act": to_act,
            "variants": variants,
            "viewer": viewer,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.pair_view import PairView # noqa: PLC0415
        from ..models.rutas_card_view import RutasCardView # noqa: PLC0415
        from ..models.rutas_options import RutasOptions # noqa: PLC0415
        from ..models.seat_view import SeatView # noqa: PLC0415
        d = dict(src_dict)
        first_player = d.pop("first_player")

        game = cast(Literal['rutas'] , d.pop("game"))
        if game != 'rutas':
            raise ValueError(f"game must match const 'rutas', got '{game}'")

        def _parse_hand(data: object) -> list[RutasCardView] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = []
                _hand_type_0 = data
                for hand_type_0_item_data in (_hand_type_0):
                    hand_type_0_item = RutasCardView.from_dict(hand_type_0_item_data)



                    hand_type_0.append(hand_type_0_item)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[RutasCardView] | None, data)

        hand = _parse_hand(d.pop("hand"))


        move_count = d.pop("move_count")

        options = RutasOptions.from_dict(d.pop("options"))




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


        pairs = []
        _pairs = d.pop("pairs")
        for pairs_item_data in (_pairs):
            pairs_item = PairView.from_dict(pairs_item_data)



            pairs.append(pairs_item)


        rated = d.pop("rated")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatView.from_dict(seats_item_data)



            seats.append(seats_item)


        to_act = cast(list[int], d.pop("to_act"))


        variants = cast(list[str], d.pop("variants"))


        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))


        rutas_view = cls(
            first_player=first_player,
            game=game,
            hand=hand,
            move_count=move_count,
            options=options,
            outcome=outcome,
            pairs=pairs,
            rated=rated,
            seats=seats,
            to_act=to_act,
            variants=variants,
            viewer=viewer,
        )


        rutas_view.additional_properties = d
        return rutas_view

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
