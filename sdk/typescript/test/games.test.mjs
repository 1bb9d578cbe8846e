// The SDK plays a whole game of every hosted game against the live server at TAPETE_URL
// (tests/sdk/test_typescript_sdk.py starts one): the example on the stream, then by polls.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { Session, VersionConflict } from "@tapete/sdk";

const run = promisify(execFile);
const baseUrl = process.env.TAPETE_URL;
const games = (await (await fetch(`${baseUrl}/games`)).json()).map((game) => game.id ?? game);
// Each game's options for fast automated games (its spec's `quick_options`: no pauses), handed
// over by the runner (tests/sdk/test_typescript_sdk.py).
const quick = JSON.parse(process.env.TAPETE_QUICK_OPTIONS ?? "{}");

for (const game of games) {
  test(`the example plays a whole ${game} game on the stream`, async () => {
    const { stdout } = await run("node", ["examples/play.mjs", baseUrl, game], { timeout: 240_000 });
    assert.match(stdout, /finished result:/);
  });

  test(`a ${game} hint is an action the session can play`, async () => {
    const { min_seats: seats } = await (await fetch(`${baseUrl}/games/${game}`)).json();
    const options = quick[game]; // no pause between rounds
    const body = { game, host_name: "Ana", bots: Array(seats - 1).fill("easy"), options, hints: true };
    const host = await Session.create(baseUrl, body);
    let view = await host.start();
    while (!view.to_act.includes(view.you.seat)) view = await host.poll(view.version, 2);
    const hint = await host.hint();
    assert.equal(hint.seat, view.you.seat);
    assert.equal(hint.version, view.version);
    assert.ok((await host.act(hint.action, hint.version)).version > view.version);
  });

  test(`a ${game} game played by long-polls with ETags`, async () => {
    const { min_seats: seats } = await (await fetch(`${baseUrl}/games/${game}`)).json();
    const options = quick[game];
    const host = await Session.create(baseUrl, { game, host_name: "Ana", bots: Array(seats - 1).fill("easy"), options });
    let view = await host.start();
    while (view.status === "playing") {
      if (view.to_act.includes(view.you.seat)) {
        const moves = (await host.actions()).filter((action) => !action.type.endsWith("resign"));
        try {
          view = await host.act(moves[Math.floor(Math.random() * moves.length)], view.version);
        } catch (error) {
          if (!(error instanceof VersionConflict)) throw error;
          view = error.view;
        }
      } else {
        view = await host.poll(view.version, 2);
      }
    }
    assert.equal(view.status, "finished");
    const last = await host.poll();
    assert.ok(host.etag);
    assert.equal(await host.poll(), last); // a 304: the cached view
  });
}
