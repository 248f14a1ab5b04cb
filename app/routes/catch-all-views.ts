import { lazy, type ComponentType } from "react";
import { withTexts } from "#common/i18n/catalogues.ts";
import type { TextPart } from "#common/i18n/text-parts.ts";
import type CatchAllCategory from "./catch-all-category.tsx";
import type CatchAllProduct from "./catch-all-product.tsx";

/**
 * The catch-all route serves two kinds of page that only its loader can tell apart (React
 * Router cannot match /{slug}_{itemId} by pattern): each kind's code is a chunk of its own,
 * fetched once, as the editor's chunks are (editor-loader.ts). The server loads the kind's
 * chunk before rendering (the loader) and names it in the head as a modulepreload
 * (page-view-chunks in vite.config.ts); the browser starts loading it when the route module
 * loads, before hydration, and on a client-side navigation together with the loader data.
 */
export type PageViewKind = "product" | "category";
type Views = { product: typeof CatchAllProduct; category: typeof CatchAllCategory };

const loaded: Partial<Views> = {};
const loading: Partial<Record<PageViewKind, Promise<unknown>>> = {};

/** The catalogue parts a kind's components need beyond the core, loaded with its chunk (ADR 029). */
export const PAGE_VIEW_TEXTS: Record<PageViewKind, TextPart[]> = { product: ["product"], category: [] };

const IMPORTS: { [K in PageViewKind]: () => Promise<{ default: Views[K] }> } = {
  product: withTexts(["product"], () => import("./catch-all-product.tsx")),
  category: () => import("./catch-all-category.tsx"),
};

export function loadPageView<K extends PageViewKind>(kind: K): Promise<Views[K]> {
  loading[kind] ??= IMPORTS[kind]().then((module) => (loaded[kind] = module.default));
  return loading[kind] as Promise<Views[K]>;
}

/** Lazy stand-ins for a client-side navigation that gets ahead of the chunk (its transition keeps the old page). */
const LAZY: { [K in PageViewKind]: ComponentType<Parameters<Views[K]>[0]> } = {
  product: lazy(() => loadPageView("product").then((component) => ({ default: component }))),
  category: lazy(() => loadPageView("category").then((component) => ({ default: component }))),
};

/** The kind's component: the loaded one when its chunk is in (server render, hydration), else the lazy one. */
export function pageView<K extends PageViewKind>(kind: K): ComponentType<Parameters<Views[K]>[0]> {
  return (loaded[kind] as ComponentType<Parameters<Views[K]>[0]> | undefined) ?? LAZY[kind];
}
