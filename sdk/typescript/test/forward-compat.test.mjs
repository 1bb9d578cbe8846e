// The SDK survives a newer server (docs/api.md, Compatibility): answers carrying an event type,
// fields and enumeration values it was not generated with are handed on, never refused. No live
// server: a local one answers canned JSON that no server of this build would send.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { Session, mySeat, myTurn } from "@tapete/sdk";

const CODE = "ABCD";
// Invented names, obviously no real game's.
const UNKNOWN_TYPE = "example.unknown_event";
const NEW_STATUS = "example_paused";

function view(version) {
  return {
    code: CODE,
    game: "example",
    host_name: "Ana",
    host_plays: true,
    max_seats: 2,
    min_seats: 2,
    options: {},
    seats: [
      { seat: 0, name: "Ana", kind: "human" },
      { seat: 1, name: "Bot", kind: "example_robot", bot_level: "example_grandmaster" },
    ],
    status: NEW_STATUS,
    to_act: [0],
    version,
    you: { role: "example_referee", seat: 0, example_badge: "gold" },
    example_field: { nested: [1, 2] },
  };
}

function events(since, version) {
  return [
    { version: 1, type: "player_joined", data: { member: 1, name: "Bea", example_field: true } },
    { version: 2, type: UNKNOWN_TYPE, data: { anything: [1, { x: null }] } },
    { version: 2, type: "player_joined", data: { member: 2, name: "Cid" } },
  ].filter((event) => since < event.version && event.version <= version);
}

/** A server of a newer build, for one table at version 2. */
async function newerServer(t) {
  const version = 2;
  const server = createServer((request, response) => {
    const url = new URL(request.url, "http://localhost");
    const since = Number(request.headers["last-event-id"] ?? url.searchParams.get("since") ?? 0);
    const json = (body) => {
      response.writeHead(200, { "Content-Type": "application/json", ETag: `"${version}"` });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === `/tables/${CODE}`) return json(view(version));
    if (url.pathname === `/tables/${CODE}/events`) {
      return json({ version, last_version: version, events: events(since, version), example_cursor: "abc" });
    }
    if (url.pathname === `/tables/${CODE}/stream`) {
      response.writeHead(200, { "Content-Type": "text/event-stream" });
      response.end(
        `event: events\ndata: ${JSON.stringify({ since, version, events: events(since, version) })}\n\n` +
          `event: example_message\ndata: ${JSON.stringify({ x: 1 })}\n\n` +
          `event: view\nid: ${version}\ndata: ${JSON.stringify(view(version))}\n\n`,
      );
      return undefined;
    }
    response.writeHead(404, { "Content-Type": "application/problem+json" });
    response.end(JSON.stringify({ status: 404, code: "not_found", detail: url.pathname }));
    return undefined;
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  t.after(() => server.close());
  return `http://127.0.0.1:${server.address().port}`;
}

function checkView(seen) {
  assert.equal(seen.status, NEW_STATUS);
  assert.equal(seen.you.role, "example_referee");
  assert.equal(seen.seats[1].bot_level, "example_grandmaster");
  assert.deepEqual(seen.example_field, { nested: [1, 2] });
  assert.equal(mySeat(seen), 0);
  assert.equal(myTurn(seen), false); // an unknown status is not "playing"
}

function checkEvents(seen) {
  // Every event is handed on, the unknown type included (the SDK knows types at compile time
  // only); the unknown field stays in `data`.
  assert.deepEqual(
    seen.map((event) => [event.version, event.type]),
    [[1, "player_joined"], [2, UNKNOWN_TYPE], [2, "player_joined"]],
  );
  assert.equal(seen[0].data.example_field, true);
}

test("poll() and events() take unknown fields, values and event types", async (t) => {
  const me = new Session(await newerServer(t), CODE, "a-token");
  checkView(await me.poll());
  checkEvents(await me.events(0));
});

test("the stream takes unknown event types and ignores unknown messages", async (t) => {
  const me = new Session(await newerServer(t), CODE, "a-token");
  const controller = new AbortController();
  for await (const update of me.follow(undefined, controller.signal)) {
    assert.equal(update.version, 2);
    checkView(update.view);
    checkEvents(update.events);
    controller.abort();
    break;
  }
});

test("long-polls take unknown event types", async (t) => {
  const me = new Session(await newerServer(t), CODE, "a-token");
  for await (const update of me.follow(0, undefined, { stream: false })) {
    checkView(update.view);
    checkEvents(update.events);
    break;
  }
});
