import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { HOMEPAGE_CATEGORY_ID } from "#common/constants.ts";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix, type LocalePrefix } from "~/lib/locale-path.ts";

export type NavCategory = {
  id: number;
  linklist: "Y" | "N";
  details: { name: string; urlPath: string }[];
  children: NavCategory[];
};

function visible(categories: NavCategory[]): NavCategory[] {
  return categories.filter((c) => c.id !== HOMEPAGE_CATEGORY_ID && c.linklist === "Y" && c.details[0]);
}

function href(prefix: LocalePrefix, category: NavCategory): string {
  return withPrefix(prefix, `/${category.details[0]?.urlPath ?? ""}`);
}

/**
 * Desktop navigation: each top category is a link; its subcategories open from a
 * disclosure button (native <details>, so it works before hydration). One open at a
 * time; Esc or a click elsewhere closes it.
 */
export function CategoryNav({ categories, prefix }: { categories: NavCategory[]; prefix: LocalePrefix }) {
  const t = useT();
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const closeAll = (except?: Element) =>
      nav.querySelectorAll("details[open]").forEach((d) => d !== except && d.removeAttribute("open"));
    const onToggle = (event: Event) => {
      const target = event.target as HTMLDetailsElement;
      if (target.open) closeAll(target);
    };
    const onPointer = (event: PointerEvent) => {
      if (!nav.contains(event.target as Node)) closeAll();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = nav.querySelector("details[open]");
      if (!open) return;
      open.removeAttribute("open");
      open.querySelector("summary")?.focus();
    };
    nav.addEventListener("toggle", onToggle, true);
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      nav.removeEventListener("toggle", onToggle, true);
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, []);

  // Close open menus after a navigation, but not on the first load: a menu opened before
  // hydration must stay open.
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    navRef.current?.querySelectorAll("details[open]").forEach((d) => d.removeAttribute("open"));
  }, [location.pathname]);

  return (
    <nav ref={navRef} aria-label={t("nav.mainNavigation")} className="hidden border-t border-neutral-200 lg:block">
      <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-2 px-4">
        {visible(categories).map((category) => {
          const children = visible(category.children);
          const name = category.details[0]?.name ?? "";
          return (
            <li key={category.id} className="relative flex items-center">
              <Link to={href(prefix, category)} className="py-3 pr-1 pl-2 font-medium hover:text-primary-700">
                {name}
              </Link>
              {children.length > 0 && (
                <details className="group">
                  <summary
                    aria-label={t("nav.subcategoriesOf", { name })}
                    className="flex min-h-6 min-w-6 list-none items-center justify-center rounded px-1 py-1 text-neutral-700 hover:bg-neutral-100"
                  >
                    <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-180">
                      ▾
                    </span>
                  </summary>
                  <div className="absolute top-full left-0 z-40 min-w-72 rounded-b-md border border-neutral-200 bg-white p-4 shadow-lg">
                    <ul className="space-y-3">
                      {children.map((child) => (
                        <li key={child.id}>
                          <Link to={href(prefix, child)} className="font-semibold hover:text-primary-700">
                            {child.details[0]?.name}
                          </Link>
                          {visible(child.children).length > 0 && (
                            <ul className="mt-1 space-y-1 pl-3">
                              {visible(child.children).map((grandchild) => (
                                <li key={grandchild.id}>
                                  <Link
                                    to={href(prefix, grandchild)}
                                    className="text-neutral-700 hover:text-primary-700"
                                  >
                                    {grandchild.details[0]?.name}
                                  </Link>
                                </li>
                              ))}
                            </ul>
                          )}
                        </li>
                      ))}
                    </ul>
                  </div>
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The whole tree as nested lists, for the mobile menu. */
export function CategoryTreeList({ categories, prefix }: { categories: NavCategory[]; prefix: LocalePrefix }) {
  const items = visible(categories);
  if (items.length === 0) return null;
  return (
    <ul className="space-y-1 pl-3 first:pl-0">
      {items.map((category) => (
        <li key={category.id}>
          <Link to={href(prefix, category)} className="block py-1.5 hover:text-primary-700">
            {category.details[0]?.name}
          </Link>
          <CategoryTreeList categories={category.children} prefix={prefix} />
        </li>
      ))}
    </ul>
  );
}
