// Follow a table: every new view goes to `onView`. Today a long-poll (`since` + `wait`);
// a push stream can replace this one module without touching the screens.
import { call } from "./api.js";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function followTable(code, token, { onView, onError, onBack }) {
  let stopped = false;
  let since = 0;
  let controller = null;
  let status = "lobby";
  (async () => {
    while (!stopped) {
      controller = new AbortController();
      // The lobby shows presence, which has no version: ask again every few seconds. In a
      // game, stay under the 15 s after which a seat no longer counts as connected.
      const wait = status === "lobby" ? 4 : 10;
      try {
        const view = await call("GET", `/tables/${code}?since=${since}&wait=${wait}`, {
          token,
          signal: controller.signal,
        });
        if (stopped) return;
        since = Math.max(since, view.version);
        status = view.status;
        onBack?.();
        onView(view);
        if (view.status === "finished" || view.status === "cancelled") return; // nothing more comes
      } catch (error) {
        if (stopped) return;
        onError(error);
        if (error.status === 404 || error.status === 401) return;
        await sleep(2000);
      }
    }
  })();
  return {
    // An answer we got ourselves (our own move): no need to wait for the poll to see it.
    seen(view) {
      since = Math.max(since, view.version);
      status = view.status;
    },
    stop() {
      stopped = true;
      controller?.abort();
    },
  };
}
