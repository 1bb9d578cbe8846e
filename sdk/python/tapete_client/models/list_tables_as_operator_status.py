from enum import StrEnum

class ListTablesAsOperatorStatus(StrEnum):
    CANCELLED = "cancelled"
    FINISHED = "finished"
    LOBBY = "lobby"
    PLAYING = "playing"

    def __str__(self) -> str:
        return str(self.value)
