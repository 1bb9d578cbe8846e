from enum import StrEnum

class PlayType(StrEnum):
    RUTAS_PLAY = "rutas.play"

    def __str__(self) -> str:
        return str(self.value)
