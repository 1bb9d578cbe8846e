from enum import StrEnum

class MinusFourType(StrEnum):
    TRES_MINUS_FOUR = "tres.minus_four"

    def __str__(self) -> str:
        return str(self.value)
