from enum import StrEnum

class DiscardType(StrEnum):
    RUTAS_DISCARD = "rutas.discard"

    def __str__(self) -> str:
        return str(self.value)
