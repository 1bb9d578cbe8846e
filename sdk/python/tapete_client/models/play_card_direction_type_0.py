from enum import StrEnum

class PlayCardDirectionType0(StrEnum):
    HIGH = "high"
    LOW = "low"

    def __str__(self) -> str:
        return str(self.value)
