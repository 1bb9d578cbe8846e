from enum import StrEnum

class ResignType(StrEnum):
    RUTAS_RESIGN = "rutas.resign"

    def __str__(self) -> str:
        return str(self.value)
