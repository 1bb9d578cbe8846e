// What every section of the console shares: problems told to the operator, a confirmation
// dialog, dates, JSON blocks and small tables.
import { h } from "/play/static/dom.js";
import { language, t } from "/play/static/i18n.js";
import { admin } from "./api.js";

// An admin operation from a section: a 401 means the credential no longer works (the operator
// token changed on the server, the app key was revoked), so the console signs out, telling why;
// other problems are thrown.
export async function request(context, method, path, body) {
  try {
    return await admin(method, path, body);
  } catch (error) {
    if (error.status === 401) context.signedOut(error);
    throw error;
  }
}

// A refusal in the operator's words: the status, the problem's stable code and the API's own
// detail (never hidden behind a generic message: the operator needs to know what happened).
export function problemText(error) {
  if (error.status === 0) return t("console.offline", { detail: error.message });
  const code = error.problem?.code || error.problem?.title || "";
  const text = t("console.problem", { status: error.status ?? "?", code, detail: error.message });
  // An app key's refusals, said plainly: what only the operator may do, or the scope it lacks.
  if (code === "operator_only") return `${text} ${t("console.refused.operatorOnly")}`;
  if (code === "missing_scope") return `${text} ${t("console.refused.missingScope", { scope: error.problem.scope || "?" })}`;
  return text;
}

// Why a section or an action is not offered, in its place.
export function notAllowed(id, text) {
  return h("p", { class: "hint not-allowed", id, "data-key": id }, text);
}

// Controls this credential may not use: disabled, each pointing to the note that says why.
export function disabledBecause(controls, id, text) {
  for (const control of controls) {
    control.disabled = true;
    const described = control.getAttribute("aria-describedby");
    control.setAttribute("aria-describedby", described ? `${described} ${id}` : id);
  }
  return notAllowed(id, text);
}

// An empty alert region, filled when something fails (screen readers announce it).
export function alertBox(key) {
  return h("p", { class: "error", role: "alert", "data-key": key });
}

export function showProblem(box, error) {
  box.textContent = error && error.status !== undefined ? problemText(error) : String(error);
}

// The form's submit button stays disabled while its request runs: no double submission.
export async function busy(form, work) {
  const buttons = [...form.querySelectorAll("button")];
  buttons.forEach((button) => { button.disabled = true; });
  try {
    return await work();
  } finally {
    buttons.forEach((button) => { button.disabled = false; });
  }
}

// A modal question (the browser's <dialog>: focus kept inside, Escape answers no). Resolves
// true when the operator confirms; the focus goes back where it was.
export function confirmDialog(message, confirmLabel) {
  const before = document.activeElement;
  return new Promise((resolve) => {
    const done = (yes) => {
      dialog.close();
      dialog.remove();
      // Back to the control that asked, or to its redrawn self (a refresh replaced it).
      const key = before?.dataset?.key;
      const again = before?.isConnected ? before : key && document.querySelector(`[data-key="${CSS.escape(key)}"]`);
      if (again) again.focus();
      resolve(yes);
    };
    const dialog = h("dialog", { "aria-labelledby": "confirm-text", "data-key": "confirm-dialog" },
      h("p", { id: "confirm-text" }, message),
      h("div", { class: "buttons" },
        h("button", { class: "danger", type: "button", "data-key": "confirm-yes", onclick: () => done(true) }, confirmLabel),
        h("button", { type: "button", "data-key": "confirm-no", onclick: () => done(false) }, t("console.keep"))));
    dialog.addEventListener("cancel", (event) => { event.preventDefault(); done(false); });
    document.body.append(dialog);
    dialog.showModal();
    dialog.querySelector('[data-key="confirm-no"]').focus(); // the safe answer first
  });
}

// A modal question that the operator answers by typing one of `expected` (a player's name or
// id, say): the confirming button stays disabled until the text matches. Resolves true when
// confirmed; the focus goes back where it was, as confirmDialog's.
export function typedConfirmDialog(message, prompt, expected, confirmLabel) {
  const before = document.activeElement;
  return new Promise((resolve) => {
    const done = (yes) => {
      dialog.close();
      dialog.remove();
      if (before?.isConnected) before.focus();
      resolve(yes);
    };
    const input = h("input", { name: "typed", autocomplete: "off", spellcheck: "false", "data-key": "typed-confirm" });
    const yes = h("button", { class: "danger", type: "submit", disabled: true, "data-key": "confirm-yes" }, confirmLabel);
    const matches = () => expected.includes(input.value.trim());
    input.addEventListener("input", () => { yes.disabled = !matches(); });
    const form = h("form", { method: "dialog" },
      h("p", { id: "confirm-text" }, message),
      field("typed-confirm", prompt, input),
      h("div", { class: "buttons" }, yes,
        h("button", { type: "button", "data-key": "confirm-no", onclick: () => done(false) }, t("console.keep"))));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (matches()) done(true);
    });
    const dialog = h("dialog", { "aria-labelledby": "confirm-text", "data-key": "confirm-dialog" }, form);
    dialog.addEventListener("cancel", (event) => { event.preventDefault(); done(false); });
    document.body.append(dialog);
    dialog.showModal();
    input.focus();
  });
}

// A JSON answer saved as a file by the browser (a Blob link clicked for the operator); the
// link stays, to save it again.
export function downloadLink(value, filename, label, key) {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: "application/json" });
  const link = h("a", { href: URL.createObjectURL(blob), download: filename, "data-key": key }, label);
  return link;
}

export function when(ms) {
  if (ms === null || ms === undefined) return "—";
  return new Intl.DateTimeFormat(language(), { dateStyle: "medium", timeStyle: "medium" }).format(new Date(ms));
}

// JSON as the API gave it, in a scrollable block a keyboard can reach.
export function jsonBlock(value, label, small = false) {
  return h("pre", { class: small ? "json small" : "json", tabindex: "0", "aria-label": label },
    JSON.stringify(value, null, 2));
}

// A table with a caption, column headers and rows of cells (nodes or text), in a region a
// keyboard can scroll sideways on a narrow screen.
export function grid(caption, headers, rows, key) {
  return h("div", { class: "scroll", tabindex: "0", role: "region", "aria-label": caption },
    h("table", { class: "grid-table", "data-key": key },
      h("caption", {}, caption),
      h("thead", {}, h("tr", {}, headers.map((name) => h("th", { scope: "col" }, name)))),
      h("tbody", {}, rows.map((cells) => h("tr", {}, cells.map((cell) => h("td", {}, cell)))))));
}

export function field(id, label, control, hint) {
  const hintId = hint ? `${id}-hint` : null;
  if (hintId) control.setAttribute("aria-describedby", hintId);
  control.id = id;
  return h("div", { class: "field" }, h("label", { for: id }, label), control,
    hint ? h("span", { class: "hint", id: hintId }, hint) : null);
}

export function facts(pairs) {
  return h("dl", { class: "facts" }, pairs.flatMap(([name, value]) => [h("dt", {}, name), h("dd", {}, value)]));
}
