/** The operator's manual (docs/pages.md "Manual"): both languages, server-rendered, not indexed. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, it } from "vitest";
import type { Locale } from "#common/constants.ts";
import { MANUAL_ANCHORS } from "~/features/editor/manual/manual-types.ts";
import { I18nProvider } from "~/lib/i18n.tsx";
import { seoMeta } from "~/lib/seo.ts";
import EditorManual, { loader } from "~/routes/editor-manual.tsx";
import { describeDatabases } from "./harness.ts";
import { contextFor } from "./product-page-loader.ts";

describeDatabases("editor manual", (shop) => {
  async function render(path: string, locale: Locale) {
    const request = new Request(`http://shop.test${path}`);
    const data = loader({
      request,
      url: new URL(request.url),
      pattern: "editor/manual",
      context: contextFor(shop().caller({ locale }), locale),
      params: {},
    } as Parameters<typeof loader>[0]);
    const page = createElement(EditorManual, { loaderData: data } as never);
    const html = renderToStaticMarkup(
      createElement(MemoryRouter, null, createElement(I18nProvider, { locale, children: page })),
    );
    return { data, html };
  }

  it("explains every part of the editor in German and in English, with a table of contents", async () => {
    const german = await render("/editor/manual", "de");
    expect(german.html).toContain("<h1");
    expect(german.html).toContain("Handbuch zum Editor");
    expect(german.html).toContain("Die Werkzeugleiste");
    expect(german.html).toContain("NOINDEX_NOFOLLOW");
    const english = await render("/en/editor/manual", "en");
    expect(english.html).toContain("Editor manual");
    expect(english.html).toContain("Undo and history");
    expect(english.html).toContain('href="/en"');
    for (const anchor of MANUAL_ANCHORS) {
      for (const html of [german.html, english.html]) {
        expect(html).toContain(`id="${anchor}"`);
        expect(html).toContain(`href="#${anchor}"`);
      }
    }
  });

  it("keeps search engines out and names both language versions", async () => {
    const { data } = await render("/en/editor/manual", "en");
    expect(seoMeta(data.seo)).toEqual(
      expect.arrayContaining([
        { title: "Editor manual" },
        { name: "robots", content: "noindex, follow" },
        { tagName: "link", rel: "canonical", href: "http://shop.test/en/editor/manual" },
        { tagName: "link", rel: "alternate", hrefLang: "de", href: "http://shop.test/editor/manual" },
      ]),
    );
  });
});
