// Rutas drawn for people: three routes per player facing each other, their values, direction,
// suit and sales, the clocks (in the table's timers) and the hand with its legal moves.
import { h } from "/play/static/dom.js";
import { t } from "/play/static/i18n.js";
import { handAndMoves } from "/play/static/moves.js";

function cardText(card) {
  if (!card) return "";
  if (card.suit === null || card.suit === undefined) return t("rutas.joker");
  const rank = card.rank === 1 || card.rank > 10 ? t(`rutas.rank.${card.rank}`) : String(card.rank);
  return `${rank} ${t(`rutas.suitName.${card.suit}`)}`;
}

function cardFace(card) {
  const red = card.suit === "H" || card.suit === "D";
  return h("span", { class: `rutas-card${red ? " red" : ""}${card.suit ? "" : " joker"}` },
    h("span", { "aria-hidden": "true" }, card.suit ? card.label : "🃏"),
    h("span", { class: "sr-only" }, cardText(card)));
}

function routeStatus(route) {
  if (!route.cards.length) return t("rutas.empty");
  if (route.selling) return t("rutas.selling");
  if (route.in_range) return t("rutas.inRange");
  return route.total < 21 ? t("rutas.short") : t("rutas.over");
}

// A route's direction as an SVG arrow (a glyph every page can draw) beside its words.
const SVG = "http://www.w3.org/2000/svg";
const ARROWS = { up: "M12 20V5M6 11l6-6 6 6", down: "M12 4v15M6 13l6 6 6-6" };

function arrow(direction) {
  const node = document.createElementNS(SVG, "svg");
  for (const [attr, value] of Object.entries({ viewBox: "0 0 24 24", width: "1em", height: "1em", "aria-hidden": "true",
    class: `glyph glyph-${direction}`, fill: "none", stroke: "currentColor", "stroke-width": 3, "stroke-linecap": "round", "stroke-linejoin": "round" })) {
    node.setAttribute(attr, value);
  }
  const path = document.createElementNS(SVG, "path");
  path.setAttribute("d", ARROWS[direction]);
  node.append(path);
  return node;
}

function directionText(route) {
  return h("span", { class: `route-dir${route.direction ? ` ${route.direction}` : " none"}`, "data-key": "route-direction" },
    route.direction ? arrow(route.direction) : null, route.direction ? " " : "",
    route.direction ? t(`rutas.dir.${route.direction}`) : t("rutas.noDirection"));
}

function routeBox(ctx, route) {
  return h("li", { class: `route${route.selling ? " selling" : ""}${route.in_range ? " in-range" : ""}` },
    h("h4", {}, t("rutas.route", { n: route.index + 1 })),
    h("p", { class: "route-total" }, h("strong", {}, t("rutas.total", { total: route.total })), " · ", directionText(route)),
    h("p", { class: "muted" }, route.suit ? t("rutas.suit", { suit: t(`rutas.suitName.${route.suit}`) }) : "", route.suit ? " · " : "", routeStatus(route)),
    h("ol", { class: "route-cards" }, route.cards.map((slot) => h("li", {},
      cardFace(slot.card),
      slot.figures.length ? h("span", { class: "figures" }, " ", t("rutas.figures", { figures: "" }), slot.figures.map(cardFace)) : null,
      slot.value !== slot.card.rank ? h("span", { class: "muted" }, ` ${t("rutas.value", { value: slot.value })}`) : null))));
}

function seatRoutes(ctx, seatView) {
  const heading = `routes-${seatView.seat}`;
  return h("section", { class: `rutas-side${seatView.seat === ctx.seat ? " mine" : ""}`, "aria-labelledby": heading },
    h("h3", { id: heading }, t("rutas.routes", { name: ctx.name(seatView.seat), who: ctx.who(seatView.seat) })),
    h("p", { class: "muted" }, t("rutas.counts", { hand: seatView.hand_count, deck: seatView.deck_count, discard: seatView.discard_count }),
      seatView.opening ? ` · ${t("rutas.opening", { placed: seatView.opening_placed })}` : ""),
    h("ol", { class: "routes" }, seatView.routes.map((route) => routeBox(ctx, route))));
}

function describe(ctx, hand) {
  const byId = new Map(hand.map((c) => [c.id, c]));
  return (action) => {
    switch (action.type) {
      case "rutas.play": {
        // The card is named too: the hint shows this text on its own.
        const card = cardText(byId.get(action.card)) || t("rutas.aCard");
        const route = action.route + 1;
        if (action.position === undefined || action.position === null) return t("rutas.a.number", { card, route });
        const target = ctx.game.seats[action.owner].routes[action.route].cards[action.position]?.card;
        const params = { card, route, target: cardText(target) };
        return action.owner === ctx.seat ? t("rutas.a.figureMine", params) : t("rutas.a.figureTheirs", params);
      }
      case "rutas.discard": return t("rutas.a.discard", { card: cardText(byId.get(action.card)) || t("rutas.aCard") });
      case "rutas.dissolve": return t("rutas.a.dissolve", { route: action.route + 1 });
      case "rutas.resign": return t("rutas.a.resign");
      default: return action.type;
    }
  };
}

function render(ctx) {
  const game = ctx.game;
  const hand = game.hand || [];
  const order = ctx.seat === null ? [0, 1] : [1 - ctx.seat, ctx.seat];
  const pairs = h("section", { class: "pairs", "aria-labelledby": "pairs-heading" }, h("h3", { id: "pairs-heading" }, t("rutas.pairs")),
    h("ul", {}, game.pairs.map((pair) => h("li", { class: pair.status }, t("rutas.pair", { n: pair.index + 1,
      status: pair.status === "sold" ? t("rutas.pair.sold", { name: ctx.name(pair.seller) }) : t(`rutas.pair.${pair.status}`) })))));
  const rules = h("p", { class: "muted" }, game.variants.length
    ? t("rutas.variants", { list: game.variants.map((v) => t(`option.${v}`)).join(", ") })
    : ctx.view.rated ? t("rutas.rated") : t("rutas.standard"));
  // Resign stays apart from the other moves, last; the page asks before sending it.
  const actions = ctx.actions;
  return h("div", { class: "rutas" }, rules, seatRoutes(ctx, game.seats[order[0]]), pairs, seatRoutes(ctx, game.seats[order[1]]),
    handAndMoves({ ...ctx, actions }, { hand, cardFace, cardText, describe: describe(ctx, hand),
      unplayable: () => unplayable(ctx) }));
}

// Why a card of the hand is greyed out (its button's title).
function unplayable(ctx) {
  if (!ctx.view.to_act.includes(ctx.seat)) return t("rutas.notYourTurn");
  if (ctx.game.seats[ctx.seat]?.opening) return t("rutas.unplayableOpening");
  return t("rutas.unplayable");
}

// The log in words: which card went to which route, and whose route it is.
function eventText(ctx, event, params) {
  const data = event.data || {};
  if (event.type === "rutas.dissolved" && typeof data.route === "number") return t("event.rutas.dissolved", { ...params, route: data.route + 1 });
  if (event.type !== "rutas.played" || typeof data.owner !== "number" || typeof data.route !== "number") return undefined;
  const place = data.owner === ctx.seat ? "yours" : data.owner === data.seat ? "own" : "other";
  return t("event.rutas.played", { ...params, place, owner: ctx.name(data.owner), route: data.route + 1 });
}

// Resigning ends the game at once: the page asks first (a modal confirmation, see confirm.js).
function confirmAction(ctx, action) {
  if (action.type !== "rutas.resign") return null;
  return { title: t("rutas.confirmResign.title"), text: t("rutas.confirmResign.text"),
    confirm: t("rutas.confirmResign.yes"), cancel: t("rutas.confirmResign.no") };
}

export default {
  render,
  confirmAction,
  eventText,
  describeAction: (ctx, action) => describe(ctx, ctx.game.hand || [])(action),
  cardText: (card) => (typeof card === "object" ? cardText(card) : String(card)),
};
