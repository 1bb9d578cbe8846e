"""The chat's quick phrases and emotes (docs/api.md, "Table chat"): ids that travel in
messages, and their words in each language the clients show (a client shows a phrase in its
own language, whoever sent it)."""

from __future__ import annotations

from typing import Literal

import msgspec

Phrase = Literal[
    "hello",
    "good_luck",
    "well_played",
    "thanks",
    "oops",
    "nice_move",
    "hurry",
    "be_right_back",
    "good_game",
    "rematch",
]
Emote = Literal["smile", "laugh", "thinking", "surprised", "sad", "clap", "thumbs_up", "fire"]

PHRASES: dict[str, dict[str, str]] = {
    "hello": {"en": "Hello!", "es": "¡Hola!"},
    "good_luck": {"en": "Good luck!", "es": "¡Suerte!"},
    "well_played": {"en": "Well played!", "es": "¡Bien jugado!"},
    "thanks": {"en": "Thanks!", "es": "¡Gracias!"},
    "oops": {"en": "Oops!", "es": "¡Uy!"},
    "nice_move": {"en": "Nice move!", "es": "¡Buena jugada!"},
    "hurry": {
        "en": "Your turn, take your time… but not too much!",
        "es": "Te toca: sin prisa… ¡pero sin pausa!",
    },
    "be_right_back": {"en": "Be right back.", "es": "Vuelvo enseguida."},
    "good_game": {"en": "Good game!", "es": "¡Buena partida!"},
    "rematch": {"en": "Rematch?", "es": "¿La revancha?"},
}
EMOTES: dict[str, dict[str, str]] = {
    "smile": {"symbol": "🙂", "en": "smiles", "es": "sonríe"},
    "laugh": {"symbol": "😂", "en": "laughs", "es": "se ríe"},
    "thinking": {"symbol": "🤔", "en": "is thinking", "es": "está pensando"},
    "surprised": {"symbol": "😮", "en": "is surprised", "es": "se sorprende"},
    "sad": {"symbol": "😢", "en": "is sad", "es": "está triste"},
    "clap": {"symbol": "👏", "en": "applauds", "es": "aplaude"},
    "thumbs_up": {"symbol": "👍", "en": "approves", "es": "aprueba"},
    "fire": {"symbol": "🔥", "en": "is on fire", "es": "está que arde"},
}


class CatalogueEntry(msgspec.Struct):
    """A phrase or emote: its id, its words in English and Spanish, an emote's symbol."""

    id: str
    en: str
    es: str
    symbol: str | None = None


class Catalogue(msgspec.Struct):
    phrases: list[CatalogueEntry]
    emotes: list[CatalogueEntry]


CATALOGUE = Catalogue(
    [CatalogueEntry(key, words["en"], words["es"]) for key, words in PHRASES.items()],
    [
        CatalogueEntry(key, words["en"], words["es"], words["symbol"])
        for key, words in EMOTES.items()
    ],
)
