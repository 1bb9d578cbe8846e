from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.route_view import RouteView
  from ..models.rutas_card_view import RutasCardView





T = TypeVar("T", bound="SeatView")



@_attrs_define
class SeatView:
    """ 
        Attributes:
            deck_count (int):
            discard_count (int):
            discard_top (None | RutasCardView):
            discards (list[RutasCardView]):
            hand_count (int):
            opening (bool):
            opening_placed (int):
            pairs_selling (int):
            reshuffles_left (int | None):
            routes (list[RouteView]):
            seat (int):
            shown_hands (list[list[RutasCardView]]):
     """

    deck_count: int
    discard_count: int
    discard_top: None | RutasCardView
    discards: list[RutasCardView]
    hand_count: int
    opening: bool
    opening_placed: int
    pairs_selling: int
    reshuffles_left: int | None
    routes: list[RouteView]
    seat: int
    shown_hands: list[list[RutasCardView]]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.route_view import RouteView # noqa: PLC0415
        from ..models.rutas_card_view import RutasCardView # noqa: PLC0415
        deck_count = self.deck_count

        discard_count = self.discard_count

        discard_top: dict[str, Any] | None
        if isinstance(self.discard_top, RutasCardView):
            discard_top = self.discard_top.to_dict()
        else:
            discard_top = self.discard_top

        discards = []
        for discards_item_data in self.discards:
            discards_item = discards_item_data.to_dict()
            discards.append(discards_item)



        hand_count = self.hand_count

        opening = self.opening

        opening_placed = self.opening_placed

        pairs_selling = self.pairs_selling

        reshuffles_left: int | None
        reshuffles_left = self.reshuffles_left

        routes = []
        for routes_item_data in self.routes:
            routes_item = routes_item_data.to_dict()
            routes.append(routes_item)



        seat = self.seat

        shown_hands = []
        for shown_hands_item_data in self.shown_hands:
            shown_hands_item = []
            for shown_hands_item_item_data in shown_hands_item_data:
                shown_hands_item_item = shown_hands_item_item_data.to_dict()
                shown_hands_item.append(shown_hands_item_item)


            shown_hands.append(shown_hands_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "deck_count": deck_count,
            "discard_count": discard_count,
            "discard_top": discard_top,
            "discards": discards,
            "hand_count": hand_count,
            "opening": opening,
            "opening_placed": opening_placed,
            "pairs_selling": pairs_selling,
            "reshuffles_left": reshuffles_left,
            "routes": routes,
            "seat": seat,
            "shown_hands": shown_hands,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.route_view import RouteView # noqa: PLC0415
        from ..models.rutas_card_view import RutasCardView # noqa: PLC0415
        d = dict(src_dict)
        deck_count = d.pop("deck_count")

        discard_count = d.pop("discard_count")

        def _parse_discard_top(data: object) -> None | RutasCardView:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                discard_top_type_0 = RutasCardView.from_dict(data)



                return discard_top_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RutasCardView, data)

        discard_top = _parse_discard_top(d.pop("discard_top"))


        discards = []
        _discards = d.pop("discards")
        for discards_item_data in (_discards):
            discards_item = RutasCardView.from_dict(discards_item_data)



            discards.append(discards_item)


        hand_count = d.pop("hand_count")

        opening = d.pop("opening")

        opening_placed = d.pop("opening_placed")

        pairs_selling = d.pop("pairs_selling")

        def _parse_reshuffles_left(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        reshuffles_left = _parse_reshuffles_left(d.pop("reshuffles_left"))


        routes = []
        _routes = d.pop("routes")
        for routes_item_data in (_routes):
            routes_item = RouteView.from_dict(routes_item_data)



            routes.append(routes_item)


        seat = d.pop("seat")

        shown_hands = []
        _shown_hands = d.pop("shown_hands")
        for shown_hands_item_data in (_shown_hands):
            shown_hands_item = []
            _shown_hands_item = shown_hands_item_data
            for shown_hands_item_item_data in (_shown_hands_item):
                shown_hands_item_item = RutasCardView.from_dict(shown_hands_item_item_data)



                shown_hands_item.append(shown_hands_item_item)

            shown_hands.append(shown_hands_item)


        seat_view = cls(
            deck_count=deck_count,
            discard_count=discard_count,
            discard_top=discard_top,
            discards=discards,
            hand_count=hand_count,
            opening=opening,
            opening_placed=opening_placed,
            pairs_selling=pairs_selling,
            reshuffles_left=reshuffles_left,
            routes=routes,
            seat=seat,
            shown_hands=shown_hands,
        )


        seat_view.additional_properties = d
        return seat_view

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
