import { describe, expect, it } from "vitest";
import { translatorFor } from "./i18n/translator.ts";
import { shownSurcharge, surchargeMessageKey, surchargeText } from "./surcharge.ts";

describe("shownSurcharge", () => {
  it("is the gross amount with 'incl', or with net prices shown the net amount with 'plus'", () => {
    expect(shownSurcharge(5831, 19, false)).toEqual({ cents: 5831, display: "incl" });
    expect(shownSurcharge(5831, 19, true)).toEqual({ cents: 4900, display: "plus" });
    expect(shownSurcharge(1055, 5.5, true)).toEqual({ cents: 1000, display: "plus" });
  });
});

describe("surchargeText", () => {
  // 49,00 € set without VAT is 58,31 € at 19 %: the product page read 'zzgl. 49,00 €' and the
  // cart 'inkl. 58,31 €'. Both now pass the gross amount through here and read the same.
  const surcharge = { grossCents: 5831, vatRatePercent: 19, currency: "EUR" };

  it("reads 'inkl.' with the gross amount where prices are shown gross, in both languages", () => {
    expect(surchargeText(translatorFor("de"), surcharge, { locale: "de", showNetPrices: false })).toBe(
      "inkl. 58,31\u00a0€",
    );
    expect(surchargeText(translatorFor("en"), surcharge, { locale: "en", showNetPrices: false })).toBe("incl €58.31");
  });

  it("reads 'zzgl.' with the net amount where prices are shown net, in both languages", () => {
    expect(surchargeText(translatorFor("de"), surcharge, { locale: "de", showNetPrices: true })).toBe(
      "zzgl. 49,00\u00a0€",
    );
    expect(surchargeText(translatorFor("en"), surcharge, { locale: "en", showNetPrices: true })).toBe("plus €49.00");
  });

  it("names the catalogue text of each form", () => {
    expect(surchargeMessageKey("plus")).toBe("product.surchargePlus");
    expect(surchargeMessageKey("incl")).toBe("product.surchargeIncl");
  });
});
