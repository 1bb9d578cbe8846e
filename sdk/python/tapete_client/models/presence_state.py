from enum import StrEnum

class PresenceState(StrEnum):
    AWAY = "away"
    OFFLINE = "offline"
    ONLINE = "online"
    PLAYING = "playing"

    def __str__(self) -> str:
        return str(self.value)
