from enum import StrEnum

class AppChangeFreeChatType0(StrEnum):
    EVERYONE = "everyone"
    OFF = "off"
    PLAYERS = "players"

    def __str__(self) -> str:
        return str(self.value)
