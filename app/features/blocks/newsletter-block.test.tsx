import { describe, expect, it } from "vitest";
import { uuid } from "#common/blocks/block-fixtures.ts";
import { NewsletterBlock, type NewsletterBlockData } from "./newsletter-block.tsx";
import { elements, renderBlock } from "./block-test-render.tsx";

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

/** The input a label names. */
function field(markup: string, label: string): Record<string, string> | undefined {
  const id = new RegExp(`<label for="([^"]+)"[^>]*>${label}`).exec(markup)?.[1];
  return id === undefined ? undefined : elements(markup, "input").find((input) => input.id === id);
}

describe("NewsletterBlock", () => {
  it("renders its texts in a section named by its title, on its background colour", () => {
    const markup = renderBlock(<NewsletterBlock block={block({})} />);
    expect(markup).toMatch(/^<section aria-labelledby="newsletter-[^"]+"[^>]*style="background-color:#f3f4f6"/);
    expect(markup).toMatch(/<h2 id="newsletter-[^"]+"[^>]*>Subscribe to our newsletter<\/h2>/);
    expect(markup).toContain("<p>Monthly news</p>");
  });

  it("posts email and consent to the newsletter route of the locale, with the CSRF token", () => {
    const markup = renderBlock(<NewsletterBlock block={block({ displayNameInput: false })} />);
    expect(elements(markup, "form")[0]).toMatchObject({ method: "post", action: "/en/newsletter" });
    expect(elements(markup, "input")).toContainEqual({ type: "hidden", name: "_csrf", value: "csrf-token" });
    expect(field(markup, "Email address")).toMatchObject({ type: "email", name: "email", required: "" });
    expect(field(markup, "I would like to receive the newsletter")).toMatchObject({
      type: "checkbox",
      name: "consent",
      required: "",
    });
    expect(markup).toMatch(/<a href="\/en\/privacy-policy"[^>]*>Privacy policy<\/a>/);
    expect(field(markup, "First name")).toBeUndefined();
    expect(markup).toMatch(/<button type="submit"[^>]*>Subscribe<\/button>/);
  });

  it("asks for the name when displayNameInput, requiring it only when nameIsRequired", () => {
    const optional = renderBlock(<NewsletterBlock block={block({ displayNameInput: true }, "Sign me up")} />);
    expect(field(optional, "First name")).toMatchObject({ name: "firstName" });
    expect(field(optional, "First name")).not.toHaveProperty("required");
    expect(field(optional, "Last name")).toMatchObject({ name: "lastName" });
    expect(optional).toMatch(/<button type="submit"[^>]*>Sign me up<\/button>/);
    const required = renderBlock(<NewsletterBlock block={block({ displayNameInput: true, nameIsRequired: true })} />);
    expect(field(required, "First name")).toHaveProperty("required");
    expect(field(required, "Last name")).toHaveProperty("required");
  });

  it("posts to the unprefixed route in German", () => {
    const markup = renderBlock(<NewsletterBlock block={block({})} />, "de");
    expect(elements(markup, "form")[0]).toMatchObject({ action: "/newsletter" });
    expect(markup).toMatch(/<button type="submit"[^>]*>Abonnieren<\/button>/);
    expect(markup).toContain("E-Mail-Adresse");
  });
});
