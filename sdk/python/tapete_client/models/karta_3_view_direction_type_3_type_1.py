from enum import StrEnum

class Karta3ViewDirectionType3Type1(StrEnum):
    HIGH = "high"
    LOW = "low"

    def __str__(self) -> str:
        return str(self.value)
