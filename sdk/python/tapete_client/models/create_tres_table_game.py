from enum import StrEnum

class CreateTresTableGame(StrEnum):
    TRES = "tres"

    def __str__(self) -> str:
        return str(self.value)
