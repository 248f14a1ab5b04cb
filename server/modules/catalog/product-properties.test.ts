import { describe, expect, it } from "vitest";
import type { properties, propertyGroups } from "./property.table.ts";
import { groupOrderProperties } from "./product-properties.ts";

type PropertyRow = typeof properties.$inferSelect;
type GroupRow = typeof propertyGroups.$inferSelect;

const property = (overrides: Partial<PropertyRow> & { id: number }): PropertyRow => ({
  groupId: null,
  valueType: "text",
  isRequired: false,
  isPreSelected: false,
  isMultiline: false,
  isShownAsAdditionalCosts: false,
  surchargeCents: 0,
  surchargeIncludesVat: true,
  position: 0,
  names: {
    de: { name: `Eigenschaft ${overrides.id}`, description: "" },
    en: { name: `Property ${overrides.id}`, description: "" },
  },
  acceptedFormats: [],
  maxFileSizeBytes: null,
  ...overrides,
});
const service: GroupRow = { id: 7, position: 1, names: { de: "Service", en: "Service" } };
const personal: GroupRow = { id: 3, position: 0, names: { de: "Personalisierung", en: "Personalisation" } };

const rows = (): Parameters<typeof groupOrderProperties>[0] => [
  {
    property: property({ id: 4, groupId: 7, position: 2, surchargeCents: 500, surchargeIncludesVat: false }),
    group: service,
  },
  {
    property: property({ id: 5, groupId: 7, position: 1, valueType: "selection", isRequired: true }),
    group: service,
  },
  {
    property: property({ id: 6, valueType: "file", acceptedFormats: ["pdf", "png"], maxFileSizeBytes: 1_048_576 }),
    group: null,
  },
  { property: property({ id: 8, groupId: 3, surchargeCents: 250 }), group: personal },
];
const selectionRows: Parameters<typeof groupOrderProperties>[1] = [
  { id: 21, propertyId: 5, position: 1, names: { de: "Rot", en: "Red" } },
  { id: 20, propertyId: 5, position: 0, names: { de: "Blau", en: "Blue" } },
  { id: 30, propertyId: 9, position: 0, names: { de: "Fremd", en: "Other" } },
];

describe("groupOrderProperties", () => {
  const options = { locale: "en", currency: "EUR", vatRatePercent: 19 } as const;
  const result = groupOrderProperties(rows(), selectionRows, { ...options, showNetPrices: false });

  it("puts ungrouped properties first, then groups and properties by position", () => {
    expect(result.groups.map((group) => [group.id, group.name, group.properties.map((p) => p.id)])).toEqual([
      [null, "", [6]],
      [3, "Personalisation", [8]],
      [7, "Service", [5, 4]],
    ]);
  });

  it("shows every surcharge gross ('incl') where prices are shown gross, whatever its VAT setting", () => {
    const [, personalGroup, serviceGroup] = result.groups;
    // 5,00 € set without VAT: 5,95 € with 19 %, as the cart charges it.
    expect(serviceGroup?.properties[1]?.surcharge).toEqual({
      amount: { value: 595, currency: "EUR", formatted: "€5.95" },
      display: "incl",
    });
    expect(personalGroup?.properties[0]?.surcharge).toEqual({
      amount: { value: 250, currency: "EUR", formatted: "€2.50" },
      display: "incl",
    });
    expect(serviceGroup?.properties[0]?.surcharge).toBeNull();
  });

  it("shows every surcharge net ('plus') where prices are shown net", () => {
    const [, personalGroup, serviceGroup] = groupOrderProperties(rows(), selectionRows, {
      ...options,
      showNetPrices: true,
    }).groups;
    expect(serviceGroup?.properties[1]?.surcharge).toEqual({
      amount: { value: 500, currency: "EUR", formatted: "€5.00" },
      display: "plus",
    });
    expect(personalGroup?.properties[0]?.surcharge).toEqual({
      amount: { value: 210, currency: "EUR", formatted: "€2.10" },
      display: "plus",
    });
  });

  it("carries selection values in order and file limits", () => {
    const [ungrouped, , serviceGroup] = result.groups;
    expect(serviceGroup?.properties[0]?.selectionValues).toEqual([
      { id: 20, name: "Blue" },
      { id: 21, name: "Red" },
    ]);
    expect(ungrouped?.properties[0]?.file).toEqual({ acceptedFormats: ["pdf", "png"], maxFileSizeBytes: 1_048_576 });
    expect(serviceGroup?.properties[0]?.file).toBeNull();
  });

  it("flags whether there are properties and a required one", () => {
    expect(result).toMatchObject({ hasOrderProperties: true, hasRequiredOrderProperty: true });
    expect(groupOrderProperties([], [], { ...options, showNetPrices: false })).toEqual({
      groups: [],
      hasOrderProperties: false,
      hasRequiredOrderProperty: false,
    });
  });
});
