// A tiny Markdown reader for the games' rules pages: headings, paragraphs, lists (one level of
// nesting), ordered lists, tables, fenced code, **strong**, *emphasis*, `code` and links (shown
// as their text). It builds DOM nodes with text nodes only: nothing in the page is ever read as
// HTML, so a rules page cannot inject markup.
import { h } from "./dom.js";

// Inline spans: `code`, **strong**, *emphasis* / _emphasis_, [text](target) -> text.
export function inline(text) {
  const out = [];
  const pattern = /`([^`]+)`|\*\*(.+?)\*\*|\*([^*\s][^*]*?)\*|(?<![\w])_([^_\s][^_]*?)_(?![\w])|\[([^\]]+)\]\(([^)]*)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) out.push(text.slice(last, match.index));
    if (match[1] !== undefined) out.push(h("code", {}, match[1]));
    else if (match[2] !== undefined) out.push(h("strong", {}, inline(match[2])));
    else if (match[3] !== undefined) out.push(h("em", {}, inline(match[3])));
    else if (match[4] !== undefined) out.push(h("em", {}, inline(match[4])));
    else out.push(...inline(match[5])); // a link to a file of the repository: its text only
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

const cells = (line) => line.trim().replace(/^\|/, "").replace(/\|$/, "").split("|").map((cell) => cell.trim());
const isRule = (line) => /^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/.test(line);
const bullet = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/;

// Markdown text -> an array of block nodes. `headingShift` lowers every heading (a page's "#"
// inside a panel whose own heading is an h2 becomes an h3).
export function markdown(source, { headingShift = 0 } = {}) {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line.trim()) { i += 1; continue; }
    const fence = line.match(/^\s*```/);
    if (fence) {
      const code = [];
      i += 1;
      while (i < lines.length && !/^\s*```/.test(lines[i])) { code.push(lines[i]); i += 1; }
      i += 1;
      blocks.push(h("pre", {}, h("code", {}, code.join("\n"))));
      continue;
    }
    const heading = line.match(/^(#{1,6})\s+(.*?)\s*#*\s*$/);
    if (heading) {
      const level = Math.min(6, heading[1].length + headingShift);
      blocks.push(h(`h${level}`, {}, inline(heading[2])));
      i += 1;
      continue;
    }
    if (line.trim().startsWith("|") && i + 1 < lines.length && isRule(lines[i + 1])) {
      const head = cells(line);
      i += 2;
      const rows = [];
      while (i < lines.length && lines[i].trim().startsWith("|")) { rows.push(cells(lines[i])); i += 1; }
      blocks.push(h("div", { class: "table-scroll" }, h("table", {},
        h("thead", {}, h("tr", {}, head.map((cell) => h("th", { scope: "col" }, inline(cell))))),
        h("tbody", {}, rows.map((row) => h("tr", {}, row.map((cell) => h("td", {}, inline(cell)))))))));
      continue;
    }
    if (bullet.test(line)) {
      const [list, next] = readList(lines, i, line.match(bullet)[1].length);
      blocks.push(list);
      i = next;
      continue;
    }
    if (line.startsWith(">")) {
      const quoted = [];
      while (i < lines.length && lines[i].startsWith(">")) { quoted.push(lines[i].replace(/^>\s?/, "")); i += 1; }
      blocks.push(h("blockquote", {}, markdown(quoted.join("\n"), { headingShift })));
      continue;
    }
    const paragraph = [];
    while (i < lines.length && lines[i].trim() && !bullet.test(lines[i]) && !/^(#{1,6})\s/.test(lines[i])
      && !/^\s*```/.test(lines[i]) && !(lines[i].trim().startsWith("|") && isRule(lines[i + 1] || ""))) {
      paragraph.push(lines[i].trim());
      i += 1;
    }
    blocks.push(h("p", {}, inline(paragraph.join(" "))));
  }
  return blocks;
}

// A list starting at line `start` whose items are indented `indent` spaces; deeper items form
// a nested list inside the item above; indented lines without a marker continue the item.
function readList(lines, start, indent) {
  const ordered = /\d/.test(lines[start].match(bullet)[2]);
  const items = [];
  let i = start;
  while (i < lines.length) {
    const match = lines[i].match(bullet);
    if (!match || match[1].length !== indent || /\d/.test(match[2]) !== ordered) break;
    const text = [match[3]];
    const nested = [];
    i += 1;
    while (i < lines.length && lines[i].trim()) {
      const inner = lines[i].match(bullet);
      if (inner && inner[1].length > indent) {
        const [list, next] = readList(lines, i, inner[1].length);
        nested.push(list);
        i = next;
      } else if (!inner && /^\s+/.test(lines[i]) && !nested.length) {
        text.push(lines[i].trim());
        i += 1;
      } else break;
    }
    items.push(h("li", {}, inline(text.join(" ")), nested));
    // A blank line between items of the same list keeps the list going.
    if (i < lines.length && !lines[i].trim()) {
      let j = i;
      while (j < lines.length && !lines[j].trim()) j += 1;
      const again = j < lines.length && lines[j].match(bullet);
      if (again && again[1].length === indent && /\d/.test(again[2]) === ordered) i = j;
    }
  }
  return [h(ordered ? "ol" : "ul", {}, items), i];
}
