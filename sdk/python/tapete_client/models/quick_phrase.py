from enum import StrEnum

class QuickPhrase(StrEnum):
    BE_RIGHT_BACK = "be_right_back"
    GOOD_GAME = "good_game"
    GOOD_LUCK = "good_luck"
    HELLO = "hello"
    HURRY = "hurry"
    NICE_MOVE = "nice_move"
    OOPS = "oops"
    REMATCH = "rematch"
    THANKS = "thanks"
    WELL_PLAYED = "well_played"

    def __str__(self) -> str:
        return str(self.value)
