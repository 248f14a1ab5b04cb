import { describe, expect, it } from "vitest";
import {
  breadcrumbListJsonLd,
  itemListJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  withReviews,
  type JsonLdNode,
} from "./json-ld.ts";

describe("serializeJsonLd", () => {
  it("escapes so no text can end the script element, and stays valid JSON", () => {
    const value = { name: "</script><script>alert(1)</script> & \u2028" };
    const json = serializeJsonLd(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe("builders", () => {
  it("number breadcrumbs from 1", () => {
    expect(
      breadcrumbListJsonLd([
        { name: "Home", url: "https://s.x/" },
        { name: "Lamps", url: "https://s.x/lamps" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://s.x/" },
        { "@type": "ListItem", position: 2, name: "Lamps", item: "https://s.x/lamps" },
      ],
    });
  });

  it("continue an item list's positions after the earlier pages", () => {
    const list = itemListJsonLd(
      [
        { name: "A", url: "https://s.x/a_1" },
        { name: "B", url: "https://s.x/b_2" },
      ],
      { name: "Lamps", offset: 20, totalItems: 42 },
    );
    expect(list).toMatchObject({ "@type": "ItemList", numberOfItems: 42 });
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 21, url: "https://s.x/a_1", name: "A" },
      { "@type": "ListItem", position: 22, url: "https://s.x/b_2", name: "B" },
    ]);
  });

  it("describe the organization", () => {
    expect(organizationJsonLd({ name: "Shop", url: "https://s.x/", logo: "https://s.x/logo.svg" })).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Shop",
      url: "https://s.x/",
      logo: "https://s.x/logo.svg",
    });
  });

  it("describe the seller behind the shop from its identity, the VAT id only when there is one", () => {
    const identity = {
      companyName: "Shop GmbH",
      street: "Weg 1",
      zipCode: "12345",
      city: "Berlin",
      country: "Deutschland",
      email: "hi@s.x",
      phone: "+49 30 1",
      vatId: "DE123456789",
    };
    const node = organizationJsonLd({ name: "Shop", url: "https://s.x/", logo: "https://s.x/logo.svg" }, identity);
    expect(node).toMatchObject({
      legalName: "Shop GmbH",
      email: "hi@s.x",
      telephone: "+49 30 1",
      vatID: "DE123456789",
      address: { "@type": "PostalAddress", streetAddress: "Weg 1", postalCode: "12345", addressLocality: "Berlin" },
    });
    expect(organizationJsonLd({ name: "S", url: "u", logo: "l" }, { ...identity, vatId: "" })).not.toHaveProperty(
      "vatID",
    );
  });
});

describe("withReviews", () => {
  const nodes: JsonLdNode[] = [{ "@type": "Product", name: "Lamp" }, { "@type": "BreadcrumbList" }];
  const review = {
    title: "Great",
    text: "Bright",
    rating: 4,
    authorName: "Anna",
    createdAt: "2026-05-01T10:00:00.000Z",
    isVisible: true,
  };

  it("adds visible reviews with an author to the Product only", () => {
    const result = withReviews(nodes, [review, { ...review, isVisible: false }, { ...review, authorName: " " }]);
    expect(result[0]?.review).toEqual([
      {
        "@type": "Review",
        name: "Great",
        reviewBody: "Bright",
        datePublished: "2026-05-01",
        author: { "@type": "Person", name: "Anna" },
        reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
    expect(result[1]).toBe(nodes[1]);
  });

  it("leaves the nodes alone without reviews to show", () => {
    expect(withReviews(nodes, [{ ...review, isVisible: false }])).toBe(nodes);
  });
});
