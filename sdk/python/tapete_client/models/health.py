from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.health_redis_type_1 import HealthRedisType1
from ..models.health_redis_type_2_type_1 import HealthRedisType2Type1
from ..models.health_redis_type_3_type_1 import HealthRedisType3Type1
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast






T = TypeVar("T", bound="Health")



@_attrs_define
class Health:
    """ 
        Attributes:
            status (Literal['ok']):
            redis (HealthRedisType1 | HealthRedisType2Type1 | HealthRedisType3Type1 | None | Unset):
            workers (int | None | Unset):
     """

    status: Literal['ok']
    redis: HealthRedisType1 | HealthRedisType2Type1 | HealthRedisType3Type1 | None | Unset = UNSET
    workers: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        status = self.status

        redis: None | str | Unset
        if isinstance(self.redis, Unset):
            redis = UNSET
        elif isinstance(self.redis, HealthRedisType1):
            redis = self.redis.value
        elif isinstance(self.redis, HealthRedisType2Type1):
            redis = self.redis.value
        elif isinstance(self.redis, HealthRedisType3Type1):
            redis = self.redis.value
        else:
            redis = self.redis

        workers: int | None | Unset
        if isinstance(self.workers, Unset):
            workers = UNSET
        else:
            workers = self.workers


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "status": status,
        })
        if redis is not UNSET:
            field_dict["redis"] = redis
        if workers is not UNSET:
            field_dict["workers"] = workers

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = cast(Literal['ok'] , d.pop("status"))
        if status != 'ok':
            raise ValueError(f"status must match const 'ok', got '{status}'")

        def _parse_redis(data: object) -> HealthRedisType1 | HealthRedisType2Type1 | HealthRedisType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                redis_type_1 = HealthRedisType1(data)



                return redis_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                redis_type_2_type_1 = HealthRedisType2Type1(data)



                return redis_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                redis_type_3_type_1 = HealthRedisType3Type1(data)



                return redis_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HealthRedisType1 | HealthRedisType2Type1 | HealthRedisType3Type1 | None | Unset, data)

        redis = _parse_redis(d.pop("redis", UNSET))


        def _parse_workers(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        workers = _parse_workers(d.pop("workers", UNSET))


        health = cls(
            status=status,
            redis=redis,
            workers=workers,
        )


        health.additional_properties = d
        return health

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
