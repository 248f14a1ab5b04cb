import { redirect, type RouterContextProvider } from "react-router";
import { translatorFor } from "#common/i18n/translator.ts";
import { getAppContext } from "~/lib/context.server.ts";
import { splitLocalePrefix, withPrefix } from "~/lib/locale-path.ts";
import { pageUrl } from "~/lib/page-url.ts";
import { fixedPageSeo } from "~/lib/seo.server.ts";

/**
 * /checkout. The reject-empty-checkout guard: with nothing in the cart there is nothing to
 * check out, so the shopper goes to the cart with a notice.
 */
export async function loadCheckoutPage(context: Readonly<RouterContextProvider>, request: Request) {
  const app = getAppContext(context);
  const checkout = await app.rpc.getCheckout();
  if (checkout.cart.items.length === 0) {
    app.setFlash({ type: "neutral", key: "checkout.emptyCart" });
    throw redirect(withPrefix(splitLocalePrefix(pageUrl(request).pathname).prefix, "/cart"));
  }
  const title = translatorFor(app.locale)("checkout.title");
  // DHL preferred delivery for the checkout's destination (days, charge, the stored choice).
  const preferredDelivery = await app.rpc.getPreferredDeliveryOptions();
  // Checkout start loads the payment provider settings (docs/glossary.md, storefront spec §4): the card form's.
  const mollie = await app.rpc.getMollieSettings();
  return {
    checkout,
    preferredDelivery,
    cardForm:
      mollie.componentMode && mollie.profileId && mollie.componentsScriptUrl
        ? {
            profileId: mollie.profileId,
            locale: mollie.locale,
            testmode: mollie.testmode,
            scriptUrl: mollie.componentsScriptUrl,
          }
        : null,
    seo: fixedPageSeo(context, { path: "/checkout", title, robots: "NOINDEX" }),
  };
}

/** /readonly-checkout: the same summary without editing (no guard: return flows land here). */
export async function loadReadonlyCheckoutPage(context: Readonly<RouterContextProvider>) {
  const app = getAppContext(context);
  const [checkout, preferredDelivery] = await Promise.all([
    app.rpc.getCheckout(),
    app.rpc.getPreferredDeliveryOptions(),
  ]);
  const title = translatorFor(app.locale)("checkout.readonlyTitle");
  return {
    checkout,
    preferredDelivery,
    seo: fixedPageSeo(context, { path: "/readonly-checkout", title, robots: "NOINDEX" }),
  };
}

export type CheckoutPageData = Awaited<ReturnType<typeof loadCheckoutPage>>;
