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





T = TypeVar("T", bound="LegalActions")



@_attrs_define
class LegalActions:
    """ 
        Attributes:
            actions (list[CallDirection | ChangeColour | Comeback | Discard | Dissolve | Draw | DrawFour | Earthquake |
                Exchange | MinusFour | Pass | Place | Play | PlayCard | Reset | Resign | ReturnCards | Seal | Steal | SwapHands
                | TwistLine | TwistStack | Unseal]):
            version (int):
     """

    actions: list[CallDirection | ChangeColour | Comeback | Discard | Dissolve | Draw | DrawFour | Earthquake | Exchange | MinusFour | Pass | Place | Play | PlayCard | Reset | Resign | ReturnCards | Seal | Steal | SwapHands | TwistLine | TwistStack | Unseal]
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
        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if isinstance(actions_item_data, PlayCard):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, CallDirection):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, Place):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, Reset):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, ChangeColour):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, DrawFour):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, MinusFour):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, SwapHands):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, Steal):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, Exchange):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, Earthquake):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, TwistStack):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, TwistLine):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, Seal):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, Unseal):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, Comeback):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, Draw):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, Pass):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, ReturnCards):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, Play):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, Discard):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, Dissolve):
                actions_item = actions_item_data.to_dict()
            else:
                actions_item = actions_item_data.to_dict()

            actions.append(actions_item)



        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "actions": actions,
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
        actions = []
        _actions = d.pop("actions")
        for actions_item_data in (_actions):
            def _parse_actions_item(data: object) -> CallDirection | ChangeColour | Comeback | Discard | Dissolve | Draw | DrawFour | Earthquake | Exchange | MinusFour | Pass | Place | Play | PlayCard | Reset | Resign | ReturnCards | Seal | Steal | SwapHands | TwistLine | TwistStack | Unseal:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_0 = PlayCard.from_dict(data)



                    return actions_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_1 = CallDirection.from_dict(data)



                    return actions_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_2 = Place.from_dict(data)



                    return actions_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_3 = Reset.from_dict(data)



                    return actions_item_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_4 = ChangeColour.from_dict(data)



                    return actions_item_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_5 = DrawFour.from_dict(data)



                    return actions_item_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_6 = MinusFour.from_dict(data)



                    return actions_item_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_7 = SwapHands.from_dict(data)



                    return actions_item_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_8 = Steal.from_dict(data)



                    return actions_item_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_9 = Exchange.from_dict(data)



                    return actions_item_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_10 = Earthquake.from_dict(data)



                    return actions_item_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_11 = TwistStack.from_dict(data)



                    return actions_item_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_12 = TwistLine.from_dict(data)



                    return actions_item_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_13 = Seal.from_dict(data)



                    return actions_item_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_14 = Unseal.from_dict(data)



                    return actions_item_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_15 = Comeback.from_dict(data)



                    return actions_item_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_16 = Draw.from_dict(data)



                    return actions_item_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_17 = Pass.from_dict(data)



                    return actions_item_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_18 = ReturnCards.from_dict(data)



                    return actions_item_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_19 = Play.from_dict(data)



                    return actions_item_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_20 = Discard.from_dict(data)



                    return actions_item_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_type_21 = Dissolve.from_dict(data)



                    return actions_item_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                actions_item_type_22 = Resign.from_dict(data)



                return actions_item_type_22

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)


        version = d.pop("version")

        legal_actions = cls(
            actions=actions,
            version=version,
        )


        legal_actions.additional_properties = d
        return legal_actions

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
