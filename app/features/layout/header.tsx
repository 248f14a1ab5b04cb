import { Link } from "react-router";
import { useCart } from "~/lib/cart-context.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { CategoryNav, CategoryTreeList } from "./category-nav.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { SearchField } from "./search-field.tsx";

export function Header({ simplified = false }: { simplified?: boolean }) {
  const t = useT();
  const { locale, prefix, session, categories } = useRootData();
  const { cart } = useCart();
  const accountHref = withPrefix(prefix, session.state === "authorized" ? "/my-account" : "/login");
  return (
    <header className="border-b border-neutral-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-3"
      >
        {t("nav.skipToContent")}
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-3">
        {!simplified && (
          <details className="relative lg:hidden">
            <summary className="list-none rounded border border-neutral-300 px-3 py-2 text-sm font-medium">
              {t("nav.openMenu")}
            </summary>
            <nav
              aria-label={t("nav.mainNavigation")}
              className="absolute top-full left-0 z-40 mt-2 max-h-[70vh] w-72 overflow-y-auto rounded-md border border-neutral-200 bg-white p-4 shadow-lg"
            >
              <CategoryTreeList categories={categories} prefix={prefix} />
            </nav>
          </details>
        )}
        <Link to={withPrefix(prefix, "/")} className="text-xl font-bold tracking-tight text-primary-800">
          {t("meta.shopName")}
        </Link>
        {!simplified && <SearchField prefix={prefix} />}
        <div className="ml-auto flex items-center gap-3">
          <LanguageSwitcher current={locale} />
          {!simplified && (
            <ul className="flex items-center gap-3 text-sm font-medium">
              <li>
                <Link to={accountHref} className="hover:text-primary-700">
                  {session.state === "authorized" ? t("nav.account") : t("nav.login")}
                </Link>
              </li>
              <li>
                <Link to={withPrefix(prefix, "/wishlist")} className="hover:text-primary-700">
                  {t("nav.wishlist")}
                </Link>
              </li>
              <li>
                <Link
                  to={withPrefix(prefix, "/cart")}
                  className="inline-flex items-center gap-1.5 hover:text-primary-700"
                >
                  {t("nav.cart")}
                  {/* The number for the eye, the words for screen readers: "Cart, 3 items". */}
                  <span
                    aria-hidden="true"
                    className="min-w-6 rounded-full bg-primary-700 px-1.5 text-center text-xs leading-6 font-semibold text-white"
                  >
                    {cart.itemQuantity}
                  </span>
                  <span className="sr-only">{t("cart.headerCount", { count: cart.itemQuantity })}</span>
                </Link>
              </li>
            </ul>
          )}
        </div>
      </div>
      {!simplified && <CategoryNav categories={categories} prefix={prefix} />}
    </header>
  );
}
