from enum import StrEnum

class NewAppFreeChat(StrEnum):
    EVERYONE = "everyone"
    OFF = "off"
    PLAYERS = "players"

    def __str__(self) -> str:
        return str(self.value)
