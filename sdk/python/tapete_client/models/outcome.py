from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.outcome_details import OutcomeDetails





T = TypeVar("T", bound="Outcome")



@_attrs_define
class Outcome:
    """ 
        Attributes:
            reason (str):
            details (OutcomeDetails | Unset):
            scores (list[int] | None | Unset):
            winners (list[int] | Unset):
     """

    reason: str
    details: OutcomeDetails | Unset = UNSET
    scores: list[int] | None | Unset = UNSET
    winners: list[int] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome_details import OutcomeDetails # noqa: PLC0415
        reason = self.reason

        details: dict[str, Any] | Unset = UNSET
        if not isinstance(self.details, Unset):
            details = self.details.to_dict()

        scores: list[int] | None | Unset
        if isinstance(self.scores, Unset):
            scores = UNSET
        elif isinstance(self.scores, list):
            scores = self.scores


        else:
            scores = self.scores

        winners: list[int] | Unset = UNSET
        if not isinstance(self.winners, Unset):
            winners = self.winners




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "reason": reason,
        })
        if details is not UNSET:
            field_dict["details"] = details
        if scores is not UNSET:
            field_dict["scores"] = scores
        if winners is not UNSET:
            field_dict["winners"] = winners

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.outcome_details import OutcomeDetails # noqa: PLC0415
        d = dict(src_dict)
        reason = d.pop("reason")

        _details = d.pop("details", UNSET)
        details: OutcomeDetails | Unset
        if isinstance(_details,  Unset):
            details = UNSET
        else:
            details = OutcomeDetails.from_dict(_details)




        def _parse_scores(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                scores_type_0 = cast(list[int], data)

                return scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        scores = _parse_scores(d.pop("scores", UNSET))


        winners = cast(list[int], d.pop("winners", UNSET))


        outcome = cls(
            reason=reason,
            details=details,
            scores=scores,
            winners=winners,
        )


        outcome.additional_properties = d
        return outcome

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
