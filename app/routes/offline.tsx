import { Link } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { useT, type TextsHandle } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import { seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import type { Route } from "./+types/offline";

export function loader({ context }: Route.LoaderArgs) {
  const title = translatorFor(getAppContext(context).locale)("offline.title");
  return { seo: fixedPageSeo(context, { path: "/offline", title, robots: "NOINDEX" }) };
}

export const handle = { texts: ["offline"] } satisfies TextsHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * /offline (storefront spec §§2 and 8, "offline notice"): what the service worker shows for a
 * page it cannot fetch and has not kept (docs/pwa.md). Precached with the app shell.
 */
export default function OfflinePage() {
  const t = useT();
  const { prefix } = useRootData();
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-semibold">{t("offline.title")}</h1>
      <p role="status" className="mt-4">
        {t("offline.notice")}
      </p>
      <p className="mt-6">
        <Link to={withPrefix(prefix, "/")} className="font-semibold underline">
          {t("offline.home")}
        </Link>
      </p>
    </main>
  );
}
