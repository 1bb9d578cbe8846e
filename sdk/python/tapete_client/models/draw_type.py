from enum import StrEnum

class DrawType(StrEnum):
    TRES_DRAW = "tres.draw"

    def __str__(self) -> str:
        return str(self.value)
