import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { E2E_CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from "./chromium.ts";

const root = path.resolve(import.meta.dirname, "..");

/** The feature names in the installed Playwright's `disabledFeatures = [...]` (its Chromium switches). */
function installedPlaywrightDisabledFeatures(): string[] {
  const source = readFileSync(path.join(root, "node_modules/playwright-core/lib/coreBundle.js"), "utf8");
  const list = /disabledFeatures = \[([^\]]*)\]/.exec(source)?.[1];
  if (list === undefined) throw new Error("Playwright's disabledFeatures list was not found in playwright-core");
  return [...list.replaceAll(/\/\/.*$/gm, "").matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
}

describe("the browser tests' Chromium flags", () => {
  it("repeat every feature Playwright turns off, since Chromium honours only the last --disable-features", () => {
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(installedPlaywrightDisabledFeatures());
    const disabling = E2E_CHROMIUM_ARGS.filter((arg) => arg.startsWith("--disable-features="));
    expect(disabling).toHaveLength(1);
    const features = disabling[0]!.slice("--disable-features=".length).split(",");
    expect(features).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, "WebUIOmniboxPopup"]));
  });
});
