// follow() falls back to long-polls where the stream is refused, and every failure is an
// ApiError with a status, a code and a readable message.
import { test } from "node:test";
import assert from "node:assert/strict";
import { ApiError, InputError, InvalidRequest, NotFound, NotSeated, Session, VersionConflict, isSeated, mySeat } from "@tapete/sdk";
import { until } from "./until.mjs";

const baseUrl = process.env.TAPETE_URL;
const quick = JSON.parse(process.env.TAPETE_QUICK_OPTIONS ?? "{}");

/** A fetch that answers every stream request as a server at its limit of streams does. */
function refusingStreams(counter) {
  return (input, init) => {
    if (new URL(String(input instanceof Request ? input.url : input)).pathname.endsWith("/stream")) {
      counter.refused += 1;
      const problem = { type: "about:blank", title: "Service Unavailable", status: 503, code: "too_many_streams", detail: "test" };
      return Promise.resolve(new Response(JSON.stringify(problem), { status: 503, headers: { "Content-Type": "application/problem+json" } }));
    }
    return fetch(input, init);
  };
}

test("follow() plays a whole game by long-polls when the stream is refused", async () => {
  const games = await (await fetch(`${baseUrl}/games`)).json();
  const game = games.find((g) => g.min_seats === 2) ?? games[0];
  const counter = { refused: 0 };
  const body = { game: game.id, host_name: "Ana", bots: Array(game.min_seats - 1).fill("easy"), options: quick[game.id] };
  const me = await Session.create(baseUrl, body, { fetch: refusingStreams(counter) });
  await me.start();
  const versions = [];
  let events = 0;
  let finished = false;
  for await (const { version, view, events: happened } of me.follow()) {
    assert.equal(version, view.version);
    versions.push(version);
    events += happened.length;
    if (view.status !== "playing") {
      finished = view.status === "finished";
      break;
    }
    if (me.myTurn) {
      assert.ok(isSeated(view) && view.you.seat === me.mySeat);
      const moves = (await me.legalActions()).filter((action) => !action.type.endsWith("resign"));
      if (moves.length === 0) continue;
      try {
        await me.act(moves[Math.floor(Math.random() * moves.length)], view.version);
      } catch (error) {
        if (!(error instanceof VersionConflict)) throw error;
      }
    }
  }
  assert.ok(finished);
  assert.ok(counter.refused >= 1); // then long-polls (the stream is tried again after a minute)
  assert.deepEqual(versions, [...versions].sort((a, b) => a - b));
  assert.equal(new Set(versions).size, versions.length);
  assert.ok(events > 0); // the events in between came with the long-polled views
});

test("follow() throws what a long-poll would get too: an unknown table", async () => {
  const nowhere = new Session(baseUrl, "ZZZZZZ");
  await assert.rejects(nowhere.follow().next(), (error) => {
    assert.ok(error instanceof NotFound && error instanceof ApiError);
    assert.equal(error.status, 404);
    assert.equal(error.code, "table_not_found");
    assert.match(error.message, /^404 table_not_found: ./);
    return true;
  });
});

test("input refused before any request, and the server's refusals, are ApiErrors", async () => {
  assert.throws(() => new Session("not a url", "ABC"), (error) => error instanceof InputError && error.status === 400 && error.code === "bad_request");
  const games = await (await fetch(`${baseUrl}/games`)).json();
  const [game] = games;
  const bots = Array(game.min_seats - 1).fill("easy");
  const host = await Session.create(baseUrl, { game: game.id, host_name: "Ana", host_plays: false, hints: true, bots });
  assert.equal(host.mySeat, undefined); // an observing host
  assert.equal(isSeated(host.view), false);
  const spectator = new Session(baseUrl, host.code);
  assert.equal(spectator.mySeat, undefined); // no view yet
  assert.equal(spectator.myTurn, false);
  const player = await Session.join(baseUrl, host.code, "Bea"); // a game needs a human
  assert.equal(typeof player.mySeat, "number");
  await assert.rejects(host.addBot("nobody"), (error) => error instanceof InvalidRequest && error.status === 400 && error.code === "bad_request");
  await host.start();
  await assert.rejects(host.hint(), (error) => error instanceof NotSeated && error.status === 403 && error.code === "not_seated");
  await assert.rejects(host.act(undefined), (error) => error instanceof InputError && /act\(\)/.test(error.message));
  await assert.rejects(host.act({ type: "x" }, -1), InputError);
  assert.equal(mySeat(await player.poll()), player.mySeat);
});

test("stream updates carry the seat's legal actions, and a game is played on them", async () => {
  const games = await (await fetch(`${baseUrl}/games`)).json();
  const game = games.find((g) => g.min_seats === 2) ?? games[0];
  const body = { game: game.id, host_name: "Ana", bots: Array(game.min_seats - 1).fill("easy"), options: quick[game.id] };
  const me = await Session.create(baseUrl, body);
  await me.start();
  let played = 0;
  let finished = false;
  for await (const { version, view, actions } of me.stream()) {
    if (view.status !== "playing") {
      finished = view.status === "finished";
      break;
    }
    assert.ok(Array.isArray(actions)); // from a 1.1.0 server: always a list (empty: none)
    // The answer's own version: a bot may move between any two requests.
    const listed = await (await fetch(`${baseUrl}/tables/${me.code}/actions`, { headers: { Authorization: `Bearer ${me.token}` } })).json();
    if (listed.version === version) assert.deepEqual(actions, listed.actions);
    const moves = actions.filter((action) => !action.type.endsWith("resign"));
    if (view.to_act.includes(me.mySeat) && moves.length) {
      try {
        await me.act(moves[Math.floor(Math.random() * moves.length)], version);
        played += 1;
      } catch (error) {
        if (!(error instanceof VersionConflict)) throw error;
      }
    }
  }
  assert.ok(finished && played > 0);
});

test("follow() hands on the table's chat, by the stream and by long-polls", async () => {
  const games = await (await fetch(`${baseUrl}/games`)).json();
  for (const refused of [false, true]) {
    const host = await Session.create(baseUrl, { game: games[0].id, host_name: "Ana", bots: ["easy"] });
    const say = (phrase) => host.call(() => host.client.POST("/tables/{code}/chat", {
      params: { path: { code: host.code } }, body: { kind: "quick", phrase },
    }));
    await say("hello"); // before following: sent first, since chatSince is 0
    const counter = { refused: 0 };
    const options = refused ? { fetch: refusingStreams(counter) } : {};
    const watcher = new Session(baseUrl, host.code, host.token, options);
    const heard = [];
    const controller = new AbortController();
    const following = (async () => {
      for await (const _ of watcher.follow(undefined, controller.signal, { wait: 1, onChat: (message) => heard.push(message), chatSince: 0 }));
    })().catch(() => undefined);
    const heardAll = (count) => until(() => heard.length >= count, () => `heard ${heard.length} of ${count}`);
    await heardAll(1);
    await say("good_luck");
    await say("thanks");
    await heardAll(3);
    controller.abort();
    await following;
    assert.deepEqual(heard.map((message) => [message.number, message.phrase]), [[1, "hello"], [2, "good_luck"], [3, "thanks"]]);
    assert.equal(counter.refused > 0, refused); // by long-polls where the stream was refused
  }
});
