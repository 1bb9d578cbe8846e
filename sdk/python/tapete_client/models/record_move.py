from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.record_move_source import RecordMoveSource
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.record_move_action_type_0 import RecordMoveActionType0





T = TypeVar("T", bound="RecordMove")



@_attrs_define
class RecordMove:
    """ 
        Attributes:
            index (int):
            seat (int):
            source (RecordMoveSource):
            version (int):
            action (None | RecordMoveActionType0 | Unset):
            reason (None | str | Unset):
     """

    index: int
    seat: int
    source: RecordMoveSource
    version: int
    action: None | RecordMoveActionType0 | Unset = UNSET
    reason: None | str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.record_move_action_type_0 import RecordMoveActionType0 # noqa: PLC0415
        index = self.index

        seat = self.seat

        source = self.source.value

        version = self.version

        action: dict[str, Any] | None | Unset
        if isinstance(self.action, Unset):
            action = UNSET
        elif isinstance(self.action, RecordMoveActionType0):
            action = self.action.to_dict()
        else:
            action = self.action

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "index": index,
            "seat": seat,
            "source": source,
            "version": version,
        })
        if action is not UNSET:
            field_dict["action"] = action
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.record_move_action_type_0 import RecordMoveActionType0 # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        seat = d.pop("seat")

        source = RecordMoveSource(d.pop("source"))




        version = d.pop("version")

        def _parse_action(data: object) -> None | RecordMoveActionType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                action_type_0 = RecordMoveActionType0.from_dict(data)



                return action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RecordMoveActionType0 | Unset, data)

        action = _parse_action(d.pop("action", UNSET))


        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))


        record_move = cls(
            index=index,
            seat=seat,
            source=source,
            version=version,
            action=action,
            reason=reason,
        )


        record_move.additional_properties = d
        return record_move

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
