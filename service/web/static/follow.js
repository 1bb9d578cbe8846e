// Follow a table: every new view goes to `onView`. The push stream (GET .../stream, Server-Sent
// Events read with fetch, which can send the bearer token) when the server offers it; a
// long-poll (`since` + `wait`) when it does not (an older server, 503 too_many_streams) or
// keeps failing. The screens only ever see `onView` and `onError`.
import { ApiError, call } from "./api.js";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const over = (view) => view.status === "finished" || view.status === "cancelled";

// One SSE message block ("event: view\nid: 7\ndata: {...}") as {event, data}.
function parse(block) {
  let event = "message";
  const data = [];
  for (const line of block.split("\n")) {
    if (line.startsWith("event:")) event = line.slice(6).trim();
    else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
  }
  return { event, data: data.join("\n") };
}

export function followTable(code, token, { onView, onError, onBack }) {
  let stopped = false;
  let since = 0;
  let controller = null;
  let status = "lobby";
  const headers = token ? { Authorization: `Bearer ${token}` } : {};

  const seen = (view) => {
    since = Math.max(since, view.version);
    status = view.status;
    onBack?.();
    onView(view);
  };

  // Answers true while streaming works (it ended cleanly: reconnect), false to fall back.
  async function stream() {
    controller = new AbortController();
    const response = await fetch(`/tables/${code}/stream?since=${since}`, {
      headers, signal: controller.signal, cache: "no-store",
    });
    if (!response.ok || !response.body) {
      if (response.status === 404 || response.status === 401) {
        throw new ApiError(response.status, await response.json().catch(() => ({})));
      }
      return false;
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done || stopped) return true;
      buffer += value.replace(/\r\n?/g, "\n");
      let end;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const message = parse(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (message.event === "view") {
          const view = JSON.parse(message.data);
          seen(view);
          if (over(view)) return true;
        } else if (message.event === "problem") {
          throw new ApiError(404, JSON.parse(message.data));
        }
      }
    }
  }

  async function poll() {
    controller = new AbortController();
    // The lobby shows presence, which has no version: ask again every few seconds. In a
    // game, stay under the 15 s after which a seat no longer counts as connected.
    const wait = status === "lobby" ? 4 : 10;
    seen(await call("GET", `/tables/${code}?since=${since}&wait=${wait}`, { token, signal: controller.signal }));
  }

  (async () => {
    let streaming = true;
    let failures = 0;
    while (!stopped && !(since && over({ status }))) {
      try {
        // Presence in the lobby has no version and the stream sends only versions: poll there.
        if (streaming && status !== "lobby") {
          streaming = await stream();
          failures = 0;
        } else {
          await poll();
        }
      } catch (error) {
        if (stopped) return;
        onError(error);
        if (error.status === 404 || error.status === 401) return;
        failures += 1;
        if (failures >= 2) streaming = false; // the stream keeps failing: long-poll instead
        await sleep(2000);
      }
    }
  })();

  return {
    // An answer we got ourselves (our own move): no need to wait for the stream to see it.
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
