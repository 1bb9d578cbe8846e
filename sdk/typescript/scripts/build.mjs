// Builds dist/: tsc for the hand-written modules, then the generated src/schema.d.ts copied
// beside them. tsc never emits a .d.ts it was given as input, and dist/index.d.ts imports
// "./schema.js": without the copy a consumer's strict type-check fails to resolve it (or, with
// skipLibCheck, every generated type silently becomes `any`).
//
// `npm run prepare` runs this with --install. npm runs `prepare` after `npm install` / `npm ci`
// here, before `npm pack` / `npm publish`, and when another project installs this folder
// (`npm install path/to/sdk/typescript`). In that last case nothing of ours is installed yet:
// npm installs a git dependency's own dependencies before its `prepare`, but not a folder's,
// and a linked folder loads `openapi-fetch` from its own node_modules. So --install first
// installs exactly package-lock.json here (without scripts: they would run this again).
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

function run(command, args) {
  const done = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (done.error) throw done.error;
  if (done.status !== 0) process.exit(done.status ?? 1);
}

if (process.argv.includes("--install") && !existsSync(`${root}node_modules/typescript/package.json`)) {
  // npm sets npm_execpath for its scripts: the same npm, without relying on PATH or a shell.
  const npm = process.env.npm_execpath;
  const args = ["ci", "--ignore-scripts", "--no-audit", "--no-fund"];
  if (npm) run(process.execPath, [npm, ...args]);
  else run(process.platform === "win32" ? "npm.cmd" : "npm", args);
}

const tsc = createRequire(`${root}package.json`).resolve("typescript/bin/tsc");
rmSync(`${root}dist`, { recursive: true, force: true }); // nothing left from an older build
run(process.execPath, [tsc, "-p", `${root}tsconfig.json`]);
copyFileSync(`${root}src/schema.d.ts`, `${root}dist/schema.d.ts`);
