// The committed src/schema.d.ts is what openapi-typescript makes from the committed document.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";

test("the generated types are current (else: make sdk)", async () => {
  const out = join(await mkdtemp(join(tmpdir(), "tapete-sdk-")), "schema.d.ts");
  await promisify(execFile)("npx", ["openapi-typescript", "../../openapi/openapi.json", "-o", out]);
  assert.equal(await readFile(out, "utf8"), await readFile("src/schema.d.ts", "utf8"));
});
