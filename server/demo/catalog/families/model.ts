import type { ModelSpec, Text2 } from "../types.ts";

/** Shorthand for the data tables: key, [de, en] name, EUR price, [w, h, d] mm, grams. */
export function model(
  key: string,
  name: Text2,
  price: number,
  dims: readonly [number, number, number],
  weightG: number,
  extra: Omit<ModelSpec, "key" | "name" | "price" | "dims" | "weightG"> = {},
): ModelSpec {
  return { key, name, price, dims, weightG, ...extra };
}
