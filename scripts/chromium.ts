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

/**
 * The features @playwright/test turns off in the Chromium it launches (its chromiumSwitches).
 * Chromium honours only the last `--disable-features`, so ours (below) must repeat them;
 * scripts/chromium.test.ts fails when an installed Playwright's list differs from this one.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/**
 * The browser tests' Chromium (playwright.config.ts): CHROMIUM_ARGS, and less work for what a
 * test never looks at, measured on three e2e files (17 tests) on 2 cores: 233-266 s before,
 * 166 s after (docs/benchmarks.md "Test suite time").
 * - The omnibox popup (a WebUI page in a renderer of its own) that Chromium 156 starts for
 *   every browser window, also headless, where no address bar exists: every test's context is
 *   a window. Off with WebUIOmniboxPopup and WebUIOmniboxAimPopup.
 * - TurboFan: a test page lives seconds, so optimising its JavaScript only costs CPU
 *   (`--js-flags=--no-opt`; the code behaves the same, only slower to run hot loops).
 * Never for measuring pages (Lighthouse, the benchmarks): those need the browser shoppers have.
 */
export const E2E_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  "--js-flags=--no-opt",
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, "WebUIOmniboxPopup", "WebUIOmniboxAimPopup"].join(",")}`,
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
