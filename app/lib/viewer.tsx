import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS, type Locale } from "#common/constants.ts";
import type { OperationOutput } from "#server/operations/registry.ts";
import { useApi } from "./api.tsx";
import { cartNotices, type ClientCart } from "./cart-answer.ts";

type SessionView = OperationOutput<"getSession">;
type Flash = OperationOutput<"getViewer">["flash"];

/** The visitor as the root loader read them (pages of their own), or null on a shared page. */
export type ServerViewer = {
  session: SessionView;
  cart: ClientCart;
  csrfToken: string;
  cartNotices: string[];
  flash: Flash;
};

export type Viewer = {
  /** False on a shared page until the browser has asked for the visitor (docs/page-cache.md). */
  loaded: boolean;
  session: SessionView;
  /** Null until loaded: the header then shows the cart without a count. */
  cart: ClientCart | null;
  /** When the cart was read (ms since page start; 0: by the server before the page). */
  cartReadAt: number;
  csrfToken: string;
  cartNotices: string[];
  flash: Flash;
};

/** What a shared page shows before the visitor is known: nobody logged in, nothing chosen. */
const NOBODY: SessionView = {
  state: "anonymous",
  user: null,
  basket: { itemWishListIds: [] },
  checkoutAddresses: { billing: null, shipping: null },
};
const NOT_LOADED: Viewer = {
  loaded: false,
  session: NOBODY,
  cart: null,
  cartReadAt: 0,
  csrfToken: "",
  cartNotices: [],
  flash: null,
};

const ViewerContext = createContext<Viewer>(NOT_LOADED);

/**
 * The visitor's session, cart and waiting notice. A page of the visitor's own has them from
 * the root loader; a shared page (the same HTML for everyone, docs/page-cache.md) renders
 * without them and asks once after hydration (getViewer). The first render in the browser
 * is the server's, so hydration matches; the header's count and the wishlist's hearts follow.
 * A later revalidation of the root loader (after a form action) brings them again.
 */
export function ViewerProvider({
  serverViewer,
  locale,
  children,
}: {
  serverViewer: ServerViewer | null;
  locale: Locale;
  children: ReactNode;
}) {
  const api = useApi();
  const [fetched, setFetched] = useState<Viewer | null>(null);
  const needsFetch = serverViewer === null && fetched === null;

  useEffect(() => {
    if (!needsFetch) return;
    let live = true;
    const asked = performance.now();
    rememberLocale(locale);
    api
      .callWithEvents("getViewer", {}, { ownErrorHandling: true })
      .then(({ data, events }) => {
        if (!live) return;
        setFetched({
          loaded: true,
          session: data.session,
          cart: data.cart,
          cartReadAt: asked,
          csrfToken: api.getCsrfToken(),
          cartNotices: cartNotices(events),
          flash: data.flash,
        });
      })
      // Without an answer the page stays as shared: links and forms work without the visitor's data.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [needsFetch, api, locale]);

  const viewer = useMemo<Viewer>(
    () => (serverViewer ? { ...serverViewer, loaded: true, cartReadAt: 0 } : (fetched ?? NOT_LOADED)),
    [serverViewer, fetched],
  );
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}

export function useViewer(): Viewer {
  return useContext(ViewerContext);
}

/**
 * The page's language as the visitor's choice for the unprefixed home page: a shared page
 * carries no cookie, so the browser keeps it (the server sets it on the visitor's own pages).
 */
function rememberLocale(locale: Locale): void {
  const { pathname } = window.location;
  if (!/^\/(?:de|en)(?:\/|$)/.test(pathname)) return;
  if (document.cookie.split("; ").includes(`${LOCALE_COOKIE}=${locale}`)) return;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_DAYS * 86_400}; SameSite=Lax${secure}`;
}
