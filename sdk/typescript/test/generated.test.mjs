// The committed src/schema.d.ts is what openapi-typescript makes from the committed document,
// with the flags of `npm run generate`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";

test("the generated types are current (else: make sdk)", async () => {
  const out = join(await mkdtemp(join(tmpdir(), "tapete-sdk-")), "schema.d.ts");
  const { scripts } = JSON.parse(await readFile("package.json", "utf8"));
  // The generate script's own command, writing elsewhere: its flags cannot drift from this test.
  const args = scripts.generate.split(" ");
  assert.equal(args[0], "openapi-typescript");
  const output = args.indexOf("-o");
  args.splice(output, 2, "-o", out);
  await promisify(execFile)("npx", args);
  assert.equal(await readFile(out, "utf8"), await readFile("src/schema.d.ts", "utf8"));
});
