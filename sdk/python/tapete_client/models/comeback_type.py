from enum import StrEnum

class ComebackType(StrEnum):
    TRES_COMEBACK = "tres.comeback"

    def __str__(self) -> str:
        return str(self.value)
