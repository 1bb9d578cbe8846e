from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.rutas_options_time_control import RutasOptionsTimeControl
from ..types import UNSET, Unset






T = TypeVar("T", bound="RutasOptions")



@_attrs_define
class RutasOptions:
    """ Creation options. Every friendly variant defaults to off; any variant on = unrated (R9).

    The clock fields are carried for the table layer (R8); the engine never reads a clock.

        Attributes:
            clock_increment_seconds (int | Unset):  Default: 5.
            clock_minutes (int | Unset):  Default: 10.
            double_deck (bool | Unset):  Default: False.
            founding_suit (bool | Unset):  Default: False.
            fresh_hand (bool | Unset):  Default: False.
            kings_add (bool | Unset):  Default: False.
            no_figure_limit (bool | Unset):  Default: False.
            protected_joker (bool | Unset):  Default: False.
            queen_shield (bool | Unset):  Default: False.
            queens_anywhere (bool | Unset):  Default: False.
            quick_sale (bool | Unset):  Default: False.
            reshuffle (bool | Unset):  Default: False.
            short_deck (bool | Unset):  Default: False.
            steady_course (bool | Unset):  Default: False.
            time_control (RutasOptionsTimeControl | Unset):  Default: RutasOptionsTimeControl.UNTIMED.
     """

    clock_increment_seconds: int | Unset = 5
    clock_minutes: int | Unset = 10
    double_deck: bool | Unset = False
    founding_suit: bool | Unset = False
    fresh_hand: bool | Unset = False
    kings_add: bool | Unset = False
    no_figure_limit: bool | Unset = False
    protected_joker: bool | Unset = False
    queen_shield: bool | Unset = False
    queens_anywhere: bool | Unset = False
    quick_sale: bool | Unset = False
    reshuffle: bool | Unset = False
    short_deck: bool | Unset = False
    steady_course: bool | Unset = False
    time_control: RutasOptionsTimeControl | Unset = RutasOptionsTimeControl.UNTIMED





    def to_dict(self) -> dict[str, Any]:
        clock_increment_seconds = self.clock_increment_seconds

        clock_minutes = self.clock_minutes

        double_deck = self.double_deck

        founding_suit = self.founding_suit

        fresh_hand = self.fresh_hand

        kings_add = self.kings_add

        no_figure_limit = self.no_figure_limit

        protected_joker = self.protected_joker

        queen_shield = self.queen_shield

        queens_anywhere = self.queens_anywhere

        quick_sale = self.quick_sale

        reshuffle = self.reshuffle

        short_deck = self.short_deck

        steady_course = self.steady_course

        time_control: str | Unset = UNSET
        if not isinstance(self.time_control, Unset):
            time_control = self.time_control.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if clock_increment_seconds is not UNSET:
            field_dict["clock_increment_seconds"] = clock_increment_seconds
        if clock_minutes is not UNSET:
            field_dict["clock_minutes"] = clock_minutes
        if double_deck is not UNSET:
            field_dict["double_deck"] = double_deck
        if founding_suit is not UNSET:
            field_dict["founding_suit"] = founding_suit
        if fresh_hand is not UNSET:
            field_dict["fresh_hand"] = fresh_hand
        if kings_add is not UNSET:
            field_dict["kings_add"] = kings_add
        if no_figure_limit is not UNSET:
            field_dict["no_figure_limit"] = no_figure_limit
        if protected_joker is not UNSET:
            field_dict["protected_joker"] = protected_joker
        if queen_shield is not UNSET:
            field_dict["queen_shield"] = queen_shield
        if queens_anywhere is not UNSET:
            field_dict["queens_anywhere"] = queens_anywhere
        if quick_sale is not UNSET:
            field_dict["quick_sale"] = quick_sale
        if reshuffle is not UNSET:
            field_dict["reshuffle"] = reshuffle
        if short_deck is not UNSET:
            field_dict["short_deck"] = short_deck
        if steady_course is not UNSET:
            field_dict["steady_course"] = steady_course
        if time_control is not UNSET:
            field_dict["time_control"] = time_control

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        clock_increment_seconds = d.pop("clock_increment_seconds", UNSET)

        clock_minutes = d.pop("clock_minutes", UNSET)

        double_deck = d.pop("double_deck", UNSET)

        founding_suit = d.pop("founding_suit", UNSET)

        fresh_hand = d.pop("fresh_hand", UNSET)

        kings_add = d.pop("kings_add", UNSET)

        no_figure_limit = d.pop("no_figure_limit", UNSET)

        protected_joker = d.pop("protected_joker", UNSET)

        queen_shield = d.pop("queen_shield", UNSET)

        queens_anywhere = d.pop("queens_anywhere", UNSET)

        quick_sale = d.pop("quick_sale", UNSET)

        reshuffle = d.pop("reshuffle", UNSET)

        short_deck = d.pop("short_deck", UNSET)

        steady_course = d.pop("steady_course", UNSET)

        _time_control = d.pop("time_control", UNSET)
        time_control: RutasOptionsTimeControl | Unset
        if isinstance(_time_control,  Unset):
            time_control = UNSET
        else:
            time_control = RutasOptionsTimeControl(_time_control)




        rutas_options = cls(
            clock_increment_seconds=clock_increment_seconds,
            clock_minutes=clock_minutes,
            double_deck=double_deck,
            founding_suit=founding_suit,
            fresh_hand=fresh_hand,
            kings_add=kings_add,
            no_figure_limit=no_figure_limit,
            protected_joker=protected_joker,
            queen_shield=queen_shield,
            queens_anywhere=queens_anywhere,
            quick_sale=quick_sale,
            reshuffle=reshuffle,
            short_deck=short_deck,
            steady_course=steady_course,
            time_control=time_control,
        )

        return rutas_options

