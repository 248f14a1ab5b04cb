import { data, Link, redirect } from "react-router";
import { getAppContext } from "~/lib/context.server.ts";
import { AppError } from "#server/rpc/errors.ts";
import { ShopFrame } from "~/features/layout/shop-frame.tsx";
import { useT } from "~/lib/i18n.tsx";
import { splitLocalePrefix, withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";
import type { Route } from "./+types/category";

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const url = new URL(request.url);
  const { prefix, rest } = splitLocalePrefix(url.pathname);
  let urlPath: string;
  try {
    urlPath = decodeURIComponent(rest).replace(/^\/+|\/+$/g, "");
  } catch {
    throw data(null, { status: 404 });
  }
  try {
    const page = await app.rpc.call("getCategoryPage", { urlPath });
    const alternates = Object.fromEntries(
      Object.entries(page.pathByLocale).map(([locale, path]) => [locale, `/${path}`]),
    );
    const details = page.category.details[0];
    return { page, alternates, title: details?.metaTitle || details?.name || "" };
  } catch (error) {
    if (error instanceof AppError && error.kind === "unauthorized") {
      throw redirect(`${withPrefix(prefix, "/login")}?redirect=${encodeURIComponent(url.pathname)}`);
    }
    if (error instanceof AppError && (error.kind === "not_found" || error.kind === "invalid_data")) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const details = loaderData?.page.category.details[0];
  return [
    { title: loaderData?.title },
    ...(details?.metaDescription ? [{ name: "description", content: details.metaDescription }] : []),
  ];
};

/** Category page frame: breadcrumbs and subcategories (product lists arrive with the catalog). */
export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { prefix } = useRootData();
  const { page } = loaderData;
  const details = page.category.details[0];
  const children = page.category.children.filter((c) => c.details[0]);
  return (
    <ShopFrame>
      <main id="main" className="mx-auto max-w-7xl px-4 py-8">
        <nav aria-label={t("nav.breadcrumb")} className="text-sm text-neutral-700">
          <ol className="flex flex-wrap gap-1">
            <li>
              <Link to={withPrefix(prefix, "/")} className="underline-offset-2 hover:underline">
                {t("nav.home")}
              </Link>
            </li>
            {page.breadcrumbs.map((crumb, index) => (
              <li key={crumb.id} className="before:mr-1 before:content-['/']">
                {index === page.breadcrumbs.length - 1 ? (
                  <span aria-current="page">{crumb.name}</span>
                ) : (
                  <Link to={withPrefix(prefix, `/${crumb.urlPath}`)} className="underline-offset-2 hover:underline">
                    {crumb.name}
                  </Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
        <h1 className="mt-4 text-3xl font-semibold">{details?.name}</h1>
        {children.length > 0 && (
          <section aria-labelledby="subcategories" className="mt-8">
            <h2 id="subcategories" className="text-xl font-semibold">
              {t("category.subcategories")}
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {children.map((child) => (
                <li key={child.id}>
                  <Link
                    to={withPrefix(prefix, `/${child.details[0]?.urlPath ?? ""}`)}
                    className="block rounded-lg border border-neutral-200 p-4 font-semibold hover:border-primary-600"
                  >
                    {child.details[0]?.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {page.category.type === "item" && <p className="mt-8 text-neutral-700">{t("category.empty")}</p>}
      </main>
    </ShopFrame>
  );
}
