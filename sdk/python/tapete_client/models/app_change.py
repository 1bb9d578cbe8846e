from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.app_change_free_chat_type_0 import AppChangeFreeChatType0
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.jwt_settings import JwtSettings
  from ..models.limits import Limits





T = TypeVar("T", bound="AppChange")



@_attrs_define
class AppChange:
    """ What to change of an app (fields left out stay as they are; `jwt` and `limits` are
    replaced whole).

        Attributes:
            disabled (bool | None | Unset):
            free_chat (AppChangeFreeChatType0 | None | Unset):
            jwt (JwtSettings | None | Unset):
            limits (Limits | None | Unset):
            name (None | str | Unset):
            origins (list[str] | None | Unset):
     """

    disabled: bool | None | Unset = UNSET
    free_chat: AppChangeFreeChatType0 | None | Unset = UNSET
    jwt: JwtSettings | None | Unset = UNSET
    limits: Limits | None | Unset = UNSET
    name: None | str | Unset = UNSET
    origins: list[str] | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.jwt_settings import JwtSettings # noqa: PLC0415
        from ..models.limits import Limits # noqa: PLC0415
        disabled: bool | None | Unset
        if isinstance(self.disabled, Unset):
            disabled = UNSET
        else:
            disabled = self.disabled

        free_chat: None | str | Unset
        if isinstance(self.free_chat, Unset):
            free_chat = UNSET
        elif isinstance(self.free_chat, AppChangeFreeChatType0):
            free_chat = self.free_chat.value
        else:
            free_chat = self.free_chat

        jwt: dict[str, Any] | None | Unset
        if isinstance(self.jwt, Unset):
            jwt = UNSET
        elif isinstance(self.jwt, JwtSettings):
            jwt = self.jwt.to_dict()
        else:
            jwt = self.jwt

        limits: dict[str, Any] | None | Unset
        if isinstance(self.limits, Unset):
            limits = UNSET
        elif isinstance(self.limits, Limits):
            limits = self.limits.to_dict()
        else:
            limits = self.limits

        name: None | str | Unset
        if isinstance(self.name, Unset):
            name = UNSET
        else:
            name = self.name

        origins: list[str] | None | Unset
        if isinstance(self.origins, Unset):
            origins = UNSET
        elif isinstance(self.origins, list):
            origins = self.origins


        else:
            origins = self.origins


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if disabled is not UNSET:
            field_dict["disabled"] = disabled
        if free_chat is not UNSET:
            field_dict["free_chat"] = free_chat
        if jwt is not UNSET:
            field_dict["jwt"] = jwt
        if limits is not UNSET:
            field_dict["limits"] = limits
        if name is not UNSET:
            field_dict["name"] = name
        if origins is not UNSET:
            field_dict["origins"] = origins

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.jwt_settings import JwtSettings # noqa: PLC0415
        from ..models.limits import Limits # noqa: PLC0415
        d = dict(src_dict)
        def _parse_disabled(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        disabled = _parse_disabled(d.pop("disabled", UNSET))


        def _parse_free_chat(data: object) -> AppChangeFreeChatType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                free_chat_type_0 = AppChangeFreeChatType0(data)



                return free_chat_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AppChangeFreeChatType0 | None | Unset, data)

        free_chat = _parse_free_chat(d.pop("free_chat", UNSET))


        def _parse_jwt(data: object) -> JwtSettings | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                jwt_type_0 = JwtSettings.from_dict(data)



                return jwt_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JwtSettings | None | Unset, data)

        jwt = _parse_jwt(d.pop("jwt", UNSET))


        def _parse_limits(data: object) -> Limits | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                limits_type_0 = Limits.from_dict(data)



                return limits_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Limits | None | Unset, data)

        limits = _parse_limits(d.pop("limits", UNSET))


        def _parse_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        name = _parse_name(d.pop("name", UNSET))


        def _parse_origins(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                origins_type_0 = cast(list[str], data)

                return origins_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        origins = _parse_origins(d.pop("origins", UNSET))


        app_change = cls(
            disabled=disabled,
            free_chat=free_chat,
            jwt=jwt,
            limits=limits,
            name=name,
            origins=origins,
        )

        return app_change

