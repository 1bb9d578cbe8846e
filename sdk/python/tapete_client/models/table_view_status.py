from enum import StrEnum

class TableViewStatus(StrEnum):
    CANCELLED = "cancelled"
    FINISHED = "finished"
    LOBBY = "lobby"
    PLAYING = "playing"

    def __str__(self) -> str:
        return str(self.value)
