from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_record_header_status import GameRecordHeaderStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.game_record_header_options import GameRecordHeaderOptions
  from ..models.outcome import Outcome
  from ..models.rating_change import RatingChange
  from ..models.record_seat import RecordSeat





T = TypeVar("T", bound="GameRecordHeader")



@_attrs_define
class GameRecordHeader:
    """ The `GameRecord` without `moves`: the first line of its NDJSON form.

        Attributes:
            code (str):
            created (str):
            ended (str):
            game (str):
            options (GameRecordHeaderOptions):
            seats (list[RecordSeat]):
            seed (str):
            started_version (int):
            status (GameRecordHeaderStatus):
            app (str | Unset):  Default: 'default'.
            rated (bool | Unset):  Default: False.
            rating_changes (list[RatingChange] | Unset):
            result (None | Outcome | Unset):
     """

    code: str
    created: str
    ended: str
    game: str
    options: GameRecordHeaderOptions
    seats: list[RecordSeat]
    seed: str
    started_version: int
    status: GameRecordHeaderStatus
    app: str | Unset = 'default'
    rated: bool | Unset = False
    rating_changes: list[RatingChange] | Unset = UNSET
    result: None | Outcome | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.game_record_header_options import GameRecordHeaderOptions # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.rating_change import RatingChange # noqa: PLC0415
        from ..models.record_seat import RecordSeat # noqa: PLC0415
        code = self.code

        created = self.created

        ended = self.ended

        game = self.game

        options = self.options.to_dict()

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        seed = self.seed

        started_version = self.started_version

        status = self.status.value

        app = self.app

        rated = self.rated

        rating_changes: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.rating_changes, Unset):
            rating_changes = []
            for rating_changes_item_data in self.rating_changes:
                rating_changes_item = rating_changes_item_data.to_dict()
                rating_changes.append(rating_changes_item)



        result: dict[str, Any] | None | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        elif isinstance(self.result, Outcome):
            result = self.result.to_dict()
        else:
            result = self.result


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code": code,
            "created": created,
            "ended": ended,
            "game": game,
            "options": options,
            "seats": seats,
            "seed": seed,
            "started_version": started_version,
            "status": status,
        })
        if app is not UNSET:
            field_dict["app"] = app
        if rated is not UNSET:
            field_dict["rated"] = rated
        if rating_changes is not UNSET:
            field_dict["rating_changes"] = rating_changes
        if result is not UNSET:
            field_dict["result"] = result

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.game_record_header_options import GameRecordHeaderOptions # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.rating_change import RatingChange # noqa: PLC0415
        from ..models.record_seat import RecordSeat # noqa: PLC0415
        d = dict(src_dict)
        code = d.pop("code")

        created = d.pop("created")

        ended = d.pop("ended")

        game = d.pop("game")

        options = GameRecordHeaderOptions.from_dict(d.pop("options"))




        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = RecordSeat.from_dict(seats_item_data)



            seats.append(seats_item)


        seed = d.pop("seed")

        started_version = d.pop("started_version")

        status = GameRecordHeaderStatus(d.pop("status"))




        app = d.pop("app", UNSET)

        rated = d.pop("rated", UNSET)

        _rating_changes = d.pop("rating_changes", UNSET)
        rating_changes: list[RatingChange] | Unset = UNSET
        if _rating_changes is not UNSET:
            rating_changes = []
            for rating_changes_item_data in _rating_changes:
                rating_changes_item = RatingChange.from_dict(rating_changes_item_data)



                rating_changes.append(rating_changes_item)


        def _parse_result(data: object) -> None | Outcome | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = Outcome.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome | Unset, data)

        result = _parse_result(d.pop("result", UNSET))


        game_record_header = cls(
            code=code,
            created=created,
            ended=ended,
            game=game,
            options=options,
            seats=seats,
            seed=seed,
            started_version=started_version,
            status=status,
            app=app,
            rated=rated,
            rating_changes=rating_changes,
            result=result,
        )


        game_record_header.additional_properties = d
        return game_record_header

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
