from enum import StrEnum

class StealType(StrEnum):
    TRES_STEAL = "tres.steal"

    def __str__(self) -> str:
        return str(self.value)
