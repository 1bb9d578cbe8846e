// Rutas drawn for people: three routes per player facing each other, their values, direction,
// suit and sales, the clocks (in the table's timers) and the hand with its legal moves.
import { h } from "/play/static/dom.js";
import { t } from "/play/static/i18n.js";
import { boardTargets, handAndMoves, isHinted } from "/play/static/moves.js";

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

// A place to play onto (moves.js boardTargets): a clear layer over a route, a card of one or a
// discard pile, drawn only while the chosen card can go there. A layer of its own rather than
// the box: the place's name is the move in words, and a box full of other words named so
// would not match what it shows (WCAG 2.5.3); the box's words stay readable beside it.
function place(board, key) {
  const node = board.mark(h("span", { class: "place" }), key);
  return node.classList.contains("target") ? node : null;
}

// A route (a number card goes to its end) and its cards (a figure goes onto one). The boxes
// are marked too, under keys of their own ("box-..."), where a seat's last move went; their
// `data-place` names them for scripts and tests.
function routeBox(ctx, board, owner, route) {
  const key = `${owner}-${route.index}`;
  return h("li", {}, board.mark(h("div", { class: `route${route.selling ? " selling" : ""}${route.in_range ? " in-range" : ""}`, "data-place": `route-${key}` },
    h("div", { class: "route-head" }, h("h4", {}, t("rutas.route", { n: route.index + 1 })), dissolveButton(ctx, owner, route.index)),
    h("p", { class: "route-total" }, h("strong", {}, t("rutas.total", { total: route.total })), " · ", directionText(route)),
    h("p", { class: "muted" }, route.suit ? t("rutas.suit", { suit: t(`rutas.suitName.${route.suit}`) }) : "", route.suit ? " · " : "", routeStatus(route)),
    h("ol", { class: "route-cards" }, route.cards.map((slot, position) => h("li", {}, slotBox(board, slot, `${key}-${position}`)))),
    place(board, `route-${key}`)), `box-route-${key}`));
}

// A number card of a route with the figures on it and its value.
function slotBox(board, slot, key) {
  return board.mark(h("div", { class: "slot", "data-card": String(slot.card.id), "data-place": `card-${key}` },
    cardFace(slot.card),
    slot.figures.length ? h("span", { class: "figures" }, " ", t("rutas.figures", { figures: "" }),
      slot.figures.map((figure) => h("span", { "data-card": String(figure.id) }, cardFace(figure)))) : null,
    slot.value !== slot.card.rank ? h("span", { class: "muted" }, ` ${t("rutas.value", { value: slot.value })}`) : null,
    place(board, `card-${key}`)), `box-card-${key}`);
}

// Dissolving is a move without a card, on one of your routes: its button is on the route, while
// no card is chosen (then the route may be a place for it).
function dissolveButton(ctx, owner, index) {
  if (owner !== ctx.seat || ctx.view.status !== "playing" || ctx.actions.some((a) => a.card === ctx.ui.selected)) return null;
  const action = ctx.actions.find((a) => a.type === "rutas.dissolve" && a.route === index);
  if (!action) return null;
  const hinted = isHinted(ctx, action);
  return h("button", { class: `small dissolve${hinted ? " hinted" : ""}`, "data-key": `dissolve-${index}`,
    "aria-label": t("rutas.a.dissolve", { route: index + 1 }), onclick: () => ctx.act(action) }, t("rutas.dissolve"));
}

// A seat's discard pile, face up (its top card and how many): where a discard goes.
function pile(board, seatView) {
  const top = seatView.discard_top;
  return board.mark(h("div", { class: "pile", "data-place": `discard-${seatView.seat}` },
    h("span", { class: "pile-name" }, t("rutas.pile")),
    top ? h("span", { "data-card": String(top.id) }, cardFace(top)) : h("span", { class: "pile-empty" }, t("rutas.pileEmpty")),
    top ? h("span", { class: "pile-count" }, t("rutas.pileCount", { count: seatView.discard_count })) : null,
    place(board, `discard-${seatView.seat}`)), `box-discard-${seatView.seat}`);
}

function seatRoutes(ctx, board, seatView) {
  const heading = `routes-${seatView.seat}`;
  return h("section", { class: `rutas-side${seatView.seat === ctx.seat ? " mine" : ""}`, "aria-labelledby": heading },
    h("div", { class: "side-head" },
      h("div", {},
        h("h3", { id: heading }, t("rutas.routes", { name: ctx.name(seatView.seat), who: ctx.who(seatView.seat) })),
        h("p", { class: "muted" }, t("rutas.counts", { hand: seatView.hand_count, deck: seatView.deck_count }),
          seatView.opening ? ` · ${t("rutas.opening", { placed: seatView.opening_placed })}` : "")),
      pile(board, seatView)),
    h("ol", { class: "routes" }, seatView.routes.map((route) => routeBox(ctx, board, seatView.seat, route))));
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
  const rules = h("p", { class: "muted rules-line" }, game.variants.length
    ? t("rutas.variants", { list: game.variants.map((v) => t(`option.${v}`)).join(", ") })
    : ctx.view.rated ? t("rutas.rated") : t("rutas.standard"));
  const pairs = h("section", { class: "pairs", "aria-labelledby": "pairs-heading" }, h("h3", { id: "pairs-heading" }, t("rutas.pairs")),
    h("ul", {}, game.pairs.map((pair) => h("li", { class: pair.status }, t("rutas.pair", { n: pair.index + 1,
      status: pair.status === "sold" ? t("rutas.pair.sold", { name: ctx.name(pair.seller) }) : t(`rutas.pair.${pair.status}`) })))), rules);
  const board = boardTargets(ctx, { targetOf: targetOf(ctx), describe: describe(ctx, hand), lastPlaceOf: lastPlaceOf(game) });
  // Beside the hand: resigning (the page asks before sending it); dissolving is on the routes.
  const besideHand = { ...ctx, actions: ctx.actions.filter((action) => action.type !== "rutas.dissolve") };
  return h("div", { class: "rutas" }, seatRoutes(ctx, board, game.seats[order[0]]), pairs, seatRoutes(ctx, board, game.seats[order[1]]),
    handAndMoves(besideHand, { hand, cardFace, cardText, describe: describe(ctx, hand), board,
      unplayable: () => unplayable(ctx) }));
}

// Where a move goes on the board: a number to the end of a route, a figure onto a card of one,
// a discard onto the player's pile. Dissolving (no card) and resigning stay beside the hand.
function targetOf(ctx) {
  return (action) => {
    if (action.type === "rutas.discard") return `discard-${ctx.seat}`;
    if (action.type !== "rutas.play") return null;
    if (action.position === undefined || action.position === null) return `route-${action.owner}-${action.route}`;
    return `card-${action.owner}-${action.route}-${action.position}`;
  };
}

// Where a seat's last move went (a box, see routeBox): the card played (found by its id on its
// route, since a later Jack or Joker may have moved the cards below it; the route when it is
// gone, as a Jack is), the pile discarded onto, the route dissolved.
function lastPlaceOf(game) {
  return (event) => {
    const data = event.data || {};
    if (event.type === "rutas.discarded" && typeof data.seat === "number") return `box-discard-${data.seat}`;
    if (event.type === "rutas.dissolved" && typeof data.seat === "number" && typeof data.route === "number") return `box-route-${data.seat}-${data.route}`;
    if (event.type !== "rutas.played" || typeof data.owner !== "number" || typeof data.route !== "number") return null;
    const id = data.card?.id;
    const cards = game.seats?.[data.owner]?.routes?.[data.route]?.cards ?? [];
    const at = cards.findIndex((slot) => slot.card.id === id || slot.figures.some((figure) => figure.id === id));
    return at >= 0 ? `box-card-${data.owner}-${data.route}-${at}` : `box-route-${data.owner}-${data.route}`;
  };
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
