from enum import StrEnum

class ResetType(StrEnum):
    TRES_RESET = "tres.reset"

    def __str__(self) -> str:
        return str(self.value)
