from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.new_app_free_chat import NewAppFreeChat
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.jwt_settings import JwtSettings
  from ..models.limits import Limits





T = TypeVar("T", bound="NewApp")



@_attrs_define
class NewApp:
    """ A new app: its name, the browser origins allowed to name it (none: any), how its
    player JWTs are verified (none: it accepts no JWTs), its limits (none: unlimited) and who
    may write free text in its tables' chat.

        Attributes:
            name (str): 1-32 characters, no control characters, at least one visible character. Spaces (any Unicode space)
                and zero-width characters around the name are removed.
            free_chat (NewAppFreeChat | Unset): Who may write free text in the chat of the app's tables created with
                `free_chat`: `off` nobody (creating such a table answers 422 `free_chat_off`), `players` the seats with a player
                identity (the default), `everyone` every seat and the host. Default: NewAppFreeChat.PLAYERS.
            jwt (JwtSettings | None | Unset):
            limits (Limits | None | Unset):
            origins (list[str] | Unset):
     """

    name: str
    free_chat: NewAppFreeChat | Unset = NewAppFreeChat.PLAYERS
    jwt: JwtSettings | None | Unset = UNSET
    limits: Limits | None | Unset = UNSET
    origins: list[str] | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.jwt_settings import JwtSettings # noqa: PLC0415
        from ..models.limits import Limits # noqa: PLC0415
        name = self.name

        free_chat: str | Unset = UNSET
        if not isinstance(self.free_chat, Unset):
            free_chat = self.free_chat.value


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

        origins: list[str] | Unset = UNSET
        if not isinstance(self.origins, Unset):
            origins = self.origins




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
        })
        if free_chat is not UNSET:
            field_dict["free_chat"] = free_chat
        if jwt is not UNSET:
            field_dict["jwt"] = jwt
        if limits is not UNSET:
            field_dict["limits"] = limits
        if origins is not UNSET:
            field_dict["origins"] = origins

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.jwt_settings import JwtSettings # noqa: PLC0415
        from ..models.limits import Limits # noqa: PLC0415
        d = dict(src_dict)
        name = d.pop("name")

        _free_chat = d.pop("free_chat", UNSET)
        free_chat: NewAppFreeChat | Unset
        if isinstance(_free_chat,  Unset):
            free_chat = UNSET
        else:
            free_chat = NewAppFreeChat(_free_chat)




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


        origins = cast(list[str], d.pop("origins", UNSET))


        new_app = cls(
            name=name,
            free_chat=free_chat,
            jwt=jwt,
            limits=limits,
            origins=origins,
        )

        return new_app

