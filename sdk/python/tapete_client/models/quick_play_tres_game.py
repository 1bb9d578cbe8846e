from enum import StrEnum

class QuickPlayTresGame(StrEnum):
    TRES = "tres"

    def __str__(self) -> str:
        return str(self.value)
