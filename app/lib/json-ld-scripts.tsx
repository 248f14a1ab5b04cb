import { useMatches } from "react-router";
import { serializeJsonLd } from "./json-ld.ts";
import type { PageSeo } from "./seo.ts";

/** The `seo` of the deepest route that has one (pages put it in their loader data). */
export function usePageSeo(): PageSeo | undefined {
  return [...useMatches()]
    .reverse()
    .map((match) => (match.loaderData as { seo?: PageSeo } | undefined)?.seo)
    .find(Boolean);
}

/**
 * The page's JSON-LD in the head, one script per node. React Router's meta can emit
 * ld+json too, but without the CSP nonce; the data is escaped by serializeJsonLd.
 */
export function JsonLdScripts({ nonce }: { nonce: string | undefined }) {
  const seo = usePageSeo();
  if (!seo) return null;
  return seo.jsonLd.map((node, index) => (
    <script
      key={`${node["@type"]}-${index}`}
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(node) }}
    />
  ));
}
