// KARTA3 drawn for people: cards with their three attributes, the central card's attribute,
// High/Low, the 1-58 / Dato display, the trick, the review pause and the points.
import { h } from "/play/static/dom.js";
import { deckText, language, number, t } from "/play/static/i18n.js";
import { isHinted } from "/play/static/moves.js";

const SYMBOLS = { circle: "●", triangle: "▲", square: "■" };

function mode() {
  return localStorage.getItem("tapete.karta3.display") === "datum" ? "datum" : "rank";
}

function cardName(deck, card) {
  return deckText(deck)?.cards?.[card.id] ?? card.name;
}

function attributeName(game, index) {
  const attribute = game.attributes[index];
  return deckText(game.deck)?.attributes?.[attribute.key]?.name ?? attribute.name;
}

// "57,909,227 km" (the deck's English datum) in the reader's language and unit.
function datum(game, index, text) {
  const match = /^([\d,]+(?:\.(\d+))?)\s*(.*)$/.exec(text);
  if (!match) return text;
  const digits = match[2] ? match[2].length : 0;
  const value = Number(match[1].replaceAll(",", ""));
  const unit = deckText(game.deck)?.attributes?.[game.attributes[index].key]?.unit ?? match[3];
  return `${number(value, { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${unit}`;
}

function value(game, card, index) {
  const face = card.attributes[index];
  return mode() === "datum" ? datum(game, index, face.datum) : String(face.rank);
}

function cardFace(game, card, { active, extra } = {}) {
  const name = cardName(game.deck, card);
  return h("div", { class: "k3-card", "data-card": card.id },
    h("div", { class: "k3-name" }, name),
    h("dl", { class: "k3-attrs" }, game.attributes.map((attribute, index) => h("div", {
      class: `k3-attr${index === active ? " active" : ""}${index === card.principal ? " principal" : ""}`,
    },
      h("dt", {}, h("span", { class: `sym ${attribute.symbol}`, "aria-hidden": "true" }, SYMBOLS[attribute.symbol]), " ",
        attributeName(game, index),
        index === card.principal ? h("span", { class: "principal-mark", title: t("karta3.principal") }, " ★", h("span", { class: "sr-only" }, ` (${t("karta3.principal")})`)) : null),
      h("dd", {}, value(game, card, index))))),
    extra || null);
}

function cardText(game, card) {
  const active = game.active_attribute;
  return `${cardName(game.deck, card)} (${attributeName(game, active)} ${value(game, card, active)})`;
}

// The round's direction from the view alone: public once the opener's card is played; before
// that only the opener sees their own call (my_choice), the others see that it is pending.
function directionState(ctx) {
  const game = ctx.game;
  if (game.direction) return t("karta3.direction", { direction: t(`karta3.dir.${game.direction}`) });
  const mine = game.my_choice?.direction;
  if (mine) return t("karta3.directionYours", { direction: t(`karta3.dir.${mine}`) });
  return t("karta3.directionPending", { name: ctx.name(game.opener), who: ctx.who(game.opener) });
}

// The log in words: which direction was called, with the card that made it public.
function eventText(ctx, event, params) {
  const data = event.data || {};
  if (event.type === "karta3.card_played" && data.direction) {
    return t("event.karta3.card_played_called", { ...params, direction: t(`karta3.dir.${data.direction}`) });
  }
  if (event.type === "karta3.direction_chosen") {
    return data.direction
      ? t("event.karta3.direction_chosen_own", { ...params, direction: t(`karta3.dir.${data.direction}`) })
      : t("event.karta3.direction_chosen", params);
  }
  return undefined;
}

function render(ctx) {
  const game = ctx.game;
  const actions = ctx.actions;
  const active = game.active_attribute;
  const plays = actions.filter((a) => a.type === "karta3.play");
  const calls = actions.filter((a) => a.type === "karta3.call");
  const opening = calls.length > 0 || plays.some((a) => a.direction);
  const choice = game.my_choice || { card: null, direction: null };
  const find = (card, direction) => plays.find((a) => a.card === card && (a.direction ?? null) === direction);

  const onDirection = (direction) => {
    const action = choice.card !== null ? find(choice.card, direction) : calls.find((a) => a.direction === direction);
    if (action) ctx.act(action);
  };
  const playFor = (card) => {
    if (!opening) return find(card, null);
    return choice.direction ? find(card, choice.direction) : find(card, null);
  };

  const phase = h("p", { class: "muted" }, `${t("karta3.round", { round: game.round, total: game.total_rounds })} · ${t(`karta3.phase.${game.phase}`)} · ${t("karta3.deckLeft", { count: game.deck_size })}`);
  const central = h("section", { class: "k3-central", "aria-labelledby": "central-heading" },
    h("h2", { id: "central-heading" }, game.closing_card ? t("karta3.closing") : t("karta3.central")),
    cardFace(game, game.central, { active }),
    h("p", { class: "active-attr" }, h("span", { class: `sym ${game.attributes[active].symbol}`, "aria-hidden": "true" }, SYMBOLS[game.attributes[active].symbol]), " ",
      t("karta3.active", { attribute: attributeName(game, active) })),
    game.phase === "finished" ? null : h("p", { class: "k3-direction" }, t("karta3.opener", { name: ctx.name(game.opener), who: ctx.who(game.opener) }), " · ",
      h("span", { "data-key": "direction-state" }, directionState(ctx))));

  const display = h("div", { class: "toggle", role: "group", "aria-label": t("karta3.display") },
    h("span", { class: "muted" }, t("karta3.display"), ": "),
    ["rank", "datum"].map((m) => h("button", { class: "small", "aria-pressed": String(mode() === m), "data-key": `display-${m}`,
      onclick: () => { localStorage.setItem("tapete.karta3.display", m); ctx.rerender(); } },
      t(m === "rank" ? "karta3.rankMode" : "karta3.datumMode"))));

  const played = (list) => h("ul", { class: "trick" }, list.map((p) => h("li", {},
    h("span", { class: "who" }, ctx.label(p.seat)), cardFace(game, p.card, { active }))));
  const trick = game.trick.length
    ? h("section", { "aria-labelledby": "trick-heading" }, h("h2", { id: "trick-heading" }, t("karta3.trick")), played(game.trick))
    : null;

  let review = null;
  if (game.reviewing && game.last_round) {
    const last = game.last_round;
    review = h("section", { class: "review", "aria-labelledby": "review-heading" },
      h("h2", { id: "review-heading" }, last.second !== null
        ? t("karta3.review", { number: last.number, winner: ctx.name(last.winner), points: last.points, second: ctx.name(last.second) })
        : t("karta3.reviewNoSecond", { number: last.number, winner: ctx.name(last.winner) })),
      h("p", {}, t("karta3.direction", { direction: t(`karta3.dir.${last.direction}`) }), " · ",
        t("karta3.active", { attribute: attributeName(game, last.attribute) })),
      played(last.plays));
  }

  let opener = null;
  if (opening) {
    let hint = t("karta3.chooseBoth");
    if (choice.card !== null) hint = t("karta3.chosenCard", { card: cardText(game, game.hand.find((c) => c.id === choice.card) || game.central) });
    if (choice.direction) hint = t("karta3.chosenDirection", { direction: t(`karta3.dir.${choice.direction}`) });
    opener = h("div", { class: "opener card-panel", role: "group", "aria-labelledby": "opener-hint" },
      h("p", { id: "opener-hint" }, hint),
      ["high", "low"].map((d) => h("button", { class: `direction${ctx.hint?.direction === d ? " hinted" : ""}`, "aria-pressed": String(choice.direction === d), "data-key": `dir-${d}`,
        title: t(`karta3.dirHint.${d}`), onclick: () => onDirection(d) }, t(`karta3.dir.${d}`))));
  }

  const hand = game.hand.length ? h("section", { "aria-labelledby": "hand-heading" },
    h("h2", { id: "hand-heading" }, t("play.hand")),
    h("ul", { class: "hand" }, game.hand.map((card) => {
      const action = playFor(card.id);
      const chosen = choice.card === card.id;
      const hinted = ctx.hint?.card === card.id || (action && isHinted(ctx, action));
      return h("li", { class: chosen ? "chosen" : "" }, cardFace(game, card, { active, extra:
        h("button", { class: `primary play${hinted ? " hinted" : ""}`, disabled: !action, "data-key": `play-${card.id}`,
          "aria-label": t("karta3.playCardNamed", { card: cardName(game.deck, card) }),
          "aria-pressed": opening ? String(chosen) : undefined,
          onclick: () => action && ctx.act(action) }, t("karta3.playCard")) }));
    }))) : null;

  return h("div", { class: "karta3" }, phase, display, h("div", { class: "k3-top" }, central, review || trick), opener, hand);
}

function seatExtra(ctx, seat) {
  const game = ctx.game;
  return h("span", { class: "muted k3-seat" }, ` · ${t("karta3.scores")}: ${game.scores[seat] ?? 0} · ${t("karta3.cardsInHand", { count: game.hand_counts[seat] ?? 0 })}`);
}

// A move in words (the hint shows it): the card to play and the direction it calls.
function describeAction(ctx, action) {
  const game = ctx.game;
  const parts = [];
  const card = game.hand.find((c) => c.id === action.card);
  if (card) parts.push(t("karta3.playCardNamed", { card: cardName(game.deck, card) }));
  if (action.direction) parts.push(t(`karta3.dir.${action.direction}`));
  return parts.join(" · ") || undefined;
}

// The cards everyone draws (or is dealt) at a round's start are no one's move.
const NOT_MOVES = new Set(["karta3.card_drawn", "karta3.cards_dealt"]);

export default {
  render,
  describeAction,
  eventText,
  isMove: (event) => !NOT_MOVES.has(event.type),
  seatExtra,
  choiceText: (name, value) => (name === "deck" ? deckText(value)?.name ?? value : undefined),
  cardText(card, view) {
    const game = view.game_view;
    if (!game || typeof card !== "number") return String(card);
    return deckText(game.deck)?.cards?.[card] ?? `#${card}`;
  },
  pauseText: (seconds) => t("karta3.reviewPause", { seconds }),
  language,
};
