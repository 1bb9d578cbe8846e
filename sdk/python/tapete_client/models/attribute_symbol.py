from enum import StrEnum

class AttributeSymbol(StrEnum):
    CIRCLE = "circle"
    SQUARE = "square"
    TRIANGLE = "triangle"

    def __str__(self) -> str:
        return str(self.value)
