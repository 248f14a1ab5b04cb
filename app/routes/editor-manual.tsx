import { translatorFor } from "#common/i18n/translator.ts";
import { ManualPage } from "~/features/editor/manual/manual-page.tsx";
import { getAppContext } from "~/lib/context.server.ts";
import { splitLocalePrefix } from "~/lib/locale-path.ts";
import { pageUrl } from "~/lib/page-url.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/editor-manual";
import type { TextsHandle } from "~/lib/i18n.tsx";

/** The editor manual, German at /editor/manual and English at /en/editor/manual; not for search engines. */
export function loader({ context, request }: Route.LoaderArgs) {
  const { locale } = getAppContext(context);
  const t = translatorFor(locale);
  const seo = fixedPageSeo(context, {
    path: "/editor/manual",
    title: t("editorManual.title"),
    description: t("editorManual.description"),
    robots: "NOINDEX",
  });
  return { locale, prefix: splitLocalePrefix(pageUrl(request).pathname).prefix, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The catalogue parts its components name beyond the core texts (common/i18n/text-parts.ts). */
export const handle = { texts: ["account", "auth"] } satisfies TextsHandle;

export default function EditorManual({ loaderData }: Route.ComponentProps) {
  return <ManualPage locale={loaderData.locale} prefix={loaderData.prefix} />;
}
