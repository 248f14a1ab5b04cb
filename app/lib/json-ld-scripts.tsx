import { createContext, useContext, useEffect, type ReactNode } from "react";
import { useMatches } from "react-router";
import { serializeJsonLd, type JsonLdNode } from "./json-ld.ts";

/** A document's JSON-LD on the server (json-ld.server.ts); the browser's tree has none. */
const DocumentJsonLd = createContext<JsonLdNode[]>([]);

export function DocumentJsonLdProvider({ nodes, children }: { nodes: JsonLdNode[]; children: ReactNode }) {
  return <DocumentJsonLd value={nodes}>{children}</DocumentJsonLd>;
}

/** The `jsonLd` of the deepest route that has some: a client-side navigation's loader data. */
function useNavigationJsonLd(): JsonLdNode[] | undefined {
  return [...useMatches()]
    .reverse()
    .map((match) => (match.loaderData as { jsonLd?: JsonLdNode[] } | undefined)?.jsonLd)
    .find(Boolean);
}

/**
 * The page's JSON-LD in the head, one script per node. A document's comes from the server
 * alone, outside the hydration data (json-ld.server.ts): hydration leaves those scripts be
 * (React 19 skips nodes it does not render in <head>), until the loader data brings the JSON-LD
 * of a client-side navigation, which replaces them. React Router's meta can emit ld+json too,
 * but without the CSP nonce; the data is escaped by serializeJsonLd.
 */
export function JsonLdScripts({ nonce }: { nonce: string | undefined }) {
  const documentNodes = useContext(DocumentJsonLd);
  const navigationNodes = useNavigationJsonLd();
  useEffect(() => {
    if (!navigationNodes) return;
    document.head.querySelectorAll("script[data-document-json-ld]").forEach((script) => script.remove());
  }, [navigationNodes]);
  const fromDocument = documentNodes.length > 0;
  return (fromDocument ? documentNodes : (navigationNodes ?? [])).map((node, index) => (
    <script
      key={`${node["@type"]}-${index}`}
      type="application/ld+json"
      nonce={nonce}
      data-document-json-ld={fromDocument ? "" : undefined}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(node) }}
    />
  ));
}
