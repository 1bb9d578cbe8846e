from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pending_choice_direction_type_1 import PendingChoiceDirectionType1
from ..models.pending_choice_direction_type_2_type_1 import PendingChoiceDirectionType2Type1
from ..models.pending_choice_direction_type_3_type_1 import PendingChoiceDirectionType3Type1
from typing import cast






T = TypeVar("T", bound="PendingChoice")



@_attrs_define
class PendingChoice:
    """ 
        Attributes:
            card (int | None):
            direction (None | PendingChoiceDirectionType1 | PendingChoiceDirectionType2Type1 |
                PendingChoiceDirectionType3Type1):
     """

    card: int | None
    direction: None | PendingChoiceDirectionType1 | PendingChoiceDirectionType2Type1 | PendingChoiceDirectionType3Type1
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        card: int | None
        card = self.card

        direction: None | str
        if isinstance(self.direction, PendingChoiceDirectionType1):
            direction = self.direction.value
        elif isinstance(self.direction, PendingChoiceDirectionType2Type1):
            direction = self.direction.value
        elif isinstance(self.direction, PendingChoiceDirectionType3Type1):
            direction = self.direction.value
        else:
            direction = self.direction


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "direction": direction,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_card(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        card = _parse_card(d.pop("card"))


        def _parse_direction(data: object) -> None | PendingChoiceDirectionType1 | PendingChoiceDirectionType2Type1 | PendingChoiceDirectionType3Type1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_1 = PendingChoiceDirectionType1(data)



                return direction_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_2_type_1 = PendingChoiceDirectionType2Type1(data)



                return direction_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_3_type_1 = PendingChoiceDirectionType3Type1(data)



                return direction_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PendingChoiceDirectionType1 | PendingChoiceDirectionType2Type1 | PendingChoiceDirectionType3Type1, data)

        direction = _parse_direction(d.pop("direction"))


        pending_choice = cls(
            card=card,
            direction=direction,
        )


        pending_choice.additional_properties = d
        return pending_choice

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
