from enum import StrEnum

class PlaceType(StrEnum):
    TRES_PLACE = "tres.place"

    def __str__(self) -> str:
        return str(self.value)
