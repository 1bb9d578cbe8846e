from enum import StrEnum

class SealType(StrEnum):
    TRES_SEAL = "tres.seal"

    def __str__(self) -> str:
        return str(self.value)
