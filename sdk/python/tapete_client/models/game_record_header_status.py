from enum import StrEnum

class GameRecordHeaderStatus(StrEnum):
    CANCELLED = "cancelled"
    FINISHED = "finished"

    def __str__(self) -> str:
        return str(self.value)
