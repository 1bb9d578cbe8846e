from enum import StrEnum

class UnsealType(StrEnum):
    TRES_UNSEAL = "tres.unseal"

    def __str__(self) -> str:
        return str(self.value)
