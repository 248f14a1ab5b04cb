import { describe, expect, it } from "vitest";
import { uuid } from "#common/blocks/block-fixtures.ts";
import { NewsletterBlock, type NewsletterBlockData } from "./newsletter-block.tsx";
import type { NewsletterFormSettings } from "./block-renderer.tsx";
import { renderBlock } from "./block-test-render.tsx";

function block(input: NewsletterBlockData["content"]["input"], label?: string): NewsletterBlockData {
  return {
    name: "NewsletterSubscribe",
    type: "content",
    meta: { uuid: uuid(50) },
    content: {
      text: { title: "Subscribe to our newsletter", bgColor: "#f3f4f6", htmlDescription: "<p>Monthly news</p>" },
      input,
      button: label === undefined ? undefined : { label },
    },
  };
}

/** The route's newsletter form as a stand-in that shows the settings it was given. */
function rendered(data: NewsletterBlockData) {
  const given: NewsletterFormSettings[] = [];
  const markup = renderBlock(
    <NewsletterBlock
      block={data}
      newsletterForm={(settings) => {
        given.push(settings);
        return <form aria-label="newsletter form" />;
      }}
    />,
  );
  return { markup, given };
}

describe("NewsletterBlock", () => {
  it("renders its texts in a section named by its title, on its background colour, with the form", () => {
    const { markup } = rendered(block({}));
    expect(markup).toMatch(/^<section aria-labelledby="newsletter-[^"]+"[^>]*style="background-color:#f3f4f6"/);
    expect(markup).toMatch(/<h2 id="newsletter-[^"]+"[^>]*>Subscribe to our newsletter<\/h2>/);
    expect(markup).toContain("<p>Monthly news</p>");
    expect(markup).toContain('<form aria-label="newsletter form">');
  });

  it("gives the form its name settings and button label: the name only when shown, required only then", () => {
    expect(rendered(block({ displayNameInput: false })).given).toEqual([
      { showName: false, nameRequired: false, buttonLabel: undefined },
    ]);
    expect(rendered(block({ displayNameInput: true }, "Sign me up")).given).toEqual([
      { showName: true, nameRequired: false, buttonLabel: "Sign me up" },
    ]);
    expect(rendered(block({ displayNameInput: true, nameIsRequired: true })).given[0]).toMatchObject({
      showName: true,
      nameRequired: true,
    });
    expect(rendered(block({ displayNameInput: false, nameIsRequired: true })).given[0]).toMatchObject({
      nameRequired: false,
    });
  });
});
