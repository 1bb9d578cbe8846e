from enum import StrEnum

class RecordMoveSource(StrEnum):
    AUTOMATIC = "automatic"
    BOT = "bot"
    PLAYER = "player"
    TIMEOUT = "timeout"

    def __str__(self) -> str:
        return str(self.value)
