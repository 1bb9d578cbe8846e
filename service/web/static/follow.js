// Follow a table: every new view goes to `onView`, with the seat's legal actions when the stream
// brought them (undefined otherwise: the screen lists them itself) and the events the stream
// brought with it: `{after, events}`, every event of the versions after `after` up to the view's
// (undefined from a long-poll: the screen reads them itself). The push stream (GET .../stream, read by the
// SDK's fetch-based reader, which can send the bearer token where EventSource cannot) when the
// server offers it; the SDK's long-poll (`since` + `wait`, with the ETag) when it does not (an
// older server, 503 too_many_streams) or keeps failing. The screens only see `onView` and
// `onError`. While the stream is open it also brings the table's chat (`carryChat`): the chat
// panel then holds no long-poll of its own, so a player in play holds one connection, not two.
import { ApiError } from "./api.js";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const over = (view) => view.status === "finished" || view.status === "cancelled";
const fatal = (error) => error.status === 404 || error.status === 401;

export function followTable(session, { onView, onError, onBack }) {
  let stopped = false;
  let since = 0;
  let controller = null;
  let status = "lobby";
  let chat = null; // the chat panel taking its messages from the stream (carryChat)
  let live = false; // a stream is open: the server accepted it and it has not ended

  const setLive = (value) => {
    if (live === value) return;
    live = value;
    chat?.streamChanged();
  };

  const seen = (view, actions, events) => {
    if (stopped) return; // a long-poll answering after this screen was left
    since = Math.max(since, view.version);
    status = view.status;
    onBack?.();
    onView(view, actions, events);
  };

  // Answers true while streaming works (it ended cleanly: reconnect), false to fall back.
  async function stream() {
    controller = new AbortController();
    try {
      // One connection at a time (reconnect: false): this loop decides when to fall back.
      // The stream resumes after `since` (Last-Event-ID): its first update brings the events
      // after it, each later one those after the update before.
      let after = since;
      // The chat's messages after the last one the panel has (none yet: those from now on,
      // since the panel reads what came before itself).
      // Open from the server's 200 on (onOpen): a stream resumed with nothing new sends nothing
      // until a change, and the chat would long-poll beside it meanwhile.
      const options = { reconnect: false, onChat: (message) => chat?.fromStream(message), onOpen: () => { setLive(true); onBack?.(); } };
      if (chat) options.chatSince = chat.since;
      for await (const update of session.stream(since, controller.signal, options)) {
        if (stopped) return true;
        // (docs/api.md, "Event stream": each events message is exactly the versions after the
        // previous view, or after the resumed version; with none to resume from, read them.)
        const events = after > 0 ? { after, events: update.events } : undefined;
        after = update.version;
        seen(update.view, update.actions, events);
        if (over(update.view)) return true;
      }
      return true;
    } catch (error) {
      if (stopped) return true;
      // The server refused the stream (429, 503, no such route): long-poll instead.
      if (error instanceof ApiError && !fatal(error)) return false;
      throw error;
    } finally {
      setLive(false);
    }
  }

  async function poll() {
    // The lobby shows presence, which has no version: ask again every few seconds. In a
    // game, stay under the 15 s after which a seat no longer counts as connected.
    const wait = status === "lobby" ? 4 : 10;
    seen(await session.poll(since, wait));
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
        if (fatal(error)) return;
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
    // The chat panel (chat.js): its `since`, `fromStream(message)` for each chat message of the
    // stream, and `streamChanged()` when a stream opens or ends.
    carryChat(panel) {
      chat = panel;
    },
    get streaming() {
      return live;
    },
  };
}
