from enum import StrEnum

class UpdateKarta3TableGame(StrEnum):
    KARTA3 = "karta3"

    def __str__(self) -> str:
        return str(self.value)
