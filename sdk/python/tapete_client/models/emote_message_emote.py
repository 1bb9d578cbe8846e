from enum import StrEnum

class EmoteMessageEmote(StrEnum):
    CLAP = "clap"
    FIRE = "fire"
    LAUGH = "laugh"
    SAD = "sad"
    SMILE = "smile"
    SURPRISED = "surprised"
    THINKING = "thinking"
    THUMBS_UP = "thumbs_up"

    def __str__(self) -> str:
        return str(self.value)
