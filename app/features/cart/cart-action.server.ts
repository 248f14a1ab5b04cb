import { data, redirect, type RouterContextProvider } from "react-router";
import { errorMessage, fieldErrorMessage } from "#common/i18n/error-message.ts";
import type { Locale } from "#common/constants.ts";
import { AppError, httpStatusFor } from "#server/errors.ts";
import { getAppContext, type AppLoadContext } from "~/lib/context.server.ts";
import { csrfRedirect } from "~/lib/form-action.server.ts";
import { safeRedirectPath, splitLocalePrefix, withPrefix } from "~/lib/locale-path.ts";
import { pageUrl } from "~/lib/page-url.ts";
import { addPayload, readAddForm } from "./add-payload.ts";

/** What the cart page shows after a form it could not carry out (without JavaScript). */
export type CartActionFailure = { ok: false; message: string; intent: string };

/**
 * POST /cart: the cart's forms without JavaScript (with JavaScript the same buttons call
 * the operations through the browser's cart, app/lib/cart-context.tsx). Intents: add (the
 * product page's and the cards' forms), quantity, remove, coupon, removeCoupon and
 * shippingCountry (the cart page). Success goes
 * to the cart page (or the form's redirect) with a notice; a refused change stays on the
 * cart page with the error's message, status and all.
 */
export async function cartAction(context: Readonly<RouterContextProvider>, request: Request) {
  const app = getAppContext(context);
  const form = await request.formData();
  if (!app.verifyCsrf(form.get("_csrf"))) return csrfRedirect(request, app.setFlash);
  const { prefix } = splitLocalePrefix(pageUrl(request).pathname);
  const back = safeRedirectPath(String(form.get("redirect") ?? ""), withPrefix(prefix, "/cart"));
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "add") {
      await add(app, form);
      app.setFlash({ type: "positive", key: "cart.added" });
    } else if (intent === "quantity") {
      await app.rpc.setCartItemQuantity({
        cartItemId: Number(form.get("cartItemId")),
        productId: Number(form.get("productId")),
        quantity: Number(form.get("quantity")),
      });
      app.setFlash({ type: "positive", key: "cart.quantityChanged" });
    } else if (intent === "remove") {
      await app.rpc.deleteCartItem({ cartItemId: Number(form.get("cartItemId")) });
      app.setFlash({ type: "positive", key: "cart.removed" });
    } else if (intent === "coupon") {
      await app.rpc.doAddCoupon({ couponCode: String(form.get("couponCode") ?? "") });
      app.setFlash({ type: "positive", key: "cartMount.couponApplied" });
    } else if (intent === "shippingCountry") {
      await app.rpc.setShippingCountry({ countryId: Number(form.get("shippingCountryId")) });
      app.setFlash({ type: "positive", key: "deliveryCountry.changed" });
    } else if (intent === "removeCoupon") {
      await app.rpc.doRemoveCoupon({});
      app.setFlash({ type: "positive", key: "coupon.removed" });
    } else {
      throw new AppError("invalid_data", "invalidData");
    }
  } catch (error) {
    if (!(error instanceof AppError) || error.kind === "unexpected") throw error;
    return data<CartActionFailure>(
      { ok: false, message: messageOf(error, app.locale), intent },
      httpStatusFor(error.kind),
    );
  }
  return redirect(back);
}

/** Files chosen without JavaScript travel with the form: uploaded first, then answered by key. */
async function add(app: AppLoadContext, form: FormData) {
  const read = readAddForm(form);
  const itemId = Number(form.get("itemId"));
  for (const { propertyId, file } of read.files) {
    const { key } = await app.rpc.doUploadOrderPropertyFile({ itemId, propertyId, file });
    read.answers.push({ propertyId, value: key });
  }
  await app.rpc.doAddCartItem(addPayload(read));
}

/** The error's text as the API would answer it, with the fields' messages after it. */
function messageOf(error: AppError, locale: Locale): string {
  const main = errorMessage(locale, error.key, error.values);
  const fields = Object.values(error.fields ?? {}).map((key) => fieldErrorMessage(locale, key));
  return [main, ...new Set(fields)].join(" ");
}
