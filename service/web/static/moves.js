// The generic move picker for card games: choose a card of your hand, then one of the
// legal moves listed for it by the server (GET .../actions); moves without a card below.
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
    return h("button", { class: `${action.type.endsWith(".resign") ? "move danger" : "move"}${isHint ? " hinted" : ""}`,
      "data-key": keyOf(action), onclick: () => ctx.act(action) },
    describe(action), isHint ? h("span", { class: "hint-mark" }, ` (${t("play.hinted")})`) : null);
  };
  const panel = [];
  if (selected !== null) {
    const card = hand.find((c) => c.id === selected);
    panel.push(h("h3", {}, t("play.movesFor", { card: cardText(card) })),
      h("ul", { class: "moves" }, byCard.get(selected).map((action) => h("li", {}, moveButton(action)))));
  } else if (byCard.size) {
    panel.push(h("p", { class: "hint" }, t("play.chooseCard")));
  }
  if (others.length) {
    panel.push(h("h3", {}, t("play.otherMoves")),
      h("ul", { class: "moves" }, others.map((action) => h("li", {}, moveButton(action)))));
  }
  if (!ctx.actions.length && ctx.seat !== null) panel.push(h("p", { class: "hint" }, t("play.noActions")));
  return h("div", { class: "hand-and-moves" },
    hand.length ? h("section", { "aria-labelledby": "hand-heading" }, h("h2", { id: "hand-heading" }, t("play.hand")), handList) : null,
    ctx.seat !== null && ctx.view.status === "playing" ? h("section", { class: "moves-panel", "aria-labelledby": "moves-heading" },
      h("h2", { id: "moves-heading" }, t("play.actions")), panel) : null);
}
