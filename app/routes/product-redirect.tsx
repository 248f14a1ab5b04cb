import { data, redirect } from "react-router";
import { AppError } from "#server/errors.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { splitLocalePrefix, withPrefix } from "~/lib/locale-path.ts";
import { productPath } from "~/lib/product-path.ts";
import type { Route } from "./+types/product-redirect";
import { pageUrl } from "~/lib/page-url.ts";

const VARIATION_ID = /^[1-9]\d{0,8}$/;

/**
 * /p/{variationId}/{slug}: the link shape of order items (docs/glossary.md, storefront spec §2). Answers
 * 301 to the product page of that variation in the request's language; the slug in the
 * link is ignored, so old links survive a renamed product.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (!VARIATION_ID.test(params.variationId)) throw data(null, { status: 404 });
  const { prefix } = splitLocalePrefix(pageUrl(request).pathname);
  try {
    const target = await getAppContext(context).rpc.getProductPath({ variationId: Number(params.variationId) });
    const path = productPath(target.urlPath, target.itemId, target.isMain ? null : target.variationId);
    return redirect(withPrefix(prefix, path), 301);
  } catch (error) {
    if (error instanceof AppError && error.kind === "not_found") throw data(null, { status: 404 });
    throw error;
  }
}

/** Never rendered (the loader always redirects or fails); present so a 404 shows the error page. */
export default function ProductRedirect() {
  return null;
}
