from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.call_direction import CallDirection
  from ..models.change_colour import ChangeColour
  from ..models.comeback import Comeback
  from ..models.discard import Discard
  from ..models.dissolve import Dissolve
  from ..models.draw import Draw
  from ..models.draw_four import DrawFour
  from ..models.earthquake import Earthquake
  from ..models.exchange import Exchange
  from ..models.minus_four import MinusFour
  from ..models.pass_ import Pass
  from ..models.place import Place
  from ..models.play import Play
  from ..models.play_card import PlayCard
  from ..models.reset import Reset
  from ..models.resign import Resign
  from ..models.return_cards import ReturnCards
  from ..models.seal import Seal
  from ..models.steal import Steal
  from ..models.swap_hands import SwapHands
  from ..models.twist_line import TwistLine
  from ..models.twist_stack import TwistStack
  from ..models.unseal import Unseal





T = TypeVar("T", bound="Hint")



@_attrs_define
class Hint:
    """ 
        Attributes:
            action (CallDirection | ChangeColour | Comeback | Discard | Dissolve | Draw | DrawFour | Earthquake | Exchange |
                MinusFour | Pass | Place | Play | PlayCard | Reset | Resign | ReturnCards | Seal | Steal | SwapHands | TwistLine
                | TwistStack | Unseal):
            budget_ms (int):
            seat (int):
            version (int):
     """

    action: CallDirection | ChangeColour | Comeback | Discard | Dissolve | Draw | DrawFour | Earthquake | Exchange | MinusFour | Pass | Place | Play | PlayCard | Reset | Resign | ReturnCards | Seal | Steal | SwapHands | TwistLine | TwistStack | Unseal
    budget_ms: int
    seat: int
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.call_direction import CallDirection # noqa: PLC0415
        from ..models.change_colour import ChangeColour # noqa: PLC0415
        from ..models.comeback import Comeback # noqa: PLC0415
        from ..models.discard import Discard # noqa: PLC0415
        from ..models.dissolve import Dissolve # noqa: PLC0415
        from ..models.draw import Draw # noqa: PLC0415
        from ..models.draw_four import DrawFour # noqa: PLC0415
        from ..models.earthquake import Earthquake # noqa: PLC0415
        from ..models.exchange import Exchange # noqa: PLC0415
        from ..models.minus_four import MinusFour # noqa: PLC0415
        from ..models.pass_ import Pass # noqa: PLC0415
        from ..models.place import Place # noqa: PLC0415
        from ..models.play import Play # noqa: PLC0415
        from ..models.play_card import PlayCard # noqa: PLC0415
        from ..models.reset import Reset # noqa: PLC0415
        from ..models.resign import Resign # noqa: PLC0415
        from ..models.return_cards import ReturnCards # noqa: PLC0415
        from ..models.seal import Seal # noqa: PLC0415
        from ..models.steal import Steal # noqa: PLC0415
        from ..models.swap_hands import SwapHands # noqa: PLC0415
        from ..models.twist_line import TwistLine # noqa: PLC0415
        from ..models.twist_stack import TwistStack # noqa: PLC0415
        from ..models.unseal import Unseal # noqa: PLC0415
        action: dict[str, Any]
        if isinstance(self.action, PlayCard):
            action = self.action.to_dict()
        elif isinstance(self.action, CallDirection):
            action = self.action.to_dict()
        elif isinstance(self.action, Place):
            action = self.action.to_dict()
        elif isinstance(self.action, Reset):
            action = self.action.to_dict()
        elif isinstance(self.action, ChangeColour):
            action = self.action.to_dict()
        elif isinstance(self.action, DrawFour):
            action = self.action.to_dict()
        elif isinstance(self.action, MinusFour):
            action = self.action.to_dict()
        elif isinstance(self.action, SwapHands):
            action = self.action.to_dict()
        elif isinstance(self.action, Steal):
            action = self.action.to_dict()
        elif isinstance(self.action, Exchange):
            action = self.action.to_dict()
        elif isinstance(self.action, Earthquake):
            action = self.action.to_dict()
        elif isinstance(self.action, TwistStack):
            action = self.action.to_dict()
        elif isinstance(self.action, TwistLine):
            action = self.action.to_dict()
        elif isinstance(self.action, Seal):
            action = self.action.to_dict()
        elif isinstance(self.action, Unseal):
            action = self.action.to_dict()
        elif isinstance(self.action, Comeback):
            action = self.action.to_dict()
        elif isinstance(self.action, Draw):
            action = self.action.to_dict()
        elif isinstance(self.action, Pass):
            action = self.action.to_dict()
        elif isinstance(self.action, ReturnCards):
            action = self.action.to_dict()
        elif isinstance(self.action, Play):
            action = self.action.to_dict()
        elif isinstance(self.action, Discard):
            action = self.action.to_dict()
        elif isinstance(self.action, Dissolve):
            action = self.action.to_dict()
        else:
            action = self.action.to_dict()


        budget_ms = self.budget_ms

        seat = self.seat

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "action": action,
            "budget_ms": budget_ms,
            "seat": seat,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.call_direction import CallDirection # noqa: PLC0415
        from ..models.change_colour import ChangeColour # noqa: PLC0415
        from ..models.comeback import Comeback # noqa: PLC0415
        from ..models.discard import Discard # noqa: PLC0415
        from ..models.dissolve import Dissolve # noqa: PLC0415
        from ..models.draw import Draw # noqa: PLC0415
        from ..models.draw_four import DrawFour # noqa: PLC0415
        from ..models.earthquake import Earthquake # noqa: PLC0415
        from ..models.exchange import Exchange # noqa: PLC0415
        from ..models.minus_four import MinusFour # noqa: PLC0415
        from ..models.pass_ import Pass # noqa: PLC0415
        from ..models.place import Place # noqa: PLC0415
        from ..models.play import Play # noqa: PLC0415
        from ..models.play_card import PlayCard # noqa: PLC0415
        from ..models.reset import Reset # noqa: PLC0415
        from ..models.resign import Resign # noqa: PLC0415
        from ..models.return_cards import ReturnCards # noqa: PLC0415
        from ..models.seal import Seal # noqa: PLC0415
        from ..models.steal import Steal # noqa: PLC0415
        from ..models.swap_hands import SwapHands # noqa: PLC0415
        from ..models.twist_line import TwistLine # noqa: PLC0415
        from ..models.twist_stack import TwistStack # noqa: PLC0415
        from ..models.unseal import Unseal # noqa: PLC0415
        d = dict(src_dict)
        def _parse_action(data: object) -> CallDirection | ChangeColour | Comeback | Discard | Dissolve | Draw | DrawFour | Earthquake | Exchange | MinusFour | Pass | Place | Play | PlayCard | Reset | Resign | ReturnCards | Seal | Steal | SwapHands | TwistLine | TwistStack | Unseal:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0 = PlayCard.from_dict(data)



                return action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_1 = CallDirection.from_dict(data)



                return action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_2 = Place.from_dict(data)



                return action_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_3 = Reset.from_dict(data)



                return action_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_4 = ChangeColour.from_dict(data)



                return action_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_5 = DrawFour.from_dict(data)



                return action_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_6 = MinusFour.from_dict(data)



                return action_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_7 = SwapHands.from_dict(data)



                return action_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_8 = Steal.from_dict(data)



                return action_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_9 = Exchange.from_dict(data)



                return action_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_10 = Earthquake.from_dict(data)



                return action_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_11 = TwistStack.from_dict(data)



                return action_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_12 = TwistLine.from_dict(data)



                return action_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_13 = Seal.from_dict(data)



                return action_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_14 = Unseal.from_dict(data)



                return action_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_15 = Comeback.from_dict(data)



                return action_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_16 = Draw.from_dict(data)



                return action_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_17 = Pass.from_dict(data)



                return action_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_18 = ReturnCards.from_dict(data)



                return action_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_19 = Play.from_dict(data)



                return action_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_20 = Discard.from_dict(data)



                return action_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_21 = Dissolve.from_dict(data)



                return action_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            action_type_22 = Resign.from_dict(data)



            return action_type_22

        action = _parse_action(d.pop("action"))


        budget_ms = d.pop("budget_ms")

        seat = d.pop("seat")

        version = d.pop("version")

        hint = cls(
            action=action,
            budget_ms=budget_ms,
            seat=seat,
            version=version,
        )


        hint.additional_properties = d
        return hint

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
