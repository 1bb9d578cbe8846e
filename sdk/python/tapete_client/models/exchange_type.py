from enum import StrEnum

class ExchangeType(StrEnum):
    TRES_EXCHANGE = "tres.exchange"

    def __str__(self) -> str:
        return str(self.value)
