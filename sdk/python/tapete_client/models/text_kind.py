from enum import StrEnum

class TextKind(StrEnum):
    TEXT = "text"

    def __str__(self) -> str:
        return str(self.value)
