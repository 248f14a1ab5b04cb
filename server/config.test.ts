import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const SECRET = "k".repeat(32);
let dataDir = "";

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "shop-config-"));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: SECRET, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("loadConfig accepted the configuration");
}

describe("loadConfig", () => {
  it("fills in the documented defaults", () => {
    const config = loadConfig({ SESSION_SECRET: SECRET });
    expect(config).toMatchObject({
      NODE_ENV: "production",
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "data",
      DEFAULT_LOCALE: "de",
      SHOP_TIME_ZONE: "Europe/Berlin",
      LOG_LEVEL: "info",
      TRUST_PROXY: false,
      TRUST_PROXY_HOPS: 1,
      OPERATOR_SESSION_IDLE_MINUTES: 120,
      OPERATOR_SESSION_MAX_HOURS: 12,
      DEMO_SCALE: 1,
      sessionSecret: SECRET,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBeUndefined();
    expect(config.MOLLIE_COMPONENTS_SCRIPT_URL).toBe("https://js.mollie.com/v1/mollie.js");
  });

  it("reads the given values and coerces PORT and TRUST_PROXY", () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SESSION_SECRET: SECRET,
      PORT: "8080",
      TRUST_PROXY: "true",
      DEFAULT_LOCALE: "en",
      SHOP_TIME_ZONE: "America/New_York",
      DATABASE_URL: "postgres://shop@db:5432/shop",
      PUBLIC_URL: "https://shop.example.com",
    });
    expect(config).toMatchObject({
      PORT: 8080,
      TRUST_PROXY: true,
      DEFAULT_LOCALE: "en",
      SHOP_TIME_ZONE: "America/New_York",
    });
    expect(config.DATABASE_URL).toBe("postgres://shop@db:5432/shop");
  });

  it("treats empty optional values as absent", () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SESSION_SECRET: SECRET,
      DATABASE_URL: "",
      REDIS_URL: "",
      SMTP_URL: "",
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it.each(["abc", "70000", "-1", "80.5"])("stops on PORT=%s with one line naming PORT", (port) => {
    const error = errorOf({ PORT: port });
    expect(error.message).toMatch(/^Invalid configuration: PORT: /);
    expect(error.message.split("\n")).toHaveLength(1);
  });

  it.each([
    ["DATABASE_URL", "mysql://db/shop"],
    ["REDIS_URL", "http://cache:6379"],
    ["PUBLIC_URL", "ftp://shop.example.com"],
    ["NODE_ENV", "staging"],
    ["DEFAULT_LOCALE", "fr"],
    ["SHOP_TIME_ZONE", "Berlin"],
    ["SHOP_TIME_ZONE", "CEST+2"],
    ["LOG_LEVEL", "verbose"],
    ["TRUST_PROXY", "yes"],
    ["TRUST_PROXY_HOPS", "0"],
    ["DEMO_SCALE", "0"],
    ["DEMO_SCALE", "2.5"],
    ["SESSION_SECRET", "too-short"],
    ["MOLLIE_COMPONENTS_SCRIPT_URL", "javascript:alert(1)"],
    ["MOLLIE_COMPONENTS_SCRIPT_URL", "js.mollie.com/v1/mollie.js"],
  ])("stops on a bad %s and names it", (name, value) => {
    expect(errorOf({ [name]: value }).message).toMatch(new RegExp(`^Invalid configuration: ${name}: `));
  });

  it("generates a session secret once, keeps it in DATA_DIR and reuses it", () => {
    const nested = path.join(dataDir, "fresh");
    const first = loadConfig({ DATA_DIR: nested });
    const file = path.join(nested, "session-secret");
    expect(existsSync(file)).toBe(true);
    expect(first.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(file, "utf8")).toBe(first.sessionSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: nested }).sessionSecret).toBe(first.sessionSecret);
  });

  it("prefers SESSION_SECRET and then writes no file", () => {
    const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: SECRET });
    expect(config.sessionSecret).toBe(SECRET);
    expect(existsSync(path.join(dataDir, "session-secret"))).toBe(false);
  });

  it("gives different installations different secrets", () => {
    const a = loadConfig({ DATA_DIR: path.join(dataDir, "a") }).sessionSecret;
    const b = loadConfig({ DATA_DIR: path.join(dataDir, "b") }).sessionSecret;
    expect(a).not.toBe(b);
  });

  it("takes the shop's bank account with a valid IBAN and BIC, and refuses a wrong checksum or BIC", () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      SESSION_SECRET: SECRET,
      SHOP_BANK_ACCOUNT_HOLDER: "Beispiel GmbH",
      SHOP_BANK_NAME: "Hamburger Sparkasse",
      SHOP_BANK_IBAN: "de02 2005 0550 1015 8713 93",
      SHOP_BANK_BIC: "haspdehhxxx",
    });
    expect(config).toMatchObject({ SHOP_BANK_IBAN: "DE02200505501015871393", SHOP_BANK_BIC: "HASPDEHHXXX" });
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: SECRET }).SHOP_BANK_IBAN).toBe("DE02120300000000202051");
    expect(errorOf({ SHOP_BANK_IBAN: "DE03200505501015871393" }).message).toBe(
      "Invalid configuration: SHOP_BANK_IBAN: not a valid IBAN (format or checksum)",
    );
    expect(errorOf({ SHOP_BANK_BIC: "HASPDEHH1" }).message).toContain("SHOP_BANK_BIC");
    expect(errorOf({ SHOP_BANK_ACCOUNT_HOLDER: "  " }).message).toContain("SHOP_BANK_ACCOUNT_HOLDER");
  });
});
