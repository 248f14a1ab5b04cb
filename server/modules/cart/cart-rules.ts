import { CART_PROPERTY_TEXT_MAX } from "#common/schemas/cart.ts";
import { PROPERTY_FILE_KEY_PATTERN } from "#common/property-files.ts";
import { AppError } from "../../errors.ts";
import { priceForQuantity } from "../pricing/index.ts";
import type { CartVariation } from "./cart-catalog.ts";
import type { StoredPropertyValue } from "./cart.table.ts";

const INT = /^-?\d{1,9}$/;
const FLOAT = /^-?\d{1,12}([.,]\d{1,6})?$/;

/** Whether a variation can go into a cart now: active, switched on, priced, still on sale. */
export function isBuyable(variation: CartVariation, now: Date): boolean {
  if (!variation.active || !variation.salable) return false;
  if (variation.availableUntil !== null && variation.availableUntil <= now) return false;
  return priceForQuantity(variation.prices, 1, now) !== null;
}

/**
 * Whether the shopper's attribute choice names exactly this variation: every one of its
 * attribute values chosen, and nothing else (an attribute left on 'Please choose' is missing).
 */
export function choiceNamesVariation(chosen: number[], variation: Pick<CartVariation, "attributes">): boolean {
  const own = new Set(variation.attributes.map((attribute) => attribute.valueId));
  const picked = new Set(chosen);
  return picked.size === own.size && [...picked].every((valueId) => own.has(valueId));
}

/** Same answers in any order give the same line: sorted by property, one canonical text. */
export function propertiesKey(values: StoredPropertyValue[]): string {
  return values.map((entry) => `${entry.propertyId}=${encodeURIComponent(entry.value)}`).join("&");
}

/**
 * Checks a shopper's order property answers against the item's properties: each known,
 * given once and valid for its type; every required one present. Answers the values to
 * store (sorted by property id) and the file keys whose ownership the caller must check.
 */
export function checkOrderParams(
  variation: CartVariation,
  params: { propertyId: number; value: string }[],
): { values: StoredPropertyValue[]; fileKeys: { key: string; propertyId: number }[] } {
  const byId = new Map(variation.properties.map((property) => [property.id, property]));
  const seen = new Set<number>();
  const values: StoredPropertyValue[] = [];
  const fileKeys: { key: string; propertyId: number }[] = [];
  for (const param of params) {
    const property = byId.get(param.propertyId);
    if (!property || seen.has(param.propertyId)) throw new AppError("invalid_data", "orderPropertyNotFound");
    seen.add(param.propertyId);
    const value = param.value.trim();
    const invalid = () => new AppError("invalid_data", "orderPropertyInvalid", { values: { name: property.name } });
    // An empty answer is no answer (the required check below decides whether that is allowed).
    if (value === "" && property.valueType !== "empty") continue;
    switch (property.valueType) {
      case "empty":
        // A tick box: given means chosen; its value carries nothing.
        values.push({ propertyId: property.id, value: "" });
        continue;
      case "int":
        if (!INT.test(value)) throw invalid();
        values.push({ propertyId: property.id, value: String(Number(value)) });
        continue;
      case "float":
        if (!FLOAT.test(value)) throw invalid();
        values.push({ propertyId: property.id, value: value.replace(",", ".") });
        continue;
      case "selection":
        if (!INT.test(value) || !property.selectionValues.some((option) => option.id === Number(value)))
          throw invalid();
        values.push({ propertyId: property.id, value: String(Number(value)) });
        continue;
      case "text":
        if (value.length > CART_PROPERTY_TEXT_MAX) throw invalid();
        values.push({ propertyId: property.id, value });
        continue;
      case "file":
        if (!PROPERTY_FILE_KEY_PATTERN.test(value)) throw new AppError("invalid_data", "propertyFileNotFound");
        values.push({ propertyId: property.id, value });
        fileKeys.push({ key: value, propertyId: property.id });
        continue;
    }
  }
  const missing = variation.properties.find((property) => property.isRequired && !seen.has(property.id));
  const unanswered = variation.properties.find(
    (property) => property.isRequired && !values.some((entry) => entry.propertyId === property.id),
  );
  const required = missing ?? unanswered;
  if (required) throw new AppError("invalid_data", "orderPropertyRequired", { values: { name: required.name } });
  values.sort((a, b) => a.propertyId - b.propertyId);
  return { values, fileKeys };
}
