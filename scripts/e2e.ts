/**
 * npm run test:e2e: the browser tests (playwright.config.ts, docs/testing.md). Checks for
 * Chromium first, so a machine without it gets one line saying how to install it, not a
 * stack trace. Extra arguments go to `playwright test` (a file, `-g name`, `--trace on`).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { requireChromium } from "./chromium.ts";

const root = path.resolve(import.meta.dirname, "..");

requireChromium();

const playwright = path.join(root, "node_modules", "@playwright", "test", "cli.js");
const child = spawn(process.execPath, [playwright, "test", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
});
// Ctrl-C reaches Playwright through the terminal; it stops the shop and the browsers itself.
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
