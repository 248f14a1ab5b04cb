import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useCart } from "~/lib/cart-context.tsx";
import { useRootData } from "~/lib/root-data.ts";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix } from "~/lib/locale-path.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { CategoryNav } from "./category-nav.tsx";
import { AccountIcon, BagIcon, HeartIcon, MenuIcon, SearchIcon } from "./header-icons.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { SearchField } from "./search-field.tsx";
import { useViewer } from "~/lib/viewer.tsx";

/** Below md the header's controls are icons; the name stays as text for screen readers. */
const ICON_CONTROL =
  "relative flex size-9 shrink-0 items-center justify-center rounded-md text-neutral-900 hover:bg-neutral-100 md:size-auto md:rounded-none md:hover:bg-transparent md:hover:text-primary-700";
const ICON_LABEL = "sr-only md:not-sr-only";
const SEARCH_FORM_ID = "site-search-form";

/**
 * The shop's header. From md up: logo, search field, language switcher and text links;
 * below md (phones, 320-430 px) one row of icons (search, account, wishlist, cart with its
 * count, menu) with the language switcher in the menu, and the search field opens below the
 * row from the search icon. The category navigation is the menu's content; from lg a bar.
 */
export function Header({ simplified = false }: { simplified?: boolean }) {
  const t = useT();
  const { locale, prefix, categories, shopName } = useRootData();
  const { session } = useViewer();
  const { cart } = useCart();
  const { pathname } = useLocation();
  const accountHref = withPrefix(prefix, session.state === "authorized" ? "/my-account" : "/login");
  const searchHref = withPrefix(prefix, "/search");
  // The search page shows its field on small screens too: it holds the current search.
  const onSearchPage = pathname === searchHref;
  const [searchOpen, setSearchOpen] = useState(onSearchPage);
  const [searchOpenOn, setSearchOpenOn] = useState(pathname);
  if (searchOpenOn !== pathname) {
    setSearchOpenOn(pathname);
    setSearchOpen(onSearchPage);
  }
  // A page opened from the menu closes it (it would cover the new page on a phone); the first
  // load leaves a menu opened before hydration open.
  const menuRef = useRef<HTMLDetailsElement>(null);
  const menuShownOn = useRef(pathname);
  useEffect(() => {
    if (menuShownOn.current === pathname) return;
    menuShownOn.current = pathname;
    menuRef.current?.removeAttribute("open");
  }, [pathname]);
  const focusSearch = useRef(false);
  useEffect(() => {
    if (!searchOpen || !focusSearch.current) return;
    focusSearch.current = false;
    document.getElementById("site-search")?.focus();
  }, [searchOpen]);

  return (
    <header className="border-b border-neutral-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-3"
      >
        {t("nav.skipToContent")}
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-1 gap-y-2 px-3 py-2 md:gap-4 md:px-4 md:py-3">
        <Link
          to={withPrefix(prefix, "/")}
          className="min-w-0 flex-1 text-base leading-tight font-bold tracking-tight wrap-break-word text-primary-800 md:flex-none md:text-xl"
        >
          {shopName}
        </Link>
        {!simplified && <SearchField id={SEARCH_FORM_ID} prefix={prefix} collapsed={!searchOpen} />}
        <div className="ml-auto flex items-center md:gap-3">
          <LanguageSwitcher current={locale} className={simplified ? undefined : "hidden md:block"} />
          {!simplified && (
            <>
              <SearchToggle
                href={searchHref}
                open={searchOpen}
                onToggle={() => {
                  focusSearch.current = !searchOpen;
                  setSearchOpen(!searchOpen);
                }}
              />
              <ul className="flex items-center text-sm font-medium md:gap-3">
                <li>
                  <Link to={accountHref} className={ICON_CONTROL}>
                    <AccountIcon className="size-6 md:hidden" />
                    <span className={ICON_LABEL}>
                      {session.state === "authorized" ? t("nav.account") : t("nav.login")}
                    </span>
                  </Link>
                </li>
                <li>
                  <Link to={withPrefix(prefix, "/wishlist")} className={ICON_CONTROL}>
                    <HeartIcon className="size-6 md:hidden" />
                    <span className={ICON_LABEL}>{t("nav.wishlist")}</span>
                  </Link>
                </li>
                <li>
                  <Link to={withPrefix(prefix, "/cart")} className={`${ICON_CONTROL} md:gap-1.5`}>
                    <BagIcon className="size-6 md:hidden" />
                    <span className={ICON_LABEL}>{t("nav.cart")}</span>
                    {/* The number for the eye, the words for screen readers: "Cart, 3 items". Its
                        place is kept while a shared page asks for the visitor's cart (no shift). */}
                    <span
                      aria-hidden="true"
                      className={`absolute -top-1 -right-1 min-w-5 rounded-full bg-primary-700 px-1 text-center text-xs leading-5 font-semibold text-white md:static md:min-w-6 md:px-1.5 md:leading-6 ${cart ? "" : "invisible"}`}
                    >
                      {cart?.itemQuantity ?? 0}
                    </span>
                    {cart && <span className="sr-only">{t("cart.headerCount", { count: cart.itemQuantity })}</span>}
                  </Link>
                </li>
              </ul>
            </>
          )}
        </div>
        {!simplified && (
          // One category tree for every width (issue 14 DOM size): below lg the menu's content,
          // from lg a bar of its own row, shown by app.css without opening the <details>. It
          // comes last, so the tab order is the order on screen at every width.
          <details ref={menuRef} data-site-menu="" className="relative lg:static lg:basis-full">
            <summary aria-label={t("nav.menu")} className={`${ICON_CONTROL} list-none md:size-9 md:rounded-md`}>
              <MenuIcon />
            </summary>
            <div className="absolute top-full right-0 z-40 mt-2 max-h-[70vh] w-72 max-w-[calc(100vw-1.5rem)] overflow-y-auto rounded-md border border-neutral-200 bg-white p-4 shadow-lg lg:static lg:mt-0 lg:max-h-none lg:w-auto lg:max-w-none lg:overflow-visible lg:rounded-none lg:border-0 lg:border-t lg:p-0 lg:shadow-none">
              <CategoryNav categories={categories} prefix={prefix} />
              <LanguageSwitcher current={locale} className="mt-4 border-t border-neutral-200 pt-4 md:hidden" />
            </div>
          </details>
        )}
      </div>
    </header>
  );
}

/**
 * Opens the search field on small screens. Until the app runs (or without JavaScript) it is a
 * link to the search page, which shows the field.
 */
function SearchToggle({ href, open, onToggle }: { href: string; open: boolean; onToggle: () => void }) {
  const t = useT();
  const hydrated = useHydrated();
  const className = `${ICON_CONTROL} md:hidden`;
  if (!hydrated) {
    return (
      <Link to={href} className={className}>
        <SearchIcon />
        <span className="sr-only">{t("nav.productSearch")}</span>
      </Link>
    );
  }
  return (
    <button type="button" aria-expanded={open} aria-controls={SEARCH_FORM_ID} onClick={onToggle} className={className}>
      <SearchIcon />
      <span className="sr-only">{t("nav.productSearch")}</span>
    </button>
  );
}
