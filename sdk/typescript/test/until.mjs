// The suite's wait for something a stream hands on: `done()` checked every 50 ms, failing
// after 10 s with `what()` (the count so far).
import assert from "node:assert/strict";

export async function until(done, what) {
  for (let waited = 0; !done(); waited += 50) {
    assert.ok(waited < 10_000, what());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
