from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.earthquake_type import EarthquakeType
from ..types import UNSET, Unset






T = TypeVar("T", bound="Earthquake")



@_attrs_define
class Earthquake:
    """ Play Terremoto: seals are discarded, every board card is shuffled and dealt back one per
    cell from cell 0; cards beyond nine go to the bottom of the deck. Announce if you hope for a
    line: the result is random.

        Attributes:
            card (int): A card id from your hand.
            type_ (EarthquakeType):
            announce (bool | Unset):  Default: False.
     """

    card: int
    type_: EarthquakeType
    announce: bool | Unset = False





    def to_dict(self) -> dict[str, Any]:
        card = self.card

        type_ = self.type_.value

        announce = self.announce


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "card": card,
            "type": type_,
        })
        if announce is not UNSET:
            field_dict["announce"] = announce

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        type_ = EarthquakeType(d.pop("type"))




        announce = d.pop("announce", UNSET)

        earthquake = cls(
            card=card,
            type_=type_,
            announce=announce,
        )

        return earthquake

