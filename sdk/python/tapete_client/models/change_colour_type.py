from enum import StrEnum

class ChangeColourType(StrEnum):
    TRES_CHANGE_COLOUR = "tres.change_colour"

    def __str__(self) -> str:
        return str(self.value)
