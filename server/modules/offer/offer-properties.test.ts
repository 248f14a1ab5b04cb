import { describe, expect, it } from "vitest";
import { offerPropertyAnswers } from "./offer-properties.ts";

const property = (
  id: number,
  name: string,
  valueType: string,
  selectionValues: { id: number; name: string }[] = [],
) => ({
  id,
  name,
  valueType,
  selectionValues,
  isRequired: false,
  isShownAsAdditionalCosts: false,
  surchargeCents: 0,
  surchargeIncludesVat: true,
});

const variation = {
  properties: [
    property(1, "Gravur", "text"),
    property(2, "Farbe", "selection", [
      { id: 21, name: "Rot" },
      { id: 22, name: "Blau" },
    ]),
    property(3, "Geschenkpapier", "empty"),
    property(4, "Logo", "file"),
  ],
} as unknown as Parameters<typeof offerPropertyAnswers>[1];

describe("offerPropertyAnswers", () => {
  it("reads names and answers apart by semicolons, selections by their value's name, tick boxes by name", () => {
    expect(offerPropertyAnswers(" gravur: Anna : und Ben ; FARBE: blau; Geschenkpapier;", variation)).toEqual({
      ok: true,
      params: [
        { propertyId: 1, value: "Anna : und Ben" },
        { propertyId: 2, value: "22" },
        { propertyId: 3, value: "" },
      ],
    });
    expect(offerPropertyAnswers("", variation)).toEqual({ ok: true, params: [] });
  });

  it("names what it cannot read", () => {
    expect(offerPropertyAnswers("Größe: XL", variation)).toEqual({
      ok: false,
      key: "offers.validation.unknownProperty",
      values: { name: "Größe" },
    });
    expect(offerPropertyAnswers("Farbe: Grün", variation)).toMatchObject({ ok: false, values: { name: "Farbe" } });
    expect(offerPropertyAnswers("Logo: bild.png", variation)).toMatchObject({
      ok: false,
      key: "offers.validation.fileProperty",
    });
  });
});
