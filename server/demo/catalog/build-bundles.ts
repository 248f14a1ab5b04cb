import type { ProductShape } from "#server/demo/product-art/product-shapes.ts";
import { COLOURS } from "./attributes.ts";
import type { BuildContext, BuiltVariation } from "./build-context.ts";
import type { ProductDraft } from "./drafts.ts";
import { demoGtin } from "./gtin.ts";
import { shopPriceCents } from "./money.ts";
import type { Rng } from "./prng.ts";

export type GroupShot = { shape: ProductShape; colour: string }[];

/**
 * A bundle or set is one variation made of other variations; its price undercuts the sum
 * of its parts, which is the point of buying it.
 */
export function buildBundleVariation(
  ctx: BuildContext,
  draft: ProductDraft,
  itemId: number,
  createdAt: Date,
  draftsByKey: ReadonlyMap<string, ProductDraft>,
  rng: Rng,
): { variations: BuiltVariation[]; groupShot: GroupShot } {
  const spec = draft.bundle;
  if (!spec) throw new Error(`demo catalog: ${draft.key} is not a bundle`);
  const { rows } = ctx;
  const id = ctx.ids.variation();
  const parts = spec.components.map((component) => {
    const candidates = ctx.variationsByKey.get(component.source) ?? [];
    const match = candidates.find(
      (variation) =>
        (component.colour === undefined || variation.colour === component.colour) &&
        (component.size === undefined || variation.size === component.size),
    );
    if (!match)
      throw new Error(`demo catalog: bundle ${spec.key} misses ${component.source} ${component.colour ?? ""}`);
    return { component, variation: match };
  });
  const sum = parts.reduce((total, part) => total + part.variation.priceCents * part.component.quantity, 0);
  const priceCents = Math.min(shopPriceCents(sum * (1 - spec.discount)), sum - 100);
  const quantity = rng.int(5, 30);

  rows.variations.push({
    id,
    itemId,
    number: `${draft.code}-${itemId}`,
    gtin: demoGtin(id),
    mpn: `${draft.code}-${spec.key.toUpperCase()}`,
    isMain: true,
    position: 0,
    availabilityId: rng.pick([1, 1, 2, 3]),
    widthMm: draft.dims[0],
    heightMm: draft.dims[1],
    lengthMm: draft.dims[2],
    weightG: draft.weightG,
    unitCode: "C62",
    unitContent: "1",
    properties: [],
  });
  for (const part of parts) {
    rows.bundleComponents.push({
      bundleVariationId: id,
      componentVariationId: part.variation.id,
      quantity: part.component.quantity,
    });
  }
  rows.variationPrices.push({ id: ctx.ids.price(), variationId: id, kind: "default", amountCents: priceCents });
  rows.priceHistory.push({ id: ctx.ids.history(), variationId: id, amountCents: priceCents, recordedAt: createdAt });
  rows.stock.push({ variationId: id, quantity, updatedAt: createdAt });
  rows.stockMovements.push({
    id: ctx.ids.movement(),
    variationId: id,
    delta: quantity,
    reason: "initial",
    reference: "demo-catalog",
    createdAt,
  });

  const seen = new Set<string>();
  const groupShot: GroupShot = [];
  for (const { component, variation } of parts) {
    const source = draftsByKey.get(component.source);
    const key = `${component.source}/${variation.colour ?? ""}`;
    if (!source || seen.has(key) || groupShot.length === 3) continue;
    seen.add(key);
    const colour = variation.colour ?? source.colours[0];
    groupShot.push({ shape: source.shape, colour: colour ? COLOURS[colour].hex : "#b7bcc0" });
  }
  return { variations: [{ id, colour: null, size: null, priceCents }], groupShot };
}
