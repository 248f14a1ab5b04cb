/**
 * schema.org structured data (JSON-LD) shared by the shopper pages. Builders return plain
 * objects for loader data; json-ld-scripts.tsx renders them with serializeJsonLd.
 */

export type JsonLdValue = string | number | boolean | null | JsonLdValue[] | { [key: string]: JsonLdValue | undefined };
export type JsonLdNode = { "@context"?: string; "@type": string; [key: string]: JsonLdValue | undefined };

export const SCHEMA_CONTEXT = "https://schema.org";

/**
 * JSON for a <script type="application/ld+json">: "<", ">" and "&" (and the line separators
 * that some parsers treat as line ends) escaped, so no text can close the script element.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Home and the trail down to the page; `url` absolute. */
export function breadcrumbListJsonLd(crumbs: { name: string; url: string }[]): JsonLdNode {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** The products of one listing page; `offset` is the number of products on earlier pages. */
export function itemListJsonLd(
  entries: { name: string; url: string }[],
  options: { name: string; offset: number; totalItems: number },
): JsonLdNode {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "ItemList",
    name: options.name,
    numberOfItems: options.totalItems,
    itemListElement: entries.map((entry, index) => ({
      "@type": "ListItem",
      position: options.offset + index + 1,
      url: entry.url,
      name: entry.name,
    })),
  };
}

/** The shop's logo: its icon in public/ (also the favicon). */
export const SHOP_LOGO_PATH = "/favicon.svg";

/** The seller behind the shop, from its identity settings (docs/shop-settings.md). */
export type OrganizationIdentity = {
  companyName: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  email: string;
  phone: string;
  vatId: string;
};

/**
 * The shop as an Organization: its name and logo, and the seller's legal name, address and
 * contact as the identity settings have them (the VAT id when there is one).
 */
export function organizationJsonLd(
  shop: { name: string; url: string; logo: string },
  identity?: OrganizationIdentity,
): JsonLdNode {
  const node: JsonLdNode = {
    "@context": SCHEMA_CONTEXT,
    "@type": "Organization",
    name: shop.name,
    url: shop.url,
    logo: shop.logo,
  };
  if (!identity) return node;
  return {
    ...node,
    legalName: identity.companyName,
    email: identity.email,
    telephone: identity.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: identity.street,
      postalCode: identity.zipCode,
      addressLocality: identity.city,
      addressCountry: identity.country,
    },
    ...(identity.vatId ? { vatID: identity.vatId } : {}),
  };
}

export function webSiteJsonLd(shop: { name: string; url: string; language: string }): JsonLdNode {
  return { "@context": SCHEMA_CONTEXT, "@type": "WebSite", name: shop.name, url: shop.url, inLanguage: shop.language };
}

/** What a shown review offers to structured data (the reviews feature's review fits). */
export type ReviewForJsonLd = {
  title: string;
  text: string;
  rating: number;
  authorName: string;
  createdAt: string;
  isVisible: boolean;
};

/**
 * The Product node with the page's visible reviews added (a customer's own review under
 * moderation is shown to them only, so it stays out). Other nodes pass unchanged.
 */
export function withReviews(nodes: JsonLdNode[], reviews: readonly ReviewForJsonLd[]): JsonLdNode[] {
  // Search engines require an author; a review without a name stays out of the data.
  const visible = reviews.filter((review) => review.isVisible && review.authorName.trim() !== "");
  if (visible.length === 0) return nodes;
  return nodes.map((node) =>
    node["@type"] !== "Product"
      ? node
      : {
          ...node,
          review: visible.map((review) => ({
            "@type": "Review",
            name: review.title,
            reviewBody: review.text,
            datePublished: review.createdAt.slice(0, 10),
            author: { "@type": "Person", name: review.authorName },
            reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        },
  );
}
