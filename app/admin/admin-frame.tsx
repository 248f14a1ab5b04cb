import type { ReactNode } from "react";
import { Form, NavLink, useLocation } from "react-router";
import type { OperatorRole } from "#common/schemas/operator.ts";
import { CsrfField } from "~/features/auth/csrf-field.tsx";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useRootData } from "~/lib/root-data.ts";

/** The back office's sections; later screens (catalog, customers, coupons) slot in here. */
type NavLabel = "orders" | "returns" | "offers" | "withdrawals" | "settings";
const SECTIONS: { path: string; label: `admin.nav.${NavLabel}`; ownerOnly?: boolean }[] = [
  { path: "/admin/orders", label: "admin.nav.orders" },
  { path: "/admin/returns", label: "admin.nav.returns" },
  { path: "/admin/offers", label: "admin.nav.offers" },
  { path: "/admin/withdrawals", label: "admin.nav.withdrawals" },
  { path: "/admin/settings", label: "admin.nav.settings", ownerOnly: true },
];

const NAV_LINK = "block rounded-md px-3 py-2 font-medium hover:bg-neutral-100";

/**
 * The back office's frame (docs/back-office.md): its own header (who is signed in, the shop,
 * log out) and navigation, a skip link, the page in <main>. No shop header or footer: operators
 * work here, shoppers never see it.
 */
export function AdminFrame({
  operator,
  navigation,
  children,
}: {
  operator: { name: string; role: OperatorRole };
  /** The sections are offered to operators who may use them. */
  navigation: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const { prefix } = useRootData();
  const { pathname, search } = useLocation();
  return (
    <div className="min-h-screen bg-neutral-50 text-neutral-900">
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {t("admin.skipToContent")}
      </a>
      <header className="border-b border-neutral-300 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="text-lg font-semibold">{t("admin.title")}</p>
          <p className="text-sm text-neutral-700">
            {t("admin.signedInAs", { name: operator.name, role: t(`admin.roles.${operator.role}`) })}
          </p>
          <a href={withPrefix(prefix, "/")} className="ml-auto text-primary-800 underline">
            {t("admin.nav.toShop")}
          </a>
          <Form method="post" action="/editor/logout">
            <CsrfField />
            <input type="hidden" name="redirect" value={pathname + search} />
            <button type="submit" className="rounded-md border border-neutral-400 px-3 py-1.5 hover:bg-neutral-100">
              {t("admin.logout")}
            </button>
          </Form>
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[12rem_1fr]">
        {navigation && (
          <nav aria-label={t("admin.nav.label")}>
            <ul className="flex flex-wrap gap-2 lg:flex-col">
              {SECTIONS.filter((section) => !section.ownerOnly || operator.role === "owner").map((section) => (
                <li key={section.path}>
                  <NavLink
                    to={withPrefix(prefix, section.path)}
                    className={({ isActive }) => `${NAV_LINK} ${isActive ? "bg-primary-50 text-primary-900" : ""}`}
                  >
                    {t(section.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <main id="main" className="min-w-0">
          {children}
        </main>
      </div>
    </div>
  );
}
