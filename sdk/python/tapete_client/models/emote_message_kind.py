from enum import StrEnum

class EmoteMessageKind(StrEnum):
    EMOTE = "emote"

    def __str__(self) -> str:
        return str(self.value)
