import type { Locale } from "#common/constants.ts";
import { CURRENT_SCHEMA_VERSION, type PageDocument } from "#common/blocks/page-document.ts";
import { INFO_PAGES, type InfoPage } from "#common/static-pages.ts";
import { CANCELLATION_RIGHTS } from "./info-page-samples/cancellation-rights.ts";
import { DECLARATION_OF_ACCESSIBILITY } from "./info-page-samples/declaration-of-accessibility.ts";
import { LEGAL_DISCLOSURE } from "./info-page-samples/legal-disclosure.ts";
import { PRIVACY_POLICY } from "./info-page-samples/privacy-policy.ts";
import { TERMS_AND_CONDITIONS } from "./info-page-samples/terms-and-conditions.ts";
import { SHIPPING } from "./info-page-samples/shipping.ts";
import type { Section } from "./info-page-samples/section.ts";

/**
 * Sample texts of the static info pages (common/static-pages.ts) in German and English: what a
 * German online shop for furniture, lighting, textiles and home technology typically publishes,
 * fitted to what this shop does (payment through Mollie, prepayment and invoice; DHL and a
 * freight forwarder; the withdrawal function at /withdrawal and the model form at
 * /cancellation-form; consent groups, ALTCHA and Turnstile, Matomo). They are samples, shown
 * with a "sample text" marker, not vetted legal advice: an operator replaces them with their
 * own binding texts.
 *
 * The shop's identity is never written out: the page substitutes the placeholders
 * {{shop.name}}, {{shop.address}}, {{shop.email}}, {{shop.phone}} and {{shop.returnAddress}}
 * from the settings. Each main section is one TextCard whose title is the section's heading
 * (h2); the page renders its own h1, so no text repeats the page title. The markup is what the
 * rich-text sanitiser keeps (rich-text.ts), so sanitising a sample changes nothing. Each page's
 * texts are a file of their own in info-page-samples/.
 */

const SAMPLES: Record<InfoPage, Record<Locale, Section[]>> = {
  "cancellation-rights": CANCELLATION_RIGHTS,
  "declaration-of-accessibility": DECLARATION_OF_ACCESSIBILITY,
  "legal-disclosure": LEGAL_DISCLOSURE,
  "privacy-policy": PRIVACY_POLICY,
  "terms-and-conditions": TERMS_AND_CONDITIONS,
  shipping: SHIPPING,
};

/** Block ids: each page has 1,000 numbers, each locale 100 of them, so no two blocks share one. */
const id = (n: number) => `7b1e4c2a-3d5f-4e6a-8b9c-${n.toString().padStart(12, "0")}`;
const LOCALE_OFFSET: Record<Locale, number> = { de: 0, en: 100 };

/**
 * The sample text of an info page in the locale's language, one TextCard per main section,
 * with stable block ids (unique across all pages and locales) and the shop's identity as
 * placeholders ({{shop.name}}, {{shop.address}}, {{shop.email}}, {{shop.phone}},
 * {{shop.returnAddress}}) for the page to fill in from the settings. German links are
 * unprefixed, English ones start with /en.
 */
export function sampleInfoPage(page: InfoPage, locale: Locale): PageDocument {
  const base = (INFO_PAGES.indexOf(page) + 1) * 1000 + LOCALE_OFFSET[locale];
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    blocks: SAMPLES[page][locale].map(({ title, html }, index) => ({
      name: "TextCard",
      type: "content",
      meta: { uuid: id(base + index + 1) },
      content: { text: { title, htmlDescription: html, textAlignment: "left" } },
    })),
  };
}
