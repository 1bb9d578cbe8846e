from enum import StrEnum

class QuickPlayKarta3Game(StrEnum):
    KARTA3 = "karta3"

    def __str__(self) -> str:
        return str(self.value)
