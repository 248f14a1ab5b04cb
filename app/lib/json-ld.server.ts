import { createContext, type RouterContextProvider } from "react-router";
import { getAppContext } from "./context.server.ts";
import type { JsonLdNode } from "./json-ld.ts";

/**
 * A page's JSON-LD is data for crawlers, which read the document as served. A document's is
 * rendered from here by the server (entry.server.tsx hands it to the root's JsonLdScripts) and
 * left out of its hydration data: a product page's 4 KB went there for nothing (issue 14). A
 * client-side navigation (`.data`) gets it in the loader data, so the head of the page it
 * shows describes that page.
 */
const pageJsonLdContext = createContext<JsonLdNode[]>([]);

/** Keeps a page's JSON-LD for the render; answers what its loader data carries (`jsonLd`). */
export function jsonLdForPage(context: Readonly<RouterContextProvider>, nodes: JsonLdNode[]): JsonLdNode[] | undefined {
  context.set(pageJsonLdContext, nodes);
  return getAppContext(context).documentRequest ? undefined : nodes;
}

/** The JSON-LD the page's loader kept, for the server's render of the document. */
export function pageJsonLd(context: Readonly<RouterContextProvider>): JsonLdNode[] {
  return context.get(pageJsonLdContext);
}
