/**
 * npm start: builds the app when the build is missing or older than the sources, then
 * runs the server. `--rebuild` forces a build.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const serverBuild = path.join(root, "build", "server", "index.js");
const SOURCES = ["app", "common", "public", "vite.config.ts", "react-router.config.ts", "package.json"];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function buildIsStale(): boolean {
  if (!existsSync(serverBuild)) return true;
  const built = statSync(serverBuild).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

if (process.argv.includes("--rebuild") || buildIsStale()) {
  process.stdout.write("Building the shop...\n");
  const cli = path.join(root, "node_modules", "@react-router", "dev", "bin.cjs");
  const result = spawnSync(process.execPath, [cli, "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) {
    process.stderr.write("The build failed; see the messages above.\n");
    process.exit(result.status ?? 1);
  }
}

process.chdir(root);
// React's server renderer is several times slower in its development build.
process.env.NODE_ENV ??= "production";
await import("../server/main.ts");
