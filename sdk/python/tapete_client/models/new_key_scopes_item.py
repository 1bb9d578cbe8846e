from enum import StrEnum

class NewKeyScopesItem(StrEnum):
    ADMINREAD = "admin:read"
    PLAYERS = "players"
    TABLES = "tables"
    WEBHOOKS = "webhooks"

    def __str__(self) -> str:
        return str(self.value)
