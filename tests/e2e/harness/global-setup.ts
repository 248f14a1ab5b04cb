/**
 * Once per e2e run (playwright.config.ts globalSetup): one shop server for all test files.
 * Its address and folders reach the test workers through process.env (the workers start
 * after this); Playwright runs the returned function as the global teardown. The browser
 * is Playwright's own (one per worker, launched with the config's launchOptions).
 */
import { rm } from "node:fs/promises";
import { CHROMIUM_MISSING, findChromium } from "../../../scripts/chromium.ts";
import { copyDataDir, seedDataDir } from "./prepared-data-dir.ts";
import { ENV } from "./env.ts";
import { startShopServer } from "./shop-server.ts";

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!findChromium()) throw new Error(CHROMIUM_MISSING);
  const seededDataDir = await seedDataDir();
  // The shop runs in production mode (scripts/start.ts), where the dev outbox viewer is
  // off; the journeys read the confirmation mail there (docs/mail-and-documents.md).
  let shop;
  try {
    shop = await startShopServer({
      dataDir: await copyDataDir(seededDataDir, "shop-e2e-"),
      env: { MAIL_OUTBOX_VIEWER: "true" },
    });
  } catch (error) {
    await rm(seededDataDir, { recursive: true, force: true });
    throw error;
  }
  process.env[ENV.baseUrl] = shop.url;
  process.env[ENV.shopDataDir] = shop.dataDir;
  process.env[ENV.seededDataDir] = seededDataDir;
  return async () => {
    await shop.stop();
    await rm(seededDataDir, { recursive: true, force: true });
  };
}
