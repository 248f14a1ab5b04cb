import { LOCALE_TAGS } from "#common/constants.ts";
import { HOMEPAGE_IDENTIFIER } from "#common/blocks/page-key.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { organizationJsonLd, SHOP_LOGO_PATH, webSiteJsonLd } from "~/lib/json-ld.ts";
import { localizedPath, seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import { jsonLdForPage } from "~/lib/json-ld.server.ts";
import { useT, type TextsHandle } from "~/lib/i18n.tsx";
import { BlockRenderer } from "~/features/blocks/block-renderer.tsx";
import { loadPageBlocks } from "~/features/blocks/page-blocks.server.ts";
import { useRootData } from "~/lib/root-data.ts";
import { EditableBlocksSlot, loadEditableBlocks } from "~/editable-blocks-loader.tsx";
import { WishlistCardsForm } from "~/features/wishlist/wishlist-form.tsx";
import { useBlockSlots } from "./block-slots.tsx";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const t = translatorFor(app.locale);
  const shop = app.shopName;
  const url = `${app.origin}${localizedPath(app.locale, "/")}`;
  // The operator's homepage, or the built-in default homepage until one is saved (docs/blocks.md).
  const page = { identifier: HOMEPAGE_IDENTIFIER, type: "immutable" } as const;
  const [content, editor, identity] = await Promise.all([
    loadPageBlocks(context, page),
    app.rpc.getEditorSession(),
    app.rpc.getShopIdentity(),
  ]);
  // In edit mode the editable canvas is server-rendered: its chunk must be in before rendering.
  if (editor.editing) await loadEditableBlocks();
  return {
    jsonLd: jsonLdForPage(context, [
      organizationJsonLd({ name: shop, url: `${app.origin}/`, logo: `${app.origin}${SHOP_LOGO_PATH}` }, identity),
      webSiteJsonLd({ name: shop, url, language: LOCALE_TAGS[app.locale] }),
    ]),
    content,
    // The page key for the editor (a loader value: page-key.ts would bring zod to the browser).
    page,
    seo: fixedPageSeo(context, {
      path: "/",
      title: `${shop} – ${t("meta.tagline")}`,
      description: t("seo.description", { shop }),
    }),
  };
}

/** The blocks' texts (carousel controls, video placeholders) beyond the core (ADR 029). */
export const handle = { texts: ["blocks"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * The homepage: its blocks, server-rendered. The page's h1 names the shop for assistive
 * technology and search engines; the blocks' own titles are h2.
 */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const slots = useBlockSlots();
  const { editor, shopName } = useRootData();
  const { blocks, products, version } = loaderData.content;
  return (
    <main id="main" className="pb-(--block-spacing)">
      <h1 className="sr-only">{t("home.title", { shop: shopName })}</h1>
      {editor.editing ? (
        <EditableBlocksSlot
          page={loaderData.page}
          version={version}
          blocks={blocks}
          products={products}
          slots={slots}
        />
      ) : (
        <BlockRenderer blocks={blocks} products={products} slots={slots} />
      )}
      <WishlistCardsForm />
    </main>
  );
}
