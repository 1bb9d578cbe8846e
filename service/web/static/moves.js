// The generic move picker for card games: choose a card of your hand, then one of the
// legal moves listed for it by the server (GET .../actions); moves without a card below.
import { h } from "./dom.js";
import { t } from "./i18n.js";

const keyOf = (action) => `move-${JSON.stringify(action)}`;

export function handAndMoves(ctx, { hand, cardFace, cardText, describe }) {
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
      class: `card-button${playable ? " playable" : ""}${selected === card.id ? " selected" : ""}`,
      "aria-pressed": String(selected === card.id),
      disabled: !playable,
      "data-key": `card-${card.id}`,
      onclick: () => { ctx.ui.selected = selected === card.id ? null : card.id; ctx.rerender(); },
    }, cardFace(card)));
  }));
  const moveButton = (action) => h("button", { class: action.type.endsWith(".resign") ? "move danger" : "move", "data-key": keyOf(action), onclick: () => ctx.act(action) },
    describe(action));
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
