import { translatorFor } from "#common/i18n/translator.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { splitLocalePrefix } from "~/lib/locale-path.ts";
import { STATIC_PAGES, type StaticPage } from "#common/static-pages.ts";
import { useT } from "~/lib/i18n.tsx";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/info-page";
import { pageUrl } from "~/lib/page-url.ts";

export function loader({ context, request }: Route.LoaderArgs) {
  const { rest } = splitLocalePrefix(pageUrl(request).pathname);
  const page = STATIC_PAGES.find((p) => `/${p}` === rest);
  if (!page) throw new Response("Not Found", { status: 404 });
  const title = translatorFor(getAppContext(context).locale)(`staticPages.${page}`);
  return { page, seo: fixedPageSeo(context, { path: `/${page}`, title }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** Static info pages; the operator's legal texts replace the placeholder before going live. */
export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const page: StaticPage = loaderData.page;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      {/* "Datenschutzerklärung" in text-3xl is wider than a 320 px phone. */}
      <h1 className="text-2xl font-semibold wrap-break-word hyphens-auto sm:text-3xl">{t(`staticPages.${page}`)}</h1>
      <p className="mt-6 text-neutral-800">{t("staticPages.placeholder")}</p>
    </main>
  );
}
