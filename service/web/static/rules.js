// A game's rules in the page's language: GET /play/rules/<game id>/<lang> answers the game's
// rules page (docs/rules/) as Markdown, rendered here as text nodes (markdown.js) inside a
// modal <dialog> that Escape or its Close button closes.
import { h, refocus } from "./dom.js";
import { language, t } from "./i18n.js";
import { markdown } from "./markdown.js";

export async function rulesContent(gameId) {
  const answer = await fetch(`/play/rules/${encodeURIComponent(gameId)}/${language()}`);
  if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
  // The page's own title ("# <Game>") is the dialog's heading already; its sections follow it.
  const text = (await answer.text()).replace(/^\s*# .*\n/, "");
  return markdown(text, { headingShift: 1 });
}

export function openRules(gameId, title) {
  const body = h("div", { class: "rules-body", "data-key": "rules-body", "aria-busy": "true" }, h("p", {}, t("rules.loading")));
  const close = h("button", { type: "button", class: "small", "data-key": "rules-close", onclick: () => dialog.close() }, t("rules.close"));
  const dialog = h("dialog", { class: "rules-dialog card-panel", "aria-labelledby": "rules-heading", "data-key": "rules-dialog" },
    h("div", { class: "rules-head" }, h("h2", { id: "rules-heading" }, t("rules.heading", { game: title })), close),
    body);
  dialog.addEventListener("close", () => dialog.remove());
  document.body.append(dialog);
  const opener = document.activeElement?.dataset?.key;
  dialog.addEventListener("close", () => refocus(opener));
  dialog.showModal();
  close.focus();
  rulesContent(gameId).then(
    (nodes) => { body.replaceChildren(...nodes); body.removeAttribute("aria-busy"); },
    () => { body.replaceChildren(h("p", { class: "error" }, t("rules.error"))); body.removeAttribute("aria-busy"); });
  return dialog;
}

// The "Rules" button beside a game: `game()` answers the game's {id, title} when clicked.
export function rulesButton(game, key = "rules") {
  return h("button", { type: "button", class: "small", "data-key": key,
    onclick: () => { const { id, title } = game(); openRules(id, title); } }, t("rules.button"));
}
