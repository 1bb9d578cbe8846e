from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.app_info_free_chat import AppInfoFreeChat
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.jwt_info import JwtInfo
  from ..models.key_info import KeyInfo
  from ..models.limits import Limits





T = TypeVar("T", bound="AppInfo")



@_attrs_define
class AppInfo:
    """ 
        Attributes:
            created_ms (int):
            disabled (bool):
            id (str):
            keys (list[KeyInfo]):
            limits (Limits): The app's limits (docs/apps.md, "Limits and quotas"), all at once: one left out (or
                null) is unlimited. Reaching one answers 429 `quota_exceeded` naming it.
            name (str):
            origins (list[str]):
            free_chat (AppInfoFreeChat | Unset): Who may write free text in the chat of the app's tables created with
                `free_chat`: `off` nobody (creating such a table answers 422 `free_chat_off`), `players` the seats with a player
                identity (the default), `everyone` every seat and the host. Default: AppInfoFreeChat.PLAYERS.
            jwt (JwtInfo | None | Unset):
     """

    created_ms: int
    disabled: bool
    id: str
    keys: list[KeyInfo]
    limits: Limits
    name: str
    origins: list[str]
    free_chat: AppInfoFreeChat | Unset = AppInfoFreeChat.PLAYERS
    jwt: JwtInfo | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.jwt_info import JwtInfo # noqa: PLC0415
        from ..models.key_info import KeyInfo # noqa: PLC0415
        from ..models.limits import Limits # noqa: PLC0415
        created_ms = self.created_ms

        disabled = self.disabled

        id = self.id

        keys = []
        for keys_item_data in self.keys:
            keys_item = keys_item_data.to_dict()
            keys.append(keys_item)



        limits = self.limits.to_dict()

        name = self.name

        origins = self.origins



        free_chat: str | Unset = UNSET
        if not isinstance(self.free_chat, Unset):
            free_chat = self.free_chat.value


        jwt: dict[str, Any] | None | Unset
        if isinstance(self.jwt, Unset):
            jwt = UNSET
        elif isinstance(self.jwt, JwtInfo):
            jwt = self.jwt.to_dict()
        else:
            jwt = self.jwt


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_ms": created_ms,
            "disabled": disabled,
            "id": id,
            "keys": keys,
            "limits": limits,
            "name": name,
            "origins": origins,
        })
        if free_chat is not UNSET:
            field_dict["free_chat"] = free_chat
        if jwt is not UNSET:
            field_dict["jwt"] = jwt

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.jwt_info import JwtInfo # noqa: PLC0415
        from ..models.key_info import KeyInfo # noqa: PLC0415
        from ..models.limits import Limits # noqa: PLC0415
        d = dict(src_dict)
        created_ms = d.pop("created_ms")

        disabled = d.pop("disabled")

        id = d.pop("id")

        keys = []
        _keys = d.pop("keys")
        for keys_item_data in (_keys):
            keys_item = KeyInfo.from_dict(keys_item_data)



            keys.append(keys_item)


        limits = Limits.from_dict(d.pop("limits"))




        name = d.pop("name")

        origins = cast(list[str], d.pop("origins"))


        _free_chat = d.pop("free_chat", UNSET)
        free_chat: AppInfoFreeChat | Unset
        if isinstance(_free_chat,  Unset):
            free_chat = UNSET
        else:
            free_chat = AppInfoFreeChat(_free_chat)




        def _parse_jwt(data: object) -> JwtInfo | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                jwt_type_0 = JwtInfo.from_dict(data)



                return jwt_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(JwtInfo | None | Unset, data)

        jwt = _parse_jwt(d.pop("jwt", UNSET))


        app_info = cls(
            created_ms=created_ms,
            disabled=disabled,
            id=id,
            keys=keys,
            limits=limits,
            name=name,
            origins=origins,
            free_chat=free_chat,
            jwt=jwt,
        )


        app_info.additional_properties = d
        return app_info

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
