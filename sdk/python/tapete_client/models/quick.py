from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.quick_kind import QuickKind
from ..models.quick_phrase import QuickPhrase






T = TypeVar("T", bound="Quick")



@_attrs_define
class Quick:
    """ A quick-chat phrase from the catalogue (GET /chat/catalogue).

        Attributes:
            kind (QuickKind):
            phrase (QuickPhrase):
     """

    kind: QuickKind
    phrase: QuickPhrase





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        phrase = self.phrase.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "phrase": phrase,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = QuickKind(d.pop("kind"))




        phrase = QuickPhrase(d.pop("phrase"))




        quick = cls(
            kind=kind,
            phrase=phrase,
        )

        return quick

