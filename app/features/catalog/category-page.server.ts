import { data, redirect, type RouterContextProvider } from "react-router";
import { AppError } from "#server/rpc/errors.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { withPrefix, type LocalePrefix } from "~/lib/locale-path.ts";

/** A category or content page at a slug path; customers-only categories send visitors to login. */
export async function loadCategoryPage(
  context: Readonly<RouterContextProvider>,
  request: Request,
  location: { prefix: LocalePrefix; rest: string },
) {
  const app = getAppContext(context);
  let urlPath: string;
  try {
    urlPath = decodeURIComponent(location.rest).replace(/^\/+|\/+$/g, "");
  } catch {
    throw data(null, { status: 404 });
  }
  try {
    const page = await app.rpc.call("getCategoryPage", { urlPath });
    const alternates = Object.fromEntries(
      Object.entries(page.pathByLocale).map(([locale, path]) => [locale, `/${path}`]),
    );
    const details = page.category.details[0];
    return { kind: "category" as const, page, alternates, title: details?.metaTitle || details?.name || "" };
  } catch (error) {
    if (error instanceof AppError && error.kind === "unauthorized") {
      const url = new URL(request.url);
      throw redirect(`${withPrefix(location.prefix, "/login")}?redirect=${encodeURIComponent(url.pathname)}`);
    }
    if (error instanceof AppError && (error.kind === "not_found" || error.kind === "invalid_data")) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

export type CategoryPageData = Awaited<ReturnType<typeof loadCategoryPage>>;
