from enum import StrEnum

class RutasOptionsTimeControl(StrEnum):
    CLOCK = "clock"
    UNTIMED = "untimed"

    def __str__(self) -> str:
        return str(self.value)
