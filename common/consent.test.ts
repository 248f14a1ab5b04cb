import { describe, expect, it } from "vitest";
import { CONSENT_GROUPS, CONSENT_REVISION } from "./consent.ts";
import { CONSENT_SERVICES, configuredServices } from "./consent-services.ts";

/**
 * The service lists each revision was reviewed with. A change of the list without a new
 * CONSENT_REVISION would keep old choices valid for services the visitor never saw: add the
 * new list here under the raised revision.
 */
const REVIEWED: Record<number, string> = {
  1: "essentials: sid locale consent op_sid pwa | functional:  | externalMedia:  | marketing: Matomo",
  2: "essentials: sid locale consent op_sid pwa | functional: Cloudflare Turnstile | externalMedia:  | marketing: Matomo",
  3: "essentials: sid locale consent op_sid pwa | functional: Cloudflare Turnstile | externalMedia: YouTube Vimeo | marketing: Matomo",
};

const fingerprint = () =>
  CONSENT_GROUPS.map((group) => `${group}: ${CONSENT_SERVICES[group].map((service) => service.name).join(" ")}`).join(
    " | ",
  );

describe("consent groups and services", () => {
  it("lists essentials first (the spec's essential cookie category index 0), with the edit cookie pwa", () => {
    expect(CONSENT_GROUPS[0]).toBe("essentials");
    expect(CONSENT_SERVICES.essentials.map((service) => service.name)).toContain("pwa");
  });

  it("has a new revision for every change of the service list", () => {
    expect(REVIEWED[CONSENT_REVISION]).toBe(fingerprint());
  });

  it("offers a service only when the shop has it set up", () => {
    expect(configuredServices({ matomo: false, turnstile: false }).marketing).toEqual([]);
    expect(configuredServices({ matomo: false, turnstile: false }).functional).toEqual([]);
    expect(configuredServices({ matomo: true, turnstile: true }).marketing.map((service) => service.name)).toEqual([
      "Matomo",
    ]);
    expect(configuredServices({ matomo: false, turnstile: true }).functional.map((service) => service.name)).toEqual([
      "Cloudflare Turnstile",
    ]);
  });
});
