from enum import StrEnum

class UpdateRutasTableGame(StrEnum):
    RUTAS = "rutas"

    def __str__(self) -> str:
        return str(self.value)
