import type { DrawProduct } from "./drawing.ts";
import { KITCHEN_SHAPES } from "./shapes-kitchen.ts";
import { LIVING_SHAPES } from "./shapes-living.ts";
import { TECH_SHAPES } from "./shapes-tech.ts";

export const PRODUCT_SHAPES = { ...LIVING_SHAPES, ...KITCHEN_SHAPES, ...TECH_SHAPES } satisfies Record<
  string,
  DrawProduct
>;

/** The silhouette a product family is drawn with. */
export type ProductShape = keyof typeof PRODUCT_SHAPES;

export function isProductShape(value: string): value is ProductShape {
  return Object.hasOwn(PRODUCT_SHAPES, value);
}
