import { NavLink } from "react-router";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";

/**
 * The account's pages (docs/account.md). Only pages that exist are listed; the current one
 * is marked with aria-current="page" by NavLink.
 */
const PAGES = [
  { path: "/my-account", key: "account.nav.overview", end: true },
  { path: "/my-account/my-orders", key: "account.nav.orders", end: false },
  { path: "/my-account/returns", key: "account.nav.returns", end: true },
  { path: "/my-account/billing-details", key: "account.nav.billing", end: true },
  { path: "/my-account/shipping-details", key: "account.nav.shipping", end: true },
  { path: "/my-account/wishlist", key: "account.nav.wishlist", end: true },
  { path: "/my-account/personal-data", key: "account.nav.personalData", end: true },
] as const;

export function AccountNav() {
  const t = useT();
  const { prefix } = useRootData();
  return (
    <nav aria-label={t("account.navigation")}>
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {PAGES.map((page) => (
          <li key={page.path}>
            <NavLink
              to={withPrefix(prefix, page.path)}
              end={page.end}
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center rounded-md px-3 py-2 font-medium lg:flex ${
                  isActive ? "bg-primary-50 text-primary-900 underline" : "text-neutral-800 hover:bg-neutral-100"
                }`
              }
            >
              {t(page.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
