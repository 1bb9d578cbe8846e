from enum import StrEnum

class QuickKind(StrEnum):
    QUICK = "quick"

    def __str__(self) -> str:
        return str(self.value)
