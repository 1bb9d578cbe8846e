from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.karta_3_view_direction_type_1 import Karta3ViewDirectionType1
from ..models.karta_3_view_direction_type_2_type_1 import Karta3ViewDirectionType2Type1
from ..models.karta_3_view_direction_type_3_type_1 import Karta3ViewDirectionType3Type1
from ..models.karta_3_view_phase import Karta3ViewPhase
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.attribute import Attribute
  from ..models.card_face import CardFace
  from ..models.last_round import LastRound
  from ..models.outcome import Outcome
  from ..models.pending_choice import PendingChoice
  from ..models.played_card import PlayedCard





T = TypeVar("T", bound="Karta3View")



@_attrs_define
class Karta3View:
    """ 
        Attributes:
            active_attribute (int):
            attributes (list[Attribute]):
            central (CardFace):
            central_pile_size (int):
            closing_card (bool):
            deck (str):
            deck_size (int):
            direction (Karta3ViewDirectionType1 | Karta3ViewDirectionType2Type1 | Karta3ViewDirectionType3Type1 | None):
            game (Literal['karta3']):
            hand (list[CardFace]):
            hand_counts (list[int]):
            last_round (LastRound | None):
            my_choice (None | PendingChoice):
            opener (int):
            ordinary_rounds (int):
            outcome (None | Outcome):
            phase (Karta3ViewPhase):
            round_ (int):
            scores (list[int]):
            tiebreak_seats (list[int]):
            total_rounds (int):
            trick (list[PlayedCard]):
            turn (int | None):
            reviewing (bool | Unset):  Default: False.
     """

    active_attribute: int
    attributes: list[Attribute]
    central: CardFace
    central_pile_size: int
    closing_card: bool
    deck: str
    deck_size: int
    direction: Karta3ViewDirectionType1 | Karta3ViewDirectionType2Type1 | Karta3ViewDirectionType3Type1 | None
    game: Literal['karta3']
    hand: list[CardFace]
    hand_counts: list[int]
    last_round: LastRound | None
    my_choice: None | PendingChoice
    opener: int
    ordinary_rounds: int
    outcome: None | Outcome
    phase: Karta3ViewPhase
    round_: int
    scores: list[int]
    tiebreak_seats: list[int]
    total_rounds: int
    trick: list[PlayedCard]
    turn: int | None
    reviewing: bool | Unset = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.attribute import Attribute # noqa: PLC0415
        from ..models.card_face import CardFace # noqa: PLC0415
        from ..models.last_round import LastRound # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.pending_choice import PendingChoice # noqa: PLC0415
        from ..models.played_card import PlayedCard # noqa: PLC0415
        active_attribute = self.active_attribute

        attributes = []
        for attributes_item_data in self.attributes:
            attributes_item = attributes_item_data.to_dict()
            attributes.append(attributes_item)



        central = self.central.to_dict()

        central_pile_size = self.central_pile_size

        closing_card = self.closing_card

        deck = self.deck

        deck_size = self.deck_size

        direction: None | str
        if isinstance(self.direction, Karta3ViewDirectionType1):
            direction = self.direction.value
        elif isinstance(self.direction, Karta3ViewDirectionType2Type1):
            direction = self.direction.value
        elif isinstance(self.direction, Karta3ViewDirectionType3Type1):
            direction = self.direction.value
        else:
            direction = self.direction

        game = self.game

        hand = []
        for hand_item_data in self.hand:
            hand_item = hand_item_data.to_dict()
            hand.append(hand_item)



        hand_counts = self.hand_counts



        last_round: dict[str, Any] | None
        if isinstance(self.last_round, LastRound):
            last_round = self.last_round.to_dict()
        else:
            last_round = self.last_round

        my_choice: dict[str, Any] | None
        if isinstance(self.my_choice, PendingChoice):
            my_choice = self.my_choice.to_dict()
        else:
            my_choice = self.my_choice

        opener = self.opener

        ordinary_rounds = self.ordinary_rounds

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        phase = self.phase.value

        round_ = self.round_

        scores = self.scores



        tiebreak_seats = self.tiebreak_seats



        total_rounds = self.total_rounds

        trick = []
        for trick_item_data in self.trick:
            trick_item = trick_item_data.to_dict()
            trick.append(trick_item)



        turn: int | None
        turn = self.turn

        reviewing = self.reviewing


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "active_attribute": active_attribute,
            "attributes": attributes,
            "central": central,
            "central_pile_size": central_pile_size,
            "closing_card": closing_card,
            "deck": deck,
            "deck_size": deck_size,
            "direction": direction,
            "game": game,
            "hand": hand,
            "hand_counts": hand_counts,
            "last_round": last_round,
            "my_choice": my_choice,
            "opener": opener,
            "ordinary_rounds": ordinary_rounds,
            "outcome": outcome,
            "phase": phase,
            "round": round_,
            "scores": scores,
            "tiebreak_seats": tiebreak_seats,
            "total_rounds": total_rounds,
            "trick": trick,
            "turn": turn,
        })
        if reviewing is not UNSET:
            field_dict["reviewing"] = reviewing

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.attribute import Attribute # noqa: PLC0415
        from ..models.card_face import CardFace # noqa: PLC0415
        from ..models.last_round import LastRound # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.pending_choice import PendingChoice # noqa: PLC0415
        from ..models.played_card import PlayedCard # noqa: PLC0415
        d = dict(src_dict)
        active_attribute = d.pop("active_attribute")

        attributes = []
        _attributes = d.pop("attributes")
        for attributes_item_data in (_attributes):
            attributes_item = Attribute.from_dict(attributes_item_data)



            attributes.append(attributes_item)


        central = CardFace.from_dict(d.pop("central"))




        central_pile_size = d.pop("central_pile_size")

        closing_card = d.pop("closing_card")

        deck = d.pop("deck")

        deck_size = d.pop("deck_size")

        def _parse_direction(data: object) -> Karta3ViewDirectionType1 | Karta3ViewDirectionType2Type1 | Karta3ViewDirectionType3Type1 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_1 = Karta3ViewDirectionType1(data)



                return direction_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_2_type_1 = Karta3ViewDirectionType2Type1(data)



                return direction_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_3_type_1 = Karta3ViewDirectionType3Type1(data)



                return direction_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Karta3ViewDirectionType1 | Karta3ViewDirectionType2Type1 | Karta3ViewDirectionType3Type1 | None, data)

        direction = _parse_direction(d.pop("direction"))


        game = cast(Literal['karta3'] , d.pop("game"))
        if game != 'karta3':
            raise ValueError(f"game must match const 'karta3', got '{game}'")

        hand = []
        _hand = d.pop("hand")
        for hand_item_data in (_hand):
            hand_item = CardFace.from_dict(hand_item_data)



            hand.append(hand_item)


        hand_counts = cast(list[int], d.pop("hand_counts"))


        def _parse_last_round(data: object) -> LastRound | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_round_type_0 = LastRound.from_dict(data)



                return last_round_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(LastRound | None, data)

        last_round = _parse_last_round(d.pop("last_round"))


        def _parse_my_choice(data: object) -> None | PendingChoice:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                my_choice_type_0 = PendingChoice.from_dict(data)



                return my_choice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PendingChoice, data)

        my_choice = _parse_my_choice(d.pop("my_choice"))


        opener = d.pop("opener")

        ordinary_rounds = d.pop("ordinary_rounds")

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


        phase = Karta3ViewPhase(d.pop("phase"))




        round_ = d.pop("round")

        scores = cast(list[int], d.pop("scores"))


        tiebreak_seats = cast(list[int], d.pop("tiebreak_seats"))


        total_rounds = d.pop("total_rounds")

        trick = []
        _trick = d.pop("trick")
        for trick_item_data in (_trick):
            trick_item = PlayedCard.from_dict(trick_item_data)



            trick.append(trick_item)


        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))


        reviewing = d.pop("reviewing", UNSET)

        karta_3_view = cls(
            active_attribute=active_attribute,
            attributes=attributes,
            central=central,
            central_pile_size=central_pile_size,
            closing_card=closing_card,
            deck=deck,
            deck_size=deck_size,
            direction=direction,
            game=game,
            hand=hand,
            hand_counts=hand_counts,
            last_round=last_round,
            my_choice=my_choice,
            opener=opener,
            ordinary_rounds=ordinary_rounds,
            outcome=outcome,
            phase=phase,
            round_=round_,
            scores=scores,
            tiebreak_seats=tiebreak_seats,
            total_rounds=total_rounds,
            trick=trick,
            turn=turn,
            reviewing=reviewing,
        )


        karta_3_view.additional_properties = d
        return karta_3_view

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
