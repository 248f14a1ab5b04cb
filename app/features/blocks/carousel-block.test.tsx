import { describe, expect, it } from "vitest";
import { banner, carousel } from "#common/blocks/block-fixtures.ts";
import { CarouselBlock } from "./carousel-block.tsx";
import { elements, renderBlock } from "./block-test-render.tsx";

describe("CarouselBlock", () => {
  it("is a labelled carousel region whose slides are groups named 'Slide x of y'", () => {
    const markup = renderBlock(<CarouselBlock block={carousel(1, [banner(2), banner(3), banner(4)])} />);
    expect(markup).toMatch(/^<section aria-roledescription="carousel" aria-label="Highlights"/);
    const slides = elements(markup, "div").filter((div) => div.role === "group");
    expect(slides.map((slide) => [slide["aria-roledescription"], slide["aria-label"]])).toEqual([
      ["slide", "Slide 1 of 3"],
      ["slide", "Slide 2 of 3"],
      ["slide", "Slide 3 of 3"],
    ]);
    expect(markup).toContain(">Slide 1 of 3</p>");
  });

  it("server-renders every slide in a keyboard-scrollable strip, the first one showing", () => {
    const markup = renderBlock(<CarouselBlock block={carousel(1, [banner(2), banner(3)])} priority />);
    expect(markup).toMatch(/<div tabindex="0" class="flex snap-x snap-mandatory overflow-x-auto/);
    expect(markup).toContain("Banner 2");
    expect(markup).toContain("Banner 3");
    const images = elements(markup, "img");
    expect(images.map((img) => img.loading)).toEqual(["eager", "lazy"]);
  });

  it("adds the previous/next buttons only once JavaScript runs (they need it to work)", () => {
    const markup = renderBlock(<CarouselBlock block={carousel(1, [banner(2), banner(3)])} />);
    expect(elements(markup, "button")).toEqual([]);
  });

  it("speaks German in German", () => {
    const markup = renderBlock(<CarouselBlock block={carousel(1, [banner(2), banner(3)])} />, "de");
    expect(markup).toContain('aria-roledescription="Karussell"');
    expect(markup).toContain('aria-label="Folie 2 von 2"');
  });

  it("shows a single banner without the slide counter", () => {
    const markup = renderBlock(<CarouselBlock block={carousel(1, [banner(2)])} />);
    expect(markup).toContain("Banner 2");
    expect(markup).not.toContain("Slide 1 of 1</p>");
  });
});
