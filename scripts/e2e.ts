/**
 * npm run test:e2e: the browser tests (vitest.e2e.config.ts). Checks for Chromium first,
 * so a machine without it gets one line saying how to install it, not a stack trace.
 * Extra arguments go to vitest (a file filter, `-t name`).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { requireChromium } from "./chromium.ts";

const root = path.resolve(import.meta.dirname, "..");

requireChromium();

const vitest = path.join(root, "node_modules", "vitest", "vitest.mjs");
const child = spawn(process.execPath, [vitest, "run", "--config", "vitest.e2e.config.ts", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
});
// Ctrl-C reaches vitest through the terminal; it stops the shop and the browser itself.
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
