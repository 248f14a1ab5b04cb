import { describe, expect, it } from "vitest";
import { LOCALES } from "#common/constants.ts";
import { BLOCK_LIMITS } from "#common/blocks/block-fields.ts";
import { flattenBlocks, migrateDocument } from "#common/blocks/page-document.ts";
import { checkout as germanCheckout } from "#common/i18n/de/checkout.ts";
import { checkout as englishCheckout } from "#common/i18n/en/checkout.ts";
import { INFO_PAGES } from "#common/static-pages.ts";
import { sampleInfoPage } from "./info-page-samples.ts";
import { sanitizeDocument } from "./rich-text.ts";

const PLACEHOLDERS = new Set([
  "{{shop.name}}",
  "{{shop.address}}",
  "{{shop.email}}",
  "{{shop.phone}}",
  "{{shop.returnAddress}}",
]);

const cases = INFO_PAGES.flatMap((page) => LOCALES.map((locale) => [page, locale] as const));

/** Every title and rich text of a document, in order. */
function texts(page: (typeof INFO_PAGES)[number], locale: (typeof LOCALES)[number]): string[] {
  return flattenBlocks(sampleInfoPage(page, locale).blocks).flatMap((block) =>
    block.name === "TextCard" ? [block.content.text?.title ?? "", block.content.text?.htmlDescription ?? ""] : [],
  );
}

describe("sampleInfoPage", () => {
  it.each(cases)("%s (%s) is a valid, clean document of titled text cards", (page, locale) => {
    const document = sampleInfoPage(page, locale);
    expect(migrateDocument(document)).toEqual({ ok: true, document });
    expect(sanitizeDocument(document)).toEqual(document);
    expect(document.blocks.length).toBeGreaterThan(0);
    expect(document.blocks.length).toBeLessThanOrEqual(BLOCK_LIMITS.maxBlocksPerPage);
    for (const block of document.blocks) {
      expect(block.name).toBe("TextCard");
      if (block.name !== "TextCard") continue;
      const text = block.content.text;
      expect(text?.title?.trim()).toBeTruthy();
      expect(text?.htmlDescription?.length).toBeLessThan(BLOCK_LIMITS.maxHtml / 2);
      // The section's title is its h2 and the page renders the h1.
      expect(text?.htmlDescription).not.toMatch(/<h[12]\b/);
    }
  });

  it("gives every block of every page and locale its own id", () => {
    const ids = cases.flatMap(([page, locale]) => sampleInfoPage(page, locale).blocks.map((block) => block.meta.uuid));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(cases)("%s (%s) uses only the shop's placeholders, never its demo identity", (page, locale) => {
    const all = texts(page, locale).join("\n");
    for (const placeholder of all.match(/\{\{[^}]*\}\}/g) ?? []) {
      expect(PLACEHOLDERS, placeholder).toContain(placeholder);
    }
    expect(all).not.toMatch(/nordlicht/i);
    expect(all).not.toMatch(/@nordlicht/i);
  });

  it.each(cases)("%s (%s) links only to this shop's pages in its language, or to https", (page, locale) => {
    const hrefs = [
      ...texts(page, locale)
        .join("\n")
        .matchAll(/href="([^"]*)"/g),
    ].map((match) => match[1] ?? "");
    for (const href of hrefs) {
      if (href.startsWith("https://")) continue;
      expect(href, href).toMatch(locale === "de" ? /^\/(?!en\/)[a-z-]+$/ : /^\/en\/[a-z-]+$/);
    }
  });

  it("speaks the locale's language and writes quotes typographically", () => {
    const prose = (page: (typeof INFO_PAGES)[number], locale: (typeof LOCALES)[number]) =>
      texts(page, locale)
        .join("\n")
        .replace(/<[^>]*>/g, "");
    for (const page of INFO_PAGES) {
      expect(prose(page, "de")).toMatch(/\b(und|der|die|das|Sie)\b/);
      expect(prose(page, "en")).toMatch(/\b(and|the|you)\b/);
      for (const locale of LOCALES) expect(prose(page, locale)).not.toContain('"');
    }
    expect(JSON.stringify(sampleInfoPage("cancellation-rights", "de"))).toContain("Muster-Widerrufsformular");
    expect(JSON.stringify(sampleInfoPage("cancellation-rights", "en"))).toContain("Model withdrawal form");
  });

  it("states what the shop's texts elsewhere promise", () => {
    const terms = texts("terms-and-conditions", "de").join("\n");
    // The order button's real label (§ 312j (3) BGB: the terms name the button the shopper clicks).
    expect(terms).toContain(`„${germanCheckout.checkout.orderButton}“`);
    expect(texts("terms-and-conditions", "en").join("\n")).toContain(`“${englishCheckout.checkout.orderButton}”`);
    expect(terms).toContain("30 Tagen");
    expect(texts("shipping", "de").join("\n")).toContain("50 €");
    expect(texts("shipping", "en").join("\n")).toContain("€50");
  });
});
