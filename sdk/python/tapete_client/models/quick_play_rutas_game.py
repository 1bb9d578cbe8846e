from enum import StrEnum

class QuickPlayRutasGame(StrEnum):
    RUTAS = "rutas"

    def __str__(self) -> str:
        return str(self.value)
