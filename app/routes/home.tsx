import { Link } from "react-router";
import { HOMEPAGE_CATEGORY_ID, LOCALE_TAGS } from "#common/constants.ts";
import { translatorFor } from "#common/i18n/translator.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { organizationJsonLd, SHOP_LOGO_PATH, webSiteJsonLd } from "~/lib/json-ld.ts";
import { localizedPath, seoMeta } from "~/lib/seo.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import type { Route } from "./+types/home";

export function loader({ context }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const t = translatorFor(app.locale);
  const shop = t("meta.shopName");
  const url = `${app.origin}${localizedPath(app.locale, "/")}`;
  return {
    seo: fixedPageSeo(context, {
      path: "/",
      title: `${shop} – ${t("meta.tagline")}`,
      description: t("seo.description", { shop }),
      jsonLd: [
        organizationJsonLd({ name: shop, url: `${app.origin}/`, logo: `${app.origin}${SHOP_LOGO_PATH}` }),
        webSiteJsonLd({ name: shop, url, language: LOCALE_TAGS[app.locale] }),
      ],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/** The home page frame; the editor's blocks fill it in a later issue. */
export default function HomePage() {
  const t = useT();
  const { categories, prefix } = useRootData();
  const tiles = categories.filter((c) => c.id !== HOMEPAGE_CATEGORY_ID && c.type === "item" && c.linklist === "Y");
  return (
    <main id="main">
      <section className="bg-primary-50">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h1 className="max-w-2xl text-4xl font-bold tracking-tight text-primary-900 md:text-5xl">
            {t("home.title")}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-neutral-800">{t("home.intro")}</p>
        </div>
      </section>
      <section aria-labelledby="home-categories" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="home-categories" className="text-2xl font-semibold">
          {t("home.shopCategories")}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {tiles.map((category) => (
            <li key={category.id}>
              <Link
                to={withPrefix(prefix, `/${category.details[0]?.urlPath ?? ""}`)}
                className="block rounded-lg border border-neutral-200 p-6 text-lg font-semibold hover:border-primary-600 hover:bg-primary-50"
              >
                {category.details[0]?.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
