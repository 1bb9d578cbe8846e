// Every text comes from a catalog per language (i18n/<lang>.json, plus each game's own,
// /play/games/<id>/i18n/<lang>.json); none is hard-coded.
const LANGS = ["es", "en"];
let catalog = {};
let lang = "en";
let gameTexts = [];

// Where each game keeps its catalogs (from /play/games.json), merged over the shared one.
export function setGameTexts(folders) {
  gameTexts = folders;
}

export function chosenLanguage() {
  const saved = localStorage.getItem("tapete.lang");
  if (LANGS.includes(saved)) return saved;
  const wanted = (navigator.languages || [navigator.language || "en"]).map((l) => l.slice(0, 2));
  return wanted.find((l) => LANGS.includes(l)) || "en";
}

export async function loadLanguage(wanted) {
  const urls = [`/play/static/i18n/${wanted}.json`, ...gameTexts.map((folder) => `${folder}/${wanted}.json`)];
  const parts = await Promise.all(urls.map(async (url) => (await fetch(url)).json()));
  catalog = Object.assign({}, ...parts);
  lang = wanted;
  localStorage.setItem("tapete.lang", wanted);
  document.documentElement.lang = wanted;
}

export function language() {
  return lang;
}

// Texts follow a small subset of ICU MessageFormat, the one way every catalog writes what varies:
//   {name}                                       a parameter as given;
//   {count, plural, one {# card} other {# cards}} a branch by Intl.PluralRules(language) (or an
//                                                 exact "=0" branch), "#" being the number;
//   {who, select, you {Your turn} other {{seat}'s turn}}  a branch by the parameter's value.
// Branches nest and may hold parameters. Never "card(s)": a count always goes through plural.
export function t(key, params = {}) {
  return format(catalog[key] ?? key, params);
}

export function format(text, params = {}) {
  let out = "";
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf("{", index);
    if (open < 0) { out += text.slice(index); break; }
    const close = matching(text, open);
    if (close < 0) { out += text.slice(index); break; }
    out += text.slice(index, open) + argument(text.slice(open + 1, close), params);
    index = close + 1;
  }
  return out;
}

function matching(text, open) {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === "{") depth += 1;
    else if (text[i] === "}" && (depth -= 1) === 0) return i;
  }
  return -1;
}

function argument(body, params) {
  const match = /^\s*(\w+)\s*(?:,\s*(plural|select)\s*,([\s\S]*))?$/.exec(body);
  if (!match) return `{${body}}`;
  const [, name, kind, rest] = match;
  if (!kind) return name in params ? String(params[name]) : `{${name}}`;
  const branches = choices(rest);
  const value = params[name];
  if (kind === "select") return format(branches[String(value)] ?? branches.other ?? "", params);
  const count = Number(value);
  const chosen = branches[`=${count}`] ?? branches[plurals().select(count)] ?? branches.other ?? "";
  return format(hashes(chosen, number(count)), params);
}

// "one {…} other {…}" as {one: "…", other: "…"}.
function choices(text) {
  const found = {};
  let index = 0;
  for (;;) {
    const key = /^\s*([=\w]+)\s*\{/.exec(text.slice(index));
    if (!key) return found;
    const open = index + key[0].length - 1;
    const close = matching(text, open);
    if (close < 0) return found;
    found[key[1]] = text.slice(open + 1, close);
    index = close + 1;
  }
}

// A plural branch's "#" (not those inside a nested argument) is the count.
function hashes(text, shown) {
  let out = "";
  let depth = 0;
  for (const char of text) {
    if (char === "{") depth += 1;
    if (char === "}") depth -= 1;
    out += char === "#" && depth === 0 ? shown : char;
  }
  return out;
}

// Intl's formatters are costly to build (a new NumberFormat per number was the largest part of
// drawing a game on a throttled phone): one per language, and per options for numbers.
let pluralRules = null;
let pluralLang = null;
function plurals() {
  if (pluralLang !== lang) { pluralRules = new Intl.PluralRules(lang); pluralLang = lang; }
  return pluralRules;
}

export function has(key) {
  return key in catalog;
}

// A game's decks (its catalog's `_decks`): names, attributes and units per language.
export function deckText(deck) {
  return catalog._decks?.[deck] || null;
}

const numberFormats = new Map();
export function number(value, options) {
  // A small whole number reads the same in every language offered (es and en; no grouping
  // under 1,000): the first formatter of a page loads the locale's number data, which cost
  // more than drawing the rest of a game's screen.
  if (!options && Number.isInteger(value) && Math.abs(value) < 1000) return String(value);
  const key = options ? `${lang} ${JSON.stringify(options)}` : lang;
  let formatter = numberFormats.get(key);
  if (!formatter) numberFormats.set(key, (formatter = new Intl.NumberFormat(lang, options)));
  return formatter.format(value);
}
