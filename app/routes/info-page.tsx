import { mapRichTexts } from "#common/blocks/rich-texts.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { fillShopPlaceholders } from "#common/legal/shop-placeholders.ts";
import { INFO_PAGES, type InfoPage } from "#common/static-pages.ts";
import { BlockRenderer } from "~/features/blocks/block-renderer.tsx";
import { loadPageBlocks } from "~/features/blocks/page-blocks.server.ts";
import { LegalDisclosure } from "~/features/legal/legal-disclosure.tsx";
import { EditableBlocksSlot, loadEditableBlocks } from "~/editable-blocks-loader.tsx";
import { getAppContext } from "~/lib/context.server.ts";
import { splitLocalePrefix } from "~/lib/locale-path.ts";
import { pageUrl } from "~/lib/page-url.ts";
import { useT, type TextsHandle } from "~/lib/i18n.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import { useBlockSlots } from "./block-slots.tsx";
import type { Route } from "./+types/info-page";

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const { rest } = splitLocalePrefix(pageUrl(request).pathname);
  const page = INFO_PAGES.find((p) => `/${p}` === rest);
  if (!page) throw new Response("Not Found", { status: 404 });
  const key = { identifier: page, type: "info" } as const;
  const [content, editor, identity] = await Promise.all([
    loadPageBlocks(context, key),
    app.rpc.getEditorSession(),
    app.rpc.getShopIdentity(),
  ]);
  // In edit mode the editable canvas is server-rendered: its chunk must be in before rendering.
  if (editor.editing) await loadEditableBlocks();
  const title = translatorFor(app.locale)(`staticPages.${page}`);
  return {
    page,
    key,
    // The operator edits the placeholders themselves; shoppers read the shop's values.
    content: editor.editing
      ? content
      : { ...content, blocks: mapRichTexts(content.blocks, (html) => fillShopPlaceholders(html, identity)) },
    identity: page === "legal-disclosure" ? identity : null,
    seo: fixedPageSeo(context, { path: `/${page}`, title }),
  };
}

export const handle = { texts: ["legal", "blocks"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * The info pages (ADR 040): the operator's text as blocks, editable in place like the
 * homepage; the shipped sample text until the first save, marked as such. The legal
 * disclosure states the shop's identity settings above its text.
 */
export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const slots = useBlockSlots();
  const { editor } = useRootData();
  const page: InfoPage = loaderData.page;
  const { blocks, products, version, isDefault } = loaderData.content;
  return (
    // Legal German has long words and addresses ("Verbraucherstreitbeilegungsgesetz"): they wrap at 320 px.
    <main id="main" className="pb-(--block-spacing) wrap-break-word hyphens-auto">
      <div className="mx-auto max-w-3xl px-4 pt-12 pb-8">
        {/* "Datenschutzerklärung" in text-3xl is wider than a 320 px phone. */}
        <h1 className="text-2xl font-semibold wrap-break-word hyphens-auto sm:text-3xl">{t(`staticPages.${page}`)}</h1>
        {isDefault && (
          <p role="note" className="mt-6 rounded-md border border-amber-400 bg-amber-50 px-4 py-3 text-amber-950">
            <strong>{t("legal.sample.label")}</strong> {t("legal.sample.text")}
          </p>
        )}
        {loaderData.identity && <LegalDisclosure identity={loaderData.identity} />}
      </div>
      {editor.editing ? (
        <EditableBlocksSlot page={loaderData.key} version={version} blocks={blocks} products={products} slots={slots} />
      ) : (
        <BlockRenderer blocks={blocks} products={products} slots={slots} />
      )}
    </main>
  );
}
