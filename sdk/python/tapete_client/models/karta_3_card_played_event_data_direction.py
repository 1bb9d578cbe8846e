from enum import StrEnum

class Karta3CardPlayedEventDataDirection(StrEnum):
    HIGH = "high"
    LOW = "low"

    def __str__(self) -> str:
        return str(self.value)
