from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.audit_entry import AuditEntry
  from ..models.ban import Ban
  from ..models.board_place import BoardPlace
  from ..models.game_record import GameRecord
  from ..models.history_entry import HistoryEntry
  from ..models.identity import Identity
  from ..models.player_export_audited_profile import PlayerExportAuditedProfile
  from ..models.player_export_audited_statistics import PlayerExportAuditedStatistics
  from ..models.rating_held import RatingHeld
  from ..models.table_seat import TableSeat





T = TypeVar("T", bound="PlayerExportAudited")



@_attrs_define
class PlayerExportAudited:
    """ 
        Attributes:
            audit (list[AuditEntry]):
            ban (Ban | None):
            exported_ms (int):
            history (list[HistoryEntry]):
            identity (Identity):
            leaderboards (list[BoardPlace]):
            profile (PlayerExportAuditedProfile):
            ratings (list[RatingHeld]):
            records (list[GameRecord]):
            statistics (PlayerExportAuditedStatistics):
            tables (list[TableSeat]):
     """

    audit: list[AuditEntry]
    ban: Ban | None
    exported_ms: int
    history: list[HistoryEntry]
    identity: Identity
    leaderboards: list[BoardPlace]
    profile: PlayerExportAuditedProfile
    ratings: list[RatingHeld]
    records: list[GameRecord]
    statistics: PlayerExportAuditedStatistics
    tables: list[TableSeat]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.audit_entry import AuditEntry # noqa: PLC0415
        from ..models.ban import Ban # noqa: PLC0415
        from ..models.board_place import BoardPlace # noqa: PLC0415
        from ..models.game_record import GameRecord # noqa: PLC0415
        from ..models.history_entry import HistoryEntry # noqa: PLC0415
        from ..models.identity import Identity # noqa: PLC0415
        from ..models.player_export_audited_profile import PlayerExportAuditedProfile # noqa: PLC0415
        from ..models.player_export_audited_statistics import PlayerExportAuditedStatistics # noqa: PLC0415
        from ..models.rating_held import RatingHeld # noqa: PLC0415
        from ..models.table_seat import TableSeat # noqa: PLC0415
        audit = []
        for audit_item_data in self.audit:
            audit_item = audit_item_data.to_dict()
            audit.append(audit_item)



        ban: dict[str, Any] | None
        if isinstance(self.ban, Ban):
            ban = self.ban.to_dict()
        else:
            ban = self.ban

        exported_ms = self.exported_ms

        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)



        identity = self.identity.to_dict()

        leaderboards = []
        for leaderboards_item_data in self.leaderboards:
            leaderboards_item = leaderboards_item_data.to_dict()
            leaderboards.append(leaderboards_item)



        profile = self.profile.to_dict()

        ratings = []
        for ratings_item_data in self.ratings:
            ratings_item = ratings_item_data.to_dict()
            ratings.append(ratings_item)



        records = []
        for records_item_data in self.records:
            records_item = records_item_data.to_dict()
            records.append(records_item)



        statistics = self.statistics.to_dict()

        tables = []
        for tables_item_data in self.tables:
            tables_item = tables_item_data.to_dict()
            tables.append(tables_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "audit": audit,
            "ban": ban,
            "exported_ms": exported_ms,
            "history": history,
            "identity": identity,
            "leaderboards": leaderboards,
            "profile": profile,
            "ratings": ratings,
            "records": records,
            "statistics": statistics,
            "tables": tables,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.audit_entry import AuditEntry # noqa: PLC0415
        from ..models.ban import Ban # noqa: PLC0415
        from ..models.board_place import BoardPlace # noqa: PLC0415
        from ..models.game_record import GameRecord # noqa: PLC0415
        from ..models.history_entry import HistoryEntry # noqa: PLC0415
        from ..models.identity import Identity # noqa: PLC0415
        from ..models.player_export_audited_profile import PlayerExportAuditedProfile # noqa: PLC0415
        from ..models.player_export_audited_statistics import PlayerExportAuditedStatistics # noqa: PLC0415
        from ..models.rating_held import RatingHeld # noqa: PLC0415
        from ..models.table_seat import TableSeat # noqa: PLC0415
        d = dict(src_dict)
        audit = []
        _audit = d.pop("audit")
        for audit_item_data in (_audit):
            audit_item = AuditEntry.from_dict(audit_item_data)



            audit.append(audit_item)


        def _parse_ban(data: object) -> Ban | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ban_type_0 = Ban.from_dict(data)



                return ban_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Ban | None, data)

        ban = _parse_ban(d.pop("ban"))


        exported_ms = d.pop("exported_ms")

        history = []
        _history = d.pop("history")
        for history_item_data in (_history):
            history_item = HistoryEntry.from_dict(history_item_data)



            history.append(history_item)


        identity = Identity.from_dict(d.pop("identity"))




        leaderboards = []
        _leaderboards = d.pop("leaderboards")
        for leaderboards_item_data in (_leaderboards):
            leaderboards_item = BoardPlace.from_dict(leaderboards_item_data)



            leaderboards.append(leaderboards_item)


        profile = PlayerExportAuditedProfile.from_dict(d.pop("profile"))




        ratings = []
        _ratings = d.pop("ratings")
        for ratings_item_data in (_ratings):
            ratings_item = RatingHeld.from_dict(ratings_item_data)



            ratings.append(ratings_item)


        records = []
        _records = d.pop("records")
        for records_item_data in (_records):
            records_item = GameRecord.from_dict(records_item_data)



            records.append(records_item)


        statistics = PlayerExportAuditedStatistics.from_dict(d.pop("statistics"))




        tables = []
        _tables = d.pop("tables")
        for tables_item_data in (_tables):
            tables_item = TableSeat.from_dict(tables_item_data)



            tables.append(tables_item)


        player_export_audited = cls(
            audit=audit,
            ban=ban,
            exported_ms=exported_ms,
            history=history,
            identity=identity,
            leaderboards=leaderboards,
            profile=profile,
            ratings=ratings,
            records=records,
            statistics=statistics,
            tables=tables,
        )


        player_export_audited.additional_properties = d
        return player_export_audited

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
