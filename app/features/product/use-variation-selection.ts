import { useState } from "react";
import { useNavigate } from "react-router";
import type { ProductDetail, ProductVariation } from "#server/modules/catalog/product-types.ts";
import { useRootData } from "~/lib/root-data.ts";
import { withPrefix } from "~/lib/locale-path.ts";
import { productPath } from "~/lib/product-path.ts";
import { chosenVariationUrlId } from "./product-meta.ts";
import { choiceOf, resolveVariationId, type AttributeChoice } from "./variation-choice.ts";

export type VariationSelection = {
  choice: AttributeChoice;
  /** The variation of the choice; null for a combination no variation has (id -1). */
  variation: ProductVariation | null;
  /** The last valid variation, whose images stay on screen while the choice is invalid. */
  shownVariation: ProductVariation;
  choose: (attributeId: number, valueId: number | null) => void;
};

/**
 * The shopper's attribute choice. A valid one shows its variation at once (all variations
 * are in the page data) and moves the address to that variation's URL (naming it even when
 * it cannot be ordered, chosenVariationUrlId); the loader then confirms it. An invalid one
 * keeps the address and reports variation id -1.
 */
export function useVariationSelection(product: ProductDetail): VariationSelection {
  const navigate = useNavigate();
  const { prefix } = useRootData();
  const map = product.variationAttributeMap;
  const [choice, setChoice] = useState(() => choiceOf(map, product.selectedVariationId));
  const [syncedId, setSyncedId] = useState(product.selectedVariationId);
  // Back/forward or a link to another variation changes the loader's variation: follow it.
  if (syncedId !== product.selectedVariationId) {
    setSyncedId(product.selectedVariationId);
    setChoice(choiceOf(map, product.selectedVariationId));
  }
  const resolved = resolveVariationId(map, choice);
  const variation = product.variations.find((entry) => entry.id === resolved) ?? null;
  const loaded = product.variations.find((entry) => entry.id === product.selectedVariationId);
  const shownVariation = variation ?? loaded ?? (product.variations[0] as ProductVariation);

  const choose = (attributeId: number, valueId: number | null) => {
    const next = { ...choice, [attributeId]: valueId };
    setChoice(next);
    const id = resolveVariationId(map, next);
    const chosen = product.variations.find((entry) => entry.id === id);
    if (!chosen || id === product.selectedVariationId) return;
    const path = productPath(product.texts.urlPath, product.item.id, chosenVariationUrlId(product, chosen));
    void navigate(withPrefix(prefix, path), { replace: true, preventScrollReset: true });
  };

  return { choice, variation, shownVariation, choose };
}
