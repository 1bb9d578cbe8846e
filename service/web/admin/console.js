// The operator console at /admin: sign in with the operator token, then the sections below,
// each over the admin API only (docs/apps.md, "Operator console"). Routes live in the address's
// fragment (#apps, #app/<id>, #tables, #table/<CODE>, #audit); the token never does.
import { announce, h } from "/play/static/dom.js";
import { chosenLanguage, language, loadLanguage, setGameTexts, t } from "/play/static/i18n.js";
import { admin, forgetToken, savedToken, saveToken } from "./api.js";
import { forgetSecret, renderApp, renderApps } from "./apps.js";
import { renderAudit } from "./audit.js";
import { renderTable, renderTables } from "./tables.js";
import { alertBox, busy, field, showProblem } from "./ui.js";

const main = document.getElementById("main");
const nav = document.getElementById("nav");
let leave = null; // the shown section's clean-up (its refresh timer)

// The sections in the navigation. `later`: reserved for APIs not built yet (hidden, and no
// request is made for them): players (GET /admin/players...) and webhook deliveries.
const SECTIONS = [
  { id: "apps", label: "console.nav.apps", render: renderApps },
  { id: "tables", label: "console.nav.tables", render: renderTables },
  { id: "audit", label: "console.nav.audit", render: renderAudit },
  { id: "players", label: "console.nav.players", later: true }, // PLACEHOLDER: players' admin API
  { id: "webhooks", label: "console.nav.webhooks", later: true }, // PLACEHOLDER: webhook deliveries' API
];

function shell() {
  document.title = t("console.title");
  document.getElementById("skip").textContent = t("app.skip");
  document.getElementById("lang-label").textContent = t("app.language");
  document.getElementById("home").setAttribute("aria-label", t("console.home"));
  document.getElementById("lang").value = language();
  nav.setAttribute("aria-label", t("console.nav.label"));
}

function route() {
  let hash = location.hash.slice(1);
  try {
    hash = decodeURIComponent(hash);
  } catch {
    hash = ""; // a malformed address: the first section
  }
  const table = hash.match(/^table\/([A-Za-z0-9]{1,16})$/);
  if (table) return { id: "tables", code: table[1].toUpperCase() };
  const app = hash.match(/^app\/([\w-]{1,64})$/);
  if (app) return { id: "apps", app: app[1] };
  const section = SECTIONS.find((s) => s.id === hash && !s.later);
  return { id: section ? section.id : "apps" };
}

function drawNav(current) {
  nav.hidden = false;
  nav.replaceChildren(h("ul", {},
    SECTIONS.map((section) => h("li", { class: section.later ? "later" : null, hidden: section.later },
      h("a", { href: `#${section.id}`, "data-key": `nav-${section.id}`,
        "aria-current": section.id === current ? "page" : null }, t(section.label)))),
    h("li", { class: "sign-out" },
      h("button", { type: "button", class: "small", "data-key": "sign-out", onclick: () => signOut() }, t("console.signOut")))));
}

// Any section's 401: the token stopped being the operator's (changed on the server); sign in again.
const signedOut = (message) => signOut(message);

function signOut(message = null) {
  forgetToken();
  forgetSecret();
  if (leave) leave();
  leave = null;
  history.replaceState(null, "", location.pathname);
  renderSignIn(message);
}

function renderSignIn(message) {
  nav.hidden = true;
  nav.replaceChildren();
  const error = alertBox("sign-in-error");
  const input = h("input", { type: "password", name: "token", autocomplete: "off", required: true, spellcheck: "false" });
  const form = h("form", { class: "card-panel", "data-key": "sign-in-form", "aria-labelledby": "sign-in-heading" },
    h("h2", { id: "sign-in-heading" }, t("console.signIn.heading")),
    field("token", t("console.signIn.token"), input, t("console.signIn.hint")),
    error,
    h("button", { class: "primary", type: "submit", "data-key": "sign-in" }, t("console.signIn.submit")));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.textContent = "";
    const token = input.value.trim();
    try {
      await busy(form, () => admin("GET", "/admin/apps", undefined, token)); // proves the token
    } catch (problem) {
      showProblem(error, problem);
      input.focus();
      return;
    }
    saveToken(token);
    if (location.hash === "#apps") show(true);
    else location.hash = "#apps"; // hashchange shows it
  });
  main.replaceChildren(h("h1", {}, t("console.title")), h("p", {}, t("console.signIn.intro")), form);
  if (message) showProblem(error, message);
  input.focus();
}

// The section the address names, after the previous one's clean-up.
function show(moveFocus) {
  if (leave) leave();
  leave = null;
  if (!savedToken()) return renderSignIn(null);
  const where = route();
  drawNav(where.id);
  const section = SECTIONS.find((s) => s.id === where.id);
  const context = { main, signedOut };
  if (where.code) leave = renderTable(context, where.code);
  else if (where.app) leave = renderApp(context, where.app);
  else leave = section.render(context);
  if (moveFocus) {
    main.focus();
    announce(main.querySelector("h1")?.textContent || "");
  }
}

async function start() {
  setGameTexts(["/admin/static/i18n"]); // the console's catalogs, over the player client's
  await loadLanguage(chosenLanguage());
  shell();
  document.getElementById("lang").addEventListener("change", async (event) => {
    await loadLanguage(event.target.value);
    shell();
    show(false);
  });
  window.addEventListener("hashchange", () => show(true));
  // The skip link moves the focus only: its "#main" must not read as a route.
  document.getElementById("skip").addEventListener("click", (event) => {
    event.preventDefault();
    main.focus();
  });
  show(false);
}

start().catch((error) => { main.replaceChildren(h("p", { class: "error", role: "alert" }, String(error))); });
