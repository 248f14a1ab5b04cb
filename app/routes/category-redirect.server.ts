import { redirect, type RouterContextProvider } from "react-router";
import { AppError } from "#server/errors.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { withPrefix, type LocalePrefix } from "~/lib/locale-path.ts";
import { pagePath, pageUrl } from "~/lib/page-url.ts";

/** The 404 a category loader throws: React Router's data(null, { status: 404 }). */
function isNotFound(error: unknown): boolean {
  const init = (error as { type?: unknown; init?: { status?: unknown } } | null)?.init;
  return (error as { type?: unknown } | null)?.type === "DataWithResponseInit" && init?.status === 404;
}

/**
 * When no page has this path: a page that had it before a slug or parent change answers 301
 * to its current path (docs/pages.md "Redirects"), query string kept. Anything else rethrows.
 */
export async function redirectFromOldPath(
  context: Readonly<RouterContextProvider>,
  request: Request,
  location: { prefix: LocalePrefix; rest: string },
  error: unknown,
): Promise<never> {
  if (!isNotFound(error)) throw error;
  let urlPath: string;
  try {
    urlPath = decodeURIComponent(pagePath(location.rest)).replace(/^\/+|\/+$/g, "");
  } catch {
    throw error;
  }
  if (urlPath === "") throw error;
  try {
    const target = await getAppContext(context).rpc.getCategoryRedirect({ urlPath });
    throw redirect(`${withPrefix(location.prefix, `/${target.urlPath}`)}${pageUrl(request).search}`, 301);
  } catch (lookup) {
    if (lookup instanceof AppError) throw error;
    throw lookup;
  }
}
