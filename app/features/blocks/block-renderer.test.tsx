import { afterEach, describe, expect, it, vi } from "vitest";
import type { Block } from "#common/blocks/block-schema.ts";
import { banner, carousel, multiGrid, textCard, uuid } from "#common/blocks/block-fixtures.ts";
import type { ProductSummary } from "#server/modules/catalog-view/listing.ts";
import { BlockRenderer, type BlockProducts } from "./block-renderer.tsx";
import { elements, renderBlock } from "./block-test-render.tsx";

const slots = {
  productCard: (product: ProductSummary) => <article aria-label={product.name}>{product.name}</article>,
  newsletterForm: () => <form aria-label="newsletter form" />,
};

function render(blocks: Block[], products: BlockProducts = {}, locale: "de" | "en" = "en") {
  return renderBlock(<BlockRenderer blocks={blocks} products={products} slots={slots} />, locale);
}

const recommended: Block = {
  name: "ProductRecommendedProducts",
  type: "content",
  meta: { uuid: uuid(40) },
  content: { categoryId: 12, text: { title: "Sofas & armchairs", pretitle: "Popular", textAlignment: "center" } },
};

afterEach(() => vi.restoreAllMocks());

describe("BlockRenderer", () => {
  it("spaces the blocks with the design's block spacing, in document order", () => {
    const markup = render([textCard(1, "First"), textCard(2, "Second")]);
    expect(markup.startsWith('<div class="flex flex-col gap-(--block-spacing)">')).toBe(true);
    expect(markup.indexOf("First")).toBeLessThan(markup.indexOf("Second"));
  });

  it("skips an unknown block, reports it once and renders the rest", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const unknown = { name: "Countdown", type: "content", meta: { uuid: uuid(9) }, content: {} } as unknown as Block;
    const markup = render([unknown, textCard(1, "Still here"), unknown]);
    expect(markup).toContain("Still here");
    expect(markup).not.toContain("Countdown");
    render([unknown]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('"Countdown"');
  });

  it("renders a TextCard's texts, its sanitised rich text as HTML and its button as a link", () => {
    const card: Block = {
      name: "TextCard",
      type: "content",
      meta: { uuid: uuid(1) },
      content: {
        text: {
          pretitle: "Nordlicht",
          title: "About us",
          subtitle: "Since 1999",
          htmlDescription: "<p>We <strong>care</strong>.</p>",
          textAlignment: "center",
          color: "#123456",
        },
        button: { label: "Read more", link: "/en/about-us", variant: "secondary" },
      },
    };
    const markup = render([card]);
    expect(markup).toMatch(/<h2[^>]*>About us<\/h2>/);
    expect(markup).toContain("<p>We <strong>care</strong>.</p>");
    expect(markup).toContain('class="text-center"');
    expect(markup).toContain("color:#123456");
    expect(elements(markup, "a")).toContainEqual(expect.objectContaining({ href: "/en/about-us" }));
    expect(markup).toMatch(/<a [^>]*>Read more<\/a>/);
  });

  it("escapes plain text fields: only htmlDescription is HTML", () => {
    const card: Block = {
      name: "TextCard",
      type: "content",
      meta: { uuid: uuid(1) },
      content: { text: { title: "<img src=x onerror=alert(1)>" } },
    };
    const markup = render([card]);
    expect(markup).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(markup).not.toContain("<img src=x");
  });

  it("renders no button without a label or a link", () => {
    const card: Block = {
      name: "TextCard",
      type: "content",
      meta: { uuid: uuid(1) },
      content: { text: { title: "T" }, button: { label: "Go", link: "" } },
    };
    expect(elements(render([card]), "a")).toEqual([]);
  });

  it("renders a Banner with its art-directed image, alt, brightness, texts and button", () => {
    const markup = render([banner(3)]);
    const images = elements(markup, "img");
    expect(images).toHaveLength(1);
    expect(images[0]).toMatchObject({ alt: "Sofa", src: "/media/items/640/sofa-lund-2-sitzer-salbei-1.jpg" });
    expect(images[0]?.srcset).toContain("/media/items/1536/sofa-lund-2-sitzer-salbei-1.jpg 1536w");
    expect(images[0]?.style).toContain("filter:brightness(0.8)");
    // The first block holds the page's LCP image.
    expect(images[0]).toMatchObject({ loading: "eager", fetchpriority: "high" });
    expect(elements(markup, "source").map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(markup).toMatch(/<h2[^>]*>Banner 3<\/h2>/);
    expect(markup).toMatch(/<a href="\/wohnen"[^>]*>Shop now<\/a>/);
  });

  it("gives each breakpoint of a Banner its own sources", () => {
    const block: Block = {
      name: "Banner",
      type: "content",
      meta: { uuid: uuid(3) },
      content: {
        image: { wideScreen: "items/wide.webp", tablet: "items/tab.webp", mobile: "items/mob.webp", alt: "Wide" },
      },
    };
    const sources = elements(render([block]), "source");
    expect(sources.map((s) => [s.media, s.type])).toEqual([
      ["(min-width: 1280px)", "image/avif"],
      ["(min-width: 1280px)", "image/webp"],
      ["(min-width: 768px)", "image/avif"],
      ["(min-width: 768px)", "image/webp"],
      [undefined, "image/avif"],
      [undefined, "image/webp"],
    ]);
    expect(sources[0]?.srcset).toContain("/media/items/1280/wide.avif 1280w");
    expect(sources[2]?.srcset).toContain("/media/items/768/tab.avif 768w");
  });

  it("renders an Image block aligned, lazily when it is not the first block", () => {
    const image: Block = {
      name: "Image",
      type: "content",
      meta: { uuid: uuid(2) },
      content: { mobile: "items/a.webp", desktop: "https://cdn.example/b.jpg", alt: "A lamp", imageAlignment: "right" },
    };
    const markup = render([textCard(1), image]);
    const img = elements(markup, "img")[0];
    expect(img).toMatchObject({ alt: "A lamp", loading: "lazy" });
    expect(img?.class).toContain("ml-auto");
    expect(elements(markup, "source")[0]).toMatchObject({
      media: "(min-width: 1024px)",
      srcset: "https://cdn.example/b.jpg",
    });
  });

  it("leaves out an Image block without images and a Carousel without banners", () => {
    const empty: Block = { name: "Image", type: "content", meta: { uuid: uuid(2) }, content: { alt: "x" } };
    const markup = render([empty, carousel(5, [])]);
    expect(markup).toBe('<div class="flex flex-col gap-(--block-spacing)"></div>');
  });

  it("lays a MultiGrid's columns on a 12-column grid from tablet width, stacked on phones", () => {
    const markup = render([multiGrid(5, [textCard(6, "Left"), textCard(7, "Right")], [8, 4])]);
    expect(markup).toContain("grid-cols-1");
    expect(markup).toContain("md:grid-cols-12");
    expect(markup).toMatch(/md:col-span-8">.*Left/);
    expect(markup).toMatch(/md:col-span-4">.*Right/);
  });

  it("renders a product block's cards from the route and leaves it out without products", () => {
    const product = { variationId: 7, name: "Sofa Lund" } as ProductSummary;
    const markup = render([recommended], { [uuid(40)]: [product] });
    expect(markup).toMatch(/<section aria-labelledby="products-[^"]+"/);
    expect(markup).toMatch(/<h2 id="products-[^"]+"[^>]*>Sofas &amp; armchairs<\/h2>/);
    expect(markup).toContain('<article aria-label="Sofa Lund">');
    expect(render([recommended], {})).not.toContain("Sofas &amp; armchairs");
  });
});
