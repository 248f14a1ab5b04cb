import type { Locale } from "#common/constants.ts";
import type { CarouselBlock } from "#common/blocks/block-schema.ts";
import { CURRENT_SCHEMA_VERSION, type PageDocument } from "#common/blocks/page-document.ts";

/**
 * The built-in homepage shown while the stored homepage is empty (docs/glossary.md, editor spec §4),
 * in German or English. Its images are demo catalog images (seeded into the media folder,
 * docs/images.md); its links go to demo categories. An operator's first save replaces it.
 */

type Texts = {
  banners: [Banner, Banner];
  intro: { pretitle: string; title: string; html: string; button: string; link: string };
  products: { pretitle: string; title: string; subtitle: string };
  newsletter: { title: string; html: string; button: string };
};
type Banner = { pretitle: string; title: string; subtitle: string; alt: string; button: string; link: string };

const TEXTS: Record<Locale, Texts> = {
  de: {
    banners: [
      {
        pretitle: "Neu im Wohnzimmer",
        title: "Wohnen mit Charakter",
        subtitle: "Tische aus massiver Eiche, gefertigt für Jahrzehnte.",
        alt: "Couchtisch Halden, in Szene gesetzt",
        button: "Tische entdecken",
        link: "/wohnen/moebel/tische",
      },
      {
        pretitle: "Für die Küche",
        title: "Kochen wie die Profis",
        subtitle: "Kochgeschirr, das Hitze speichert und gleichmäßig verteilt.",
        alt: "Topfset Ferro, Stimmungsbild",
        button: "Kochgeschirr ansehen",
        link: "/kueche/kochgeschirr",
      },
    ],
    intro: {
      pretitle: "Nordlicht Home & Tech",
      title: "Schön wohnen, klug vernetzt",
      html: "<p>Möbel, Leuchten und Textilien für ein Zuhause, in dem man gern ist, dazu Technik, die den Alltag leichter macht. <strong>Versandkostenfrei ab 50 €</strong> und 30 Tage Rückgaberecht.</p>",
      button: "Über uns",
      link: "/ueber-uns",
    },
    products: {
      pretitle: "Beliebt",
      title: "Sofas & Sessel",
      subtitle: "Unsere meistgekauften Sitzmöbel",
    },
    newsletter: {
      title: "Newsletter abonnieren",
      html: "<p>Neuheiten, Einrichtungsideen und exklusive Angebote, etwa einmal im Monat. Abmeldung jederzeit.</p>",
      button: "Abonnieren",
    },
  },
  en: {
    banners: [
      {
        pretitle: "New for the living room",
        title: "Living with character",
        subtitle: "Solid oak tables, made to last for decades.",
        alt: "Halden coffee table, styled",
        button: "Discover tables",
        link: "/en/living/furniture/tables",
      },
      {
        pretitle: "For the kitchen",
        title: "Cook like a pro",
        subtitle: "Cookware that holds heat and spreads it evenly.",
        alt: "Ferro cookware set, mood shot",
        button: "See cookware",
        link: "/en/kitchen/cookware",
      },
    ],
    intro: {
      pretitle: "Nordlicht Home & Tech",
      title: "Beautiful living, smartly connected",
      html: "<p>Furniture, lighting and textiles for a home you love to be in, and technology that makes everyday life easier. <strong>Free shipping from €50</strong> and 30 days to return.</p>",
      button: "About us",
      link: "/en/about-us",
    },
    products: {
      pretitle: "Popular",
      title: "Sofas & armchairs",
      subtitle: "Our best-selling seating",
    },
    newsletter: {
      title: "Subscribe to our newsletter",
      html: "<p>New arrivals, interior ideas and exclusive offers, about once a month. Unsubscribe at any time.</p>",
      button: "Subscribe",
    },
  },
};

/** Demo catalog images (art-directed "styled" and "mood" shots) used by the two banners. */
const BANNER_IMAGES = ["items/couchtisch-halden-44.webp", "items/topfset-ferro-4-teilig-287.webp"] as const;
/** The demo category "Sofas & Sessel" / "Sofas & armchairs". */
const PRODUCTS_CATEGORY_ID = 12;

const id = (n: number) => `5d0f3c7e-8a41-4b2e-9f6d-${n.toString().padStart(12, "0")}`;

function banner(texts: Banner, image: string, n: number): CarouselBlock["content"][number] {
  return {
    name: "Banner",
    type: "content",
    meta: { uuid: id(n) },
    content: {
      image: { wideScreen: image, desktop: image, tablet: image, mobile: image, alt: texts.alt, brightness: 0.75 },
      text: {
        color: "#ffffff",
        bgcolor: "#1f2937",
        bgopacity: 0.45,
        pretitle: texts.pretitle,
        title: texts.title,
        subtitle: texts.subtitle,
        htmlDescription: "",
        textAlignment: "left",
        justify: "center",
        align: "start",
        background: true,
      },
      button: { label: texts.button, link: texts.link, variant: "primary" },
    },
  };
}

export function defaultHomepage(locale: Locale): PageDocument {
  const texts = TEXTS[locale];
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    blocks: [
      {
        name: "Carousel",
        type: "structure",
        meta: { uuid: id(1) },
        configuration: { controls: { displayArrows: true, color: "#ffffff" } },
        content: [banner(texts.banners[0], BANNER_IMAGES[0], 2), banner(texts.banners[1], BANNER_IMAGES[1], 3)],
      },
      {
        name: "TextCard",
        type: "content",
        meta: { uuid: id(4) },
        content: {
          text: {
            pretitle: texts.intro.pretitle,
            title: texts.intro.title,
            htmlDescription: texts.intro.html,
            textAlignment: "center",
          },
          button: { label: texts.intro.button, link: texts.intro.link, variant: "secondary" },
        },
      },
      {
        name: "ProductRecommendedProducts",
        type: "content",
        meta: { uuid: id(5) },
        content: {
          categoryId: PRODUCTS_CATEGORY_ID,
          text: { ...texts.products, textAlignment: "center" },
        },
      },
      {
        name: "NewsletterSubscribe",
        type: "content",
        meta: { uuid: id(6) },
        content: {
          text: { bgColor: "#f3f4f6", title: texts.newsletter.title, htmlDescription: texts.newsletter.html },
          input: { displayNameInput: true, nameIsRequired: false },
          button: { label: texts.newsletter.button },
        },
      },
    ],
  };
}
