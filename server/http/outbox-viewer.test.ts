import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { outboxViewerEnabled } from "./outbox-viewer.ts";

const config = (env: Record<string, string>) => loadConfig({ SESSION_SECRET: "s".repeat(40), ...env });

describe("outbox viewer switch", () => {
  it("is off in production unless asked for, on elsewhere unless switched off", () => {
    expect(outboxViewerEnabled(config({}))).toBe(false);
    expect(outboxViewerEnabled(config({ NODE_ENV: "production", MAIL_OUTBOX_VIEWER: "true" }))).toBe(true);
    expect(outboxViewerEnabled(config({ NODE_ENV: "development" }))).toBe(true);
    expect(outboxViewerEnabled(config({ NODE_ENV: "test", MAIL_OUTBOX_VIEWER: "" }))).toBe(true);
    expect(outboxViewerEnabled(config({ NODE_ENV: "development", MAIL_OUTBOX_VIEWER: "false" }))).toBe(false);
  });

  it("refuses other values with the variable's name", () => {
    expect(() => config({ MAIL_OUTBOX_VIEWER: "yes" })).toThrow(/MAIL_OUTBOX_VIEWER/);
  });
});
