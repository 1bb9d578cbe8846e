"""Every game's actions as typed classes, one per `type` (a string literal, so `Action`
is a discriminated union: `if action.type == "<game>.<move>":` narrows it), with their
plain-dict forms (`ActionDict`), and the request values the session takes.

GENERATED from openapi/openapi.json by sdk/python/generate_actions.py (`make sdk`); do
not edit."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, NotRequired, TypeAlias, TypedDict

BotLevelName: TypeAlias = Literal["easy", "expert", "hard"]
"""A bot's level (`tapete_sdk.BotLevel` is the same as an enum)."""
Visibility: TypeAlias = Literal["private", "public"]
"""`public`: listed, and open to quick play in its lobby; `private`: only by code."""


@dataclass(frozen=True, kw_only=True)
class Karta3Call:
    """The opener calls High or Low before (or after) choosing the card; private until played."""

    type: Literal["karta3.call"] = field(default="karta3.call", init=False)
    direction: Literal["high", "low"]

    def to_dict(self) -> Karta3CallDict:
        return {
            "type": self.type,
            "direction": self.direction,
        }


class Karta3CallDict(TypedDict):
    type: Literal["karta3.call"]
    direction: Literal["high", "low"]


@dataclass(frozen=True, kw_only=True)
class Karta3Play:
    """Play a card from your hand. The opener also calls the direction (High/Low), here or in a
    separate `karta3.call`; a card sent without a direction waits privately for the call.
    """

    type: Literal["karta3.play"] = field(default="karta3.play", init=False)
    card: int
    direction: Literal["high", "low"] | None = None

    def to_dict(self) -> Karta3PlayDict:
        return {
            "type": self.type,
            "card": self.card,
            "direction": self.direction,
        }


class Karta3PlayDict(TypedDict):
    type: Literal["karta3.play"]
    card: int
    direction: NotRequired[Literal["high", "low"] | None]


@dataclass(frozen=True, kw_only=True)
class RutasDiscard:
    """Put card `card` from your hand on your discard pile, then draw (in the opening: only when
    your hand holds no number card).
    """

    type: Literal["rutas.discard"] = field(default="rutas.discard", init=False)
    card: int

    def to_dict(self) -> RutasDiscardDict:
        return {
            "type": self.type,
            "card": self.card,
        }


class RutasDiscardDict(TypedDict):
    type: Literal["rutas.discard"]
    card: int


@dataclass(frozen=True, kw_only=True)
class RutasDissolve:
    """Empty your route `route` (0..2): every card on it goes to its owner's discard pile. No card
    is drawn.
    """

    type: Literal["rutas.dissolve"] = field(default="rutas.dissolve", init=False)
    route: int

    def to_dict(self) -> RutasDissolveDict:
        return {
            "type": self.type,
            "route": self.route,
        }


class RutasDissolveDict(TypedDict):
    type: Literal["rutas.dissolve"]
    route: int


@dataclass(frozen=True, kw_only=True)
class RutasPlay:
    """Play card `card` from your hand onto route `route` (0..2) of seat `owner`.

    A number card goes at the end of one of your own routes (`owner` = your seat, `position`
    omitted). A figure (Jack, Queen, King, Joker) goes on the number card at index `position` (0
    = the route's first card) of any route of either seat.
    """

    type: Literal["rutas.play"] = field(default="rutas.play", init=False)
    card: int
    owner: int
    route: int
    position: int | None = None

    def to_dict(self) -> RutasPlayDict:
        return {
            "type": self.type,
            "card": self.card,
            "owner": self.owner,
            "route": self.route,
            "position": self.position,
        }


class RutasPlayDict(TypedDict):
    type: Literal["rutas.play"]
    card: int
    owner: int
    route: int
    position: NotRequired[int | None]


@dataclass(frozen=True, kw_only=True)
class RutasResign:
    """Give up: the other seat wins. Allowed at any time, on your turn or not."""

    type: Literal["rutas.resign"] = field(default="rutas.resign", init=False)

    def to_dict(self) -> RutasResignDict:
        return {
            "type": self.type,
        }


class RutasResignDict(TypedDict):
    type: Literal["rutas.resign"]


@dataclass(frozen=True, kw_only=True)
class TresChangeColour:
    """Play Cambia color: declare a new colour for an occupied cell. You may then place a card of
    that colour on that cell or on an empty cell (`tres.place`), or pass.
    """

    type: Literal["tres.change_colour"] = field(default="tres.change_colour", init=False)
    card: int
    cell: int
    colour: Literal["blue", "green", "red", "yellow"]

    def to_dict(self) -> TresChangeColourDict:
        return {
            "type": self.type,
            "card": self.card,
            "cell": self.cell,
            "colour": self.colour,
        }


class TresChangeColourDict(TypedDict):
    type: Literal["tres.change_colour"]
    card: int
    cell: int
    colour: Literal["blue", "green", "red", "yellow"]


@dataclass(frozen=True, kw_only=True)
class TresComeback:
    """Play El regreso. If a seat is eliminated, the one eliminated first returns with 7 cards (omit
    `line`). Otherwise choose a `line`: its unsealed stacks go back into the deck, which is
    shuffled.
    """

    type: Literal["tres.comeback"] = field(default="tres.comeback", init=False)
    card: int
    line: int | None = None

    def to_dict(self) -> TresComebackDict:
        return {
            "type": self.type,
            "card": self.card,
            "line": self.line,
        }


class TresComebackDict(TypedDict):
    type: Literal["tres.comeback"]
    card: int
    line: NotRequired[int | None]


@dataclass(frozen=True, kw_only=True)
class TresDraw:
    """Draw one card instead of playing. If it can be played you may play it at once or pass;
    `and_pass` ends the turn right after drawing (the timeout default).
    """

    type: Literal["tres.draw"] = field(default="tres.draw", init=False)
    and_pass: bool = False

    def to_dict(self) -> TresDrawDict:
        return {
            "type": self.type,
            "and_pass": self.and_pass,
        }


class TresDrawDict(TypedDict):
    type: Literal["tres.draw"]
    and_pass: NotRequired[bool]


@dataclass(frozen=True, kw_only=True)
class TresDrawFour:
    """Play +4: you draw four cards."""

    type: Literal["tres.draw_four"] = field(default="tres.draw_four", init=False)
    card: int

    def to_dict(self) -> TresDrawFourDict:
        return {
            "type": self.type,
            "card": self.card,
        }


class TresDrawFourDict(TypedDict):
    type: Literal["tres.draw_four"]
    card: int


@dataclass(frozen=True, kw_only=True)
class TresEarthquake:
    """Play Terremoto: seals are discarded, every board card is shuffled and dealt back one per cell
    from cell 0; cards beyond nine go to the bottom of the deck. Announce if you hope for a line:
    the result is random.
    """

    type: Literal["tres.earthquake"] = field(default="tres.earthquake", init=False)
    card: int
    announce: bool = False

    def to_dict(self) -> TresEarthquakeDict:
        return {
            "type": self.type,
            "card": self.card,
            "announce": self.announce,
        }


class TresEarthquakeDict(TypedDict):
    type: Literal["tres.earthquake"]
    card: int
    announce: NotRequired[bool]


@dataclass(frozen=True, kw_only=True)
class TresExchange:
    """Play Intercambio: swap the top cards of two unsealed occupied cells."""

    type: Literal["tres.exchange"] = field(default="tres.exchange", init=False)
    card: int
    first: int
    second: int
    announce: bool = False

    def to_dict(self) -> TresExchangeDict:
        return {
            "type": self.type,
            "card": self.card,
            "first": self.first,
            "second": self.second,
            "announce": self.announce,
        }


class TresExchangeDict(TypedDict):
    type: Literal["tres.exchange"]
    card: int
    first: int
    second: int
    announce: NotRequired[bool]


@dataclass(frozen=True, kw_only=True)
class TresMinusFour:
    """Play -4: the next player returns four cards of their choice (all if fewer) to the bottom of
    the deck and loses their turn.
    """

    type: Literal["tres.minus_four"] = field(default="tres.minus_four", init=False)
    card: int

    def to_dict(self) -> TresMinusFourDict:
        return {
            "type": self.type,
            "card": self.card,
        }


class TresMinusFourDict(TypedDict):
    type: Literal["tres.minus_four"]
    card: int


@dataclass(frozen=True, kw_only=True)
class TresPass:
    """Decline an optional follow-up: the drawn card, the card after Cambia color or Habilitar
    celda, or the stolen card (which is then discarded). Your turn ends.
    """

    type: Literal["tres.pass"] = field(default="tres.pass", init=False)

    def to_dict(self) -> TresPassDict:
        return {
            "type": self.type,
        }


class TresPassDict(TypedDict):
    type: Literal["tres.pass"]


@dataclass(frozen=True, kw_only=True)
class TresPlace:
    """Place a number card, a Numeral (declare `number`), an Interrogación or a Reversa, Saltar or
    +2 on a cell. Set `announce` ("¡TRES!") when the card completes a line: you win; a line
    completed without it is a foul (the card is discarded, you draw 3, your turn ends).
    """

    type: Literal["tres.place"] = field(default="tres.place", init=False)
    card: int
    cell: int
    announce: bool = False
    number: int | None = None

    def to_dict(self) -> TresPlaceDict:
        return {
            "type": self.type,
            "card": self.card,
            "cell": self.cell,
            "announce": self.announce,
            "number": self.number,
        }


class TresPlaceDict(TypedDict):
    type: Literal["tres.place"]
    card: int
    cell: int
    announce: NotRequired[bool]
    number: NotRequired[int | None]


@dataclass(frozen=True, kw_only=True)
class TresReset:
    """Play a Reinicio: every unsealed stack of the chosen line goes to the discard pile. The
    diagonal card takes line 6 or 7, the row card 0-2, the column card 3-5.
    """

    type: Literal["tres.reset"] = field(default="tres.reset", init=False)
    card: int
    line: int

    def to_dict(self) -> TresResetDict:
        return {
            "type": self.type,
            "card": self.card,
            "line": self.line,
        }


class TresResetDict(TypedDict):
    type: Literal["tres.reset"]
    card: int
    line: int


@dataclass(frozen=True, kw_only=True)
class TresReturnCards:
    """Answer a -4: the cards of your hand that go to the bottom of the deck (exactly four, or your
    whole hand if it has four or fewer).
    """

    type: Literal["tres.return_cards"] = field(default="tres.return_cards", init=False)
    cards: list[int]

    def to_dict(self) -> TresReturnCardsDict:
        return {
            "type": self.type,
            "cards": list(self.cards),
        }


class TresReturnCardsDict(TypedDict):
    type: Literal["tres.return_cards"]
    cards: list[int]


@dataclass(frozen=True, kw_only=True)
class TresSeal:
    """Play Sellar celda on an unsealed cell: nothing can be placed on, taken from or moved off it;
    the number under the seal still counts for lines.
    """

    type: Literal["tres.seal"] = field(default="tres.seal", init=False)
    card: int
    cell: int

    def to_dict(self) -> TresSealDict:
        return {
            "type": self.type,
            "card": self.card,
            "cell": self.cell,
        }


class TresSealDict(TypedDict):
    type: Literal["tres.seal"]
    card: int
    cell: int


@dataclass(frozen=True, kw_only=True)
class TresSteal:
    """Play Donación forzosa: take a random card from the `target` seat's hand. If it can complete a
    line you may play it at once (announcing); otherwise it is discarded.
    """

    type: Literal["tres.steal"] = field(default="tres.steal", init=False)
    card: int
    target: int

    def to_dict(self) -> TresStealDict:
        return {
            "type": self.type,
            "card": self.card,
            "target": self.target,
        }


class TresStealDict(TypedDict):
    type: Literal["tres.steal"]
    card: int
    target: int


@dataclass(frozen=True, kw_only=True)
class TresSwapHands:
    """Play Mano a mano: swap your whole hand with the hand of the `target` seat."""

    type: Literal["tres.swap_hands"] = field(default="tres.swap_hands", init=False)
    card: int
    target: int

    def to_dict(self) -> TresSwapHandsDict:
        return {
            "type": self.type,
            "card": self.card,
            "target": self.target,
        }


class TresSwapHandsDict(TypedDict):
    type: Literal["tres.swap_hands"]
    card: int
    target: int


@dataclass(frozen=True, kw_only=True)
class TresTwistLine:
    """Play Giro on a line: its two end stacks swap places, the middle stays (no sealed end)."""

    type: Literal["tres.twist_line"] = field(default="tres.twist_line", init=False)
    card: int
    line: int
    announce: bool = False

    def to_dict(self) -> TresTwistLineDict:
        return {
            "type": self.type,
            "card": self.card,
            "line": self.line,
            "announce": self.announce,
        }


class TresTwistLineDict(TypedDict):
    type: Literal["tres.twist_line"]
    card: int
    line: int
    announce: NotRequired[bool]


@dataclass(frozen=True, kw_only=True)
class TresTwistStack:
    """Play Giro on a stack: its bottom card moves to the top (unsealed stacks of 2+ cards)."""

    type: Literal["tres.twist_stack"] = field(default="tres.twist_stack", init=False)
    card: int
    cell: int
    announce: bool = False

    def to_dict(self) -> TresTwistStackDict:
        return {
            "type": self.type,
            "card": self.card,
            "cell": self.cell,
            "announce": self.announce,
        }


class TresTwistStackDict(TypedDict):
    type: Literal["tres.twist_stack"]
    card: int
    cell: int
    announce: NotRequired[bool]


@dataclass(frozen=True, kw_only=True)
class TresUnseal:
    """Play Habilitar celda on a sealed cell: the seal and this card are discarded. You may then
    place a number card or Numeral (`tres.place`), or pass.
    """

    type: Literal["tres.unseal"] = field(default="tres.unseal", init=False)
    card: int
    cell: int

    def to_dict(self) -> TresUnsealDict:
        return {
            "type": self.type,
            "card": self.card,
            "cell": self.cell,
        }


class TresUnsealDict(TypedDict):
    type: Literal["tres.unseal"]
    card: int
    cell: int


Action: TypeAlias = (
    Karta3Call
    | Karta3Play
    | RutasDiscard
    | RutasDissolve
    | RutasPlay
    | RutasResign
    | TresChangeColour
    | TresComeback
    | TresDraw
    | TresDrawFour
    | TresEarthquake
    | TresExchange
    | TresMinusFour
    | TresPass
    | TresPlace
    | TresReset
    | TresReturnCards
    | TresSeal
    | TresSteal
    | TresSwapHands
    | TresTwistLine
    | TresTwistStack
    | TresUnseal
)
"""Any game's action: narrow it on `.type`."""


ActionDict: TypeAlias = (
    Karta3CallDict
    | Karta3PlayDict
    | RutasDiscardDict
    | RutasDissolveDict
    | RutasPlayDict
    | RutasResignDict
    | TresChangeColourDict
    | TresComebackDict
    | TresDrawDict
    | TresDrawFourDict
    | TresEarthquakeDict
    | TresExchangeDict
    | TresMinusFourDict
    | TresPassDict
    | TresPlaceDict
    | TresResetDict
    | TresReturnCardsDict
    | TresSealDict
    | TresStealDict
    | TresSwapHandsDict
    | TresTwistLineDict
    | TresTwistStackDict
    | TresUnsealDict
)
"""Any action as JSON (`to_dict()`)."""


ACTIONS: dict[str, type[Action]] = {
    "karta3.call": Karta3Call,
    "karta3.play": Karta3Play,
    "rutas.discard": RutasDiscard,
    "rutas.dissolve": RutasDissolve,
    "rutas.play": RutasPlay,
    "rutas.resign": RutasResign,
    "tres.change_colour": TresChangeColour,
    "tres.comeback": TresComeback,
    "tres.draw": TresDraw,
    "tres.draw_four": TresDrawFour,
    "tres.earthquake": TresEarthquake,
    "tres.exchange": TresExchange,
    "tres.minus_four": TresMinusFour,
    "tres.pass": TresPass,
    "tres.place": TresPlace,
    "tres.reset": TresReset,
    "tres.return_cards": TresReturnCards,
    "tres.seal": TresSeal,
    "tres.steal": TresSteal,
    "tres.swap_hands": TresSwapHands,
    "tres.twist_line": TresTwistLine,
    "tres.twist_stack": TresTwistStack,
    "tres.unseal": TresUnseal,
}
"""Each action class by its `type`."""
