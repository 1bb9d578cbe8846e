from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.logged_deletion import LoggedDeletion





T = TypeVar("T", bound="Replay")



@_attrs_define
class Replay:
    """ Deletions to add to the log before replaying it: a copy of the log taken before a
    restore from an older backup (none: replay the log as it is).

        Attributes:
            deletions (list[LoggedDeletion] | Unset):
     """

    deletions: list[LoggedDeletion] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.logged_deletion import LoggedDeletion # noqa: PLC0415
        deletions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.deletions, Unset):
            deletions = []
            for deletions_item_data in self.deletions:
                deletions_item = deletions_item_data.to_dict()
                deletions.append(deletions_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if deletions is not UNSET:
            field_dict["deletions"] = deletions

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.logged_deletion import LoggedDeletion # noqa: PLC0415
        d = dict(src_dict)
        _deletions = d.pop("deletions", UNSET)
        deletions: list[LoggedDeletion] | Unset = UNSET
        if _deletions is not UNSET:
            deletions = []
            for deletions_item_data in _deletions:
                deletions_item = LoggedDeletion.from_dict(deletions_item_data)



                deletions.append(deletions_item)


        replay = cls(
            deletions=deletions,
        )

        return replay

