"""TRES's web client names every kind of card in both languages (its own catalogs)."""

from __future__ import annotations

import json
from pathlib import Path

from service.games.tres.cards import FACES

TEXTS = Path(__file__).resolve().parents[3] / "service" / "games" / "tres" / "web" / "i18n"


def test_every_kind_of_card_has_a_name() -> None:
    for lang in ("en", "es"):
        texts = json.loads((TEXTS / f"{lang}.json").read_text())
        for kind in {face.kind for face in FACES}:
            assert f"tres.kind.{kind}" in texts, (lang, kind)
