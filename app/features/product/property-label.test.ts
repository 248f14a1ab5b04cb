import { describe, expect, it } from "vitest";
import { formatFileSize, legendFor, propertyMarks, startsChosen } from "./property-label.ts";

const surcharge = (display: "plus" | "incl") => ({
  amount: { value: 200, currency: "EUR", formatted: "2,00 €" },
  display,
});

describe("propertyMarks", () => {
  it("marks a surcharge with * and a required property with **", () => {
    expect(propertyMarks({ surcharge: null, isRequired: false })).toBe("");
    expect(propertyMarks({ surcharge: surcharge("plus"), isRequired: false })).toBe("*");
    expect(propertyMarks({ surcharge: null, isRequired: true })).toBe("**");
    expect(propertyMarks({ surcharge: surcharge("incl"), isRequired: true })).toBe("* **");
  });
});

describe("startsChosen", () => {
  it("pre-selects a free property as asked, a paid one never", () => {
    expect(startsChosen({ isPreSelected: true, surcharge: null })).toBe(true);
    expect(startsChosen({ isPreSelected: false, surcharge: null })).toBe(false);
    expect(startsChosen({ isPreSelected: true, surcharge: surcharge("incl") })).toBe(false);
    expect(startsChosen({ isPreSelected: true, surcharge: surcharge("plus") })).toBe(false);
  });
});

describe("legendFor", () => {
  it("explains only the marks in use", () => {
    expect(legendFor([{ surcharge: null, isRequired: true }])).toEqual({ surcharge: false, required: true });
    expect(legendFor([{ surcharge: surcharge("plus"), isRequired: false }])).toEqual({
      surcharge: true,
      required: false,
    });
    expect(legendFor([])).toEqual({ surcharge: false, required: false });
  });
});

describe("formatFileSize", () => {
  it("names megabytes and kilobytes in binary multiples", () => {
    expect(formatFileSize(5 * 1024 * 1024, "en-GB")).toBe("5 MB");
    expect(formatFileSize(2.5 * 1024 * 1024, "de-DE")).toBe("2,5 MB");
    expect(formatFileSize(500 * 1024, "en-GB")).toBe("500 kB");
  });
});
