from enum import StrEnum

class CallDirectionType(StrEnum):
    KARTA3_CALL = "karta3.call"

    def __str__(self) -> str:
        return str(self.value)
