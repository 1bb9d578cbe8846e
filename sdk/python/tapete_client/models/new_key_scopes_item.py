from enum import StrEnum

class NewKeyScopesItem(StrEnum):
    ADMIN = "admin"
    ADMINREAD = "admin:read"
    PLAYERS = "players"
    TABLES = "tables"
    WEBHOOKS = "webhooks"

    def __str__(self) -> str:
        return str(self.value)
