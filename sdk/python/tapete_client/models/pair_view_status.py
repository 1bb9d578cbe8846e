from enum import StrEnum

class PairViewStatus(StrEnum):
    OPEN = "open"
    SOLD = "sold"
    TIED = "tied"

    def __str__(self) -> str:
        return str(self.value)
