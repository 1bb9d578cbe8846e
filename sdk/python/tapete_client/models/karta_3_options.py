from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.karta_3_options_deck import Karta3OptionsDeck
from ..models.karta_3_options_turn_seconds import Karta3OptionsTurnSeconds
from ..types import UNSET, Unset






T = TypeVar("T", bound="Karta3Options")



@_attrs_define
class Karta3Options:
    """ KARTA3 table options.

        Attributes:
            deck (Karta3OptionsDeck | Unset):  Default: Karta3OptionsDeck.SOLAR_SYSTEM.
            force_tiebreak (bool | Unset):  Default: False.
            review_seconds (int | Unset):  Default: 5.
            turn_seconds (Karta3OptionsTurnSeconds | Unset):  Default: Karta3OptionsTurnSeconds.VALUE_30.
     """

    deck: Karta3OptionsDeck | Unset = Karta3OptionsDeck.SOLAR_SYSTEM
    force_tiebreak: bool | Unset = False
    review_seconds: int | Unset = 5
    turn_seconds: Karta3OptionsTurnSeconds | Unset = Karta3OptionsTurnSeconds.VALUE_30





    def to_dict(self) -> dict[str, Any]:
        deck: str | Unset = UNSET
        if not isinstance(self.deck, Unset):
            deck = self.deck.value


        force_tiebreak = self.force_tiebreak

        review_seconds = self.review_seconds

        turn_seconds: int | Unset = UNSET
        if not isinstance(self.turn_seconds, Unset):
            turn_seconds = self.turn_seconds.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if deck is not UNSET:
            field_dict["deck"] = deck
        if force_tiebreak is not UNSET:
            field_dict["force_tiebreak"] = force_tiebreak
        if review_seconds is not UNSET:
            field_dict["review_seconds"] = review_seconds
        if turn_seconds is not UNSET:
            field_dict["turn_seconds"] = turn_seconds

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _deck = d.pop("deck", UNSET)
        deck: Karta3OptionsDeck | Unset
        if isinstance(_deck,  Unset):
            deck = UNSET
        else:
            deck = Karta3OptionsDeck(_deck)




        force_tiebreak = d.pop("force_tiebreak", UNSET)

        review_seconds = d.pop("review_seconds", UNSET)

        _turn_seconds = d.pop("turn_seconds", UNSET)
        turn_seconds: Karta3OptionsTurnSeconds | Unset
        if isinstance(_turn_seconds,  Unset):
            turn_seconds = UNSET
        else:
            turn_seconds = Karta3OptionsTurnSeconds(_turn_seconds)




        karta_3_options = cls(
            deck=deck,
            force_tiebreak=force_tiebreak,
            review_seconds=review_seconds,
            turn_seconds=turn_seconds,
        )

        return karta_3_options

