/**
 * What the global setup (global-setup.ts) hands the test workers, through process.env: the
 * variables the workers read (browser.ts, operator.ts, seeded-shop.ts, newsletter.test.ts).
 */
export const ENV = {
  baseUrl: "E2E_BASE_URL",
  /** The shared shop's data folder, for the demo operator's credentials. */
  shopDataDir: "E2E_SHOP_DATA_DIR",
  /** A data folder after a shop's first start, copied for each shop of its own (prepared-data-dir.ts). */
  seededDataDir: "E2E_SEEDED_DATA_DIR",
} as const;

/** A value the global setup provides; inside a test worker it is always set. */
export function provided(name: keyof typeof ENV): string {
  const value = process.env[ENV[name]];
  if (!value) throw new Error(`${ENV[name]} is not set: run the e2e tests through playwright.config.ts`);
  return value;
}
