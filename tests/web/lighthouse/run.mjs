// Lighthouse on the client's pages, in Debian's Chromium (CHROME_PATH), one fresh browser per
// page. Called by tests/web/test_lighthouse.py with one argument, a JSON list of pages:
//   [{"name": "start", "url": "http://.../play", "storage": {"key": "value"}}, ...]
// `storage` is written to the page's localStorage first (a seat's token, so a table's page
// shows the game rather than the join form); Lighthouse then keeps it (disableStorageReset).
// Prints one JSON object: {name: {scores: {category: 0-100}, status, timedOut, failing: [audit]}, ...}.
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";

const CATEGORIES = ["performance", "accessibility", "best-practices"];
const pages = JSON.parse(process.argv[2]);
const scores = {};

for (const target of pages) {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH,
    headless: true,
    args: ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage();
    if (target.storage) {
      await page.goto(new URL("/play/config.json", target.url).href);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, target.storage);
    }
    const result = await lighthouse(target.url, {
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      disableStorageReset: Boolean(target.storage),
    }, undefined, page);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${target.name}: ${lhr.runtimeError.message}`);
    scores[target.name] = {
      scores: Object.fromEntries(CATEGORIES.map((name) => [name, Math.round(lhr.categories[name].score * 100)])),
      // The screen Lighthouse scored: the table's status (a game: "playing"); none: the start.
      status: await page.evaluate(() => document.querySelector("main")?.dataset.status ?? null),
      // Lighthouse gave up waiting for the page to load (a request left in flight at high
      // priority keeps it "loading": it then scores 45 s of a page that never settles).
      timedOut: (lhr.runWarnings || []).some((warning) => warning.includes("loaded too slowly")),
      // What cost points, for the test's message: each weighed audit under 0.9.
      failing: CATEGORIES.flatMap((name) => lhr.categories[name].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 0.9)
      .map((ref) => `${name}/${ref.id}: ${lhr.audits[ref.id].displayValue || lhr.audits[ref.id].score}`)),
    };
  } finally {
    await browser.close();
  }
}
process.stdout.write(JSON.stringify(scores));
