from enum import StrEnum

class ChatMessageTo(StrEnum):
    ALL = "all"
    SPECTATORS = "spectators"

    def __str__(self) -> str:
        return str(self.value)
