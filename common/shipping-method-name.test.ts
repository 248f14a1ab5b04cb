import { describe, expect, it } from "vitest";
import { shippingMethodName } from "./shipping-method-name.ts";

describe("shippingMethodName", () => {
  it("names the carrier once when the method starts with its name", () => {
    expect(shippingMethodName("DHL", "DHL Paket")).toBe("DHL Paket");
    expect(shippingMethodName("DHL", "DHL Parcel International")).toBe("DHL Parcel International");
    expect(shippingMethodName("DHL Express", "DHL Express")).toBe("DHL Express");
    expect(shippingMethodName("dhl", "DHL small parcel")).toBe("DHL small parcel");
  });

  it("joins a method that continues the carrier's name on their shared words", () => {
    expect(shippingMethodName("Nordfracht Spedition", "Spedition (Lieferung frei Bordsteinkante)")).toBe(
      "Nordfracht Spedition (Lieferung frei Bordsteinkante)",
    );
  });

  it("puts carrier and method side by side when they share nothing", () => {
    expect(shippingMethodName("Nordfracht Spedition", "Freight forwarder (kerbside delivery)")).toBe(
      "Nordfracht Spedition Freight forwarder (kerbside delivery)",
    );
    expect(shippingMethodName("DHL", "Paket")).toBe("DHL Paket");
    // Only whole words count: "DHLX" is not "DHL".
    expect(shippingMethodName("DHL", "DHLX Paket")).toBe("DHL DHLX Paket");
  });
});
