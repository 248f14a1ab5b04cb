/**
 * Consent decisions kept as proof (docs/consent.md): each one a new row with the consent id,
 * the groups, the revision and the button; no session is made for it and no IP is kept; bad
 * records are refused; the shop's set-up reaches the page.
 */
import { expect, it } from "vitest";
import { SESSION_COOKIE } from "#common/constants.ts";
import { consentHistory, purgeOldConsentRecords, recordConsent } from "#server/modules/consent/index.ts";
import { consentRecords } from "#server/modules/consent/consent.table.ts";
import { describeDatabases } from "./harness.ts";

const CONSENT_ID = "3f0c8a52-6a5e-4c4b-9a59-0f4f1d2b8e11";

describeDatabases("consent records", (shop) => {
  it("records every decision of a consent id, without a session", async () => {
    const visitor = shop().client({ locale: "de" });
    const first = await visitor.call("doRecordConsent", {
      consentId: CONSENT_ID,
      groups: ["essentials"],
      revision: 1,
      action: "rejectAll",
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ recorded: true });
    expect(first.headers.get("set-cookie") ?? "").not.toContain(`${SESSION_COOKIE}=`);
    await visitor.call("doRecordConsent", {
      consentId: CONSENT_ID,
      groups: ["essentials", "marketing"],
      revision: 1,
      action: "custom",
    });
    const history = await consentHistory(shop().db, CONSENT_ID);
    expect(history.map((row) => [row.groups, row.action, row.revision, row.locale])).toEqual([
      ["essentials marketing", "custom", 1, "de"],
      ["essentials", "rejectAll", 1, "de"],
    ]);
    // What a record holds, and nothing more (no IP address, no session, no account).
    expect(Object.keys(history[0]!).sort()).toEqual([
      "action",
      "consentId",
      "decidedAt",
      "groups",
      "id",
      "locale",
      "revision",
    ]);
  });

  it("refuses records that are not a decision", async () => {
    const visitor = shop().client({ locale: "en" });
    const valid = { consentId: CONSENT_ID, groups: ["essentials"], revision: 1, action: "acceptAll" };
    for (const bad of [
      { ...valid, consentId: "not-a-uuid" },
      { ...valid, groups: ["marketing"] },
      { ...valid, groups: ["essentials", "essentials"] },
      { ...valid, groups: ["essentials", "tracking"] },
      { ...valid, revision: 99 },
      { ...valid, action: "maybe" },
      { ...valid, extra: 1 },
    ]) {
      expect((await visitor.callRaw("doRecordConsent", bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect(await shop().db.select().from(consentRecords)).toEqual([]);
  });

  it("keeps a decision three years, then deletes it", async () => {
    const now = new Date("2026-11-28T12:00:00Z");
    const decision = { consentId: CONSENT_ID, groups: ["essentials"], revision: 1, action: "rejectAll" as const };
    await recordConsent(shop().db, { ...decision, locale: "de" }, new Date("2023-11-27T12:00:00Z"));
    await recordConsent(shop().db, { ...decision, locale: "en" }, new Date("2023-12-01T12:00:00Z"));
    expect(await purgeOldConsentRecords(shop().db, now)).toBe(1);
    expect((await consentHistory(shop().db, CONSENT_ID)).map((row) => row.locale)).toEqual(["en"]);
  });

  it("tells the page which services the shop has (none in the test shop)", async () => {
    const init = await shop().client({ locale: "de" }).call("getInit", {}, { method: "GET" });
    expect(init.body.data?.consent).toEqual({ matomo: null, turnstile: false });
  });
});
