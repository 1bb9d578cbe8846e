from enum import StrEnum

class PassType(StrEnum):
    TRES_PASS = "tres.pass"

    def __str__(self) -> str:
        return str(self.value)
