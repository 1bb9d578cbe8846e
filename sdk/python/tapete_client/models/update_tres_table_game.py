from enum import StrEnum

class UpdateTresTableGame(StrEnum):
    TRES = "tres"

    def __str__(self) -> str:
        return str(self.value)
