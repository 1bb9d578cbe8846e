from enum import StrEnum

class DrawFourType(StrEnum):
    TRES_DRAW_FOUR = "tres.draw_four"

    def __str__(self) -> str:
        return str(self.value)
