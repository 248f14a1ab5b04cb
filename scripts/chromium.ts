/**
 * Finds the system Chromium for the browser tests and tools. Test tools never download
 * a browser of their own (the machine reaches no browser download host), so a missing
 * Chromium is an error with one line telling how to install it, never a skipped test.
 *
 * Run directly (`node scripts/chromium.ts`) it prints the path or fails.
 */
import { accessSync, constants } from "node:fs";

export const CHROMIUM_MISSING =
  "Chromium not found: install it with `apt-get update && apt-get install -y chromium` or set CHROME_PATH.";

/** Flags measured to work headless in this container (see docs: stack notes, browser tests). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const DEFAULT_PATH = "/usr/bin/chromium";

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** CHROME_PATH wins when set (even when it is wrong: a typo must not silently fall back). */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidate = env.CHROME_PATH || DEFAULT_PATH;
  return isExecutable(candidate) ? candidate : null;
}

/** The browser's path, or the one-line explanation on stderr and exit code 1. */
export function requireChromium(): string {
  const found = findChromium();
  if (found) return found;
  process.stderr.write(`${CHROMIUM_MISSING}\n`);
  process.exit(1);
}

if (import.meta.main) process.stdout.write(`${requireChromium()}\n`);
