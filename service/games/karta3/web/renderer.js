// KARTA3 drawn for people: cards with their three attributes, the central card's attribute,
// High/Low, the 1-58 / Dato display, the trick, the review pause and the points.
import { h } from "/play/static/dom.js";
import { deckText, language, number, t } from "/play/static/i18n.js";
import { boardTargets, handAndMoves } from "/play/static/moves.js";

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

// A card with its three attributes. In the hand it is the content of a button (moves.js), where
// only phrasing content belongs: spans then, a description list elsewhere.
function cardFace(game, card, { active, extra, inButton } = {}) {
  const name = cardName(game.deck, card);
  const [list, row, label, data] = inButton ? ["span", "span", "span", "span"] : ["dl", "div", "dt", "dd"];
  return h(inButton ? "span" : "div", { class: "k3-card", "data-card": card.id },
    h("span", { class: "k3-name" }, name),
    h(list, { class: "k3-attrs" }, game.attributes.map((attribute, index) => h(row, {
      class: `k3-attr${index === active ? " active" : ""}${index === card.principal ? " principal" : ""}`,
    },
      h(label, { class: "k3-label" }, h("span", { class: `sym ${attribute.symbol}`, "aria-hidden": "true" }, SYMBOLS[attribute.symbol]), " ",
        h("span", { class: "k3-attr-name" }, attributeName(game, index)),
        index === card.principal ? h("span", { class: "principal-mark", title: t("karta3.principal") }, " ★", h("span", { class: "sr-only" }, ` (${t("karta3.principal")})`)) : null),
      h(data, { class: "k3-value" }, " ", value(game, card, index))))),
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

// The moves shown for the opener's partial choice (ruling K3): the server lists every complete
// play and every partial one; the page offers one way at a time. High/Low are the buttons
// beside the hand (karta3.call: alone, or with the card chosen before). A card goes to the
// table: alone while no direction is called (it waits there for the call), with the called
// direction once there is one. The others just play a card.
function shownActions(ctx, opening, choice) {
  const inHand = new Set((ctx.game.hand || []).map((card) => card.id));
  const plays = ctx.actions.filter((a) => a.type === "karta3.play" && inHand.has(a.card));
  if (!opening) return plays;
  const wanted = choice.direction ?? null;
  return plays.filter((a) => (a.direction ?? null) === wanted);
}

// Every card goes to one place: the table, beside the central card.
const targetOf = (action) => (action.type === "karta3.play" ? "table" : null);

// Where a seat's last move went: the card it played, on the table (then in the round's review
// and the previous round's summary) until that seat's next move.
function lastPlaceOf(event) {
  const card = event.data?.card;
  return event.type === "karta3.card_played" && typeof card === "number" ? `played-${card}` : null;
}

// The table's place in words (its label while a card is chosen).
function placeText(ctx, action) {
  const card = ctx.game.hand.find((c) => c.id === action.card);
  const name = card ? cardName(ctx.game.deck, card) : `#${action.card}`;
  if (action.direction) return t("karta3.playHereCalling", { card: name, direction: t(`karta3.dir.${action.direction}`) });
  return ctx.actions.some((a) => a.type === "karta3.call") ? t("karta3.chooseHere", { card: name }) : t("karta3.playHere", { card: name });
}

// The cards played this round, each with who played it; the place a chosen card goes, last.
function playedList(ctx, board, plays, { mini } = {}) {
  const game = ctx.game;
  const active = game.active_attribute;
  return h("ul", { class: `trick${mini ? " k3-mini" : ""}` }, plays.map((p) => board.mark(h("li", { class: "k3-played" },
    h("span", { class: "who" }, ctx.label(p.seat)),
    mini ? h("span", { class: "k3-mini-card", "data-card": p.card.id }, cardText(game, p.card)) : cardFace(game, p.card, { active })),
  `played-${p.card.id}`)));
}

function render(ctx) {
  const game = ctx.game;
  const active = game.active_attribute;
  const hand = game.hand || [];
  const choice = game.my_choice || { card: null, direction: null };
  const calls = ctx.actions.filter((a) => a.type === "karta3.call");
  const opening = calls.length > 0 || ctx.actions.some((a) => a.type === "karta3.play" && a.direction);
  const shown = { ...ctx, actions: shownActions(ctx, opening, choice) };
  const board = boardTargets(shown, { targetOf, describe: (action) => placeText(ctx, action), lastPlaceOf });
  const playing = ctx.view.status === "playing" && game.phase !== "finished";
  const myTurn = playing && ctx.seat !== null && ctx.view.to_act.includes(ctx.seat) && !game.reviewing;

  const bar = h("div", { class: "k3-bar" },
    h("p", { class: "muted" }, `${t("karta3.round", { round: game.round, total: game.total_rounds })} · ${t(`karta3.phase.${game.phase}`)} · ${t("karta3.deckLeft", { count: game.deck_size })}`),
    h("div", { class: "toggle", role: "group", "aria-label": t("karta3.display") },
      h("span", { class: "muted" }, t("karta3.display"), ": "),
      ["rank", "datum"].map((m) => h("button", { class: "small", "aria-pressed": String(mode() === m), "data-key": `display-${m}`,
        onclick: () => { localStorage.setItem("tapete.karta3.display", m); ctx.rerender(); } },
        t(m === "rank" ? "karta3.rankMode" : "karta3.datumMode")))));

  const central = h("section", { class: "k3-central", "aria-labelledby": "central-heading" },
    h("h2", { id: "central-heading" }, game.closing_card ? t("karta3.closing") : t("karta3.central")),
    cardFace(game, game.central, { active }));
  // What the round compares and who calls it, in one line above the cards (on a phone too).
  const state = h("p", { class: "k3-state" },
    h("span", { class: "active-attr" }, h("span", { class: `sym ${game.attributes[active].symbol}`, "aria-hidden": "true" }, SYMBOLS[game.attributes[active].symbol]), " ",
      t("karta3.active", { attribute: attributeName(game, active) })),
    // In the review pause the review says who opens next; the call is the next round's.
    game.phase === "finished" || game.reviewing ? null : [" · ", h("span", { class: "k3-direction" }, t("karta3.opener", { name: ctx.name(game.opener), who: ctx.who(game.opener) }), " · ",
      h("span", { "data-key": "direction-state" }, directionState(ctx)))]);

  // The table: the cards of this round, and on your turn the place your card goes (the
  // opener's card chosen before the call waits there, seen by the opener alone).
  let table;
  if (game.reviewing && game.last_round) {
    const last = game.last_round;
    table = h("section", { class: "review", "aria-labelledby": "review-heading" },
      h("h2", { id: "review-heading" }, last.second !== null
        ? t("karta3.review", { number: last.number, winner: ctx.name(last.winner), points: last.points, second: ctx.name(last.second) })
        : t("karta3.reviewNoSecond", { number: last.number, winner: ctx.name(last.winner) })),
      h("p", {}, t("karta3.direction", { direction: t(`karta3.dir.${last.direction}`) }), " · ",
        t("karta3.active", { attribute: attributeName(game, last.attribute) })),
      playedList(ctx, board, last.plays));
  } else {
    // With a card chosen, the place says the move it makes (its label for assistive
    // technology too: the same words).
    const move = shown.actions.find((a) => a.card === ctx.ui.selected);
    const pending = choice.card !== null && !move ? hand.find((c) => c.id === choice.card) : null;
    let text = t("karta3.slot");
    if (pending) text = t("karta3.slotPending");
    if (move) text = placeText(ctx, move);
    const slot = myTurn ? board.mark(h("div", { class: `k3-slot${pending ? " pending" : ""}`, "data-key": "table-slot" },
      pending ? cardFace(game, pending, { active }) : null, h("span", { class: "k3-slot-text" }, text)), "table") : null;
    table = game.trick.length || slot ? h("section", { class: "k3-table", "aria-labelledby": "trick-heading" },
      h("h2", { id: "trick-heading" }, t("karta3.trick")),
      h("div", { class: "k3-table-row" }, game.trick.length ? playedList(ctx, board, game.trick) : null, slot)) : null;
  }

  // The round before, in short, while the next one is played (a review pause of 0 s shows
  // nothing else of it): who played what, each seat's last move marked there.
  const last = game.last_round;
  const previous = !game.reviewing && last ? h("section", { class: "k3-previous", "aria-labelledby": "previous-heading" },
    h("h2", { id: "previous-heading" }, t("karta3.previous", { number: last.number, winner: ctx.name(last.winner), points: last.points, direction: t(`karta3.dir.${last.direction}`) })),
    playedList(ctx, board, last.plays, { mini: true })) : null;

  const dock = handAndMoves(shown, { hand, board,
    cardFace: (card) => cardFace(game, card, { active, inButton: true,
      extra: card.id === choice.card ? h("span", { class: "k3-chosen" }, t("karta3.chosenMark")) : null }),
    cardText: (card) => (card ? cardText(game, card) : ""),
    describe: (action) => describeAction(ctx, action) ?? action.type,
    unplayable: () => (game.reviewing ? t("karta3.unplayableReview") : t("karta3.unplayable")) });
  // The opener's High and Low, beside the hand: pressed is the direction called, the same
  // state the central card's line says.
  if (opening && myTurn) {
    let hint = t("karta3.chooseBoth");
    const chosen = choice.card !== null ? hand.find((c) => c.id === choice.card) : null;
    if (chosen) hint = t("karta3.chosenCard", { card: cardText(game, chosen) });
    if (choice.direction) hint = t("karta3.chosenDirection", { direction: t(`karta3.dir.${choice.direction}`) });
    const directions = h("div", { class: "hand-buttons k3-directions", role: "group", "aria-labelledby": "opener-hint" },
      ["high", "low"].map((d) => {
        const action = calls.find((a) => a.direction === d);
        const pressed = choice.direction === d;
        return h("button", { class: `direction${ctx.hint?.direction === d ? " hinted" : ""}`, "aria-pressed": String(pressed), "data-key": `dir-${d}`,
          title: t(`karta3.dirHint.${d}`), disabled: !action, onclick: () => { if (action && !pressed) ctx.act(action); } }, t(`karta3.dir.${d}`));
      }));
    const row = dock.querySelector(".hand-row");
    const note = row?.querySelector(".hand-note") ?? null;
    row?.insertBefore(h("div", { class: "k3-opener" }, directions, h("p", { id: "opener-hint", class: "k3-opener-hint" }, hint)), note);
    // With no card chosen, the opener's line says what to do: the hand's own note would repeat it.
    if (note && !shown.actions.some((a) => a.card === ctx.ui.selected)) note.remove();
  }

  return h("div", { class: "karta3" }, bar, state, h("div", { class: "k3-top" }, central, table), previous, dock);
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
