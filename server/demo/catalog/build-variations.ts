import { COLOURS, SIZES } from "./attributes.ts";
import type { BuildContext, BuiltVariation } from "./build-context.ts";
import type { ProductDraft } from "./drafts.ts";
import { demoGtin } from "./gtin.ts";
import { shopPriceCents } from "./money.ts";
import { buildPrices, planPrices } from "./build-prices.ts";
import type { Rng } from "./prng.ts";
import type { ColourKey, SizeOption } from "./types.ts";

/** Wood and leather tones cost a little more on larger pieces, as they do in real ranges. */
const PREMIUM_COLOURS: ReadonlySet<ColourKey> = new Set(["walnut", "cognac", "brass"]);

type Combination = { colour: ColourKey | null; size: SizeOption | null };

function combinations(draft: ProductDraft): Combination[] {
  const colours: (ColourKey | null)[] = draft.colours.length > 0 ? [...draft.colours] : [null];
  const sizes: (SizeOption | null)[] = draft.sizes.length > 0 ? [...draft.sizes] : [null];
  return colours.flatMap((colour) => sizes.map((size) => ({ colour, size })));
}

function basePrice(draft: ProductDraft, combination: Combination): number {
  const cents = combination.size ? Math.round(combination.size.price * 100) : draft.priceCents;
  const premium =
    combination.colour && PREMIUM_COLOURS.has(combination.colour) && cents >= 10000 && draft.colours.length > 1;
  return premium ? shopPriceCents(cents * 1.1) : cents;
}

/** Stock and availability: ~5 % sold out, ~10 % nearly gone, the rest on the shelf. */
function stockLevel(draft: ProductDraft, rng: Rng): { quantity: number; availabilityId: number; overselling: boolean } {
  // Outlet pieces are single display or returned items.
  if (draft.regularPriceCents !== undefined) return { quantity: rng.int(1, 3), availabilityId: 1, overselling: false };
  const roll = rng.next();
  if (roll < 0.05) return { quantity: 0, availabilityId: rng.pick([7, 8, 9, 10]), overselling: false };
  const quantity = roll < 0.15 ? rng.int(1, 3) : rng.int(10, draft.madeToOrder ? 60 : 200);
  if (draft.madeToOrder && rng.chance(0.5)) return { quantity, availabilityId: rng.int(4, 6), overselling: true };
  const availabilityId = rng.chance(0.04) ? rng.int(4, 5) : rng.pick([1, 1, 1, 1, 1, 1, 2, 2, 3]);
  return { quantity, availabilityId, overselling: false };
}

function variationNumber(draft: ProductDraft, itemId: number, combination: Combination): string {
  const parts = [draft.code, String(itemId)];
  if (combination.colour && draft.colours.length > 1) parts.push(combination.colour.slice(0, 3).toUpperCase());
  if (combination.size && draft.sizes.length > 1) parts.push(SIZES[combination.size.size].code);
  return parts.join("-");
}

function manufacturerPartNumber(draft: ProductDraft, combination: Combination): string {
  const model = draft.key
    .replace(/^outlet-/, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
  const colour = combination.colour ? `-${String(COLOURS[combination.colour].id).padStart(2, "0")}` : "";
  const size = combination.size ? `-${SIZES[combination.size.size].code}` : "";
  return `${draft.code}-${model}${colour}${size}`;
}

/** Variations (colour × size), their attribute values, prices, price history and stock. */
export function buildVariations(
  ctx: BuildContext,
  draft: ProductDraft,
  itemId: number,
  createdAt: Date,
  rng: Rng,
): BuiltVariation[] {
  const { rows } = ctx;
  const plan = planPrices(ctx.now, draft, createdAt, rng);
  const built = combinations(draft).map((combination, position): BuiltVariation => {
    const id = ctx.ids.variation();
    const sizeMm = combination.size ? SIZES[combination.size.size].mm : undefined;
    const [width, height, length] = draft.dims;
    const footprint = sizeMm ? (sizeMm[0] * sizeMm[1]) / (width * length) : 1;
    const level = stockLevel(draft, rng);
    rows.variations.push({
      id,
      itemId,
      number: variationNumber(draft, itemId, combination),
      gtin: draft.itemType === "default" ? demoGtin(id) : "",
      mpn: manufacturerPartNumber(draft, combination),
      isMain: position === 0,
      position,
      availabilityId: level.availabilityId,
      minimumOrderQuantity: draft.order.min,
      intervalOrderQuantity: draft.order.interval,
      maximumOrderQuantity: draft.regularPriceCents ? 1 : null,
      availableUntil: draft.regularPriceCents ? new Date(ctx.now.getTime() + 60 * 86_400_000) : null,
      widthMm: sizeMm?.[0] ?? width,
      heightMm: height,
      lengthMm: sizeMm?.[1] ?? length,
      weightG: Math.max(10, Math.round(draft.weightG * Math.min(footprint, 4))),
      unitCode: draft.unitCode,
      unitContent: String(combination.size?.unitContent ?? draft.unitContent),
      properties: [
        { name: { de: "Material", en: "Material" }, value: { de: draft.material[0], en: draft.material[1] } },
        { name: { de: "Pflege", en: "Care" }, value: { de: draft.care[0], en: draft.care[1] } },
      ],
    });
    if (combination.colour && draft.colours.length > 1) {
      rows.variationAttributeValues.push({ variationId: id, attributeValueId: COLOURS[combination.colour].id });
    }
    if (combination.size && draft.sizes.length > 1) {
      rows.variationAttributeValues.push({ variationId: id, attributeValueId: SIZES[combination.size.size].id });
    }
    rows.stock.push({
      variationId: id,
      quantity: level.quantity,
      allowOverselling: level.overselling,
      updatedAt: createdAt,
    });
    rows.stockMovements.push({
      id: ctx.ids.movement(),
      variationId: id,
      delta: level.quantity,
      reason: "initial",
      reference: "demo-catalog",
      createdAt,
    });
    const priceCents = basePrice(draft, combination);
    buildPrices(ctx, plan, id, priceCents, draft, createdAt);
    return { id, colour: combination.colour, size: combination.size?.size ?? null, priceCents };
  });
  return built;
}
