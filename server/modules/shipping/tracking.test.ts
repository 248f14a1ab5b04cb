import { describe, expect, it } from "vitest";
import { trackingUrlFor } from "./tracking.ts";

const DHL = "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode={trackingNumber}";

describe("trackingUrlFor", () => {
  it("puts the number into the carrier's page", () => {
    expect(trackingUrlFor(DHL, "00340434161094042557")).toBe(
      "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557",
    );
  });

  it("answers no link for a carrier without a page, a template without the placeholder, or a bad number", () => {
    expect(trackingUrlFor(null, "00340434161094042557")).toBeNull();
    expect(trackingUrlFor("https://carrier.example/track", "00340434161094042557")).toBeNull();
    expect(trackingUrlFor(DHL, "12 34")).toBeNull();
    expect(trackingUrlFor(DHL, "abc")).toBeNull();
    expect(trackingUrlFor(DHL, "x".repeat(41))).toBeNull();
  });

  it("never answers anything but https", () => {
    expect(trackingUrlFor("http://carrier.example/?n={trackingNumber}", "12345678")).toBeNull();
    expect(trackingUrlFor("javascript:alert('{trackingNumber}')", "12345678")).toBeNull();
    expect(trackingUrlFor("{trackingNumber}", "12345678")).toBeNull();
  });
});
