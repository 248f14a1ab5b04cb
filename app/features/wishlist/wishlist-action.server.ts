import { data, redirect, type RouterContextProvider } from "react-router";
import { AppError } from "#server/errors.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { csrfRedirect } from "~/lib/form-action.server.ts";
import { safeRedirectPath, splitLocalePrefix, withPrefix } from "~/lib/locale-path.ts";
import { pageUrl } from "~/lib/page-url.ts";

/**
 * POST /wishlist: add or remove one variation. A fetcher (js=1) gets the result as data;
 * a plain form goes back to the page it came from, with the notice as a flash.
 */
export async function wishlistAction(context: Readonly<RouterContextProvider>, request: Request) {
  const app = getAppContext(context);
  const form = await request.formData();
  if (!app.verifyCsrf(form.get("_csrf"))) return csrfRedirect(request, app.setFlash);
  // The submit button says what to do: its name is the intent, its value the variation (wishlist-form.tsx).
  const removal = form.get("remove");
  const adding = removal === null;
  const variationId = Number(adding ? form.get("add") : removal);
  const withJs = form.get("js") === "1";
  const { prefix } = splitLocalePrefix(pageUrl(request).pathname);
  const back = safeRedirectPath(String(form.get("redirect") ?? ""), withPrefix(prefix, "/wishlist"));
  try {
    if (adding) await app.rpc.doAddWishlistItem({ variationId, quantity: 1 });
    else await app.rpc.deleteWishlistItem({ variationId });
  } catch (error) {
    if (!(error instanceof AppError) || error.kind === "unexpected") throw error;
    if (withJs) return data({ ok: false as const, key: error.key }, { status: 400 });
    app.setFlash({ type: "negative", key: `errors.${error.key}` });
    return redirect(back);
  }
  if (withJs) return { ok: true as const, added: adding };
  app.setFlash({ type: "positive", key: adding ? "wishlist.added" : "wishlist.removed" });
  return redirect(back);
}
