import type { CartVariation } from "../cart/index.ts";

/** A property answer as the offer form writes it, or why it cannot be one (a catalogue key and its values). */
export type OfferPropertyAnswers =
  | { ok: true; params: { propertyId: number; value: string }[] }
  | { ok: false; key: string; values: Record<string, string> };

const same = (a: string, b: string) => a.trim().toLocaleLowerCase("de") === b.trim().toLocaleLowerCase("de");

/**
 * The order properties of an offer line as an operator types them: "Gravur: Anna; Farbe: Rot"
 * (name, colon, answer; answers apart by semicolons). A tick box is named alone ("Geschenkpapier"),
 * a selection answers with the name of its value. Names match the variation's properties without
 * regard to case; a file cannot be given this way. The answers still go through the cart's check
 * (checkOrderParams): required ones, numbers, lengths.
 */
export function offerPropertyAnswers(text: string, variation: Pick<CartVariation, "properties">): OfferPropertyAnswers {
  const params: { propertyId: number; value: string }[] = [];
  for (const part of text.split(";")) {
    if (part.trim() === "") continue;
    const colon = part.indexOf(":");
    const name = (colon === -1 ? part : part.slice(0, colon)).trim();
    const answer = colon === -1 ? "" : part.slice(colon + 1).trim();
    const property = variation.properties.find((candidate) => same(candidate.name, name));
    if (!property) return { ok: false, key: "offers.validation.unknownProperty", values: { name } };
    if (property.valueType === "file") return { ok: false, key: "offers.validation.fileProperty", values: { name } };
    if (property.valueType === "selection") {
      const option = property.selectionValues.find((candidate) => same(candidate.name, answer));
      if (!option) return { ok: false, key: "errors.orderPropertyInvalid", values: { name: property.name } };
      params.push({ propertyId: property.id, value: String(option.id) });
      continue;
    }
    params.push({ propertyId: property.id, value: property.valueType === "empty" ? "" : answer });
  }
  return { ok: true, params };
}
