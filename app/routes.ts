import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";
import { INFO_PAGES } from "../common/static-pages.ts";

/** Unprefixed (German default), /de and /en: every page is registered in all three forms. */
const PREFIXES = ["", "de", "en"] as const;

function localized(path: string, file: string, id: string) {
  return PREFIXES.map((prefix) =>
    route([prefix, path].filter(Boolean).join("/"), file, { id: prefix ? `${prefix}:${id}` : id }),
  );
}

function localizedIndex(file: string, id: string) {
  return [index(file, { id }), route("de", file, { id: `de:${id}` }), route("en", file, { id: `en:${id}` })];
}

export default [
  layout("layouts/default.tsx", [
    ...localizedIndex("routes/home.tsx", "home"),
    // The model withdrawal form is a page of its own (docs/after-sales.md); the rest are info pages.
    ...INFO_PAGES.flatMap((page) => localized(page, "routes/info-page.tsx", `info-${page}`)),
    ...localized("cancellation-form", "routes/cancellation-form.tsx", "cancellation-form"),
    ...localized("mollie-payment", "routes/mollie-payment.tsx", "mollie-payment"),
    ...localized("sandbox-payment/:paymentId", "routes/sandbox-payment.tsx", "sandbox-payment"),
    // The newsletter sign-up without JavaScript and the links of its mails (docs/newsletter.md).
    ...localized("newsletter", "routes/newsletter.tsx", "newsletter"),
    ...localized("newsletter/confirm/:token", "routes/newsletter-link.tsx", "newsletter-confirm"),
    ...localized("newsletter/unsubscribe/:token", "routes/newsletter-link.tsx", "newsletter-unsubscribe"),
    // The EU withdrawal function, linked from every page's footer (docs/after-sales.md).
    ...localized("withdrawal", "routes/withdrawal.tsx", "withdrawal"),
    // Returning items of an order: its customer, or a guest through the order's key and soft login.
    ...localized("my-account/new-return/:orderId/:accessKey", "routes/new-return.tsx", "new-return"),
    // The service worker's page for what it cannot fetch (docs/pwa.md).
    ...localized("offline", "routes/offline.tsx", "offline"),
    // The operator's manual, linked from the editor's Pages view (docs/pages.md "Manual").
    ...localized("editor/manual", "routes/editor-manual.tsx", "editor-manual"),
  ]),
  layout("layouts/auth.tsx", [
    ...localized("register", "routes/register.tsx", "register"),
    ...localized("guest/login", "routes/guest-login.tsx", "guest-login"),
    // Password recovery (docs/account.md); the link's page works whoever is logged in.
    ...localized("reset-password", "routes/reset-password.tsx", "reset-password"),
    ...localized("reset-password-success", "routes/reset-password-success.tsx", "reset-password-success"),
  ]),
  ...localized("set-new-password", "routes/set-new-password.tsx", "set-new-password"),
  // The email change link's page works in any browser, logged in or not (docs/account.md).
  ...localized("confirm-email-change", "routes/confirm-email-change.tsx", "confirm-email-change"),
  ...localized("login", "routes/login.tsx", "login"),
  // The contact form (docs/contact.md), linked from every page's footer.
  ...localized("contact", "routes/contact.tsx", "contact"),
  // The operator login and the editor toolbar's forms (docs/operators.md).
  ...localized("editor/login", "routes/editor-login.tsx", "editor-login"),
  route("editor/mode", "routes/editor-mode.ts"),
  route("editor/logout", "routes/editor-logout.ts"),
  layout("layouts/account.tsx", [
    ...localized("my-account", "routes/my-account.tsx", "my-account"),
    ...localized("my-account/my-orders", "routes/my-orders.tsx", "my-orders"),
    ...localized("my-account/my-orders/:orderId", "routes/my-order.tsx", "my-order"),
    ...localized("my-account/my-orders/:orderId/order-again", "routes/order-again.tsx", "order-again"),
    // The mailed link that adds the guest orders of the account's address (docs/account.md).
    ...localized("my-account/guest-orders", "routes/guest-orders.tsx", "guest-orders"),
    ...localized("my-account/personal-data", "routes/personal-data.tsx", "personal-data"),
    ...localized("my-account/billing-details", "routes/address-book.tsx", "billing-details"),
    ...localized("my-account/shipping-details", "routes/address-book.tsx", "shipping-details"),
    ...localized("my-account/wishlist", "routes/account-wishlist.tsx", "account-wishlist"),
    ...localized("my-account/returns", "routes/my-returns.tsx", "my-returns"),
  ]),
  ...localized("my-account/personal-data/export", "routes/personal-data-export.ts", "personal-data-export"),
  layout("layouts/checkout.tsx", [
    ...localized("checkout", "routes/checkout.tsx", "checkout"),
    ...localized("readonly-checkout", "routes/readonly-checkout.tsx", "readonly-checkout"),
  ]),
  layout("layouts/order.tsx", [
    ...localized("confirmation/:orderId/:accessKey", "routes/confirmation.tsx", "confirmation"),
  ]),
  // An offer of the shop (docs/after-sales.md "Offers"), in the simplified header and footer.
  layout("layouts/simplified.tsx", [...localized("offer/:offerId/:accessKey", "routes/offer.tsx", "offer")]),
  // The back office (docs/back-office.md): operators only, its own frame and lazy route chunks.
  layout("layouts/admin.tsx", [
    ...localized("admin", "routes/admin-home.ts", "admin"),
    ...localized("admin/orders", "routes/admin-orders.tsx", "admin-orders"),
    ...localized("admin/orders/:orderId", "routes/admin-order.tsx", "admin-order"),
    ...localized("admin/returns", "routes/admin-returns.tsx", "admin-returns"),
    ...localized("admin/returns/:returnId", "routes/admin-return.tsx", "admin-return"),
    ...localized("admin/withdrawals", "routes/admin-withdrawals.tsx", "admin-withdrawals"),
    ...localized("admin/settings", "routes/admin-settings.tsx", "admin-settings"),
    ...localized("admin/offers", "routes/admin-offers.tsx", "admin-offers"),
    ...localized("admin/offers/new", "routes/admin-offer-new.tsx", "admin-offer-new"),
    ...localized("admin/offers/:offerId", "routes/admin-offer.tsx", "admin-offer"),
  ]),
  route("logout", "routes/logout.tsx"),
  ...localized("search", "routes/search.tsx", "search"),
  ...localized("tag/:slug", "routes/tag.tsx", "tag"),
  ...localized("wishlist", "routes/wishlist.tsx", "wishlist"),
  ...localized("cart", "routes/cart.tsx", "cart"),
  route("reviews", "routes/reviews.tsx"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  // The installable web app (docs/pwa.md): per language, for its start address.
  ...localized("manifest.webmanifest", "routes/manifest-webmanifest.ts", "manifest"),
  // Links of order items to a product: 301 to the product page (/p/{variationId}/{slug}).
  ...localized("p/:variationId/:slug", "routes/product-redirect.tsx", "product-redirect"),
  // Category and content pages (slug of several segments), and every unknown path (404).
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
