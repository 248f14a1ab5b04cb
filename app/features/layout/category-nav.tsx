import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { useT } from "~/lib/i18n.tsx";
import { withPrefix, type LocalePrefix } from "~/lib/locale-path.ts";
import type { NavCategory } from "./nav-tree.ts";

function href(prefix: LocalePrefix, category: NavCategory): string {
  return withPrefix(prefix, `/${category.path}`);
}

/**
 * The category navigation, rendered once for every screen (issue 14: the header had a second
 * tree for phones). Each top category is a link; its subcategories open from a disclosure
 * button (native <details>, so it works before hydration and without JavaScript): from lg a
 * bar with drop-downs, below it a list in the header's menu whose disclosures open in place.
 * One open at a time; Esc or a click elsewhere closes it.
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
    <nav ref={navRef} aria-label={t("nav.mainNavigation")}>
      <ul className="space-y-1 lg:mx-auto lg:flex lg:max-w-7xl lg:flex-wrap lg:gap-x-2 lg:space-y-0">
        {categories.map((category) => (
          <li key={category.id} className="relative lg:flex lg:items-center">
            <Link
              to={href(prefix, category)}
              className="block py-1.5 pr-10 font-medium hover:text-primary-700 lg:py-3 lg:pr-1 lg:pl-2"
            >
              {category.name}
            </Link>
            {category.children.length > 0 && (
              <details className="group">
                {/* Below lg the button sits at the end of its link's line (the <li> places it). */}
                <summary
                  aria-label={t("nav.subcategoriesOf", { name: category.name })}
                  className="absolute top-0 right-0 flex size-9 list-none items-center justify-center rounded text-neutral-700 hover:bg-neutral-100 lg:static lg:size-auto lg:min-h-6 lg:min-w-6 lg:p-1"
                >
                  <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-180">
                    ▾
                  </span>
                </summary>
                <ul className="space-y-3 pt-1 pb-2 pl-3 lg:absolute lg:top-full lg:left-0 lg:z-40 lg:min-w-72 lg:rounded-b-md lg:border lg:border-neutral-200 lg:bg-white lg:p-4 lg:shadow-lg">
                  {category.children.map((child) => (
                    <li key={child.id}>
                      <Link to={href(prefix, child)} className="font-semibold hover:text-primary-700">
                        {child.name}
                      </Link>
                      {child.children.length > 0 && (
                        <ul className="mt-1 space-y-1 pl-3">
                          {child.children.map((grandchild) => (
                            <li key={grandchild.id}>
                              <Link to={href(prefix, grandchild)} className="text-neutral-700 hover:text-primary-700">
                                {grandchild.name}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
