// The generic move picker for card games: choose a card of your hand, then one of the
// legal moves listed for it by the server (GET .../actions); moves without a card beside the hand.
import { h } from "./dom.js";
import { t } from "./i18n.js";

const keyOf = (action) => `move-${JSON.stringify(action)}`;

// An action's fields in a fixed order: the same move compares equal however it was encoded.
const canonical = (action) => JSON.stringify(Object.keys(action).sort().map((name) => [name, action[name]]));

// Whether `action` is the one the hint suggests (ctx.hint: the suggested action, or null).
export function isHinted(ctx, action) {
  return Boolean(ctx.hint) && canonical(ctx.hint) === canonical(action);
}

// `unplayable(card)` (optional): why a card of the hand cannot be played now, its title.
//
// What it returns is the hand's dock (kept on screen at the bottom, style.css): the hand, the
// moves that need no card (draw, pass, call...) as buttons beside it, resigning last, and the
// moves of the card chosen.
export function handAndMoves(ctx, { hand, cardFace, cardText, describe, unplayable }) {
  const inHand = new Set(hand.map((card) => card.id));
  const byCard = new Map();
  const others = [];
  for (const action of ctx.actions) {
    if (action.card !== undefined && inHand.has(action.card)) {
      if (!byCard.has(action.card)) byCard.set(action.card, []);
      byCard.get(action.card).push(action);
    } else {
      others.push(action);
    }
  }
  const resigns = (action) => action.type.endsWith(".resign");
  others.sort((a, b) => Number(resigns(a)) - Number(resigns(b))); // resigning last, apart
  const selected = byCard.has(ctx.ui.selected) ? ctx.ui.selected : null;
  const handList = h("ul", { class: "hand", "aria-label": t("play.hand") }, hand.map((card) => {
    const playable = byCard.has(card.id);
    return h("li", {}, h("button", {
      class: `card-button${playable ? " playable" : ""}${selected === card.id ? " selected" : ""}${ctx.hint?.card === card.id ? " hinted" : ""}`,
      "aria-pressed": String(selected === card.id),
      disabled: !playable,
      title: playable ? undefined : unplayable?.(card),
      "data-key": `card-${card.id}`,
      onclick: () => { ctx.ui.selected = selected === card.id ? null : card.id; ctx.rerender(); },
    }, cardFace(card)));
  }));
  // The hint (if any) is marked on its move, as the suggestion: its card is preselected.
  const moveButton = (action) => {
    const isHint = isHinted(ctx, action);
    return h("button", { class: `${resigns(action) ? "move danger" : "move"}${isHint ? " hinted" : ""}`,
      "data-key": keyOf(action), onclick: () => ctx.act(action) },
    describe(action), isHint ? h("span", { class: "hint-mark" }, ` (${t("play.hinted")})`) : null);
  };
  const playing = ctx.seat !== null && ctx.view.status === "playing";
  let note = null; // what to do, in a line under the hand
  if (playing && selected === null && byCard.size) note = t("play.chooseCard");
  if (playing && !ctx.actions.length) note = t("play.noActions");
  // Moves that need no card: buttons beside the hand, never mixed with a card's moves.
  const buttons = playing && others.length
    ? h("div", { class: "hand-buttons", role: "group", "aria-label": t("play.otherMoves") }, others.map(moveButton))
    : null;
  return h("div", { class: "hand-and-moves" },
    hand.length || buttons ? h("section", { class: "hand-row", "aria-labelledby": "hand-heading" },
      h("h2", { id: "hand-heading" }, t("play.hand")), hand.length ? handList : null, buttons,
      note ? h("p", { class: "hint hand-note" }, note) : null) : null,
    playing && selected !== null ? h("section", { class: "moves-panel", "aria-labelledby": "moves-heading" },
      h("h2", { id: "moves-heading" }, t("play.actions")),
      h("h3", {}, t("play.movesFor", { card: cardText(hand.find((c) => c.id === selected)) })),
      h("ul", { class: "moves" }, byCard.get(selected).map((action) => h("li", {}, moveButton(action))))) : null);
}
