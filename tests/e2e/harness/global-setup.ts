/**
 * Once per e2e run: one shop server and one Chromium for all test files. Each test gets
 * its own browser context (cookies, storage), so sharing the browser keeps tests apart
 * while saving a browser start per file on a 2-core machine.
 */
import { rm } from "node:fs/promises";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM_ARGS, CHROMIUM_MISSING, findChromium } from "../../../scripts/chromium.ts";
import { copyDataDir, seedDataDir } from "./prepared-data-dir.ts";
import { startShopServer } from "./shop-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    browserWsEndpoint: string;
    /** The shop's data folder, for the demo operator's credentials. */
    shopDataDir: string;
    /** A data folder after a shop's first start, copied for each shop of its own (prepared-data-dir.ts). */
    seededDataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(CHROMIUM_MISSING);
  const seededDataDir = await seedDataDir();
  const [shopStart, browserStart] = await Promise.allSettled([
    // The shop runs in production mode (scripts/start.ts), where the dev outbox viewer is
    // off; the journeys read the confirmation mail there (docs/mail-and-documents.md).
    copyDataDir(seededDataDir, "shop-e2e-").then((dataDir) =>
      startShopServer({ dataDir, env: { MAIL_OUTBOX_VIEWER: "true" } }),
    ),
    chromium.launchServer({ executablePath, args: CHROMIUM_ARGS, host: "127.0.0.1" }),
  ]);
  if (shopStart.status === "rejected" || browserStart.status === "rejected") {
    // Whichever did start must not outlive the failed set-up.
    if (shopStart.status === "fulfilled") await shopStart.value.stop();
    if (browserStart.status === "fulfilled") await browserStart.value.close();
    throw shopStart.status === "rejected" ? shopStart.reason : (browserStart as PromiseRejectedResult).reason;
  }
  const shop = shopStart.value;
  const browser = browserStart.value;
  project.provide("baseUrl", shop.url);
  project.provide("browserWsEndpoint", browser.wsEndpoint());
  project.provide("shopDataDir", shop.dataDir);
  project.provide("seededDataDir", seededDataDir);
  return async () => {
    await Promise.all([browser.close(), shop.stop()]);
    await rm(seededDataDir, { recursive: true, force: true });
  };
}
